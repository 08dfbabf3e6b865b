import { z } from 'zod';
import { pageOf, pageQuerySchema } from './money-amount';

/**
 * The back office's staff: accounts of their own, never players. The platform owner works on every
 * brand; every other role works on one brand. What a role may do is a set of permissions, and every
 * staff route declares the one permission it needs.
 */
export const STAFF_ROLES = ['owner', 'admin', 'finance', 'risk', 'support', 'content', 'agent_manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** The brand's dashboard and its pending queues' counts. */
  'dashboard.view',
  /** Confirm or reject deposits waiting for a staff member. */
  'deposits.review',
  /** Approve or reject withdrawals. */
  'withdrawals.review',
  /** Credit or debit a member by hand, with a reason (above the brand's threshold, a second person approves). */
  'adjustments.request',
  /** Approve or reject another staff member's adjustment above the threshold (never one's own). */
  'adjustments.approve',
  /** Read players' profiles, balances, statements and history. */
  'players.view',
  /** Lock, unlock, end sessions, reset a password or second factor, write to a player. */
  'players.manage',
  /** Banners, announcements, help centre, customer service, site resources. */
  'content.manage',
  /** Whitelabel flags, registration fields, maintenance, regions, vendors and games. */
  'config.manage',
  /** Move members between lines and run the agent centre's back office. */
  'agents.manage',
  /** Reports and their exports. */
  'reports.view',
  /** Read the audit trail and verify its chain. */
  'audit.view',
  /** Open and edit brands (the platform owner only). */
  'brands.manage',
  /** Open staff accounts and set their roles. */
  'staff.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const BRAND_ADMIN: readonly StaffPermission[] = STAFF_PERMISSIONS.filter((p) => p !== 'brands.manage');

/** What each role may do. Read by the server's guard and by the console to show only what it can use. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  admin: BRAND_ADMIN,
  finance: [
    'dashboard.view',
    'deposits.review',
    'withdrawals.review',
    'adjustments.request',
    'adjustments.approve',
    'players.view',
    'reports.view',
  ],
  risk: ['dashboard.view', 'withdrawals.review', 'players.view', 'players.manage', 'reports.view', 'audit.view'],
  support: ['dashboard.view', 'players.view', 'players.manage'],
  content: ['dashboard.view', 'content.manage'],
  agent_manager: ['dashboard.view', 'players.view', 'agents.manage', 'reports.view'],
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Staff sessions end after this long without a call, and after the absolute limit whatever the use. */
export const STAFF_IDLE_MINUTES = 15;
export const STAFF_SESSION_MAX_HOURS = 12;
/** Consecutive wrong passwords or codes that lock a staff account, and for how long. */
export const STAFF_LOCK_AFTER_FAILURES = 5;
export const STAFF_LOCK_MINUTES = 15;
/** The time between a right password and its second factor. */
export const STAFF_CHALLENGE_MINUTES = 5;

export const staffLoginBodySchema = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});

/**
 * A right password asks for the second factor: `enrol` the first time (scan the QR code, then type
 * a code), `code` afterwards. The challenge carries the login to the second step.
 */
export const staffLoginValueSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), challenge: z.string() }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    /** The secret in base32, for typing into an app that cannot scan. */
    secret: z.string(),
    otpauthUri: z.string(),
    /** The otpauth URI as a QR code, a data: URL of a PNG. */
    qrCode: z.string(),
  }),
]);

export const staffSecondFactorBodySchema = z.object({
  challenge: z.string().min(1).max(128),
  code: z.string().regex(/^\d{6}$/),
});

export const staffProfileSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The brand the staff member works on; null for the platform owner. */
  merchantId: z.number().int().nullable(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** When the session ends if nothing is done before (ISO time). */
  idleExpiresAt: z.string(),
  /** The password was chosen by someone else: the console asks for a new one before anything else. */
  mustChangePassword: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffSessionValueSchema = z.object({ token: z.string(), staff: staffProfileSchema });

/** A staff member's own new password; the rule is the members' (password-rule.ts) without a brand pattern. */
export const staffPasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

/** The audit trail: one entry per change a staff member made. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffAccount: z.string(),
  role: z.string(),
  merchantId: z.number().int().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(64).optional(),
  staffAccount: z.string().trim().max(64).optional(),
  target: z.string().trim().max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const auditPageSchema = pageOf(auditEntrySchema);

/** The chain re-walked: intact, or the first entry whose link does not hold. */
/** How a link breaks: the entry's stored link to the one before, or its content against its hash. */
export const AUDIT_CHAIN_BREAKS = ['LINK', 'CONTENT'] as const;
export type AuditChainBreak = (typeof AUDIT_CHAIN_BREAKS)[number];

export const auditVerifyValueSchema = z.object({
  entries: z.number().int(),
  intact: z.boolean(),
  firstBrokenId: z.string().nullable(),
  /** For the console, which says it in the staff member's language. */
  brokenBy: z.enum(AUDIT_CHAIN_BREAKS).nullable(),
  /** The same in English, for logs and `npm run audit:verify`. */
  reason: z.string().nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyValueSchema>;
