import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App, newQueryClient } from '../app/app';
import { adminRoutes } from '../app/routes';
import { i18n, type Language } from '../shared/i18n/i18n';

type Envelope = { success: boolean; code: string; message: string; value: unknown };
/** An answer to a call: its JSON body, and its query (a list's page and filter). */
type Handler = (body: unknown, query: URLSearchParams) => Envelope;

export const answer = (value: unknown): Envelope => ({ success: true, code: 'OK', message: 'OK', value });
export const refusal = (code: string, value: unknown = null): Envelope => ({
  success: false,
  code,
  message: code,
  value,
});

/**
 * The staff API as a table of `METHOD path` -> answer; a call nobody expected fails the test with
 * its name. Returns the calls made, in order, with their bodies.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown; authorization: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body, authorization: (init.headers as Record<string, string>)?.authorization });
    const handler = handlers[route];
    if (!handler) throw new Error(`unexpected call ${route}`);
    const envelope = handler(body, new URL(String(input), 'http://console.test').searchParams);
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The whole console in memory at `path`, in the given language, as a staff member sees it. */
export async function renderConsole(path: string, options: { language?: Language; state?: unknown } = {}) {
  await i18n.changeLanguage(options.language ?? 'ar');
  const router = createMemoryRouter(adminRoutes, { initialEntries: [{ pathname: path, state: options.state }] });
  render(<App router={router} queryClient={newQueryClient()} />);
  return router;
}
