import { randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import type { Db } from '../../db/database';
import { postTransaction } from '../ledger/ledger-service';
import { storePaymentPassword } from '../payment-password/payment-password-service';
import { issueSession } from '../sessions/session-service';

/** Tests only: accounts with sessions and money, without going through registration and login. */

const SESSIONS = { SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 };

export type TestAccount = { id: number; account: string; token: string };

export async function newAccount(
  db: Db,
  merchantId: number,
  opts: { type?: number; uplineId?: number } = {},
): Promise<TestAccount> {
  const account = `w${randomBytes(5).toString('hex')}`;
  const { id } = await db
    .insertInto('member')
    .values({
      merchant_id: merchantId,
      account,
      type: opts.type ?? ACCOUNT_TYPE.MEMBER,
      upline_member_id: opts.uplineId ?? null,
      register_method: 'TEST',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueSession(db, SESSIONS, { memberId: id, ip: '127.0.0.1', mustChangePassword: false });
  return { id, account, token };
}

/**
 * Transfer wallets for a brand: a sub-wallet at each vendor, in the order given, named as given
 * or `Vendor <code>`.
 */
export async function addTransferWallets(
  db: Db,
  merchantId: number,
  vendors: (string | { vendor: string; displayName: string })[],
): Promise<void> {
  await db.insertInto('merchant_wallet_setting').values({ merchant_id: merchantId, is_single: false }).execute();
  await db
    .insertInto('wallet_vendor')
    .values(
      vendors.map((v, sort) => {
        const { vendor, displayName } = typeof v === 'string' ? { vendor: v, displayName: `Vendor ${v}` } : v;
        return { merchant_id: merchantId, vendor, display_name: displayName, sort };
      }),
    )
    .execute();
}

/** Money in, as a confirmed deposit would post it. */
export async function depositTo(db: Db, merchantId: number, memberId: number, minor: bigint): Promise<void> {
  await postTransaction(db, {
    merchantId,
    kind: 'DEPOSIT',
    idempotency: { source: 'test-deposit', key: randomUUID() },
    postings: [
      { account: { kind: 'PAYMENT_CLEARING' }, amount: -minor },
      { account: { kind: 'MEMBER_CASH', memberId }, amount: minor },
    ],
  });
}

export const setPaymentPassword = (db: Db, memberId: number, password: string) =>
  storePaymentPassword(db, memberId, password);

/** Every balance a member owns, in minor units, by account (kind, or kind:vendor). */
export async function memberAccounts(db: Db, memberId: number): Promise<Record<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['kind', 'vendor', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.vendor ? `${r.kind}:${r.vendor}` : r.kind, BigInt(r.balance)]));
}

export const sumOf = (balances: Record<string, bigint>) => Object.values(balances).reduce((a, b) => a + b, 0n);

/**
 * Without a vendor integration, the sub-wallets (PGE, EVO, SABA) live in our ledger only; the
 * account kit's brand connects EVO by transfer (test/account-test-brand.ts), as another brand may
 * connect any of them. Tests of the ledger-only sub-wallets take the connections away again, as for a brand that
 * registered no vendor integration.
 */
export async function ledgerOnlySubWallets(db: Db, merchantId: number): Promise<void> {
  await db
    .deleteFrom('game_vendor_integration')
    .where('merchant_id', '=', merchantId)
    .where('vendor', 'in', ['PGE', 'EVO', 'SABA'])
    .execute();
}
