import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ledgerAudit } from './ledger-audit';
import type { AccountKind, TransactionKind } from './ledger-kinds';
import { type PostInput, postTransaction, reverseTransaction, sharedAccountBalance } from './ledger-service';
import { createMember, refusalOf } from './ledger-test-support';

/**
 * Random sequences of what the money modules do, posted with exactly their postings and keys
 * (docs/decisions/0011-ledger.md), against a pure model of every account: the books balance, no member balance
 * goes below zero, each idempotency key takes effect once, and the cached balances are the model's.
 */

let database: TestDatabase;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
});

afterAll(() => database.drop());

const MEMBERS = 3;
const VENDORS = 2;
const amount = fc.bigInt(1n, 300n);
/** Deposits larger than the rest, so that most steps find money and few are refused. */
const depositAmount = fc.bigInt(1n, 1000n);
const member = fc.nat(MEMBERS - 1);
const vendor = fc.nat(VENDORS - 1);
/** Picks among earlier requests or orders, whatever their number: taken modulo when the step runs. */
const earlier = fc.nat(1000);

const step = fc.oneof(
  // Deposits weigh more, so that members have money for the other steps to move.
  { arbitrary: fc.record({ op: fc.constant('deposit' as const), member, amount: depositAmount }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('bet' as const), member, vendor, amount }), weight: 2 },
  fc.record({ op: fc.constant('win' as const), member, vendor, amount }),
  fc.record({
    op: fc.constant('line' as const),
    member,
    to: fc.nat(MEMBERS - 2),
    kind: fc.constantFrom('TRANSFER_UPLINE', 'TRANSFER_DOWNLINE'),
    amount,
  }),
  fc.record({ op: fc.constant('wallet' as const), member, vendor, toVendor: fc.boolean(), amount }),
  { arbitrary: fc.record({ op: fc.constant('hold' as const), member, amount }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('settle' as const), pick: earlier, paid: fc.boolean() }), weight: 2 },
  fc.record({ op: fc.constant('reverse' as const), pick: earlier }),
  fc.record({ op: fc.constant('replay' as const), pick: earlier }),
  fc.record({ op: fc.constant('conflict' as const), pick: earlier }),
  fc.record({ op: fc.constant('retry' as const), pick: earlier }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** A posting by member index (null: a merchant account), so the model can follow it. */
type Line = { kind: AccountKind; member: number | null; vendor?: string; amount: bigint };
type Request = { kind: TransactionKind; source: string; key: string; lines: Line[]; reversesId?: string };
type Effective = { request: Request; transactionId: string; balances: Record<string, bigint> };
type Order = { id: string; member: number; amount: bigint; settled?: Request };

const accountKey = (l: Pick<Line, 'kind' | 'member' | 'vendor'>) => `${l.kind}|${l.member ?? ''}|${l.vendor ?? ''}`;
const requestKey = (r: Pick<Request, 'source' | 'key'>) => `${r.source}|${r.key}`;
const sameRequest = (a: Request, b: Request) =>
  a.kind === b.kind &&
  a.reversesId === b.reversesId &&
  JSON.stringify(a.lines.map((l) => [accountKey(l), String(l.amount)]).sort()) ===
    JSON.stringify(b.lines.map((l) => [accountKey(l), String(l.amount)]).sort());
/** Kinds an operator may reverse; a withdrawal is undone by its return, never by a reversal. */
const REVERSIBLE = new Set(['DEPOSIT', 'BET', 'WIN', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'WALLET_TRANSFER']);

let run = 0;

/** One run: fresh members and vendors, so that the model starts at zero for every account it owns. */
async function runSteps(steps: Step[]): Promise<void> {
  const db = database.db;
  const r = ++run;
  const members = await Promise.all(Array.from({ length: MEMBERS }, () => createMember(db, merchantId)));
  const vendors = Array.from({ length: VENDORS }, (_, i) => `prop${r}v${i}`);
  const clearingBefore = await paymentClearingBalance();

  const model = new Map<string, bigint>();
  const effective = new Map<string, Effective>();
  const refused: Request[] = [];
  const reversed = new Set<string>();
  const orders: Order[] = [];
  let serial = 0;
  const nextId = (prefix: string) => `p${r}${prefix}${++serial}`;

  const balanceOf = (l: Line) => model.get(accountKey(l)) ?? 0n;
  const ownedByMember = (l: Line) => l.member !== null;
  const fits = (lines: Line[]) => lines.every((l) => !ownedByMember(l) || balanceOf(l) + l.amount >= 0n);
  const toInput = (req: Request): PostInput => ({
    merchantId,
    kind: req.kind,
    idempotency: { source: req.source, key: req.key },
    ...(req.reversesId !== undefined && { reversesId: req.reversesId }),
    postings: req.lines.map((l) => ({
      account: {
        kind: l.kind,
        ...(l.member !== null && { memberId: members[l.member] }),
        ...(l.vendor !== undefined && { vendor: l.vendor }),
      },
      amount: l.amount,
    })),
  });

  /** Posts `req` (or reverses `reverses` when given) and checks the answer against the model. */
  async function submit(req: Request, reverses?: string): Promise<boolean> {
    const call =
      reverses === undefined
        ? postTransaction(db, toInput(req))
        : reverseTransaction(db, {
            merchantId,
            transactionId: reverses,
            idempotency: { source: req.source, key: req.key },
          });
    const first = effective.get(requestKey(req));
    if (first) {
      if (sameRequest(first.request, req)) {
        // The first answer, balances after included, whatever happened since.
        expect(await call).toEqual({ transactionId: first.transactionId, replayed: true, balances: first.balances });
      } else {
        expect(await refusalOf(call)).toBe('IDEMPOTENCY_CONFLICT');
      }
      return false;
    }
    if (req.reversesId !== undefined && reversed.has(req.reversesId)) {
      expect(await refusalOf(call)).toBe('IDEMPOTENCY_CONFLICT');
      return false;
    }
    if (!fits(req.lines)) {
      expect(await refusalOf(call)).toBe('INSUFFICIENT_FUNDS');
      refused.push(req);
      return false;
    }
    const result = await call;
    expect(result.replayed).toBe(false);
    for (const l of req.lines) model.set(accountKey(l), balanceOf(l) + l.amount);
    effective.set(requestKey(req), { request: req, transactionId: result.transactionId, balances: result.balances });
    if (req.reversesId !== undefined) reversed.add(req.reversesId);
    return true;
  }

  const cash = (m: number, amount: bigint): Line => ({ kind: 'MEMBER_CASH', member: m, amount });
  const held = (m: number, amount: bigint): Line => ({ kind: 'MEMBER_HELD', member: m, amount });
  const clearing = (amount: bigint): Line => ({ kind: 'PAYMENT_CLEARING', member: null, amount });
  const vendorClearing = (v: number, amount: bigint): Line => ({
    kind: 'VENDOR_CLEARING',
    member: null,
    vendor: vendors[v] as string,
    amount,
  });
  const subWallet = (m: number, v: number, amount: bigint): Line => ({
    kind: 'MEMBER_VENDOR_WALLET',
    member: m,
    vendor: vendors[v] as string,
    amount,
  });
  const memberKey = (m: number) => `${members[m]}:${randomUUID()}`;
  const pickFrom = <T>(list: T[], pick: number): T | undefined => list[pick % Math.max(list.length, 1)];

  for (const s of steps) {
    if (s.op === 'deposit') {
      const lines = [clearing(-s.amount), cash(s.member, s.amount)];
      await submit({ kind: 'DEPOSIT', source: 'deposit', key: nextId('d'), lines });
    } else if (s.op === 'bet') {
      const lines = [cash(s.member, -s.amount), vendorClearing(s.vendor, s.amount)];
      await submit({ kind: 'BET', source: 'bet', key: nextId('b'), lines });
    } else if (s.op === 'win') {
      const lines = [vendorClearing(s.vendor, -s.amount), cash(s.member, s.amount)];
      await submit({ kind: 'WIN', source: 'win', key: nextId('w'), lines });
    } else if (s.op === 'line') {
      const to = s.to >= s.member ? s.to + 1 : s.to;
      const lines = [cash(s.member, -s.amount), cash(to, s.amount)];
      await submit({ kind: s.kind, source: 'line-transfer', key: memberKey(s.member), lines });
    } else if (s.op === 'wallet') {
      const sign = s.toVendor ? 1n : -1n;
      const lines = [cash(s.member, -sign * s.amount), subWallet(s.member, s.vendor, sign * s.amount)];
      await submit({ kind: 'WALLET_TRANSFER', source: 'wallet-transfer', key: memberKey(s.member), lines });
    } else if (s.op === 'hold') {
      const lines = [cash(s.member, -s.amount), held(s.member, s.amount)];
      const holding: Request = { kind: 'WITHDRAWAL_HOLD', source: 'withdraw', key: memberKey(s.member), lines };
      if (await submit(holding)) orders.push({ id: nextId('o'), member: s.member, amount: s.amount });
    } else if (s.op === 'settle') {
      const order = pickFrom(orders, s.pick);
      if (!order) continue;
      // As the withdrawal module does: a settled order is only ever settled again the same way.
      const settle: Request = order.settled ?? {
        ...(s.paid
          ? { kind: 'WITHDRAWAL_PAID', source: 'withdraw-paid' }
          : { kind: 'WITHDRAWAL_RETURN', source: 'withdraw-return' }),
        key: order.id,
        lines: [held(order.member, -order.amount), s.paid ? clearing(order.amount) : cash(order.member, order.amount)],
      };
      if ((await submit(settle)) || order.settled) order.settled = settle;
    } else if (s.op === 'reverse') {
      const target = pickFrom([...effective.values()], s.pick);
      if (!target || !REVERSIBLE.has(target.request.kind)) continue;
      await submit(
        {
          kind: 'REVERSAL',
          source: 'reversal',
          key: nextId('x'),
          reversesId: target.transactionId,
          lines: target.request.lines.map((l) => ({ ...l, amount: -l.amount })),
        },
        target.transactionId,
      );
    } else if (s.op === 'replay' || s.op === 'conflict') {
      const target = pickFrom([...effective.values()], s.pick);
      if (!target) continue;
      const request =
        s.op === 'replay'
          ? target.request
          : { ...target.request, lines: target.request.lines.map((l) => ({ ...l, amount: l.amount * 2n })) };
      await submit(request);
    } else {
      // A client retrying a refused request: its key is still free, so it is judged afresh.
      const again = pickFrom(refused, s.pick);
      if (again) await submit(again);
    }
  }

  const audit = await ledgerAudit(db, merchantId);
  expect(audit).toMatchObject({
    ok: true,
    postingsTotal: 0n,
    balancesTotal: 0n,
    unbalancedTransactions: [],
    cachedBalancesOff: [],
    negativeMemberAccounts: [],
  });

  // Every account of this run holds what the model says (PAYMENT_CLEARING is shared: compare the change).
  const { rows: accounts } = await sql<{
    kind: AccountKind;
    member_id: number | null;
    vendor: string | null;
    balance: string;
  }>`
    select kind, member_id, vendor, balance from ledger_account
    where merchant_id = ${merchantId} and (member_id = any(${members}::int[]) or vendor = any(${vendors}::text[]))
  `.execute(db);
  // A clearing account is the sum of its rows (shards).
  const actual = new Map<string, bigint>();
  for (const a of accounts) {
    const index = a.member_id === null ? null : members.indexOf(a.member_id);
    const key = accountKey({ kind: a.kind, member: index, vendor: a.vendor ?? undefined });
    actual.set(key, (actual.get(key) ?? 0n) + BigInt(a.balance));
  }
  const expected = new Map([...model].filter(([key]) => !key.startsWith('PAYMENT_CLEARING|')));
  const nonZero = (m: Map<string, bigint>) => new Map([...m].filter(([, v]) => v !== 0n));
  expect(nonZero(actual)).toEqual(nonZero(expected));
  expect(accounts.filter((a) => a.member_id !== null && BigInt(a.balance) < 0n)).toEqual([]);
  const clearingModel = model.get(accountKey(clearing(0n))) ?? 0n;
  expect((await paymentClearingBalance()) - clearingBefore).toBe(clearingModel);

  // Each key took effect once, with the transaction the first answer named; refused ones left nothing.
  const attempted = [...new Set([...effective.keys(), ...refused.map(requestKey)])];
  const { rows: taken } = await sql<{ request: string; n: string; id: string }>`
    select idempotency_source || '|' || idempotency_key as request, count(*) as n, min(id) as id
    from ledger_transaction
    where merchant_id = ${merchantId} and idempotency_source || '|' || idempotency_key = any(${attempted}::text[])
    group by 1
  `.execute(db);
  expect(new Map(taken.map((t) => [t.request, { n: Number(t.n), id: t.id }]))).toEqual(
    new Map([...effective].map(([key, e]) => [key, { n: 1, id: e.transactionId }])),
  );
  const { rows: touching } = await sql<{ n: string }>`
    select count(distinct p.transaction_id) as n
    from ledger_posting p join ledger_account a on a.id = p.account_id
    where a.member_id = any(${members}::int[]) or a.vendor = any(${vendors}::text[])
  `.execute(db);
  // Every kind above moves a member's or a run vendor's money: nothing else touched them.
  expect(Number(touching[0]?.n)).toBe(effective.size);
}

function paymentClearingBalance(): Promise<bigint> {
  return sharedAccountBalance(database.db, merchantId, { kind: 'PAYMENT_CLEARING' });
}

describe('ledger property', () => {
  it('keeps the books balanced, members above zero and each key effective once over random sequences', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30, size: 'max' }), runSteps), {
      numRuns: 25,
    });
    expect(run).toBeGreaterThanOrEqual(25);
  });
});
