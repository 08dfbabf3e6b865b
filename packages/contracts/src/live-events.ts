import { z } from 'zod';
import { crashStateSchema } from './crash';
import { walletBalanceValueSchema } from './wallet';

/**
 * The WebSocket at /ws. The page opens it and sends `auth` with its session token
 * first (a token in the URL would end up in access logs); the server answers `ready` or closes
 * with code 4401. After that the server pushes `balance` whenever the member's money moves, from
 * whichever server process moved it.
 */

// The path, close codes and timeout live in live-socket-constants.ts, which has no zod; every
// existing import of them from here keeps working.
export * from './live-socket-constants';

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
