import type { StudioFairness, StudioRound, StudioSession } from '@platform/contracts/studio';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useRequestId } from '../../../shared/api/use-request-id';
import { playFailureMessage, refusedBalance, type StudioMessage } from '../studio-errors';
import { type StudioMoney, studioMoney } from '../studio-money';

/** How many settled rounds the page lists. */
export const HISTORY_SIZE = 10;

/**
 * A game page's money and fairness state: the balance (real, or the launch's play money), the
 * active seed pair, the rounds settled on this page, one call in flight at a time, and the last
 * failure worded for the member.
 */
export type StudioTable = {
  session: StudioSession;
  money: StudioMoney;
  balance: string;
  fairness: StudioFairness;
  setFairness: (fairness: StudioFairness) => void;
  history: StudioRound[];
  busy: boolean;
  error: StudioMessage | null;
  setError: (error: StudioMessage | null) => void;
  /**
   * Runs one call that answers a round. The balance and the next nonce follow the answer; a
   * settled round joins the history. Resolves null after a failure (already shown as `error`).
   */
  play: (call: () => Promise<StudioRound>) => Promise<StudioRound | null>;
  /**
   * `play` for a new bet: the call gets the bet's idempotency key, the same again only when the
   * same bet is retried after its answer was lost (so a retry never bets twice).
   */
  bet: (payload: unknown, call: (requestId: string) => Promise<StudioRound>) => Promise<StudioRound | null>;
};

export function useStudioTable(session: StudioSession): StudioTable {
  const money = useMemo(() => studioMoney(session), [session]);
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  const [history, setHistory] = useState<StudioRound[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StudioMessage | null>(null);
  // A ref as well as state: a second key press in the same tick must not start a second call.
  const inFlight = useRef(false);
  const balanceRef = useRef(balance);
  balanceRef.current = balance;

  const requestIds = useRequestId();
  const lostAnswer = useRef(false);

  const play = useCallback(
    async (call: () => Promise<StudioRound>) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      lostAnswer.current = false;
      try {
        const round = await call();
        setBalance(round.balance);
        setFairness(round.next);
        if (round.status !== 'OPEN') setHistory((rounds) => [round, ...rounds].slice(0, HISTORY_SIZE));
        return round;
      } catch (failure) {
        if (failure instanceof DOMException && failure.name === 'AbortError') return null;
        lostAnswer.current = failure instanceof ApiError && failure.code === 'NETWORK';
        const refused = refusedBalance(failure);
        if (refused !== null) setBalance(refused);
        setError(
          playFailureMessage(failure, { balance: refused ?? balanceRef.current, limits: session.limits, money }),
        );
        if (!(failure instanceof ApiError)) console.error('A studio call failed', failure);
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [money, session.limits],
  );

  const bet = useCallback(
    async (payload: unknown, call: (requestId: string) => Promise<StudioRound>) => {
      if (inFlight.current) return null;
      const requestId = requestIds.forPayload(payload);
      const round = await play(() => call(requestId));
      if (!lostAnswer.current) requestIds.finish();
      return round;
    },
    [play, requestIds],
  );

  return { session, money, balance, fairness, setFairness, history, busy, error, setError, play, bet };
}
