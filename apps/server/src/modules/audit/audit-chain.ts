import { createHash } from 'node:crypto';
import type { AuditChainBreak } from '@platform/contracts/staff';
import { stringify } from 'safe-stable-stringify';

/** The link the first entry points back to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every recorded field, in a canonical form, and the link before it. */
export type ChainedFields = {
  at: string;
  staffId: number | null;
  staffAccount: string;
  role: string;
  merchantId: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string | null;
};

/**
 * sha256 over the previous hash and the entry's fields as canonical JSON (keys sorted at every
 * depth), so the same entry read back from jsonb, whose key order is its own, hashes the same.
 */
export function entryHash(prevHash: string, fields: ChainedFields): string {
  return createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(stringify({ ...fields, before: fields.before ?? null, after: fields.after ?? null }) ?? '')
    .digest('hex');
}

export type StoredEntry = ChainedFields & { id: string; prevHash: string; hash: string };

/** Walks entries in id order; the first whose link or hash does not hold, and why. */
export function firstBrokenLink(
  entries: Iterable<StoredEntry>,
  previous: string = GENESIS_HASH,
): { id: string; brokenBy: AuditChainBreak; reason: string } | null {
  let prev = previous;
  for (const entry of entries) {
    if (entry.prevHash !== prev)
      return { id: entry.id, brokenBy: 'LINK', reason: 'its link to the entry before does not match' };
    const { id: _id, prevHash: _prev, hash, ...fields } = entry;
    if (entryHash(prev, fields) !== hash)
      return { id: entry.id, brokenBy: 'CONTENT', reason: 'its content does not match its hash' };
    prev = hash;
  }
  return null;
}
