import type { MemberInfo } from '@platform/contracts/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type JSX, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  clearSessionKeepingMerchant,
  hasSessionToken,
  saveSessionToken,
  saveSessionUser,
} from '../storage/session-keys';
import {
  fetchMemberInfo,
  isSessionGone,
  logout,
  memberIconQueryKey,
  memberInfoQueryKey,
  retryNetworkOnce,
} from './session-api';

/** Spec 3 "login state" and spec 6 roles, derived from the token and the member info. */
export type SessionStatus = 'loading' | 'guest' | 'trial' | 'member' | 'agent';

export type SessionApi = {
  status: SessionStatus;
  member: MemberInfo | null;
  /**
   * The member info call failed without an answer about the session (network, server fault):
   * the user still holds a token, so screens show 'Link abnormal' with a retry, not the guest UI.
   */
  error: unknown;
  /** After a successful login/register/second factor/password-by-phone: saves the token, loads and returns member info. */
  signIn(token: string): Promise<MemberInfo>;
  /** Spec 4.2 logout: server call (its failure ignored), storage cleared but merchant keys kept, guest, to /. */
  signOut(): Promise<void>;
  /** Reloads the member info (balance, unread messages...); null for a guest or an ended session. */
  refresh(): Promise<MemberInfo | null>;
  /**
   * The server ended the session the user held (expired, revoked, logged out elsewhere), as opposed
   * to a logout here: spec 8 "Not logged in" tells them so. Stays true until acknowledged.
   */
  endedByServer: boolean;
  acknowledgeEnded(): void;
};

const SessionContext = createContext<SessionApi | null>(null);

type SessionProviderProps = {
  children: ReactNode;
  /**
   * What runs beside the session for as long as it lives, given the real account's id (null for
   * guests, trial users and while loading) and what to call when a background call finds the
   * session ended. The app composes the wallet's live balance here, so the session names no feature.
   */
  background?: (realMemberId: string | null, onSessionGone: () => void) => ReactNode;
};

export function SessionProvider({ children, background }: SessionProviderProps): JSX.Element {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [hasToken, setHasToken] = useState(hasSessionToken);
  const [endedByServer, setEndedByServer] = useState(false);

  const info = useQuery({
    queryKey: memberInfoQueryKey,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: hasToken,
    staleTime: 30_000,
    retry: retryNetworkOnce,
  });

  const endLocally = useCallback(() => {
    clearSessionKeepingMerchant();
    setHasToken(false);
    queryClient.removeQueries({ queryKey: ['session'] });
  }, [queryClient]);

  const endByServer = useCallback(() => {
    endLocally();
    setEndedByServer(true);
  }, [endLocally]);

  // An expired or unknown token makes the user a guest again, told to log in (spec 8).
  const sessionGone = hasToken && isSessionGone(info.error);
  useEffect(() => {
    if (sessionGone) endByServer();
  }, [sessionGone, endByServer]);

  const loadInfo = useCallback(async (): Promise<MemberInfo> => {
    try {
      const member = await queryClient.fetchQuery({
        queryKey: memberInfoQueryKey,
        queryFn: ({ signal }) => fetchMemberInfo(signal),
        staleTime: 0,
        retry: retryNetworkOnce,
      });
      saveSessionUser({
        account: member.account,
        nickname: member.nickname,
        customerId: member.id,
        isAgent: member.role === 'agent',
      });
      return member;
    } catch (error) {
      if (isSessionGone(error)) endByServer();
      throw error;
    }
  }, [queryClient, endByServer]);

  const signIn = useCallback(
    async (token: string) => {
      // A new token means a new person may be behind it (a trial user registering a real account):
      // drop what the last one left. Member info is refetched in place instead, so that the
      // mounted observers see the new member without waiting for a re-render.
      queryClient.removeQueries({ queryKey: ['session'], predicate: (q) => q.queryKey[1] !== memberInfoQueryKey[1] });
      // A member-info call still running for the old token must not answer for the new one.
      await queryClient.cancelQueries({ queryKey: memberInfoQueryKey });
      saveSessionToken(token);
      setHasToken(true);
      setEndedByServer(false);
      return loadInfo();
    },
    [queryClient, loadInfo],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Spec 4.2: logging out always succeeds locally, even when the server cannot be reached.
    }
    endLocally();
    navigate('/');
  }, [endLocally, navigate]);

  const refresh = useCallback(async () => {
    if (!hasSessionToken()) return null;
    try {
      const member = await loadInfo();
      void queryClient.invalidateQueries({ queryKey: memberIconQueryKey });
      return member;
    } catch (error) {
      if (isSessionGone(error)) return null;
      throw error;
    }
  }, [loadInfo, queryClient]);

  const member = hasToken && !sessionGone ? (info.data ?? null) : null;
  const status: SessionStatus = !hasToken || sessionGone ? 'guest' : member ? member.role : 'loading';
  const error = hasToken && !sessionGone && !member ? info.error : null;

  const acknowledgeEnded = useCallback(() => setEndedByServer(false), []);
  const value = useMemo<SessionApi>(
    () => ({ status, member, error, signIn, signOut, refresh, endedByServer, acknowledgeEnded }),
    [status, member, error, signIn, signOut, refresh, endedByServer, acknowledgeEnded],
  );
  // The live balance socket and the after-login wallet calls run for real accounts only.
  const realMemberId = (status === 'member' || status === 'agent') && member ? member.id : null;
  const refreshQuietly = useCallback(() => void refresh().catch(() => {}), [refresh]);
  return (
    <SessionContext.Provider value={value}>
      {children}
      {background?.(realMemberId, refreshQuietly)}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession needs a SessionProvider');
  return api;
}
