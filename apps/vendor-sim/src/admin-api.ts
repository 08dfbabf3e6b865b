import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VendorWalletMode } from '@platform/contracts/vendor-wallet';
import type { CallLog } from './call-log';
import type { GameSession, GameSessions } from './game-sessions';
import { HttpError, parseJsonObject, readBody, sendJson } from './http-helpers';
import { openLaunch, vendorOfLaunchPath } from './launch';
import { toDecimal, toMinor } from './money';
import type { PlatformClient } from './platform-client';
import { ROUND_STEPS, type RoundPlayer, type RoundStep } from './round-player';
import { applySwitches, DEFAULT_SWITCHES, type Switches } from './switches';
import type { TransferWallets } from './transfer-wallets';

/**
 * The test switches and controls (a test tool: no authentication, so the simulator listens on
 * 127.0.0.1 unless told otherwise). Plain JSON in and out; refusals are `{ error, ...detail }`.
 *
 *   GET  /admin/switches              the switches
 *   POST /admin/switches {..}         changes some switches, answers all of them
 *   POST /admin/reset                 default switches; forgets calls, rounds, held credits
 *   POST /admin/sessions {launchUrl}  opens a launch URL as the game page would (authenticate)
 *   GET  /admin/sessions              the open game sessions
 *   POST /admin/play {session, stake, win?, steps?}   plays one round, answers it
 *   POST /admin/release {roundId?}    sends the credits kept back by holdCredit
 *   GET  /admin/rounds?vendor&session the rounds played
 *   GET  /admin/calls?vendor&roundId&since   the calls made and received, with their answers
 *   POST /admin/replay {seq, changes?, timestampOffsetSeconds?, sameSignature?}  sends a call again
 *   GET  /admin/wallets?vendor        TRANSFER mode: sub-wallet balances and transfers
 */

export type AdminState = { switches: Switches };

export type AdminDeps = {
  state: AdminState;
  sessions: GameSessions;
  player: RoundPlayer;
  client: PlatformClient;
  wallets: TransferWallets;
  calls: CallLog;
  modeOf: (vendor: string) => VendorWalletMode;
  /** Ends the calls kept unanswered by the HANG switches. */
  releaseHanging: () => void;
};

export function publicSession(session: GameSession) {
  return {
    id: session.id,
    vendor: session.vendor,
    mode: session.mode,
    trial: session.trial,
    sessionId: session.sessionId,
    playerId: session.playerId,
    gameCode: session.gameCode,
    currency: session.currency,
    language: session.language,
    playMoney: toDecimal(session.playMoney, session.currency),
    createdAt: session.createdAt,
  };
}

const optionalString = (value: string | null) => value ?? undefined;

function sessionOf(deps: AdminDeps, body: Record<string, unknown>): GameSession {
  const session = deps.sessions.get(body.session);
  if (!session) throw new HttpError(404, 'SESSION_NOT_FOUND');
  return session;
}

function amountOf(body: Record<string, unknown>, field: string, currency: string): bigint | undefined {
  if (body[field] === undefined) return undefined;
  const minor = typeof body[field] === 'string' ? toMinor(body[field], currency) : null;
  if (minor === null) throw new HttpError(400, 'INVALID_AMOUNT', { field });
  return minor;
}

function stepsOf(body: Record<string, unknown>): RoundStep[] | undefined {
  const steps = body.steps;
  if (steps === undefined) return undefined;
  if (
    !Array.isArray(steps) ||
    steps.length === 0 ||
    steps.length > 10 ||
    !steps.every((s) => (ROUND_STEPS as readonly unknown[]).includes(s))
  ) {
    throw new HttpError(400, 'INVALID_STEPS', { allowed: ROUND_STEPS });
  }
  return steps as RoundStep[];
}

async function openSession(deps: AdminDeps, body: Record<string, unknown>) {
  let url: URL;
  try {
    url = new URL(String(body.launchUrl));
  } catch {
    throw new HttpError(400, 'INVALID_LAUNCH_URL');
  }
  const vendor = vendorOfLaunchPath(url.pathname, url.searchParams);
  if (!vendor) throw new HttpError(400, 'INVALID_LAUNCH_URL');
  const opened = await openLaunch(deps, vendor, url.searchParams);
  if (!opened.ok) throw new HttpError(opened.error === 'UNREACHABLE' ? 502 : 400, opened.error, { code: opened.code });
  return { session: publicSession(opened.session), balance: opened.balance };
}

export async function handleAdminApi(
  deps: AdminDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  const query = url.searchParams;
  const body = method === 'POST' ? parseJsonObject(await readBody(req)) : {};

  if (path === '/admin/switches' && method === 'GET') return sendJson(res, 200, deps.state.switches);
  if (path === '/admin/switches' && method === 'POST') {
    deps.state.switches = applySwitches(deps.state.switches, body);
    return sendJson(res, 200, deps.state.switches);
  }
  if (path === '/admin/reset' && method === 'POST') {
    deps.state.switches = { ...DEFAULT_SWITCHES };
    deps.calls.clear();
    deps.player.reset();
    deps.releaseHanging();
    return sendJson(res, 200, { switches: deps.state.switches });
  }
  if (path === '/admin/sessions' && method === 'POST') return sendJson(res, 201, await openSession(deps, body));
  if (path === '/admin/sessions' && method === 'GET') {
    return sendJson(res, 200, { sessions: deps.sessions.all().map(publicSession) });
  }
  if (path === '/admin/play' && method === 'POST') {
    const session = sessionOf(deps, body);
    const stake = amountOf(body, 'stake', session.currency);
    if (stake === undefined || stake <= 0n) throw new HttpError(400, 'INVALID_AMOUNT', { field: 'stake' });
    const round = await deps.player.play(session, {
      stake,
      win: amountOf(body, 'win', session.currency),
      steps: stepsOf(body),
    });
    return sendJson(res, 200, { round });
  }
  if (path === '/admin/release' && method === 'POST') {
    const roundId = typeof body.roundId === 'string' ? body.roundId : undefined;
    return sendJson(res, 200, { rounds: await deps.player.release(roundId) });
  }
  if (path === '/admin/rounds' && method === 'GET') {
    const rounds = deps.player.list({
      vendor: optionalString(query.get('vendor')),
      session: optionalString(query.get('session')),
    });
    return sendJson(res, 200, { rounds, held: deps.player.heldCount() });
  }
  if (path === '/admin/calls' && method === 'GET') {
    const since = query.get('since');
    const calls = deps.calls.list({
      vendor: optionalString(query.get('vendor')),
      roundId: optionalString(query.get('roundId')),
      since: since === null ? undefined : Number(since),
    });
    return sendJson(res, 200, { calls });
  }
  if (path === '/admin/replay' && method === 'POST') {
    const changes = body.changes;
    if (changes !== undefined && (typeof changes !== 'object' || changes === null || Array.isArray(changes))) {
      throw new HttpError(400, 'INVALID_CHANGES');
    }
    const offset = body.timestampOffsetSeconds;
    if (offset !== undefined && (typeof offset !== 'number' || !Number.isInteger(offset))) {
      throw new HttpError(400, 'INVALID_TIMESTAMP_OFFSET');
    }
    const answer = await deps.client.replay(Number(body.seq), {
      changes: changes as Record<string, unknown> | undefined,
      timestampOffsetSeconds: offset as number | undefined,
      sameSignature: body.sameSignature === true,
    });
    if (!answer) throw new HttpError(404, 'CALL_NOT_FOUND');
    return sendJson(res, 200, { call: deps.calls.list({ since: answer.seq - 1 })[0] });
  }
  if (path === '/admin/wallets' && method === 'GET') {
    const vendor = optionalString(query.get('vendor'));
    return sendJson(res, 200, { ...deps.wallets.list(vendor), transfers: deps.wallets.transfersOf(vendor) });
  }
  throw new HttpError(404, 'NOT_FOUND');
}
