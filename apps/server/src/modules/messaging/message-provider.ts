import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createOutboxProvider } from './outbox-provider';
import { createSmtpEmailSender, createSmtpTransport } from './smtp-email-sender';

/** How the server sends SMS and e-mail; services never know which one is behind it. */
export interface MessageProvider {
  sendSms(merchantId: number, to: string, body: string): Promise<void>;
  sendEmail(merchantId: number, to: string, subject: string, body: string): Promise<void>;
}

/**
 * E-mail goes through SMTP when SMTP_URL is set, otherwise into the outbox table. SMS always go to
 * the outbox: there is no SMS gateway yet, and the outbox refuses in production, so a production
 * server never pretends to have sent a code it only wrote down.
 */
export function createMessageProvider(db: Db, config: Config): MessageProvider {
  const outbox = createOutboxProvider(db, config);
  if (!config.SMTP_URL) return outbox;
  const smtp = createSmtpEmailSender(createSmtpTransport(config.SMTP_URL), config.MAIL_FROM);
  return { sendSms: outbox.sendSms, sendEmail: smtp.sendEmail };
}
