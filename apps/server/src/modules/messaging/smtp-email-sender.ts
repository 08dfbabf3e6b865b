import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { ApiError } from '../../http/envelope';
import type { MessageProvider } from './message-provider';

export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

/** The message as it goes on the wire: plain text, UTF-8 (Arabic and English alike). */
export function buildMail(from: string, to: string, subject: string, body: string): Mail.Options {
  return { from, to, subject, text: body, textEncoding: 'base64' };
}

/** Sends e-mail through an SMTP transport (SMTP_URL); SMS are not its business. */
export function createSmtpEmailSender(transport: Transporter, from: string): Pick<MessageProvider, 'sendEmail'> {
  return {
    async sendEmail(_merchantId, to, subject, body) {
      try {
        await transport.sendMail(buildMail(from, to, subject, body));
      } catch (cause) {
        // The caller answers "try later"; the SMTP detail stays in the logs, never in the response.
        throw Object.assign(new ApiError('SERVICE_UNAVAILABLE'), { cause });
      }
    },
  };
}
