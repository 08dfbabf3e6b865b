import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../modules/system/merchant-config';
import type { MerchantConfigCache } from '../modules/system/merchant-config-cache';
import { createStatusFastPath } from './status-fast-path';

const merchant = { maintenance: false, region: { blockedCountries: new Set(['US']) } } as unknown as MerchantConfig;

function cacheAnswering(answer: ReturnType<MerchantConfigCache['forHost']>) {
  return { forHost: () => answer } as unknown as MerchantConfigCache;
}

function call(fastPath: ReturnType<typeof createStatusFastPath>, method: string, url: string, ip = '8.8.8.8') {
  const request = { method, url, headers: { host: 'localhost' }, socket: { remoteAddress: ip } } as IncomingMessage;
  const written: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const response = {
    // writeHead takes a flat [name, value, ...] list here, as node:http allows.
    writeHead: (status: number, flat: string[]) => {
      const headers: Record<string, unknown> = {};
      for (let i = 0; i < flat.length; i += 2) headers[String(flat[i])] = flat[i + 1];
      Object.assign(written, { status, headers });
    },
    end: (body: string) => Object.assign(written, { body }),
  } as unknown as ServerResponse;
  return { handled: fastPath(request, response), written };
}

describe('status fast path', () => {
  const config = { CLIENT_IP_SOURCE: 'socket', TRUSTED_PROXY_HOPS: 1 } as const;

  it('answers GET /wps/system/status itself when the merchant is cached', () => {
    const { handled, written } = call(
      createStatusFastPath(config, cacheAnswering(merchant), { 'x-content-type-options': 'nosniff' }),
      'GET',
      '/wps/system/status',
    );
    expect(handled).toBe(true);
    expect(written.status).toBe(200);
    expect(JSON.parse(written.body ?? '')).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: { status: 2, ip: '8.8.8.8' },
    });
    expect(written.headers?.['content-length']).toBe(String(Buffer.byteLength(written.body ?? '')));
    expect(written.headers?.['x-content-type-options']).toBe('nosniff');
  });

  it('hands everything else to Fastify: other methods, other paths, a merchant not yet cached', () => {
    const cached = createStatusFastPath(config, cacheAnswering(merchant), {});
    expect(call(cached, 'HEAD', '/wps/system/status').handled).toBe(false);
    expect(call(cached, 'GET', '/wps/system/statusx').handled).toBe(false);
    expect(call(cached, 'GET', '/wps/system/permission').handled).toBe(false);
    const loading = createStatusFastPath(config, cacheAnswering(Promise.resolve(merchant)), {});
    expect(call(loading, 'GET', '/wps/system/status').handled).toBe(false);
  });
});
