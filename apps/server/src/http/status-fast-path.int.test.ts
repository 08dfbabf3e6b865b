import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually';
import { buildTestApp } from '../test/test-app';
import { createTestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestBrand(database.db, { blockedCountries: ['US'] });
  app = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const GERMANY = '2a00:1450:4001::1';
const UNITED_STATES = '8.8.8.8';

/** The same call over a real socket (the fast path) and through Fastify's route (app.inject). */
async function bothWays(ip: string, query = '') {
  const url = `/wps/system/status${query}`;
  const overSocket = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': ip } });
  const throughRoute = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
  return {
    socket: { status: overSocket.status, type: overSocket.headers.get('content-type'), body: await overSocket.text() },
    route: { status: throughRoute.statusCode, type: throughRoute.headers['content-type'], body: throughRoute.body },
  };
}

describe('the status call answered before Fastify', () => {
  it('sends the very bytes the route sends, for a normal and a blocked visitor, with a query string too', async () => {
    for (const [ip, query] of [
      [GERMANY, ''],
      [UNITED_STATES, ''],
      [GERMANY, '?t=1'],
    ] as const) {
      const { socket, route } = await bothWays(ip, query);
      expect(socket, ip).toEqual(route);
      expect(JSON.parse(socket.body).value.ip).toBe(ip);
    }
    expect(JSON.parse((await bothWays(UNITED_STATES)).socket.body).value.status).toBe(2);
  });

  it('follows a configuration change: maintenance wins', async () => {
    await database.db.updateTable('merchant').set({ maintenance: true }).execute();
    const { socket, route } = await eventually(
      () => bothWays(UNITED_STATES),
      (r) => JSON.parse(r.socket.body).value.status === 1,
    );
    expect(socket).toEqual(route);
    await database.db.updateTable('merchant').set({ maintenance: false }).execute();
    // The server hears of the change by a notification: until it has, every other call would still
    // be refused for maintenance (503), so the next test waits for the site to be open again.
    await eventually(
      () => bothWays(UNITED_STATES),
      (r) => JSON.parse(r.socket.body).value.status !== 1,
    );
  });

  it('leaves every other request to Fastify', async () => {
    const post = await fetch(`${base}/wps/system/status`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { success: boolean }).success).toBe(false);
    const longer = await fetch(`${base}/wps/system/statusx`);
    expect(longer.status).toBe(404);
  });
});
