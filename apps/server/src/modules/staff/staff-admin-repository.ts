import { STAFF_IDLE_MINUTES } from '@platform/contracts/staff';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The SQL of staff management: staff accounts as the staff page lists them. */

/** Whose accounts a caller may see: one brand's, or (the platform owner) every account. */
export type StaffScope = { merchantId: number } | 'all';

function selectMembers(db: Db) {
  return db
    .selectFrom('staff_account as a')
    .leftJoin('merchant as m', 'm.id', 'a.merchant_id')
    .select([
      'a.id',
      'a.merchant_id',
      'a.account',
      'a.display_name',
      'a.role',
      'm.code as brand',
      sql<string[]>`a.ip_allow_list::text[]`.as('ip_allow_list'),
      'a.disabled_at',
      'a.locked_until',
      sql<boolean>`a.totp_secret is not null`.as('enrolled'),
      sql<string>`(select count(*) from staff_session s where s.staff_id = a.id and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(mins => ${STAFF_IDLE_MINUTES}))`.as('live_sessions'),
      sql<Date | null>`(select max(s.last_seen_at) from staff_session s where s.staff_id = a.id)`.as('last_seen_at'),
      'a.created_at',
    ]);
}
export type StaffMemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

/** The brand a scope narrows to; null for every account. */
const brandOf = (scope: StaffScope) => (scope === 'all' ? null : scope.merchantId);

export async function listStaffMembers(
  db: Db,
  scope: StaffScope,
  filter: { q?: string | undefined },
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: StaffMemberRow[]; total: number }> {
  const brand = brandOf(scope);
  let query = selectMembers(db).$if(brand !== null, (qb) => qb.where('a.merchant_id', '=', brand as number));
  if (filter.q) {
    const prefix = `${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb(sql`lower(a.account)`, 'like', prefix), eb(sql`lower(a.display_name)`, 'like', prefix)]),
    );
  }
  const rows = await query
    .select(sql<string>`count(*) over ()`.as('total'))
    .orderBy('a.merchant_id')
    .orderBy('a.account')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** One account the scope may see, its row locked until the caller's transaction ends. */
export async function lockStaffMember(trx: Db, scope: StaffScope, id: number): Promise<StaffMemberRow | undefined> {
  const brand = brandOf(scope);
  const found = await trx
    .selectFrom('staff_account as a')
    .select('a.id')
    .$if(brand !== null, (qb) => qb.where('a.merchant_id', '=', brand as number))
    .where('a.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return found && findStaffMember(trx, id);
}

export function findStaffMember(db: Db, id: number): Promise<StaffMemberRow | undefined> {
  return selectMembers(db).where('a.id', '=', id).executeTakeFirst();
}

export async function setStaffRole(trx: Db, id: number, role: string): Promise<void> {
  await trx.updateTable('staff_account').set({ role }).where('id', '=', id).execute();
}

/** Locked by staff until unlocked: the login refuses it and its sessions are no longer live. */
export async function setStaffDisabled(trx: Db, id: number, disabled: boolean): Promise<void> {
  await trx
    .updateTable('staff_account')
    .set(disabled ? { disabled_at: sql<Date>`now()` } : { disabled_at: null, locked_until: null, failed_attempts: 0 })
    .where('id', '=', id)
    .execute();
}

/** Forgets the authenticator: the next login enrols one again, and pending challenges are void. */
export async function clearSecondFactor(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('staff_account')
    .set({ totp_secret: null, totp_last_step: null })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('staff_login_challenge').where('staff_id', '=', id).execute();
}

export async function accountTaken(db: Db, account: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_account')
    .select('id')
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
