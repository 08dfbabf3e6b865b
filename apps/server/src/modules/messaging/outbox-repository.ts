import type { Db } from '../../db/database';

export type OutboxMessage = {
  merchantId: number;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
};

export async function insertOutboxMessage(db: Db, m: OutboxMessage): Promise<void> {
  await db
    .insertInto('message_outbox')
    .values({ merchant_id: m.merchantId, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body })
    .execute();
}

/** The latest messages to one recipient of one merchant, newest first. */
export function latestOutboxMessages(db: Db, merchantId: number, recipient: string, limit: number) {
  return db
    .selectFrom('message_outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
