import { type Kysely, sql } from 'kysely';

/**
 * Manual adjustments by staff, and each brand's four-eyes threshold. Above the threshold an
 * adjustment waits for a second staff member; the database itself refuses a decision by the one
 * who asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table merchant_adjustment_policy (
      merchant_id int primary key references merchant(id),
      -- minor units: adjustments above need a second staff member
      four_eyes_above bigint not null check (four_eyes_above >= 0),
      updated_at timestamptz not null default now()
    );

    create table adjustment_request (
      id bigserial primary key,
      merchant_id int not null references merchant(id),
      member_id int not null references member(id),
      direction text not null check (direction in ('CREDIT', 'DEBIT')),
      amount bigint not null check (amount > 0),
      ledger_kind text not null check (ledger_kind in ('ADJUSTMENT', 'BONUS')),
      reason text not null check (length(reason) between 1 and 200),
      status text not null check (status in ('PENDING', 'APPLIED', 'REJECTED')),
      requested_by int not null references staff_account(id),
      request_id uuid not null,
      decided_by int references staff_account(id),
      decision_remark text,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      unique (merchant_id, requested_by, request_id),
      check (decided_by is null or decided_by <> requested_by)
    );
    create index adjustment_request_queue on adjustment_request (merchant_id, status, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table adjustment_request;
    drop table merchant_adjustment_policy;
  `.execute(db);
}
