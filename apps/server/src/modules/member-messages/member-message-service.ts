import type { MemberMessage, MemberMessageKind } from '@platform/contracts/member-messages';
import { pageValue } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { countUnreadMessages, listMemberMessages, markMemberMessageRead } from './member-message-repository';

/** The member's platform messages (spec 2.9 messageV2): read only by their owner. */
export type MessageOwner = { merchantId: number; memberId: number };

export async function memberMessages(db: Db, owner: MessageOwner, page: { pageNo: number; pageSize: number }) {
  const [{ rows, total }, unread] = await Promise.all([
    listMemberMessages(db, owner, page),
    countUnreadMessages(db, owner),
  ]);
  const list: MemberMessage[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    params: r.params,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { ...pageValue(list, total, page), unread };
}

export function unreadMessageCount(db: Db, owner: MessageOwner): Promise<number> {
  return countUnreadMessages(db, owner);
}

/** Idempotent: a message already read stays read. Someone else's message is NOT_FOUND, as if absent. */
export async function markMessageRead(db: Db, owner: MessageOwner, id: string): Promise<{ unread: number }> {
  if (!(await markMemberMessageRead(db, owner, id))) throw new ApiError('NOT_FOUND');
  return { unread: await countUnreadMessages(db, owner) };
}

/**
 * Leaves a platform message for a member (spec 4.10: deposit credited or failed, withdrawal
 * approved or rejected). Call it inside the transaction that made the change, so the message
 * exists exactly when the change does.
 */
export async function sendMemberMessage(
  db: Db,
  message: { merchantId: number; memberId: number; kind: MemberMessageKind; params: Record<string, string> },
): Promise<void> {
  await db
    .insertInto('member_message')
    .values({
      merchant_id: message.merchantId,
      member_id: message.memberId,
      kind: message.kind,
      params: JSON.stringify(message.params),
    })
    .execute();
}

/** What staff wrote to the member from the back office, newest first, and whether it was read. */
export async function staffMessagesTo(db: Db, owner: MessageOwner, page: { pageNo: number; pageSize: number }) {
  const { rows, total } = await listMemberMessages(db, owner, page, ['STAFF_MESSAGE']);
  const list = rows.map((r) => ({
    id: r.id,
    title: r.params.title ?? '',
    body: r.params.body ?? '',
    sentAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
  return pageValue(list, total, page);
}
