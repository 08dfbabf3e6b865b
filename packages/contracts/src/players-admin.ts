import { z } from 'zod';
import { pageOf, pageQuerySchema } from './money-amount';

/** The back office's player pages: search, profile, and what support and risk staff do to a player. */
export const playerSearchQuerySchema = pageQuerySchema.extend({
  /** An id, the start of an account name, a mobile number, an e-mail or an IP address the player used. */
  q: z.string().trim().min(1).max(128),
});

export const playerRowSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  cash: z.string(),
  locked: z.boolean(),
  registeredAt: z.string(),
});
export const playerSearchValueSchema = pageOf(playerRowSchema);

export const playerProfileSchema = playerRowSchema.extend({
  nickname: z.string().nullable(),
  upline: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerDomain: z.string().nullable(),
  firstLoginAt: z.string().nullable(),
  vipLevel: z.number().int(),
  /** Every account the ledger holds for the player (cash, held, sub-wallets...), as decimal amounts. */
  balances: z.array(z.object({ kind: z.string(), vendor: z.string().nullable(), balance: z.string() })),
  /** Addresses the player has logged in from, newest first. */
  knownIps: z.array(z.object({ ip: z.string(), firstSeenAt: z.string() })),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const PLAYER_LOCK_REASON_MAX = 200;
export const playerLockBodySchema = z.object({
  reason: z.string().trim().min(1).max(PLAYER_LOCK_REASON_MAX),
  /** How long; absent: until unlocked by hand. */
  days: z.number().int().min(1).max(3650).optional(),
});
export const playerReasonBodySchema = z.object({ reason: z.string().trim().min(1).max(PLAYER_LOCK_REASON_MAX) });

export const PLAYER_MESSAGE_TITLE_MAX = 80;
export const PLAYER_MESSAGE_BODY_MAX = 1000;
/** A message from staff to one player: it lands in the player's platform messages (messageV2). */
export const playerMessageBodySchema = z.object({
  title: z.string().trim().min(1).max(PLAYER_MESSAGE_TITLE_MAX),
  body: z.string().trim().min(1).max(PLAYER_MESSAGE_BODY_MAX),
});
