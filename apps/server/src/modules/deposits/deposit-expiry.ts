import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';
import { lockOrder } from './deposit-order-repository';
import { closeUnpaid, inTransaction } from './deposit-settlement';

/**
 * An online deposit order still PENDING this long after it was opened expires: the member is told
 * it failed and nothing is credited. Should the provider's PAID still come later, it credits the
 * order anyway (the provider's word on money is authoritative, see payment-callback-service).
 * Bank transfers never expire by themselves: the operator decides them.
 */
export const ONLINE_DEPOSIT_EXPIRY_MINUTES = 30;

export const DEPOSIT_EXPIRY_QUEUE = defineQueue<{ orderId: string }>({ name: 'deposit-expiry', policy: 'short' });

/** When an online order opened at `createdAt` (the database's clock) expires. */
export const expiresAtOf = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + ONLINE_DEPOSIT_EXPIRY_MINUTES * 60_000);

/** Inside the order's own insert transaction, so the job exists exactly when the order does. */
export async function scheduleExpiry(jobs: JobRunner, order: { id: string; expiresAt: Date }, trx?: Db): Promise<void> {
  await jobs.send(
    DEPOSIT_EXPIRY_QUEUE,
    { orderId: order.id },
    // One waiting job per order, whoever schedules it (the order, the start-up sweep, a reschedule).
    { startAfter: order.expiresAt, singletonKey: `deposit-order:${order.id}`, ...(trx && { trx }) },
  );
}

/**
 * Expires the order if it is an online one, still PENDING and due. The row is locked as the
 * callback locks it, so an expiry and a PAID arriving together take turns: a PAID first leaves
 * nothing to expire; an expiry first is overridden by the PAID after it. Returns when the order is
 * due instead, should it not be yet (clocks differ by a little).
 */
export async function expireOrder(db: Db, orderId: string): Promise<{ expired: boolean; dueAt: Date | null }> {
  return inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, orderId, undefined);
    if (order?.channel_kind !== 'ONLINE' || order.status !== 'PENDING') return { expired: false, dueAt: null };
    // The database's clock decides, as it stamped created_at and as pg-boss starts jobs by it.
    const { rows } = await sql<{ due_at: Date; due: boolean }>`
      select created_at + make_interval(mins => ${ONLINE_DEPOSIT_EXPIRY_MINUTES}) as due_at,
        created_at + make_interval(mins => ${ONLINE_DEPOSIT_EXPIRY_MINUTES}) <= now() as due
      from deposit_order where id = ${orderId}
    `.execute(trx);
    const row = rows[0];
    if (!row) return { expired: false, dueAt: null };
    if (!row.due) return { expired: false, dueAt: row.due_at };
    await closeUnpaid(trx, order, 'EXPIRED');
    return { expired: true, dueAt: null };
  });
}

/**
 * Starts this process's worker and sweeps what lost jobs (or a process down at the time) would
 * miss: overdue online orders expire now, each one still to come gets its job again.
 */
export async function startDepositExpiry(db: Db, jobs: JobRunner, log: FastifyBaseLogger): Promise<void> {
  await jobs.queue(DEPOSIT_EXPIRY_QUEUE, async ({ orderId }) => {
    const { dueAt } = await expireOrder(db, orderId);
    if (dueAt) await scheduleExpiry(jobs, { id: orderId, expiresAt: dueAt });
  });

  const { rows: pending } = await sql<{ id: string; due_at: Date; due: boolean }>`
    select o.id, o.created_at + make_interval(mins => ${ONLINE_DEPOSIT_EXPIRY_MINUTES}) as due_at,
      o.created_at + make_interval(mins => ${ONLINE_DEPOSIT_EXPIRY_MINUTES}) <= now() as due
    from deposit_order o
    join deposit_channel c on c.id = o.channel_id
    where o.status = 'PENDING' and c.kind = 'ONLINE'
    order by o.id
  `.execute(db);
  let expired = 0;
  for (const order of pending) {
    // One locked transaction per order, the job's own path: a callback arriving meanwhile still wins.
    if (order.due) expired += (await expireOrder(db, order.id)).expired ? 1 : 0;
    else await scheduleExpiry(jobs, { id: order.id, expiresAt: order.due_at });
  }
  if (expired > 0) log.info({ orders: expired }, 'overdue online deposits expired');
}
