import type { MemberMessageKind } from '@platform/contracts/member-messages';
import type { DbOrTrx } from '../sessions/session-repository';

/**
 * Leaves a platform message for a member (spec 4.10: deposit credited or failed, withdrawal
 * approved or rejected). Call it inside the transaction that made the change, so the message
 * exists exactly when the change does.
 */
export async function sendMemberMessage(
  db: DbOrTrx,
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
