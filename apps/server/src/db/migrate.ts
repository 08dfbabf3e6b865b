import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { LOCK_SPACES } from './advisory-locks';
import { CONTENT_LIST_INDEXES } from './content-list-indexes';
import * as merchantConfiguration from './migrations/0001-merchant-configuration';
import * as abuseAndMessaging from './migrations/0002-abuse-and-messaging';
import * as accounts from './migrations/0003-accounts';
import * as humanCheck from './migrations/0004-human-check';
import * as ledger from './migrations/0005-ledger';
import * as moneyShared from './migrations/0006-money-accounts-and-messages';
import * as wallet from './migrations/0007-wallet';
import * as deposits from './migrations/0008-deposits';
import * as withdrawals from './migrations/0009-withdrawals';
import * as depositPendingIndex from './migrations/0010-deposit-pending-index';
import * as catalogue from './migrations/0011-catalogue';
import * as memberGames from './migrations/0012-member-games';
import * as announcements from './migrations/0013-announcements';
import * as catalogueNewIndex from './migrations/0014-catalogue-new-index';
import * as vendorIntegration from './migrations/0015-vendor-integration';
import * as vendorTransfer from './migrations/0016-vendor-transfer';
import * as studio from './migrations/0017-studio';
import * as crash from './migrations/0018-crash';
import * as ledgerAccountShards from './migrations/0019-ledger-account-shards';
import * as vendorSessionMemberSession from './migrations/0020-vendor-session-member-session';
import * as passwordRuleNist from './migrations/0024-password-rule-nist';
import * as ledgerHotPath from './migrations/0025-ledger-hot-path';
import * as memberSessionEnded from './migrations/0026-member-session-ended';
import * as vendorIntegrationChanged from './migrations/0027-vendor-integration-changed';
import * as hotTablesWithoutMerchantLocks from './migrations/0028-hot-tables-without-merchant-locks';
import * as merchantWalletChanged from './migrations/0029-merchant-wallet-changed';
import * as vendorSessionChanged from './migrations/0030-vendor-session-changed';
import * as merchantCountry from './migrations/0031-merchant-country';
import * as catalogueArabicNames from './migrations/0032-catalogue-arabic-names';
import * as staffAndAudit from './migrations/0033-staff-and-audit';
import * as manualAdjustments from './migrations/0034-manual-adjustments';
import * as merchantTimeZone from './migrations/0035-merchant-time-zone';
import * as memberLoginHistory from './migrations/0036-member-login-history';
import * as reportRollup from './migrations/0037-report-rollup';
import * as content from './migrations/0038-content';
import * as siteConfiguration from './migrations/0039-site-configuration';
import * as backOfficeFinanceAndStaff from './migrations/0040-back-office-finance-and-staff';
import * as backOfficeSearchAndActiveDays from './migrations/0041-back-office-search-and-active-days';
import * as staffPasswordChange from './migrations/0042-staff-password-change';
import * as deviceIdMaintenanceMessageTransferNet from './migrations/0044-device-id-maintenance-message-transfer-net';

/** Listed here rather than read from disk, so the same code runs from source, tests and bundles. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-merchant-configuration': merchantConfiguration,
  '0002-abuse-and-messaging': abuseAndMessaging,
  '0003-accounts': accounts,
  '0004-human-check': humanCheck,
  '0005-ledger': ledger,
  '0006-money-accounts-and-messages': moneyShared,
  '0007-wallet': wallet,
  '0008-deposits': deposits,
  '0009-withdrawals': withdrawals,
  '0010-deposit-pending-index': depositPendingIndex,
  '0011-catalogue': catalogue,
  '0012-member-games': memberGames,
  '0013-announcements': announcements,
  '0014-catalogue-new-index': catalogueNewIndex,
  '0015-vendor-integration': vendorIntegration,
  '0016-vendor-transfer': vendorTransfer,
  '0017-studio': studio,
  '0018-crash': crash,
  '0019-ledger-account-shards': ledgerAccountShards,
  '0020-vendor-session-member-session': vendorSessionMemberSession,
  '0024-password-rule-nist': passwordRuleNist,
  '0025-ledger-hot-path': ledgerHotPath,
  '0026-member-session-ended': memberSessionEnded,
  '0027-vendor-integration-changed': vendorIntegrationChanged,
  '0028-hot-tables-without-merchant-locks': hotTablesWithoutMerchantLocks,
  '0029-merchant-wallet-changed': merchantWalletChanged,
  '0030-vendor-session-changed': vendorSessionChanged,
  '0031-merchant-country': merchantCountry,
  '0032-catalogue-arabic-names': catalogueArabicNames,
  '0033-staff-and-audit': staffAndAudit,
  '0034-manual-adjustments': manualAdjustments,
  '0035-merchant-time-zone': merchantTimeZone,
  '0036-member-login-history': memberLoginHistory,
  '0037-report-rollup': reportRollup,
  '0038-content': content,
  '0039-site-configuration': siteConfiguration,
  '0040-back-office-finance-and-staff': backOfficeFinanceAndStaff,
  '0041-back-office-search-and-active-days': backOfficeSearchAndActiveDays,
  '0042-staff-password-change': staffPasswordChange,
  '0044-device-id-maintenance-message-transfer-net': deviceIdMaintenanceMessageTransferNet,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema, as Kysely documents
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await buildOnlineIndexes(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Indexes a migration asks to be built concurrently; the list grows, never changes an entry. */
const ONLINE_INDEXES = [...backOfficeSearchAndActiveDays.ONLINE_INDEXES, ...CONTENT_LIST_INDEXES];

/**
 * Builds the indexes that are missing, or left invalid by a build that was interrupted, with
 * CREATE INDEX CONCURRENTLY: writes to the table go on meanwhile. One process builds (a session
 * lock on one connection); another starting meanwhile goes on without waiting: its queries are
 * right without the indexes, only slower until they exist. (Waiting on the lock would deadlock: a
 * concurrent build waits for every statement already running, the waiting lock call among them.)
 */
// biome-ignore lint/suspicious/noExplicitAny: as migrateToLatest
async function buildOnlineIndexes(db: Kysely<any>): Promise<void> {
  await db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${LOCK_SPACES.onlineIndexes}, 0) as locked
    `.execute(conn);
    if (!rows[0]?.locked) return;
    try {
      for (const index of ONLINE_INDEXES) {
        const { rows } = await sql<{ valid: boolean }>`
          select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname = ${index.name} and pg_table_is_visible(c.oid)
        `.execute(conn);
        if (rows[0]?.valid) continue;
        if (rows[0]) await sql`drop index concurrently ${sql.id(index.name)}`.execute(conn);
        await sql`create index concurrently ${sql.id(index.name)} ${sql.raw(index.definition)}`.execute(conn);
      }
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_SPACES.onlineIndexes}, 0)`.execute(conn);
    }
  });
}
