import { pageValue } from '@platform/contracts/money-amount';
import type { AuditEntry, AuditVerifyResult } from '@platform/contracts/staff';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { Db } from '../../db/database';
import { entryHash, firstBrokenLink, GENESIS_HASH, type StoredEntry } from './audit-chain';
import { type AuditFilter, entriesAfter, findEntries, insertEntry, lastHash } from './audit-repository';

/** Who made a change: the staff member signed in, with the role and address they acted with. */
export type AuditActor = { staffId: number; account: string; role: string; ip: string | null };

/** A change: what it was (`deposit.confirm`), what it was done to (`deposit:42`), before and after. */
export type AuditChange = {
  merchantId: number | null;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends an entry to the trail inside the caller's transaction, so the entry exists exactly when
 * the change does. Entries are chained one after another under one lock: the next entry can only
 * be written once this transaction commits or rolls back, which is cheap for staff actions.
 */
export async function recordAudit(trx: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  await lockUntilCommit(trx, 'auditChain', 0);
  const prevHash = (await lastHash(trx)) ?? GENESIS_HASH;
  const fields = {
    at: new Date().toISOString(),
    staffId: actor.staffId,
    staffAccount: actor.account,
    role: actor.role,
    merchantId: change.merchantId,
    action: change.action,
    target: change.target,
    // Read back from jsonb, an absent value is null: hash it as it will be read.
    before: change.before ?? null,
    after: change.after ?? null,
    ip: actor.ip,
  };
  await insertEntry(trx, { ...fields, prevHash, hash: entryHash(prevHash, fields) });
}

const VERIFY_BATCH = 2_000;

/** Re-walks the whole chain from its first entry and names the first link that does not hold. */
export async function verifyAuditChain(db: Db): Promise<AuditVerifyResult> {
  let afterId = '0';
  let previous = GENESIS_HASH;
  let entries = 0;
  for (;;) {
    const batch = await entriesAfter(db, afterId, VERIFY_BATCH);
    if (batch.length === 0) return { entries, intact: true, firstBrokenId: null, brokenBy: null, reason: null };
    const broken = firstBrokenLink(batch, previous);
    if (broken) {
      const { id, brokenBy, reason } = broken;
      return { entries: entries + batch.length, intact: false, firstBrokenId: id, brokenBy, reason };
    }
    const last = batch[batch.length - 1] as StoredEntry;
    entries += batch.length;
    afterId = last.id;
    previous = last.hash;
  }
}

export async function auditPage(
  db: Db,
  filter: AuditFilter,
  page: { pageNo: number; pageSize: number },
): Promise<ReturnType<typeof pageValue<AuditEntry>>> {
  const { rows, total } = await findEntries(db, filter, page);
  const list = rows.map(({ prevHash: _prev, staffId: _staff, ...entry }) => entry);
  return pageValue(list, total, page);
}
