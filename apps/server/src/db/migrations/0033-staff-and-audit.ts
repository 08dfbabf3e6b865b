import { type Kysely, sql } from 'kysely';

/**
 * The back office's staff, apart from players: their accounts, sessions and second-factor
 * challenges; and the audit trail of what they change, append-only and hash-chained (each entry
 * carries the hash of the one before it, so an entry altered or removed by hand breaks the chain
 * where it was). The database itself refuses to update, delete or truncate the trail.
 * Deposits and withdrawals are now decided by staff, no longer by operator accounts of the member
 * table; decisions recorded before keep their time and remark, and lose the deciding member's id
 * (no deployment has run with operator accounts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_account (
      id serial primary key,
      -- null for the platform owner, who works on every brand
      merchant_id int references merchant(id),
      account text not null,
      display_name text not null,
      role text not null check (role in ('owner', 'admin', 'finance', 'risk', 'support', 'content', 'agent_manager')),
      check ((role = 'owner') = (merchant_id is null)),
      password_hash text not null,
      -- set once the staff member has enrolled an authenticator (mandatory at first login)
      totp_secret text,
      totp_last_step bigint,
      -- empty: any address; otherwise the networks a login and every call must come from
      ip_allow_list cidr[] not null default '{}',
      failed_attempts int not null default 0,
      locked_until timestamptz,
      disabled_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index staff_account_account on staff_account (lower(account));

    create table staff_session (
      token_hash text primary key,
      staff_id int not null references staff_account(id) on delete cascade,
      ip inet not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index staff_session_staff on staff_session (staff_id);

    create table staff_login_challenge (
      token_hash text primary key,
      staff_id int not null references staff_account(id) on delete cascade,
      -- the secret being enrolled, for a staff member who has none yet
      pending_secret text,
      expires_at timestamptz not null
    );
    create index staff_login_challenge_staff on staff_login_challenge (staff_id);

    create table audit_entry (
      id bigserial primary key,
      at timestamptz not null,
      staff_id int,
      staff_account text not null,
      role text not null,
      merchant_id int,
      action text not null,
      target text not null,
      before jsonb,
      after jsonb,
      ip text,
      prev_hash text not null,
      hash text not null unique
    );
    create index audit_entry_merchant on audit_entry (merchant_id, id desc);
    create index audit_entry_action on audit_entry (action, id desc);

    alter table deposit_order drop constraint deposit_order_decided_by_fkey;
    alter table withdraw_order drop constraint withdraw_order_decided_by_fkey;
    update deposit_order set decided_by = null where decided_by is not null;
    update withdraw_order set decided_by = null where decided_by is not null;
    alter table deposit_order add constraint deposit_order_decided_by_fkey
      foreign key (decided_by) references staff_account(id);
    alter table withdraw_order add constraint withdraw_order_decided_by_fkey
      foreign key (decided_by) references staff_account(id);

    create function refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit trail is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end $$;
    create trigger audit_entry_append_only before update or delete on audit_entry
      for each row execute function refuse_audit_change();
    create trigger audit_entry_no_truncate before truncate on audit_entry
      for each statement execute function refuse_audit_change();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_entry;
    alter table deposit_order drop constraint deposit_order_decided_by_fkey;
    alter table withdraw_order drop constraint withdraw_order_decided_by_fkey;
    update deposit_order set decided_by = null;
    update withdraw_order set decided_by = null;
    alter table deposit_order add constraint deposit_order_decided_by_fkey foreign key (decided_by) references member(id);
    alter table withdraw_order add constraint withdraw_order_decided_by_fkey foreign key (decided_by) references member(id);
    drop function refuse_audit_change;
    drop table staff_login_challenge;
    drop table staff_session;
    drop table staff_account;
  `.execute(db);
}
