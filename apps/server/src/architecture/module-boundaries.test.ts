import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlTableNames } from './sql-table-names';

/**
 * The server's module boundaries (docs/decisions/0033-module-boundaries.md), read from the source:
 * 1. a module imports another module only through its public files: `*-service.ts`, `*-reads.ts`,
 *    `*-kinds.ts`, `*-events.ts`, `*-types.ts`, or a file the owner lists in PUBLIC_FILES below;
 * 2. SQL names a table only in the module that owns it (owners from the db/schema*.ts files),
 *    unless READERS below lets a module read it, with the reason.
 * Checked: every file under src/modules except tests and test kits (`*.test.ts`, `*-test-kit.ts`,
 * `*-test-support.ts`), which set up other modules' rows on purpose. Not checked: the platform
 * (db/, http/, jobs/), seed/, cli/, security/ and the app's composition (app.ts, main.ts).
 */

const SRC = resolve(__dirname, '..');
const MODULES = join(SRC, 'modules');

const PUBLIC_SUFFIX = /-(service|reads|kinds|events|types)\.ts$/;

/** Files outside the naming rule that a module offers to others (path inside the module), and why. */
const PUBLIC_FILES: Record<string, string[]> = {
  // Password hashing is the one scheme for every secret a member or staff member keeps; the TOTP rules
  // are the one authenticator scheme for members and staff alike. The one login throttle. The one
  // rule of a new password, for members and staff alike.
  accounts: ['password-hashing.ts', 'totp.ts', 'login-failures.ts', 'new-password-rule.ts'],
  // The tile query builder every game list shares.
  catalogue: ['catalogue-tile.ts'],
  // The channel name the live socket LISTENs on.
  ledger: ['balance-announcer.ts'],
  'member-games': ['customer-name-mask.ts', 'game-category-filter.ts'],
  // The provider interface a sender is given.
  messaging: ['message-provider.ts', 'outbox-provider.ts'],
  // The date range rules every record list uses.
  records: ['record-range.ts'],
  region: ['region-rules.ts', 'network-check.ts'],
  sessions: ['session-token.ts', 'session-cache.ts'],
  // The crash game's round feed, which the live socket relays.
  studio: ['crash/crash-feed.ts'],
  system: ['merchant-config.ts', 'merchant-config-cache.ts'],
  verification: ['verification-codes.ts'],
  // The image type check every upload shares (withdrawal proofs, banner images).
  withdrawals: ['proof-image.ts'],
  // Wallet's routes drive transfer-wallet vendors through these.
  'vendor-transfer': ['vendor-transfer-deps.ts', 'vendor-wallet-refresh.ts'],
  'vendor-wallet': ['vendor-signature.ts', 'vendor-launch.ts'],
  // The members' wallets this process keeps, which the seamless vendors' balance call answers from.
  wallet: ['wallet-cache.ts'],
};

/** Owner of every table of a schema file; TABLE_OWNERS overrides it for a table. */
const SCHEMA_OWNERS: Record<string, string> = {
  'schema.ts': 'system',
  'schema-accounts.ts': 'accounts',
  'schema-adjustments.ts': 'adjustments',
  'schema-audit.ts': 'audit',
  'schema-announcements.ts': 'announcements',
  'schema-catalogue.ts': 'catalogue',
  'schema-crash.ts': 'studio',
  'schema-deposits.ts': 'deposits',
  'schema-ledger.ts': 'ledger',
  'schema-member-games.ts': 'member-games',
  'schema-staff.ts': 'staff',
  'schema-studio.ts': 'studio',
  'schema-vendor.ts': 'vendor-wallet',
  'schema-vendor-transfer.ts': 'vendor-transfer',
  'schema-wallet.ts': 'wallet',
  'schema-withdrawals.ts': 'withdrawals',
  // Tables of several small owners: each is in TABLE_OWNERS.
  'schema-abuse-messaging.ts': '',
  'schema-money.ts': '',
};

const TABLE_OWNERS: Record<string, string> = {
  member_session: 'sessions',
  member_payment_password: 'payment-password',
  member_message: 'member-messages',
  captcha: 'captcha',
  verification_code: 'verification',
  human_check: 'captcha',
  message_outbox: 'messaging',
  // Platform tables (http/): no module may name them.
  rate_limit_window: 'http',
  sealed_body_nonce: 'http',
};

/**
 * Modules allowed to read a table they do not own. The first two are the design; the rest are
 * reads across modules still to be moved behind their owner's read functions (each listed entry
 * must still be in use, so the list only shrinks).
 */
const READERS: Record<string, string[]> = {
  // The agent tree is member.upline_member_id until it needs a structure of its own.
  // The session lookup of every request reads the member in the same statement.
  member: ['team', 'sessions', 'reports'],
  // Game names and tiles for lists and launches.
  catalogue_game: ['bet-records', 'member-games', 'studio', 'vendor-wallet', 'reports'],
  // member-games: the in-house category is the games of the in-house vendors.
  catalogue_vendor: ['bet-records', 'member-games', 'studio', 'reports'],
  // The studio and the bet records read the rounds the seamless wallet books.
  vendor_round: ['bet-records', 'studio'],
  vendor_transaction: ['bet-records', 'studio'],
  game_launch: ['studio'],
  // The seamless wallet writes the winner board when a round ends with a win.
  game_win: ['vendor-wallet'],
  merchant: ['deposits', 'studio', 'vendor-wallet', 'reports', 'staff'],
  game_vendor_integration: ['vendor-transfer', 'wallet'],
  // The back office's reports are a read model over every money table, by design: they aggregate
  // in SQL (a year of a brand's ledger) what the owners' row-at-a-time reads could not.
  ledger_transaction: ['reports'],
  ledger_posting: ['reports'],
  ledger_account: ['reports'],
  deposit_order: ['reports'],
  deposit_channel: ['reports'],
  withdraw_order: ['reports'],
  member_bank_account: ['reports'],
  adjustment_request: ['reports'],
  vendor_transfer: ['reports'],
};

const isTestCode = (file: string) => /(\.test\.ts|-test-kit\.ts|-test-support\.ts)$/.test(file);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (file: string) => relative(MODULES, file).split('/')[0] as string;

const checkedFiles = walk(MODULES).filter((f) => !isTestCode(f) && relative(MODULES, f).includes('/'));

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.[^']+)'/gm;

/** "importer: specifier" for every import of another module's private file. */
function privateImports(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolve(dirname(path), `${specifier}.ts`);
      const rel = relative(MODULES, target);
      if (rel.startsWith('..')) continue;
      const [owner = '', ...inside] = rel.split('/');
      if (owner === moduleOf(path)) continue;
      if (PUBLIC_SUFFIX.test(rel) || PUBLIC_FILES[owner]?.includes(inside.join('/'))) continue;
      found.push(`${relative(SRC, path)}: ${specifier}`);
    }
  }
  return found;
}

function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const dbDir = join(SRC, 'db');
  for (const name of readdirSync(dbDir).filter((n) => /^schema.*\.ts$/.test(n))) {
    const text = readFileSync(join(dbDir, name), 'utf8');
    for (const [, table] of text.matchAll(/^ {2}([a-z_]+): [A-Z][A-Za-z]*Table;$/gm)) {
      const owner = TABLE_OWNERS[table as string] ?? SCHEMA_OWNERS[name];
      if (!owner) throw new Error(`db/${name}: table ${table} has no owner in module-boundaries.test.ts`);
      owners.set(table as string, owner);
    }
  }
  return owners;
}

/** "file: table (owner)" for every table a module names without owning or being its reader. */
function foreignTables(files: { path: string; text: string }[], owners: Map<string, string>): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const module = moduleOf(path);
    for (const table of sqlTableNames(text)) {
      const owner = owners.get(table);
      if (!owner || owner === module || READERS[table]?.includes(module)) continue;
      found.push(`${relative(SRC, path)}: ${table} (owned by ${owner})`);
    }
  }
  return found;
}

const sources = checkedFiles.map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('server module boundaries', () => {
  it('knows an owner for every table of the schema files', () => {
    const owners = tableOwners();
    expect(owners.get('member')).toBe('accounts');
    expect(owners.get('ledger_posting')).toBe('ledger');
  });

  it("imports no other module's private file", () => {
    expect(privateImports(sources)).toEqual([]);
  });

  it('names a table in SQL only in its owner module or an allowed reader', () => {
    expect(foreignTables(sources, tableOwners())).toEqual([]);
  });

  it('lists as readers only modules that still read the table', () => {
    const used = new Set(sources.flatMap(({ path, text }) => sqlTableNames(text).map((t) => `${t}:${moduleOf(path)}`)));
    const stale = Object.entries(READERS).flatMap(([table, modules]) =>
      modules.filter((m) => !used.has(`${table}:${m}`)).map((m) => `${table}: ${m}`),
    );
    expect(stale).toEqual([]);
  });

  it('lists as public only files that exist', () => {
    const missing = Object.entries(PUBLIC_FILES).flatMap(([module, names]) =>
      names.filter((n) => !sources.some((s) => s.path === join(MODULES, module, n))).map((n) => `${module}/${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('sees a planted violation of each rule', () => {
    const planted = join(MODULES, 'wallet', 'planted.ts');
    const file = {
      path: planted,
      text: "import { insertTransaction } from '../ledger/ledger-repository';\nconst q = sql`select 1 from member_totp`;\n",
    };
    expect(privateImports([file])).toEqual(['modules/wallet/planted.ts: ../ledger/ledger-repository']);
    expect(foreignTables([file], tableOwners())).toEqual([
      'modules/wallet/planted.ts: member_totp (owned by accounts)',
    ]);
  });
});
