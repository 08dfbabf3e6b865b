import type { StaffRole } from '@platform/contracts/staff';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { createStaffAccount } from '../modules/staff/staff-service';

/** The demo back-office logins named in the README: one per role. Each enrols its authenticator at the first login. */
export const DEMO_STAFF_PASSWORD = 'Backoffice1';
export const DEMO_STAFF: readonly { account: string; role: StaffRole; displayName: string }[] = [
  { account: 'demo_owner', role: 'owner', displayName: 'Platform owner' },
  { account: 'demo_admin', role: 'admin', displayName: 'Brand admin' },
  { account: 'demo_finance', role: 'finance', displayName: 'Finance' },
  { account: 'demo_risk', role: 'risk', displayName: 'Risk' },
  { account: 'demo_support', role: 'support', displayName: 'Support' },
  { account: 'demo_content', role: 'content', displayName: 'Content' },
  { account: 'demo_agent_manager', role: 'agent_manager', displayName: 'Agent manager' },
];

/** Seeds each demo staff account that does not exist yet (the platform owner belongs to no brand). */
export async function seedDemoStaff(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const existing = await db
    .selectFrom('staff_account')
    .select(sql<string>`lower(account)`.as('account'))
    .where(
      sql`lower(account)`,
      'in',
      DEMO_STAFF.map((s) => s.account),
    )
    .execute();
  const present = new Set(existing.map((row) => row.account));
  for (const staff of DEMO_STAFF) {
    if (present.has(staff.account)) continue;
    await createStaffAccount(db, {
      ...staff,
      merchantId: staff.role === 'owner' ? null : merchant.id,
      password: DEMO_STAFF_PASSWORD,
    });
  }
}
