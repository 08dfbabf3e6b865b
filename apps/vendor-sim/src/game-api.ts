import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GameSession, GameSessions } from './game-sessions';
import { parseJsonObject, readBody, requireJson, sendJson } from './http-helpers';
import { majorUnits, toDecimal, toMinor } from './money';
import type { PlatformClient } from './platform-client';
import type { Round, RoundPlayer } from './round-player';
import type { TransferWallets } from './transfer-wallets';

/** The stakes the page offers, in major units of the currency; the page can bet nothing else. */
const STAKES = [1, 5, 10, 50];

export const stakesOf = (currency: string) => STAKES.map((s) => toDecimal(majorUnits(s, currency), currency));

export type GameApiDeps = {
  sessions: GameSessions;
  player: RoundPlayer;
  client: PlatformClient;
  wallets: TransferWallets;
};

export type BalanceAnswer = { ok: true; balance: string } | { ok: false; code: string; balance?: string };

/** The balance the page shows: play money, the sub-wallet here, or the platform's main wallet. */
export async function balanceOf(deps: GameApiDeps, session: GameSession): Promise<BalanceAnswer> {
  if (session.trial) return { ok: true, balance: toDecimal(session.playMoney, session.currency) };
  if (session.mode === 'TRANSFER') {
    const balance = deps.wallets.balanceOf(session.vendor, session.playerId, session.currency);
    return balance === null ? { ok: false, code: 'CURRENCY_MISMATCH' } : { ok: true, balance };
  }
  const answer = await deps.client.call('balance', session.vendor, {
    sessionId: session.sessionId,
    playerId: session.playerId,
  });
  const balance = answer.value?.balance;
  if (answer.success && typeof balance === 'string') return { ok: true, balance };
  return { ok: false, code: answer.error === null ? answer.code : 'UNCONFIRMED' };
}

/** What the page is told of a round: the outcome when it is settled, otherwise why not. */
export function pageAnswer(round: Round) {
  if (round.status === 'COMPLETED') {
    return {
      ok: true,
      roundId: round.roundId,
      segment: round.segment,
      multiplier: round.multiplier,
      stake: round.stake,
      win: round.win,
      balance: round.balance,
    };
  }
  const code =
    round.status === 'REFUSED'
      ? (round.refusal ?? 'REFUSED')
      : round.status === 'CANCELLED'
        ? 'ROUND_CANCELLED'
        : round.status === 'CREDIT_HELD'
          ? 'CREDIT_PENDING'
          : 'UNCONFIRMED';
  return { ok: false, code, roundId: round.roundId, balance: round.balance };
}

/**
 * The page's own calls (same origin, JSON): POST /game/spin {session, stake} and
 * POST /game/balance {session}. The session id is the page's only credential.
 */
export async function handleGameApi(
  deps: GameApiDeps,
  req: IncomingMessage,
  res: ServerResponse,
  action: 'spin' | 'balance',
): Promise<void> {
  requireJson(req);
  const body = parseJsonObject(await readBody(req));
  const session = deps.sessions.get(body.session);
  if (!session) return sendJson(res, 404, { ok: false, code: 'SESSION_NOT_FOUND' });
  if (action === 'balance') return sendJson(res, 200, await balanceOf(deps, session));
  const stake = typeof body.stake === 'string' ? body.stake : '';
  if (!stakesOf(session.currency).includes(stake)) return sendJson(res, 400, { ok: false, code: 'INVALID_STAKE' });
  const round = await deps.player.play(session, { stake: toMinor(stake, session.currency) ?? 0n });
  sendJson(res, 200, pageAnswer(round));
}
