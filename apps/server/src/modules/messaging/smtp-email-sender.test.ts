import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/envelope';
import { createSmtpEmailSender, createSmtpTransport } from './smtp-email-sender';

describe('SMTP e-mail sender', () => {
  it('sends a plain-text UTF-8 message from MAIL_FROM to the recipient', async () => {
    // jsonTransport is a real nodemailer transport that renders the message instead of connecting.
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transport, 'sendMail');
    await createSmtpEmailSender(transport, 'NovaPlay <no-reply@novaplay.test>').sendEmail(
      1,
      'player@example.test',
      'إعادة تعيين كلمة المرور',
      'Your code is 123456',
    );
    const info = (await sendMail.mock.results[0]?.value) as { message: string; envelope: unknown };
    const message = JSON.parse(info.message);
    expect(info.envelope).toEqual({ from: 'no-reply@novaplay.test', to: ['player@example.test'] });
    expect(message).toMatchObject({
      from: { address: 'no-reply@novaplay.test', name: 'NovaPlay' },
      to: [{ address: 'player@example.test', name: '' }],
      subject: 'إعادة تعيين كلمة المرور',
      text: 'Your code is 123456',
    });
  });

  it('answers SERVICE_UNAVAILABLE, without the server detail, when the mail server cannot be reached', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1/?connectionTimeout=2000');
    const sending = createSmtpEmailSender(transport, 'no-reply@novaplay.test').sendEmail(1, 'p@example.test', 's', 'b');
    const error = await sending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toEnvelope()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'SERVICE_UNAVAILABLE',
      value: null,
    });
  });
});
