import type { CrashBetValue, CrashMyBet, CrashState, CrashStateValue } from '@platform/contracts/crash';
import type { StudioSession } from '@platform/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSocket, type CreateSocket, liveSocketUrl } from '../../../shared/api/live-socket';
import { readSessionToken } from '../../../shared/storage/session-keys';
import { failureKind } from '../studio-errors';
import { fetchCrashState } from './crash-api';
import { startCrashFeed } from './crash-feed-socket';

export type Connection = 'connecting' | 'live' | 'lost';

/** The round as the page knows it, with the member's own bet and balance. */
export type CrashRound = {
  state: CrashState | null;
  /** The server's clock minus this browser's, ms: the page animates on the server's time. */
  offset: number;
  myBet: CrashMyBet | null;
  balance: string;
  connection: Connection;
  /** The member's session, or this launch, is gone: only the lobby helps. */
  gone: 'login' | 'launch' | null;
  /** A bet's or cash-out's answer: the bet and the balance after it. */
  apply: (value: CrashBetValue) => void;
  setBalance: (balance: string) => void;
};

/**
 * The live round: read once over HTTP (with the member's bet and balance), then pushed by the
 * socket. A state older than the one shown (by the server's clock) is ignored, so a late HTTP
 * answer never takes the page back. After a reconnection, and when a round the member bet in has
 * crashed, the page reads its bet and balance again (the server settled them).
 */
export function useCrashRound(
  session: StudioSession,
  launchId: string,
  createSocket: CreateSocket = browserSocket,
): CrashRound {
  const [state, setState] = useState<CrashState | null>(null);
  const [offset, setOffset] = useState(0);
  const [myBet, setMyBet] = useState<CrashMyBet | null>(null);
  const [balance, setBalance] = useState(session.balance);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [gone, setGone] = useState<'login' | 'launch' | null>(null);
  const shown = useRef<CrashState | null>(null);
  const myBetRef = useRef<CrashMyBet | null>(null);
  myBetRef.current = myBet;

  const show = useCallback((next: CrashState | null) => {
    if (!next) return;
    const current = shown.current;
    if (current && next.serverTime < current.serverTime) return;
    shown.current = next;
    setOffset(next.serverTime - Date.now());
    setState(next);
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      let value: CrashStateValue;
      try {
        value = await fetchCrashState(launchId, signal);
      } catch (failure) {
        const kind = failureKind(failure);
        if (kind === 'login' || kind === 'launch') setGone(kind);
        // Otherwise the socket keeps the round on screen; the next reconnection or crash reads again.
        return;
      }
      show(value.state);
      setMyBet(value.myBet);
      setBalance(value.balance);
    },
    [launchId, show],
  );

  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const latest = useRef({ createSocket, load, show, trial: session.trial });
  latest.current = { createSocket, load, show, trial: session.trial };
  useEffect(
    () =>
      startCrashFeed({
        url: liveSocketUrl(),
        token: readSessionToken,
        createSocket: (url) => latest.current.createSocket(url),
        onState: (next) => {
          const previous = shown.current;
          latest.current.show(next);
          // The round the member bet in has crashed: the server has settled the bet; read it.
          const bet = myBetRef.current;
          if (
            next.phase === 'CRASHED' &&
            previous?.phase !== 'CRASHED' &&
            bet?.roundNumber === next.roundNumber &&
            bet.status === 'PLACED'
          )
            void latest.current.load();
        },
        // Real money only: a trial's play money is not the member's cash.
        onBalance: (cash) => {
          if (!latest.current.trial) setBalance(cash);
        },
        onWatching: (reconnected) => {
          setConnection('live');
          if (reconnected) void latest.current.load();
        },
        onLost: () => setConnection('lost'),
        onUnauthorized: () => setGone('login'),
      }),
    [],
  );

  const apply = useCallback((value: CrashBetValue) => {
    setMyBet(value.bet);
    setBalance(value.balance);
  }, []);

  return { state, offset, myBet, balance, connection, gone, apply, setBalance };
}
