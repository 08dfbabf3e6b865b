import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo-seed';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { balancesOf, type PostingInput, postTransaction, reverseTransaction } from './ledger-service';
import { createMember, demoMerchantId, ledgerInvariants, refusalOf } from './ledger-test-support';

let database: TestDatabase;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  merchantId = await demoMerchantId(database.db);
});

afterAll(() => database.drop());

const MEMBERS = 3;
const amount = fc.bigInt(1n, 500n);
const who = fc.nat(MEMBERS - 1);
/** Picks among earlier steps, whatever their number: taken modulo when the step runs. */
const earlier = fc.nat(1000);

const step = fc.oneof(
  // Deposits weigh more, so that members have money for the other steps to move.
  { arbitrary: fc.record({ op: fc.constant('deposit' as const), member: who, amount }), weight: 4 },
  fc.record({ op: fc.constant('bet' as const), member: who, amount }),
  fc.record({ op: fc.constant('win' as const), member: who, amount }),
  fc.record({ op: fc.constant('withdraw' as const), member: who, amount }),
  fc.record({ op: fc.constant('transfer' as const), member: who, to: fc.nat(MEMBERS - 2), amount }),
  fc.record({ op: fc.constant('reverse' as const), pick: earlier }),
  fc.record({ op: fc.constant('replay' as const), pick: earlier }),
  fc.record({ op: fc.constant('conflict' as const), pick: earlier }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** A posting by member index (null: a system account), so the model can follow it. */
type Line = { member: number | null; kind: PostingInput['account']['kind']; amount: bigint };
type Done = { key: string; kind: string; lines: Line[]; transactionId: string; reversible: boolean };

let run = 0;
/** Reversal transaction id -> the transaction it reverses (a replay must name it again). */
const reversesOf = new Map<string, string>();

describe('ledger property', () => {
  it('keeps the books balanced and each key effective once over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40, size: 'max' }), async (steps) => {
        const db = database.db;
        const source = `prop-${++run}`;
        const members = await Promise.all(Array.from({ length: MEMBERS }, () => createMember(db, merchantId)));
        const model = Array.from({ length: MEMBERS }, () => 0n);
        const done: Done[] = [];
        const reversed = new Set<string>();
        let keys = 0;

        const toPostings = (lines: Line[]): PostingInput[] =>
          lines.map((l) => ({
            account: l.member === null ? { kind: l.kind } : { kind: l.kind, memberId: members[l.member] },
            amount: l.amount,
          }));
        const fits = (lines: Line[]) => {
          const next = [...model];
          for (const l of lines) if (l.member !== null) next[l.member] = (next[l.member] ?? 0n) + l.amount;
          return next.every((b) => b >= 0n);
        };
        const apply = (lines: Line[]) => {
          for (const l of lines) if (l.member !== null) model[l.member] = (model[l.member] ?? 0n) + l.amount;
        };

        async function post(kind: string, lines: Line[]): Promise<void> {
          const key = `k${++keys}`;
          const call = postTransaction(db, {
            merchantId,
            kind,
            idempotency: { source, key },
            postings: toPostings(lines),
          });
          if (!fits(lines)) {
            expect(await refusalOf(call)).toBe('INSUFFICIENT_FUNDS');
            return;
          }
          const result = await call;
          expect(result.replayed).toBe(false);
          apply(lines);
          done.push({ key, kind, lines, transactionId: result.transactionId, reversible: true });
        }

        const cash = (member: number, amount: bigint): Line => ({ member, kind: 'MEMBER_CASH', amount });
        const system = (kind: Line['kind'], amount: bigint): Line => ({ member: null, kind, amount });

        for (const s of steps as Step[]) {
          if (s.op === 'deposit')
            await post('DEPOSIT', [system('PAYMENT_CLEARING', -s.amount), cash(s.member, s.amount)]);
          else if (s.op === 'bet') await post('BET', [cash(s.member, -s.amount), system('HOUSE', s.amount)]);
          else if (s.op === 'win') await post('WIN', [system('HOUSE', -s.amount), cash(s.member, s.amount)]);
          else if (s.op === 'withdraw') {
            await post('WITHDRAWAL', [cash(s.member, -s.amount), system('PAYMENT_CLEARING', s.amount)]);
          } else if (s.op === 'transfer') {
            const to = s.to >= s.member ? s.to + 1 : s.to;
            await post('TRANSFER', [cash(s.member, -s.amount), cash(to, s.amount)]);
          } else if (done.length > 0) {
            const target = done[s.pick % done.length] as Done;
            if (s.op === 'replay') {
              const again = await postTransaction(db, {
                merchantId,
                kind: target.kind,
                idempotency: { source, key: target.key },
                postings: toPostings(target.lines),
                ...(target.kind === 'REVERSAL' && { reversesId: reversesOf.get(target.transactionId) }),
              });
              expect(again).toMatchObject({ transactionId: target.transactionId, replayed: true });
            } else if (s.op === 'conflict') {
              const changed = target.lines.map((l) => ({ ...l, amount: l.amount * 2n }));
              const call = postTransaction(db, {
                merchantId,
                kind: target.kind,
                idempotency: { source, key: target.key },
                postings: toPostings(changed),
              });
              expect(await refusalOf(call)).toBe('IDEMPOTENCY_CONFLICT');
            } else if (target.reversible) {
              const key = `k${++keys}`;
              const negated = target.lines.map((l) => ({ ...l, amount: -l.amount }));
              const call = reverseTransaction(db, {
                merchantId,
                transactionId: target.transactionId,
                idempotency: { source, key },
              });
              if (reversed.has(target.transactionId)) expect(await refusalOf(call)).toBe('IDEMPOTENCY_CONFLICT');
              else if (!fits(negated)) expect(await refusalOf(call)).toBe('INSUFFICIENT_FUNDS');
              else {
                const result = await call;
                apply(negated);
                reversed.add(target.transactionId);
                reversesOf.set(result.transactionId, target.transactionId);
                done.push({
                  key,
                  kind: 'REVERSAL',
                  lines: negated,
                  transactionId: result.transactionId,
                  reversible: false,
                });
              }
            }
          }
        }

        const invariants = await ledgerInvariants(db);
        expect(invariants).toEqual({
          totalBalance: 0n,
          negativeMemberAccounts: 0,
          cachedBalancesOff: 0,
          unbalancedTransactions: 0,
        });
        for (const [i, member] of members.entries()) {
          expect((await balancesOf(db, merchantId, member)).cash).toBe(model[i]);
        }
        // Each key that took effect did so once; refused ones left nothing.
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from ledger_transaction where idempotency_source = ${source}
        `.execute(db);
        expect(Number(rows[0]?.n)).toBe(done.length);
      }),
      { numRuns: 30 },
    );
    expect(run).toBeGreaterThanOrEqual(30);
  });
});
