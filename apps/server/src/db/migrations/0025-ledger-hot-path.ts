import { type Kysely, sql } from 'kysely';

/**
 * The ledger's posting statement at the database's pace (decision 0036), keeping every money rule
 * the database guards:
 * - A transaction's postings are checked once per insert statement (balanced, at least two lines,
 *   every account and the transaction of one merchant) by a statement trigger over the inserted
 *   rows, instead of a deferred trigger per posting row plus a foreign-key lookup per row and key.
 *   An insert statement books whole transactions; every transaction, a sum of balanced
 *   statements, stays balanced.
 * - The foreign keys the check replaces go: a transaction's merchant (every transaction locked the
 *   one merchant row, a multixact per bet under load) and a posting's transaction and account.
 *   What they prevented stays impossible: transactions and postings are append-only, and accounts
 *   can no longer be deleted either, so a row a posting names exists for good.
 * - "Reversed at most once" indexes reversals only, not every transaction's empty reverses_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_postings_check() returns trigger language plpgsql as $$
    declare
      bad record;
    begin
      select n.transaction_id, count(*) as lines, sum(n.amount) as total,
             bool_and(t.id is not null and a.id is not null and a.merchant_id = t.merchant_id) as owned
        into bad
        from new_postings n
        left join ledger_transaction t on t.id = n.transaction_id
        left join ledger_account a on a.id = n.account_id
       group by n.transaction_id
      having count(*) < 2 or sum(n.amount) <> 0
          or not bool_and(t.id is not null and a.id is not null and a.merchant_id = t.merchant_id)
       limit 1;
      if not found then
        return null;
      end if;
      if not bad.owned then
        raise exception 'ledger transaction % names an account or a transaction of no such merchant', bad.transaction_id
          using errcode = '23503', constraint = 'ledger_posting_same_merchant';
      end if;
      raise exception 'ledger transaction % is unbalanced (% postings, sum %)', bad.transaction_id, bad.lines, bad.total
        using errcode = '23514', constraint = 'ledger_transaction_balanced';
    end $$;
    create trigger ledger_postings_check after insert on ledger_posting
      referencing new table as new_postings for each statement execute function ledger_postings_check();

    drop trigger ledger_transaction_balanced on ledger_posting;
    drop function ledger_transaction_balanced;
    alter table ledger_posting
      drop constraint ledger_posting_transaction_id_fkey,
      drop constraint ledger_posting_account_id_fkey;
    alter table ledger_transaction drop constraint ledger_transaction_merchant_id_fkey;

    create trigger ledger_account_no_delete before delete on ledger_account
      for each row execute function ledger_append_only();
    create trigger ledger_account_no_truncate before truncate on ledger_account
      for each statement execute function ledger_append_only();

    alter table ledger_transaction drop constraint ledger_transaction_reverses_once;
    create unique index ledger_transaction_reverses_once on ledger_transaction (reverses_id)
      where reverses_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index ledger_transaction_reverses_once;
    alter table ledger_transaction add constraint ledger_transaction_reverses_once unique (reverses_id);
    drop trigger ledger_account_no_truncate on ledger_account;
    drop trigger ledger_account_no_delete on ledger_account;
    alter table ledger_transaction add constraint ledger_transaction_merchant_id_fkey
      foreign key (merchant_id) references merchant(id);
    alter table ledger_posting
      add constraint ledger_posting_transaction_id_fkey foreign key (transaction_id) references ledger_transaction(id),
      add constraint ledger_posting_account_id_fkey foreign key (account_id) references ledger_account(id);
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    declare
      lines bigint;
      total numeric;
    begin
      select count(*), coalesce(sum(amount), 0) into lines, total
        from ledger_posting where transaction_id = new.transaction_id;
      if lines < 2 or total <> 0 then
        raise exception 'ledger transaction % is unbalanced (% postings, sum %)', new.transaction_id, lines, total
          using errcode = '23514', constraint = 'ledger_transaction_balanced';
      end if;
      return null;
    end $$;
    create constraint trigger ledger_transaction_balanced after insert on ledger_posting
      deferrable initially deferred for each row execute function ledger_transaction_balanced();
    drop trigger ledger_postings_check on ledger_posting;
    drop function ledger_postings_check;
  `.execute(db);
}
