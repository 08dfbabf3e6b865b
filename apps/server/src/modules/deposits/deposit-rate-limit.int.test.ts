import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DEPOSIT_PER_MEMBER } from './deposit-service';
import { type DepositTestKit, startDepositTestKit } from './deposit-test-kit';

let kit: DepositTestKit;

beforeAll(async () => {
  kit = await startDepositTestKit();
});

afterAll(() => kit.close());

const ordersOf = async (account: string) =>
  (
    await kit.db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', await kit.memberIdOf(account))
      .executeTakeFirstOrThrow()
  ).n;

/**
 * The count lives in fixed windows: a test started in a window's last seconds would see it reset
 * half-way. Such a test waits for the next window first.
 */
async function awayFromWindowEnd(): Promise<void> {
  const { windowSeconds } = OPEN_DEPOSIT_PER_MEMBER;
  for (;;) {
    const { rows } = await sql<{ left: number }>`
      select ${windowSeconds} - mod(extract(epoch from now()), ${windowSeconds})::float8 as left
    `.execute(kit.db);
    if ((rows[0]?.left ?? 0) > 20) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('how many deposits a member may open', () => {
  it('opens 10 in ten minutes, refuses the 11th with the wait, and never counts a retried submission', async () => {
    expect(OPEN_DEPOSIT_PER_MEMBER).toMatchObject({ limit: 10, windowSeconds: 600 });
    await awayFromWindowEnd();
    const token = await kit.tokenOf('test_down1', 'Down12345');
    const { bank, online } = await kit.channelIds(token);

    const bodies = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? { channelId: bank, amount: `${20 + i}`, reference: `LIMIT-${i}`, requestId: randomUUID() }
        : { channelId: online, amount: `${20 + i}`, requestId: randomUUID() },
    );
    const ids: string[] = [];
    for (const body of bodies.slice(0, 5)) {
      const res = await kit.deposit(token, body);
      expect(res.status).toBe(200);
      ids.push(res.body.value.order.id);
    }
    // A flaky network's retries of the same five submissions: answered, and not counted.
    for (let round = 0; round < 3; round++) {
      for (const [i, body] of bodies.slice(0, 5).entries()) {
        const res = await kit.deposit(token, body);
        expect(res.body.value.order.id).toBe(ids[i]);
      }
    }
    for (const body of bodies.slice(5)) {
      const res = await kit.deposit(token, body);
      expect(res.status).toBe(200);
    }
    expect(await ordersOf('test_down1')).toBe('10');

    const refused = await kit.deposit(token, { channelId: online, amount: '99' });
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.value.retryAfterSeconds).toBeLessThanOrEqual(600);
    const refusedBank = await kit.deposit(token, { channelId: bank, amount: '99', reference: 'LIMIT-X' });
    expect(refusedBank.body.code).toBe('TOO_MANY_REQUESTS');
    expect(await ordersOf('test_down1')).toBe('10');

    // Over the limit, a retry of an order already opened still gets its answer (and its page).
    const retry = await kit.deposit(token, bodies[1] ?? {});
    expect(retry).toMatchObject({ status: 200, body: { value: { order: { id: ids[1], status: 'PENDING' } } } });
    expect(retry.body.value.payUrl).toMatch(/\/pay\/pay_/);

    // Another member's count is their own.
    const other = await kit.tokenOf('test_down2', 'Down12345');
    const theirs = await kit.deposit(other, { channelId: bank, amount: '50', reference: 'OTHER' });
    expect(theirs.status).toBe(200);
  });

  it('does not count refused submissions (a wrong amount is no deposit opened)', async () => {
    await awayFromWindowEnd();
    const token = await kit.tokenOf('test_agent', 'Agent1234');
    const { bank } = await kit.channelIds(token);
    for (let i = 0; i < 12; i++) {
      const res = await kit.deposit(token, { channelId: bank, amount: '1', reference: 'TOO-SMALL' });
      expect(res.body.code).toBe('AMOUNT_BELOW_MINIMUM');
    }
    const res = await kit.deposit(token, { channelId: bank, amount: '10', reference: 'FIRST' });
    expect(res.status).toBe(200);
  });
});
