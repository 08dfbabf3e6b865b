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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Calendar days in the brand's time zone, both included; absent: the last RECORD_MAX_DAYS days. */
const dayRangeQuery = { from: day.optional(), to: day.optional() };

/** The member's main-wallet statement: every ledger movement, newest first. */
export const playerStatementQuerySchema = pageQuerySchema.extend({
  ...dayRangeQuery,
  /** One ledger transaction kind (DEPOSIT, BET, ADJUSTMENT...); absent for all. */
  kind: z
    .string()
    .regex(/^[A-Z][A-Z_]{0,39}$/)
    .optional(),
});
export const playerStatementEntrySchema = z.object({
  transactionId: z.string(),
  time: z.string(),
  kind: z.string(),
  /** Signed: negative when money left the main wallet. */
  amount: z.string(),
  balanceAfter: z.string(),
  /** What the movement belongs to: an order, a round, an adjustment (source:key of the ledger). */
  reference: z.string(),
});
export const playerStatementValueSchema = pageOf(playerStatementEntrySchema);

export const playerBetsQuerySchema = pageQuerySchema.extend({ ...dayRangeQuery });
export const playerListQuerySchema = pageQuerySchema;

export const playerSessionSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
});
export const playerSessionsValueSchema = z.object({ list: z.array(playerSessionSchema) });

export const PLAYER_LOGIN_FAILURES = ['BAD_PASSWORD', 'LOCKED'] as const;
export const playerLoginSchema = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  userAgent: z.string(),
  success: z.boolean(),
  /** Why a failed attempt failed. */
  failure: z.enum(PLAYER_LOGIN_FAILURES).nullable(),
});
export const playerLoginsValueSchema = pageOf(playerLoginSchema);

/** A device (the browser's user agent or the lobby's device id) or an address the member used, and who else used it. */
export const playerSeenSchema = z.object({
  value: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string().nullable(),
  country: z.string().nullable(),
  /** Other members of the brand seen with the same address or device. */
  sharedWith: z.number().int(),
});
export const playerDevicesValueSchema = z.object({
  ips: z.array(playerSeenSchema),
  devices: z.array(playerSeenSchema),
  /** The lobby's device ids (a random id each browser keeps): one id on many accounts is one browser. */
  deviceIds: z.array(playerSeenSchema),
});

export const playerStaffMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
export const playerMessagesValueSchema = pageOf(playerStaffMessageSchema);

/** A temporary password, shown once to the staff member who set it; the player must change it at login. */
export const playerPasswordResetValueSchema = z.object({ temporaryPassword: z.string() });

export const playerUplineBodySchema = z.object({
  /**
   * The new upline agent's account (username, any case): an agent of the same brand, not the player
   * nor below them. Refusals name the field: rule not_found, not_an_agent or cycle.
   */
  agentAccount: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(1).max(PLAYER_LOCK_REASON_MAX),
});
