import { MEMBER_MESSAGE_KINDS } from '@platform/contracts/member-messages';
import { type RawBuilder, sql } from 'kysely';

/**
 * The member's unread messages as an SQL expression (an integer), for a statement of another module
 * that answers with the count in its own round trip (member info). The module keeps the SQL that
 * names its table; the caller only embeds it.
 */
export function unreadMessagesSql(merchantId: number, memberId: number): RawBuilder<number> {
  return sql<number>`(select count(*)::int from member_message
    where member_id = ${memberId} and merchant_id = ${merchantId} and read_at is null
      and kind in (${sql.join([...MEMBER_MESSAGE_KINDS])}))`;
}
