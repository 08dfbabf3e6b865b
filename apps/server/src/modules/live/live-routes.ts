import websocket from '@fastify/websocket';
import { LIVE_AUTH_TIMEOUT_MS, LIVE_CLOSE_UNAUTHORIZED, LIVE_SOCKET_PATH } from '@platform/contracts/live-events';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { onlyFor } from '../../http/route-access';
import type { SessionCache } from '../sessions/session-cache';
import { endedSessions } from '../sessions/session-reads';
import type { CrashFeed } from '../studio/crash/crash-feed';
import type { MerchantConfigCache } from '../system/merchant-config-cache';
import type { WalletMerchant } from '../wallet/wallet-service';
import type { LiveBalanceHub } from './live-balance-hub';
import { serveLiveConnection } from './live-connection';
import { authenticateLive, type LiveSession } from './live-session';

export type LiveRouteOptions = {
  db: Db;
  config: Config;
  merchants: MerchantConfigCache;
  sessions: SessionCache;
  /** This process's balance pushes (live-balance-feed.ts). */
  hub: LiveBalanceHub;
  /** The crash game's rounds, for pages that send `crash:subscribe` (modules/studio/crash/crash-feed.ts). */
  crash?: CrashFeed;
};

/** How often dead connections are dropped and sockets of ended sessions closed. */
const SWEEP_MS = 30_000;
/** The client sends small JSON messages only. */
const MAX_MESSAGE_BYTES = 4096;

type Identity = { merchant: WalletMerchant; session: LiveSession };

/**
 * The live balance socket: pages of a member or agent get a `balance` event after every change of
 * their money, from whichever server process made it (PostgreSQL LISTEN/NOTIFY). A trial
 * account's crash page uses it for the rounds only.
 */
export const liveRoutes: FastifyPluginAsync<LiveRouteOptions> = async (app, opts) => {
  const { db, config, hub } = opts;
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  /** Authenticated sockets and their session (token hash). */
  const open = new Map<WebSocket, string>();
  const alive = new WeakMap<WebSocket, boolean>();
  const sweep = async () => {
    for (const socket of app.websocketServer.clients) {
      // No pong since the last sweep: the peer is gone without a close (sleeping laptop, lost network).
      if (alive.get(socket) === false) socket.terminate();
      else {
        alive.set(socket, false);
        socket.ping();
      }
    }
    const ended = await endedSessions(db, config, [...new Set(open.values())]);
    for (const [socket, tokenHash] of open) if (ended.has(tokenHash)) socket.close(LIVE_CLOSE_UNAUTHORIZED);
  };
  const sweeper = setInterval(() => {
    sweep().catch((err) => app.log.warn({ err }, 'live socket sweep failed'));
  }, SWEEP_MS);
  sweeper.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });

  // Not under /wps: the request context is not set here, so the merchant comes from the host as it
  // would for an API call, and the session check is the same as every wallet call's.
  app.get(LIVE_SOCKET_PATH, { config: onlyFor(['trial', 'member', 'agent']), websocket: true }, (socket, req) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    serveLiveConnection<Identity>(socket, {
      authTimeoutMs: LIVE_AUTH_TIMEOUT_MS,
      log: req.log,
      authenticate: async (token) => {
        const merchant = await opts.merchants.forHost(req.headers.host);
        if (!merchant) throw new ApiError('MERCHANT_NOT_FOUND');
        return { merchant, session: await authenticateLive(opts.sessions, merchant.id, token) };
      },
      subscribe: (subscriber, { merchant, session }) => {
        open.set(socket, session.tokenHash);
        const stop = hub.subscribe(merchant, session.memberId, subscriber);
        // The page read its balance before the socket was ready: a change in between is not lost.
        hub.changed(`${merchant.id}:${session.memberId}`);
        return () => {
          open.delete(socket);
          stop();
        };
      },
      subscribeCrash: (subscriber, { merchant }) =>
        opts.crash ? opts.crash.subscribe(merchant, subscriber) : () => undefined,
    });
  });
};
