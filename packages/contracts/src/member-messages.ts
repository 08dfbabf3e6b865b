import { z } from 'zod';
import { pageOf } from './money-amount';

/**
 * Platform messages to one member (spec 2.9 messageV2, 4.10 deposit and withdrawal messages). The
 * server stores a kind and its parameters, never prose: the web writes the text in the reader's
 * language (key `msg_<KIND>` with the params).
 */
export const MEMBER_MESSAGE_KINDS = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  /** Written by staff in the back office: params { title, body }, shown as written. */
  'STAFF_MESSAGE',
] as const;
export type MemberMessageKind = (typeof MEMBER_MESSAGE_KINDS)[number];

export const memberMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MEMBER_MESSAGE_KINDS),
  /** e.g. { amount: "100.00", orderId: "12" }; values are strings. */
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;
export const memberMessagesValueSchema = pageOf(memberMessageSchema).extend({ unread: z.number().int() });
export const unreadCountValueSchema = z.object({ unread: z.number().int() });
