import { API } from '@platform/contracts/api-paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { readSessionAnswer, saveSessionAnswer } from '../../shared/storage/session-keys';
import { makeTile } from '../../test/lobby-fixtures';
import { mockApi } from '../../test/render-app';
import { useHotGames, useVendorLanes } from './lobby-queries';
import { LANES, lastCall, lobbyServer } from './lobby-test-server';

/** A fresh query cache stands for a reload: only session storage carries anything over. */
function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const callsTo = (server: ReturnType<typeof lobbyServer>, path: string) =>
  server.state.calls.filter((c) => c.path === path);

describe('lobby session caches (spec 4.9)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    await i18n.changeLanguage('ar');
  });

  it('keeps the vendor lanes in session storage under gameVendor and asks again only in another language', async () => {
    const server = lobbyServer();
    mockApi(server.handlers);
    const first = renderHook(() => useVendorLanes(), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.data?.data.lanes).toEqual(LANES));
    expect(readSessionAnswer('gameVendor', 'en')).toEqual({ data: { lanes: LANES } });
    first.unmount();

    const reloaded = renderHook(() => useVendorLanes(), { wrapper: wrapper() });
    expect(reloaded.result.current.data?.data.lanes).toEqual(LANES);
    expect(callsTo(server, API.gameVendor)).toHaveLength(1);

    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(callsTo(server, API.gameVendor)).toHaveLength(2));
    expect(lastCall(server.state, API.gameVendor).get('language')).toBe('ar');
    await waitFor(() => expect(readSessionAnswer('gameVendor', 'ar')).toEqual({ data: { lanes: LANES } }));
  });

  it('serves the hot games stored under HOT_GAMES until the player refreshes them', async () => {
    const stored = [makeTile(1001, { isHot: 1 })];
    saveSessionAnswer('HOT_GAMES', { list: stored }, 'en');
    const fresh = [makeTile(1002, { isHot: 1 })];
    const server = lobbyServer({ hot: fresh });
    mockApi(server.handlers);
    const { result } = renderHook(() => useHotGames(), { wrapper: wrapper() });
    expect(result.current.data?.list).toEqual(stored);
    expect(callsTo(server, API.hotGames)).toHaveLength(0);

    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.data?.list).toEqual(fresh));
    expect(lastCall(server.state, API.hotGames).get('refresh')).toBe('true');
    expect(readSessionAnswer('HOT_GAMES', 'en')).toEqual({ list: fresh });
  });

  it('ignores an entry another build stored (it may have another shape) and asks the server', async () => {
    sessionStorage.setItem(
      'gameVendor',
      JSON.stringify({ build: 'an-older-build', scope: 'en', value: { data: { lanes: 'nope' } } }),
    );
    const server = lobbyServer();
    mockApi(server.handlers);
    const { result } = renderHook(() => useVendorLanes(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.data.lanes).toEqual(LANES));
    expect(callsTo(server, API.gameVendor)).toHaveLength(1);
  });
});
