import type { AddressInfo } from 'node:net';
import { API } from '@platform/contracts/api-paths';
import { LIVE_SOCKET_PATH } from '@platform/contracts/live-events';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually } from '../../test/eventually';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * The live socket is admitted like every API call (spec 4.1): a visitor from a blocked region or a
 * denied network, or anyone during maintenance, gets the refusal as the answer to the upgrade
 * request and no socket.
 */
let database: TestDatabase;
let app: FastifyInstance;
let socketUrl: string;
let brandId: number;

const GERMANY = '2a00:1450:4001::1';
const UNITED_STATES = '8.8.8.8';

beforeAll(async () => {
  database = await createTestDatabase();
  brandId = (await createTestBrand(database.db, { blockedCountries: ['US'] })).id;
  app = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${LIVE_SOCKET_PATH}`;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

afterEach(async () => {
  await database.db.updateTable('merchant').set({ maintenance: false }).execute();
  await database.db.deleteFrom('merchant_denied_network').execute();
  await eventually(
    () => statusFor(GERMANY),
    (status) => status === 0,
  );
});

async function statusFor(ip: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: API.systemStatus, headers: { 'x-forwarded-for': ip } });
  return res.json().value.status;
}

type UpgradeAnswer = { opened: true } | { opened: false; status: number; code: string };

/** Opens the socket as a visitor from `ip`: either it opens, or the upgrade is answered with a refusal. */
function connectFrom(ip: string): Promise<UpgradeAnswer> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, { headers: { 'x-forwarded-for': ip } });
    socket.once('open', () => {
      socket.close();
      resolve({ opened: true });
    });
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        resolve({ opened: false, status: response.statusCode ?? 0, code: body.code });
      });
    });
    socket.once('error', reject);
  });
}

describe('the live socket', () => {
  it('opens for a visitor from an allowed country', async () => {
    expect(await connectFrom(GERMANY)).toEqual({ opened: true });
  });

  it('is refused to a visitor from a blocked country', async () => {
    expect(await connectFrom(UNITED_STATES)).toEqual({ opened: false, status: 403, code: 'REGION_RESTRICTED' });
  });

  it('is refused to a visitor from a denied network', async () => {
    await database.db
      .insertInto('merchant_denied_network')
      .values({ merchant_id: brandId, network: '2a00:1450::/32' })
      .execute();
    await eventually(
      () => statusFor(GERMANY),
      (status) => status === 2,
    );
    expect(await connectFrom(GERMANY)).toEqual({ opened: false, status: 403, code: 'REGION_RESTRICTED' });
  });

  it('is refused during maintenance, as every API call but the startup ones', async () => {
    await database.db.updateTable('merchant').set({ maintenance: true }).execute();
    await eventually(
      () => statusFor(GERMANY),
      (status) => status === 1,
    );
    expect(await connectFrom(GERMANY)).toEqual({ opened: false, status: 503, code: 'MAINTENANCE' });
    expect(await connectFrom(UNITED_STATES)).toEqual({ opened: false, status: 503, code: 'MAINTENANCE' });
  });
});
