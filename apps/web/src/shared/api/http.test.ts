import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'ar';
});

describe('apiRequest', () => {
  it('sends the page language as Accept-Language, so sms codes and e-mails come in it', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, code: 'OK', message: '', value: null }));
    vi.stubGlobal('fetch', fetchMock);
    for (const lang of ['en', 'ar']) {
      document.documentElement.lang = lang;
      await apiRequest('/wps/verification/sms/noLogin', { method: 'POST', body: {} });
    }
    const sent = fetchMock.mock.calls.map((args) => {
      const init = (args as unknown as [string, RequestInit])[1];
      return new Headers(init.headers).get('Accept-Language');
    });
    expect(sent).toEqual(['en', 'ar']);
  });

  it('sends the same device id with every call, made once and kept in local storage', async () => {
    localStorage.clear();
    const fetchMock = vi.fn(async () => Response.json({ success: true, code: 'OK', message: '', value: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/member/login', { method: 'POST', body: {} });
    await apiRequest('/wps/member/info');
    const sent = fetchMock.mock.calls.map((args) => {
      const init = (args as unknown as [string, RequestInit])[1];
      return new Headers(init.headers).get('x-device-id');
    });
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(localStorage.getItem('deviceId')).toBe(sent[0]);
  });
});
