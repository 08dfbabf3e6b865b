import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number({ error: 'must be a port number, 1 to 65535' }).int().min(1).max(65535);
const httpAddress = z.string().regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http:// or https:// address');

/** Client-IP sources we can be told to trust; `socket` trusts no header (no proxy in front). */
export const CLIENT_IP_SOURCES = [
  'socket',
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
] as const;

const envSchema = z
  .object({
    /** `production` is a production start, anything else a demo start (deployment/start-mode.ts). */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(8080),
    /** Where the embedded PostgreSQL keeps its files; unused when DATABASE_URL is set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** The embedded PostgreSQL's port (loopback only). */
    PG_PORT: port.default(54329),
    /** An external PostgreSQL to use instead of the embedded one. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** The merchant served when the request's host is not one of a merchant's domains. */
    MERCHANT_CODE: z.string().min(1).default('DEMO'),
    /** Seed the demo merchant when the database has no merchant yet; unset: yes in a demo start only. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** The built web app to serve; absent folder = API only. */
    WEB_DIST: z
      .string()
      .min(1)
      .default(path.resolve(import.meta.dirname, '../../web/dist')),
    /** The built back-office console, served at /admin; absent folder = no console. */
    ADMIN_DIST: z
      .string()
      .min(1)
      .default(path.resolve(import.meta.dirname, '../../admin/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Which header holds the visitor's IP when a proxy stands in front (see README). */
    CLIENT_IP_SOURCE: z.enum(CLIENT_IP_SOURCES).default('socket'),
    /** With x-forwarded-for: how many proxies of ours append to it (the IP is taken that far from the end). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Send e-mail through this SMTP server (smtp:// or smtps://); unset = the outbox table (not in production). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** The From address of e-mail sent through SMTP_URL. */
    MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
    /** Automated tests only: every captcha reads this text. A production start refuses it. */
    CAPTCHA_FIXED_TEXT: z
      .string()
      .regex(/^[A-Za-z0-9]{4,8}$/, 'must be 4 to 8 letters or digits')
      .optional(),
    /** A session ends after this many minutes without a request ... */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** ... and after this many hours in any case. */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    /** How often each job queue's worker looks for due jobs (pg-boss; at least 0.5 s). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** The payment sandbox (apps/payment-sandbox) behind the online deposit channel. */
    PAYMENT_SANDBOX_URL: httpAddress.default('http://localhost:8090'),
    /**
     * Signs the calls to the payment sandbox and its callbacks (HMAC-SHA256; the sandbox needs the
     * same). Unset: the published development secret in a demo start; in production the channel is
     * then off, and a production start refuses a published secret.
     */
    PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must have at least 16 characters').optional(),
    /** This site as browsers and payment providers reach it (callbacks, return links); default http://localhost:PORT. */
    PUBLIC_BASE_URL: httpAddress.optional(),
    /** A transfer-wallet vendor's call unanswered after this many ms is UNKNOWN (in transit until reconciled). */
    VENDOR_TRANSFER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
    /** A member's transfer-wallet sub-wallet balance is asked of the vendor at most this often. */
    VENDOR_BALANCE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
    /** The vendor simulator (apps/vendor-sim): the demo brand's third-party vendors point at it (seed only). */
    VENDOR_SIM_URL: httpAddress.default('http://localhost:8091'),
    /**
     * The demo vendors' shared HMAC secret (seed only). Unset: the published development secret,
     * which the simulator defaults to too; the seed enables no vendor with it outside a demo start.
     */
    VENDOR_SIM_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    /** A vendor round still open this long after its first bet is closed by the sweeper (its bets refunded). */
    VENDOR_ROUND_TIMEOUT_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(24),
    /** How often the sweeper looks for such rounds. */
    VENDOR_ROUND_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** A trial (free-play) account neither created nor used for this many days is removed. */
    TRIAL_ACCOUNT_IDLE_DAYS: z.coerce.number().min(1).max(365).default(7),
    /** How often the trial cleanup looks for such accounts. */
    TRIAL_CLEANUP_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** How often the report rollup job brings every brand's rollup up to its last closed day. */
    REPORT_ROLLUP_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /**
     * Whether this process schedules the report rollup job. Unset: on, except with NODE_ENV=test,
     * whose tests write past days' money after their app has started (a fill at start would have
     * closed those days already); the tests of the job set it.
     */
    REPORT_ROLLUP_JOB: z.enum(['on', 'off']).optional(),
    /**
     * Whether this process may run the crash game's rounds (one process at a time does, by an
     * advisory lock). Unset: on, except with NODE_ENV=test, whose many short-lived apps would each
     * start rounds; the tests that need rounds drive them themselves or set it.
     */
    CRASH_ROUND_LOOP: z.enum(['on', 'off']).optional(),
    /**
     * The site is reached over HTTPS only: answers carry Strict-Transport-Security and the CSP
     * upgrades insecure requests. Unset: on when PUBLIC_BASE_URL is an https:// address.
     */
    HSTS: z.enum(['on', 'off']).optional(),
  })
  // Frozen: what a process was started with stays what every part of it sees.
  .readonly();

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a wrong value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
