import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/envelope';
import type { MessageLanguage } from '../../http/request-language';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createOutboxProvider } from '../messaging/outbox-provider';
import { type CodePurpose, checkSmsCode, sendSmsCode } from './verification-codes';

let database: TestDatabase;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
});

afterAll(() => database.drop());

const outbox = () => createOutboxProvider(database.db, { NODE_ENV: 'test' });
// Every test its own mobile and address, so their limits do not meet.
let counter = 0;
const fresh = () => {
  counter++;
  return { mobile: `+97150${String(1_000_000 + counter)}`, ip: `203.0.113.${counter}` };
};

async function send(mobile: string, ip: string, purpose: CodePurpose = 'LOGIN', language: MessageLanguage = 'ar') {
  return sendSmsCode(database.db, outbox(), { merchantId, purpose, mobile, ip, language });
}

async function lastSms(mobile: string): Promise<{ body: string; code: string }> {
  const row = await database.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { body: row.body, code: row.body.match(/\b(\d{6})\b/)?.[1] ?? '' };
}

const check = (mobile: string, code: string, purpose: CodePurpose = 'LOGIN') =>
  checkSmsCode(database.db, { merchantId, purpose, mobile, code });

async function refusal(promise: Promise<unknown>): Promise<{ code: string; value: unknown }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { code: error.code, value: error.value };
}

/** As if the last code had been sent `seconds` ago (the resend throttle counts from then). */
const age = (mobile: string, seconds: number) =>
  database.db
    .updateTable('verification_code')
    .set({ sent_at: sql<Date>`sent_at - make_interval(secs => ${seconds})` })
    .where('mobile', '=', mobile)
    .execute();

describe('sms verification codes', () => {
  it('sends six digits valid five minutes, in Arabic by default or English, and accepts them once', async () => {
    const { mobile, ip } = fresh();
    expect(await send(mobile, ip)).toEqual({ expiredMinutes: 5 });
    const arabic = await lastSms(mobile);
    expect(arabic.body).toBe(`رمز التحقق: ${arabic.code}. صالح لمدة 5 دقائق.`);
    await check(mobile, arabic.code);
    expect((await refusal(check(mobile, arabic.code))).code).toBe('VERIFICATION_CODE_EXPIRED');

    await age(mobile, 61);
    await send(mobile, ip, 'REGISTER', 'en');
    const english = await lastSms(mobile);
    expect(english.body).toBe(`Your verification code is ${english.code}. It expires in 5 minutes.`);
    // A code is bound to its purpose.
    expect((await refusal(check(mobile, english.code, 'LOGIN'))).code).toBe('VERIFICATION_CODE_EXPIRED');
    await check(mobile, english.code, 'REGISTER');
  });

  it('stores only a hash of the code', async () => {
    const { mobile, ip } = fresh();
    await send(mobile, ip);
    const { code } = await lastSms(mobile);
    const row = await database.db
      .selectFrom('verification_code')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('counts wrong tries, still accepts the right code before the fifth, and kills it at the fifth', async () => {
    const { mobile, ip } = fresh();
    await send(mobile, ip);
    const { code } = await lastSms(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await refusal(check(mobile, wrong))).code).toBe('VERIFICATION_CODE_INVALID');
    await check(mobile, code);

    await age(mobile, 61);
    await send(mobile, ip);
    const second = (await lastSms(mobile)).code;
    const wrong2 = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await refusal(check(mobile, wrong2))).code).toBe('VERIFICATION_CODE_INVALID');
    expect((await refusal(check(mobile, wrong2))).code).toBe('VERIFICATION_CODE_TRIES_EXCEEDED');
    expect((await refusal(check(mobile, second))).code).toBe('VERIFICATION_CODE_TRIES_EXCEEDED');
  });

  it('refuses an expired code', async () => {
    const { mobile, ip } = fresh();
    await send(mobile, ip);
    const { code } = await lastSms(mobile);
    await database.db
      .updateTable('verification_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('mobile', '=', mobile)
      .execute();
    expect((await refusal(check(mobile, code))).code).toBe('VERIFICATION_CODE_EXPIRED');
    expect((await refusal(check(fresh().mobile, code))).code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('refuses a resend within a minute; a later one replaces the old code', async () => {
    const { mobile, ip } = fresh();
    await send(mobile, ip);
    const first = (await lastSms(mobile)).code;
    const tooSoon = await refusal(send(mobile, ip));
    expect(tooSoon.code).toBe('SMS_RESEND_TOO_SOON');
    const wait = (tooSoon.value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);

    await age(mobile, 61);
    await send(mobile, ip);
    const second = (await lastSms(mobile)).code;
    if (first !== second) {
      expect((await refusal(check(mobile, first))).code).toBe('VERIFICATION_CODE_INVALID');
    }
    await check(mobile, second);
  });

  it('answers too many requests, retry after 5 minutes, past five codes an hour to one mobile', async () => {
    const { mobile, ip } = fresh();
    for (let i = 0; i < 5; i++) {
      await send(mobile, ip);
      await age(mobile, 61);
    }
    expect(await refusal(send(mobile, ip))).toEqual({ code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 300 } });
    expect(await refusal(send(mobile, fresh().ip))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: 300 },
    });
  });

  it('answers too many requests past ten codes an hour from one address', async () => {
    const { ip } = fresh();
    for (let i = 0; i < 10; i++) await send(fresh().mobile, ip);
    expect((await refusal(send(fresh().mobile, ip))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('leaves no code behind when the message cannot be sent, so the next attempt is not held back', async () => {
    const { mobile, ip } = fresh();
    const production = createOutboxProvider(database.db, { NODE_ENV: 'production' });
    const failed = sendSmsCode(database.db, production, { merchantId, purpose: 'LOGIN', mobile, ip, language: 'ar' });
    expect((await refusal(failed)).code).toBe('SERVICE_UNAVAILABLE');
    await send(mobile, ip);
    await check(mobile, (await lastSms(mobile)).code);
  });
});
