import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VendorWalletMode } from '@platform/contracts/vendor-wallet';
import { type AdminState, handleAdminApi } from './admin-api';
import { CallLog } from './call-log';
import { balanceOf, handleGameApi, stakesOf } from './game-api';
import { GameSessions } from './game-sessions';
import { envelope, HttpError, sendHtml, sendJson } from './http-helpers';
import { openLaunch, vendorOfLaunchPath } from './launch';
import { errorPageCsp, gamePageCsp, renderErrorPage, renderGamePage } from './pages';
import { PlatformClient } from './platform-client';
import { RoundPlayer } from './round-player';
import { DEFAULT_SWITCHES } from './switches';
import { API_BASE_PATH, handleTransferApi } from './transfer-api';
import { TransferWallets } from './transfer-wallets';

export type VendorSimOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 by default: the admin switches have no authentication. */
  host?: string;
  /** Shared with the platform for every vendor code the simulator plays (>= 32 characters). */
  secret: string;
  /** Where the platform's wallet callbacks are (`${platformUrl}/wps/vendor-wallet/...`). */
  platformUrl: string;
  /** The address browsers use for the game page; defaults to the one listened on. */
  publicUrl?: string;
  /** Origins allowed to frame the game page; defaults to the platform's (defaultFrameAncestors). */
  frameAncestors?: string[];
  /**
   * Vendor codes in TRANSFER mode: their game pages bet against the sub-wallet held here. Any other
   * code plays SEAMLESS, unless the platform has made transfer calls for it (then TRANSFER too).
   */
  transferVendors?: string[];
  log?: (line: string) => void;
};

export type VendorSim = {
  url: string;
  publicUrl: string;
  /** The launch_url to register for a vendor code. */
  launchUrlOf: (vendor: string) => string;
  /** The api_url to register for TRANSFER mode (the platform calls `${apiUrl}/transfer`, ...). */
  apiUrl: string;
  close: () => Promise<void>;
};

/**
 * The platform's origin, its loopback twin, and its port on any other host name: a browser may
 * reach the same site by localhost, 127.0.0.1 or the machine's LAN name or address.
 */
export function defaultFrameAncestors(platformUrl: string): string[] {
  const origin = new URL(platformUrl);
  const port = origin.port ? `:${origin.port}` : '';
  const origins = [origin.origin];
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[origin.hostname];
  if (twin) origins.push(`${origin.protocol}//${twin}${port}`);
  origins.push(`${origin.protocol}//*${port}`);
  return origins;
}

/**
 * The vendor simulator: a third-party game vendor over the real wallet protocol.
 * Its game page opens inside the platform's game popup and bets through the platform's seamless
 * wallet; it serves the vendor side of TRANSFER mode; and its switches (admin API) make it time
 * out, retry, duplicate, roll back and lose answers, so tests can show each wallet rule holds.
 * Everything is in memory: a restart forgets sessions, rounds and transfer balances.
 */
export async function startVendorSim(options: VendorSimOptions): Promise<VendorSim> {
  const { secret, log = () => undefined } = options;
  if (secret.length < 32) throw new Error('the vendor simulator secret must have at least 32 characters');
  const platformUrl = options.platformUrl.replace(/\/+$/, '');
  const frameAncestors = options.frameAncestors ?? defaultFrameAncestors(platformUrl);
  const transferVendors = new Set(options.transferVendors ?? []);

  const state: AdminState = { switches: { ...DEFAULT_SWITCHES } };
  const calls = new CallLog();
  const sessions = new GameSessions();
  const wallets = new TransferWallets();
  const client = new PlatformClient({ platformUrl, secret, switches: () => state.switches, calls });
  const player = new RoundPlayer(client, wallets, () => state.switches);
  const hanging = new Set<ServerResponse>();
  const modeOf = (vendor: string): VendorWalletMode =>
    transferVendors.has(vendor) || wallets.hasTransfers(vendor) ? 'TRANSFER' : 'SEAMLESS';
  const releaseHanging = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
  };
  const gameDeps = { sessions, player, client, wallets };
  const adminDeps = { state, sessions, player, client, wallets, calls, modeOf, releaseHanging };
  const transferDeps = { secret, wallets, switches: () => state.switches, calls, hanging, log };

  async function playPage(res: ServerResponse, vendor: string, query: URLSearchParams): Promise<void> {
    const opened = await openLaunch({ client, sessions, modeOf }, vendor, query);
    if (!opened.ok) {
      if (vendor === '')
        log('launch refused: the launch URL names no vendor code (register it as <simulator>/play/<CODE>)');
      else log(`launch ${vendor} refused: ${opened.error}${opened.code ? ` (${opened.code})` : ''}`);
      const status = opened.error === 'UNREACHABLE' ? 502 : opened.error === 'INVALID_LAUNCH' ? 400 : 401;
      return sendHtml(res, status, renderErrorPage(opened.language, opened.error), errorPageCsp(frameAncestors));
    }
    const { session } = opened;
    // Seamless: the main wallet as authenticate told it; otherwise the money held here.
    const shown = session.mode === 'SEAMLESS' && !session.trial ? null : await balanceOf(gameDeps, session);
    const balance = shown?.ok ? shown.balance : opened.balance;
    log(`launch ${vendor} ${session.gameCode} (${session.trial ? 'trial' : session.mode}) for ${session.playerId}`);
    sendHtml(res, 200, renderGamePage(session, balance, stakesOf(session.currency)), gamePageCsp(frameAncestors));
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://vendor-sim');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/healthz') return sendJson(res, 200, { ok: true });
    if (method === 'GET') {
      const vendor = vendorOfLaunchPath(path, url.searchParams);
      if (vendor !== null) return playPage(res, vendor, url.searchParams);
    }
    if (method === 'POST' && path === '/game/spin') return handleGameApi(gameDeps, req, res, 'spin');
    if (method === 'POST' && path === '/game/balance') return handleGameApi(gameDeps, req, res, 'balance');
    if (method === 'POST' && path.startsWith(`${API_BASE_PATH}/`))
      return handleTransferApi(transferDeps, req, res, path);
    if (path.startsWith('/admin/')) return handleAdminApi(adminDeps, req, res, url);
    throw new HttpError(404, 'NOT_FOUND');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      const onApi = (req.url ?? '').startsWith(`${API_BASE_PATH}/`);
      if (error instanceof HttpError) {
        const detail = error.value && typeof error.value === 'object' ? error.value : {};
        return sendJson(
          res,
          error.status,
          onApi ? envelope(error.value, error.code) : { error: error.code, ...detail },
        );
      }
      log(`error: ${error instanceof Error ? error.stack : String(error)}`);
      sendJson(res, 500, onApi ? envelope(null, 'INTERNAL_ERROR') : { error: 'INTERNAL_ERROR' });
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${shownHost}:${port}`;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    publicUrl,
    launchUrlOf: (vendor) => `${publicUrl}/play/${vendor}`,
    apiUrl: `${url}${API_BASE_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        releaseHanging();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
