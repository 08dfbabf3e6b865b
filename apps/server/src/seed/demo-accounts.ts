import { ACCOUNT_TYPE } from '@platform/contracts/account';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/accounts/password-hashing';

/** The merchant's default password: an account still using it must change it at login (spec 4.2). */
export const DEMO_DEFAULT_PASSWORD = 'Welcome123';

type DemoAccount = {
  account: string;
  password: string;
  type: number;
  mobile?: [dialingCode: string, number: string];
  affiliateCode?: string;
  upline?: string;
  isDefaultPassword?: boolean;
};

/** The demo logins named in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'demo_member', password: 'Member123', type: ACCOUNT_TYPE.MEMBER, mobile: ['+971', '501234567'] },
  { account: 'demo_agent', password: 'Agent1234', type: ACCOUNT_TYPE.AGENT, affiliateCode: 'NOVA2024' },
  { account: 'demo_down1', password: 'Down12345', type: ACCOUNT_TYPE.MEMBER, upline: 'demo_agent' },
  { account: 'demo_down2', password: 'Down12345', type: ACCOUNT_TYPE.MEMBER, upline: 'demo_agent' },
  { account: 'demo_newbie', password: DEMO_DEFAULT_PASSWORD, type: ACCOUNT_TYPE.MEMBER, isDefaultPassword: true },
];

/**
 * Local addresses count as known for the demo accounts, so logging in on one's own machine is not
 * challenged; tests show the second factor from other addresses.
 */
const LOCAL_IPS = ['127.0.0.1', '::1'];

/** Seeds the demo accounts and password policy of a merchant that has no members yet; otherwise does nothing. */
export async function seedDemoAccounts(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const anyMember = await db
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (anyMember) return;

  const hashes = new Map<string, string>();
  for (const password of new Set([DEMO_DEFAULT_PASSWORD, ...DEMO_ACCOUNTS.map((a) => a.password)])) {
    hashes.set(password, await hashPassword(password));
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchant_account_policy')
      .values({
        merchant_id: merchant.id,
        default_password_hash: hashes.get(DEMO_DEFAULT_PASSWORD) ?? null,
        password_max_age_days: 90,
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .execute();
    const ids = new Map<string, number>();
    // Uplines come before their downlines in the list.
    for (const a of DEMO_ACCOUNTS) {
      const { id } = await trx
        .insertInto('member')
        .values({
          merchant_id: merchant.id,
          account: a.account,
          type: a.type,
          nickname: a.account,
          mobile: a.mobile ? `${a.mobile[0]}${a.mobile[1]}` : null,
          mobile_dialing_code: a.mobile?.[0] ?? null,
          password_hash: hashes.get(a.password) ?? null,
          password_is_default: a.isDefaultPassword ?? false,
          affiliate_code: a.affiliateCode ?? null,
          upline_member_id: a.upline ? (ids.get(a.upline) ?? null) : null,
          register_method: 'SEED',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(a.account, id);
      await trx
        .insertInto('member_known_ip')
        .values(LOCAL_IPS.map((ip) => ({ member_id: id, ip })))
        .execute();
    }
  });
}
