import { MEMBER_MESSAGE_KINDS, type MemberMessageKind } from '@platform/contracts/member-messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type MemberMessageRow = {
  id: string;
  kind: MemberMessageKind;
  params: Record<string, string>;
  readAt: Date | null;
  createdAt: Date;
};

type Owner = { merchantId: number; memberId: number };

/** One page of a member's messages, newest first (index member_message_member), and their count. */
export async function listMemberMessages(
  db: Db,
  owner: Owner,
  page: { pageNo: number; pageSize: number },
  kinds: readonly MemberMessageKind[] = MEMBER_MESSAGE_KINDS,
): Promise<{ rows: MemberMessageRow[]; total: number }> {
  const base = db
    .selectFrom('member_message')
    .where('member_id', '=', owner.memberId)
    .where('merchant_id', '=', owner.merchantId)
    // A kind this build cannot word (written by a newer server during a rollout) waits, unseen and uncounted.
    .where('kind', 'in', kinds);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'kind', 'params', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind as MemberMessageKind,
      params: r.params,
      readAt: r.read_at,
      createdAt: r.created_at,
    })),
  };
}

/** Unread messages of a member (the partial index member_message_unread holds exactly these). */
export async function countUnreadMessages(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('member_message')
    .where('member_id', '=', owner.memberId)
    .where('merchant_id', '=', owner.merchantId)
    .where('read_at', 'is', null)
    .where('kind', 'in', MEMBER_MESSAGE_KINDS)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks one of the member's own messages read; reading it again keeps the first time. Answers
 * false when the member has no such message (another member's counts as none).
 */
export async function markMemberMessageRead(db: Db, owner: Owner, id: string): Promise<boolean> {
  const row = await db
    .with('mine', (q) =>
      q
        .selectFrom('member_message')
        .select('id')
        .where('id', '=', id)
        .where('member_id', '=', owner.memberId)
        .where('merchant_id', '=', owner.merchantId),
    )
    .with('marked', (q) =>
      q
        .updateTable('member_message')
        .set({ read_at: sql<Date>`now()` })
        .where('id', 'in', (eb) => eb.selectFrom('mine').select('id'))
        .where('read_at', 'is', null)
        .returning('id'),
    )
    .selectFrom('mine')
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}
