import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { startModeOf } from '../../deployment/start-mode';
import { ApiError } from '../../http/envelope';
import type { MessageProvider } from './message-provider';
import { insertOutboxMessage } from './outbox-repository';

/**
 * Writes messages to the `message_outbox` table instead of sending them, in a demo start (read
 * through GET /wps/dev/outbox from the server's own machine). In production nobody reads that
 * table, so it refuses: a user must see that the code could not be sent, not wait for one that
 * never comes.
 */
export function createOutboxProvider(db: Db, config: Pick<Config, 'NODE_ENV'>): MessageProvider {
  const refuseInProduction = () => {
    if (startModeOf(config) === 'production') throw new ApiError('SERVICE_UNAVAILABLE');
  };
  return {
    async sendSms(merchantId, to, body) {
      refuseInProduction();
      await insertOutboxMessage(db, { merchantId, channel: 'SMS', recipient: to, subject: null, body });
    },
    async sendEmail(merchantId, to, subject, body) {
      refuseInProduction();
      await insertOutboxMessage(db, { merchantId, channel: 'EMAIL', recipient: to, subject, body });
    },
  };
}
