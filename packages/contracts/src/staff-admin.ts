import { z } from 'zod';
import { pageOf, pageQuerySchema } from './money-amount';
import { STAFF_ROLES } from './staff';

/**
 * Staff management (staff.manage): the brand's staff accounts (every brand's, for the platform
 * owner), opening one with a one-time password, changing its role, locking it, resetting its
 * second factor and ending its sessions. Nobody does any of these to themselves, and only the
 * platform owner opens or touches an owner account.
 */

export const staffMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The brand's code; null for the platform owner. */
  brand: z.string().nullable(),
  ipAllowList: z.array(z.string()),
  /** Locked by a staff member until unlocked (disabled_at). */
  locked: z.boolean(),
  /** Locked for a while after repeated wrong passwords or codes (ISO time), or null. */
  lockedUntil: z.string().nullable(),
  /** False until the staff member has enrolled an authenticator (at their next login). */
  secondFactorEnrolled: z.boolean(),
  liveSessions: z.number().int(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  /** The start of an account or display name. */
  q: z.string().trim().max(64).optional(),
});
export const staffListValueSchema = pageOf(staffMemberSchema);

/**
 * An IPv4 or IPv6 address, or a network in CIDR notation. The database refuses a network whose
 * address has bits beyond its mask (203.0.113.5/24); the server answers that as a field error.
 */
const network = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

export const STAFF_IP_ALLOW_LIST_MAX = 20;
export const staffAccountNameSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9_.-]{3,31}$/, 'staff_account');

export const staffCreateBodySchema = z.object({
  account: staffAccountNameSchema,
  displayName: z.string().trim().min(1).max(64),
  role: z.enum(STAFF_ROLES),
  ipAllowList: z.array(network).max(STAFF_IP_ALLOW_LIST_MAX).default([]),
});
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

/** The new account and its password, shown once: the server keeps only its hash. */
export const staffCreatedValueSchema = z.object({ staff: staffMemberSchema, oneTimePassword: z.string() });

export const staffRoleBodySchema = z.object({ role: z.enum(STAFF_ROLES) });
export const staffMemberValueSchema = z.object({ staff: staffMemberSchema });
