import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { appRoutes } from '../app/routes';

export type FakeResponse = { status?: number; body: unknown };
export type FakeHandler = (url: URL, init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>;

export function ok(value: unknown): FakeResponse {
  return { body: { success: true, code: 'OK', message: '', value } };
}

export function fail(status: number, code: string, value: unknown = null): FakeResponse {
  return { status, body: { success: false, code, message: '', value } };
}

/**
 * Replaces `fetch` with a router over `handlers` (path → handler). Unknown paths answer the
 * server's 404 envelope, as the real server does for calls that do not exist yet.
 */
export function mockApi(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    const response = handler ? await handler(url, init) : fail(404, 'NOT_FOUND');
    return new Response(JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  return { router, queryClient, ...render(<App router={router} queryClient={queryClient} />) };
}
