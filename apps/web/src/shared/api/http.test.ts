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
});
