import { outboxValueSchema } from '@platform/contracts/account';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { ApiError } from '../../http/envelope';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMessageProvider } from './message-provider';
import { createOutboxProvider } from './outbox-provider';

let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const outboxRows = (recipient: string) =>
  database.db.selectFrom('message_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof ApiError ? error.code : `no ApiError: ${String(error)}`;
}

describe('outbox provider', () => {
  it('writes SMS and e-mail to the outbox', async () => {
    const provider = createOutboxProvider(database.db, { NODE_ENV: 'development' });
    await provider.sendSms(merchantId, '+971500000001', 'code 123456');
    await provider.sendEmail(merchantId, 'a@example.test', 'Reset', 'Your link');
    expect(await outboxRows('+971500000001')).toMatchObject([
      { merchant_id: merchantId, channel: 'SMS', subject: null, body: 'code 123456' },
    ]);
    expect(await outboxRows('a@example.test')).toMatchObject([
      { channel: 'EMAIL', subject: 'Reset', body: 'Your link' },
    ]);
  });

  it('refuses in production and writes nothing', async () => {
    const provider = createOutboxProvider(database.db, { NODE_ENV: 'production' });
    expect(await codeOf(provider.sendSms(merchantId, '+971500000002', 'x'))).toBe('SERVICE_UNAVAILABLE');
    expect(await codeOf(provider.sendEmail(merchantId, 'b@example.test', 's', 'x'))).toBe('SERVICE_UNAVAILABLE');
    expect(await outboxRows('+971500000002')).toEqual([]);
    expect(await outboxRows('b@example.test')).toEqual([]);
  });

  it('still takes SMS when e-mail goes through SMTP', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1' });
    await createMessageProvider(database.db, config).sendSms(merchantId, '+971500000003', 'code 654321');
    expect(await outboxRows('+971500000003')).toHaveLength(1);
  });
});

describe('GET /wps/dev/outbox', () => {
  const get = (to: string, server = app) =>
    server.inject({ method: 'GET', url: `/wps/dev/outbox?to=${encodeURIComponent(to)}` });

  it('lists the last 20 messages to one recipient of this merchant, newest first', async () => {
    const provider = createOutboxProvider(database.db, { NODE_ENV: 'test' });
    for (let i = 1; i <= 22; i++) await provider.sendSms(merchantId, '+971500000010', `message ${i}`);
    await provider.sendSms(merchantId, '+971500000011', 'someone else');
    const res = await get('+971500000010');
    expect(res.statusCode).toBe(200);
    const list = envelopeSchema(outboxValueSchema).parse(res.json()).value;
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ channel: 'SMS', to: '+971500000010', subject: null, body: 'message 22' });
    expect(list.at(-1)?.body).toBe('message 3');
    expect(Number.isNaN(Date.parse(list[0]?.createdAt ?? ''))).toBe(false);
    // A '+' typed into a URL arrives as a space; the bare number finds the same messages.
    const bare = await app.inject({ method: 'GET', url: '/wps/dev/outbox?to=+971500000010' });
    expect(bare.json().value).toHaveLength(20);
  });

  it('names a missing recipient', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.errors).toEqual([{ field: 'query.to', rule: 'required' }]);
  });

  it('answers only a caller on the server’s own machine: to anyone else it does not exist', async () => {
    const provider = createOutboxProvider(database.db, { NODE_ENV: 'test' });
    await provider.sendSms(merchantId, '+971500000020', 'code 112233');
    const from = (remoteAddress: string, headers: Record<string, string> = {}, server = app) =>
      server.inject({ method: 'GET', url: '/wps/dev/outbox?to=%2B971500000020', remoteAddress, headers });

    for (const local of ['127.0.0.1', '::1']) {
      const res = await from(local);
      expect(res.statusCode).toBe(200);
      expect(res.json().value[0]).toMatchObject({ to: '+971500000020', body: 'code 112233' });
    }
    const refused = await from('192.168.1.20');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'NOT_FOUND', value: null });
    // A proxy beside the server relays for a visitor: still not a local caller.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(404);

    // Trusting a client-IP header (behind a proxy) never lets a remote caller claim to be local.
    const proxied = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
    try {
      expect((await from('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }, proxied)).statusCode).toBe(404);
      expect((await from('127.0.0.1', {}, proxied)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp(database, { NODE_ENV: 'production' });
    try {
      const res = await get('+971500000010', production);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await production.close();
    }
  });
});
