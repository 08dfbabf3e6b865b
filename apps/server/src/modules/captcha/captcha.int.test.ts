import { captchaValueSchema } from '@platform/contracts/account';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { ApiError } from '../../http/envelope';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { issueCaptcha, verifyCaptcha } from './captcha-service';

let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;

const fixed = loadConfig({ NODE_ENV: 'test', CAPTCHA_FIXED_TEXT: 'Kx7p' });
const random = loadConfig({ NODE_ENV: 'test' });
// Each test takes its own visitor address, so the one-a-second throttle only bites where meant.
let ipCounter = 1;
const nextIp = () => `198.51.100.${ipCounter++}`;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  app = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for', CAPTCHA_FIXED_TEXT: 'Kx7p' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof ApiError ? error.code : `no ApiError: ${String(error)}`;
}

describe('captcha', () => {
  it('is a PNG picture (no outlines for a script to take apart) whose text (any case) passes once, and only once', async () => {
    const { captchaId, image, length, expiresInSeconds } = await issueCaptcha(database.db, fixed, merchantId, nextIp());
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(
      Buffer.from(image.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(expiresInSeconds).toBe(120);
    expect(length).toBe(4);
    await verifyCaptcha(database.db, merchantId, captchaId, ' kX7P ');
    expect(await codeOf(verifyCaptcha(database.db, merchantId, captchaId, 'Kx7p'))).toBe('CAPTCHA_INVALID');
  });

  it('is used up by a wrong answer, so one image cannot be guessed at', async () => {
    const { captchaId } = await issueCaptcha(database.db, fixed, merchantId, nextIp());
    expect(await codeOf(verifyCaptcha(database.db, merchantId, captchaId, 'abcd'))).toBe('CAPTCHA_INVALID');
    expect(await codeOf(verifyCaptcha(database.db, merchantId, captchaId, 'Kx7p'))).toBe('CAPTCHA_INVALID');
  });

  it('expires', async () => {
    const { captchaId } = await issueCaptcha(database.db, fixed, merchantId, nextIp());
    await database.db
      .updateTable('captcha')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', captchaId)
      .execute();
    expect(await codeOf(verifyCaptcha(database.db, merchantId, captchaId, 'Kx7p'))).toBe('CAPTCHA_INVALID');
  });

  it('is required, and an unknown id or another merchant cannot use it', async () => {
    expect(await codeOf(verifyCaptcha(database.db, merchantId, undefined, 'Kx7p'))).toBe('CAPTCHA_REQUIRED');
    expect(await codeOf(verifyCaptcha(database.db, merchantId, 'some-id', ' '))).toBe('CAPTCHA_REQUIRED');
    expect(await codeOf(verifyCaptcha(database.db, merchantId, 'no-such-id', 'Kx7p'))).toBe('CAPTCHA_INVALID');
    const { captchaId } = await issueCaptcha(database.db, fixed, merchantId, nextIp());
    expect(await codeOf(verifyCaptcha(database.db, merchantId + 1, captchaId, 'Kx7p'))).toBe('CAPTCHA_INVALID');
  });

  it('keeps only a hash of a random text, which the fixed test text does not pass', async () => {
    const { captchaId } = await issueCaptcha(database.db, random, merchantId, nextIp());
    const row = await database.db
      .selectFrom('captcha')
      .selectAll()
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await codeOf(verifyCaptcha(database.db, merchantId, captchaId, 'Kx7p'))).toBe('CAPTCHA_INVALID');
  });
});

describe('GET /wps/captcha', () => {
  const get = (ip: string) => app.inject({ method: 'GET', url: '/wps/captcha', headers: { 'x-forwarded-for': ip } });

  it('answers a captcha the login form can use', async () => {
    const res = await get(nextIp());
    expect(res.statusCode).toBe(200);
    const { captchaId } = envelopeSchema(captchaValueSchema).parse(res.json()).value;
    await verifyCaptcha(database.db, merchantId, captchaId, 'KX7P');
  });

  it('refuses a second refresh within the same second from the same address', async () => {
    // Two calls straddle a second boundary now and then; the throttle must bite on a later pair.
    for (let attempt = 0; attempt < 5; attempt++) {
      const ip = nextIp();
      expect((await get(ip)).statusCode).toBe(200);
      const second = await get(ip);
      if (second.statusCode === 200) continue;
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
      expect((await get(nextIp())).statusCode).toBe(200);
      return;
    }
    throw new Error('five pairs of refreshes were never throttled');
  });
});
