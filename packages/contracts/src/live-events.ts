import { z } from 'zod';
import { crashStateSchema } from './crash';
import { walletBalanceValueSchema } from './wallet';

/**
 * The WebSocket at /ws (issue 4, item 7). The page opens it and sends `auth` with its session token
 * first (a token in the URL would end up in access logs); the server answers `ready` or closes
 * with code 4401. After that the server pushes `balance` whenever the member's money moves, from
 * whichever server process moved it.
 */
export const LIVE_SOCKET_PATH = '/ws';
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
/** Invalid JSON, an unknown message, or a message the protocol does not expect now (a second auth). */
export const LIVE_CLOSE_BAD_MESSAGE = 4400;
/** The client has this long after connecting to send its auth message. */
export const LIVE_AUTH_TIMEOUT_MS = 10_000;

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(256) }),
  z.object({ type: z.literal('ping') }),
  /** After `ready`: start (stop) getting the crash game's state (contracts/crash.ts); before it, 4401 like a ping. */
  z.object({ type: z.literal('crash:subscribe') }),
  z.object({ type: z.literal('crash:unsubscribe') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('balance'), wallet: walletBalanceValueSchema }),
  /** The brand's crash round, whole, at subscription and after every change. */
  z.object({ type: z.literal('crash'), state: crashStateSchema }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
