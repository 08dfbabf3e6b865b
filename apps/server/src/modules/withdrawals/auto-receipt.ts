import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';

/**
 * Spec 4.10: a paid withdrawal the member has not confirmed counts as received after the
 * merchant's minutes; a forced receipt refunds nothing (the money left at approval). Each approval
 * schedules one job at its autoReceiveAt; a sweep at start-up catches what lost jobs would miss.
 */
export const AUTO_RECEIPT_QUEUE = defineQueue<{ orderId: string }>({ name: 'withdraw-auto-receipt', policy: 'short' });

/** Inside the approval's transaction, so the job exists exactly when the approval does. */
export async function scheduleAutoReceipt(
  jobs: JobRunner,
  order: { id: string; autoReceiveAt: Date },
  trx?: Db,
): Promise<void> {
  await jobs.send(
    AUTO_RECEIPT_QUEUE,
    { orderId: order.id },
    // One waiting job per order, whoever schedules it (approval, start-up sweep, a retry).
    { startAfter: order.autoReceiveAt, singletonKey: `withdraw-order:${order.id}`, ...(trx && { trx }) },
  );
}

/**
 * Marks the order AUTO_RECEIVED if it is still paid, unanswered and due; an answer given in the
 * meantime wins. Returns when it is due instead, should it not be yet (clocks differ by a little).
 */
export async function autoReceive(db: Db, orderId: string): Promise<{ done: boolean; dueAt: Date | null }> {
  const { rows } = await sql<{ done: boolean; due_at: Date | null }>`
    with marked as (
      update withdraw_order
      set confirmation = 'AUTO_RECEIVED', received_amount = amount, confirmed_at = now(), updated_at = now()
      where id = ${orderId} and status = 'PAID' and confirmation = 'NONE' and auto_receive_at <= now()
      returning id
    )
    select exists (select 1 from marked) as done,
      (select auto_receive_at from withdraw_order
        where id = ${orderId} and status = 'PAID' and confirmation = 'NONE' and auto_receive_at > now()) as due_at
  `.execute(db);
  return { done: rows[0]?.done ?? false, dueAt: rows[0]?.due_at ?? null };
}

/** Starts this process's worker and sweeps: overdue orders now, a job for each one still to come. */
export async function startAutoReceipt(db: Db, jobs: JobRunner, log: FastifyBaseLogger): Promise<void> {
  await jobs.queue(AUTO_RECEIPT_QUEUE, async ({ orderId }) => {
    const { dueAt } = await autoReceive(db, orderId);
    if (dueAt) await scheduleAutoReceipt(jobs, { id: orderId, autoReceiveAt: dueAt });
  });

  const overdue = await sql<{ id: string }>`
    update withdraw_order
    set confirmation = 'AUTO_RECEIVED', received_amount = amount, confirmed_at = now(), updated_at = now()
    where status = 'PAID' and confirmation = 'NONE' and auto_receive_at <= now()
    returning id
  `.execute(db);
  if (overdue.rows.length > 0) log.info({ orders: overdue.rows.length }, 'overdue withdrawals counted as received');

  const upcoming = await db
    .selectFrom('withdraw_order')
    .select(['id', 'auto_receive_at'])
    .where('status', '=', 'PAID')
    .where('confirmation', '=', 'NONE')
    .where('auto_receive_at', 'is not', null)
    .execute();
  for (const order of upcoming) {
    if (order.auto_receive_at) await scheduleAutoReceipt(jobs, { id: order.id, autoReceiveAt: order.auto_receive_at });
  }
}
