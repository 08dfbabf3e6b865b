import {
  type VendorWalletMode,
  vendorAuthenticateValueSchema,
  vendorLaunchQuerySchema,
} from '@platform/contracts/vendor-wallet';
import type { GameSession, GameSessions } from './game-sessions';
import { majorUnits } from './money';
import type { LaunchError } from './page-text';
import type { PlatformClient } from './platform-client';

/** Play money a trial starts with, in major units of the currency. */
const TRIAL_PLAY_MONEY = 1_000;

export type LaunchResult =
  /** `balance`: the member's main-wallet balance at launch, as authenticate answered it. */
  | { ok: true; session: GameSession; balance: string }
  | { ok: false; error: LaunchError; language: 'ar' | 'en' | null; code?: string };

/**
 * Opens a launch the way a vendor does: reads the launch URL's parameters, exchanges the one-time
 * token for a wallet session (authenticate, server to server) and keeps that session here. The
 * platform's answer decides trial, language, game and currency; the URL's own values are only the
 * player's browser talking and are not trusted.
 */
export async function openLaunch(
  deps: { client: PlatformClient; sessions: GameSessions; modeOf: (vendor: string) => VendorWalletMode },
  vendor: string,
  query: URLSearchParams,
): Promise<LaunchResult> {
  const lang = query.get('lang');
  const language = lang === 'ar' || lang === 'en' ? lang : null;
  const params = vendorLaunchQuerySchema.safeParse(Object.fromEntries(query));
  if (!/^[A-Z0-9_]{1,32}$/.test(vendor) || !params.success) return { ok: false, error: 'INVALID_LAUNCH', language };

  const answer = await deps.client.call('authenticate', vendor, { launchToken: params.data.token });
  if (answer.error !== null || answer.httpStatus === null || answer.httpStatus >= 500) {
    return { ok: false, error: 'UNREACHABLE', language };
  }
  if (!answer.success) return { ok: false, error: 'LAUNCH_TOKEN_INVALID', language, code: answer.code };
  const value = vendorAuthenticateValueSchema.safeParse(answer.value);
  if (!value.success) return { ok: false, error: 'UNREACHABLE', language };

  const auth = value.data;
  const session = deps.sessions.create({
    vendor,
    mode: deps.modeOf(vendor),
    trial: auth.trial,
    sessionId: auth.sessionId,
    playerId: auth.playerId,
    gameCode: auth.gameCode,
    currency: auth.currency,
    language: auth.language,
    playMoney: auth.trial ? majorUnits(TRIAL_PLAY_MONEY, auth.currency) : 0n,
  });
  return { ok: true, session, balance: auth.balance };
}

/**
 * The vendor code of a launch URL: `/play/EVO` (or `/play?vendor=EVO`), since one simulator plays
 * many vendor codes and must know whose key signs its calls. '' for a `/play` naming none (the
 * launch is then refused as invalid); null for a path that is no launch at all.
 */
export function vendorOfLaunchPath(pathname: string, query: URLSearchParams): string | null {
  const match = /^\/play(?:\/([A-Za-z0-9_]+))?\/?$/.exec(pathname);
  if (!match) return null;
  return match[1] ?? query.get('vendor') ?? '';
}
