import {
  createDecipheriv,
  createPrivateKey,
  constants as cryptoConstants,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { SEALED_BODY_MAX_AGE_MS, type SealedEnvelope, sealedEnvelopeSchema } from '@platform/contracts/account';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { sometimesPurgeExpiredRows } from '../db/expired-rows';
import { ApiError } from './envelope';
import { fieldErrorOf } from './error-handler';
import { nulBytePath, refusingNulBytes } from './nul-bytes';

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
/**
 * Private keys parsed once per merchant: parsing a PEM costs far more than the decryption. When a
 * body does not open with the cached key, the key is read again and, if it changed (a re-seeded
 * or rotated key), tried once more; a tampered body thus costs one primary-key read more.
 */
const privateKeys = new Map<number, Promise<{ pem: string; key: KeyObject }>>();

function loadPrivateKey(db: Db, merchantId: number): Promise<{ pem: string; key: KeyObject }> {
  const loaded = db
    .selectFrom('merchant')
    .select('rsa_private_key')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow()
    .then((row) => ({ pem: row.rsa_private_key, key: createPrivateKey(row.rsa_private_key) }));
  // A failed load (database down) must not be remembered.
  loaded.catch(() => privateKeys.delete(merchantId));
  privateKeys.set(merchantId, loaded);
  return loaded;
}

async function openWithMerchantKey(db: Db, merchantId: number, sealed: SealedEnvelope): Promise<unknown> {
  const cached = privateKeys.get(merchantId);
  const first = await (cached ?? loadPrivateKey(db, merchantId));
  const inner = decrypt(first.key, sealed);
  if (inner !== undefined || !cached) return inner;
  const fresh = await loadPrivateKey(db, merchantId);
  return fresh.pem === first.pem ? undefined : decrypt(fresh.key, sealed);
}

function decrypt(key: KeyObject, sealed: SealedEnvelope): unknown {
  try {
    const aesKey = privateDecrypt(
      { key, padding: cryptoConstants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed.ek, 'base64'),
    );
    const iv = Buffer.from(sealed.iv, 'base64');
    const ct = Buffer.from(sealed.ct, 'base64');
    if (aesKey.length !== AES_KEY_BYTES || iv.length !== GCM_IV_BYTES || ct.length <= GCM_TAG_BYTES) return undefined;
    // WebCrypto's AES-GCM output is the ciphertext followed by the 16-byte tag.
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(ct.subarray(ct.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([decipher.update(ct.subarray(0, ct.length - GCM_TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Opens a `{ek, iv, ct}` body (DESIGN, "Encrypted payloads") with the merchant's RSA private key,
 * refuses it when its `timestamp` is more than SEALED_BODY_MAX_AGE_MS off either way or its `nonce`
 * was seen before for this merchant, and validates the rest against `schema`. Errors:
 * SEALED_BODY_REQUIRED (not `{ek, iv, ct}`, e.g. plaintext), SEALED_BODY_INVALID (cannot be
 * decrypted, not a JSON object, no timestamp or nonce), SEALED_BODY_STALE, SEALED_BODY_REPLAYED,
 * VALIDATION_FAILED naming `body.<field>` as for plain bodies.
 */
export async function openSealedBody<T extends z.ZodType>(
  db: Db,
  merchantId: number,
  body: unknown,
  schema: T,
): Promise<z.infer<T>> {
  const sealed = sealedEnvelopeSchema.safeParse(body);
  if (!sealed.success) throw new ApiError('SEALED_BODY_REQUIRED');
  const inner = await openWithMerchantKey(db, merchantId, sealed.data);
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) throw new ApiError('SEALED_BODY_INVALID');

  const { timestamp, nonce, ...rest } = inner as Record<string, unknown>;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) throw new ApiError('SEALED_BODY_INVALID');
  if (typeof nonce !== 'string' || nonce.length < 16 || nonce.length > 64 || nulBytePath(nonce)) {
    throw new ApiError('SEALED_BODY_INVALID');
  }
  if (Math.abs(Date.now() - timestamp) > SEALED_BODY_MAX_AGE_MS) throw new ApiError('SEALED_BODY_STALE');

  // Validated before the nonce is recorded: a refused body changes nothing.
  const parsed = refusingNulBytes(schema).safeParse(rest);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const { code, path, message: _message, ...params } = issue;
      return fieldErrorOf('body', rest, path.map(String), { keyword: code, params });
    });
    throw new ApiError('VALIDATION_FAILED', { errors });
  }

  await recordNonce(db, merchantId, nonce, timestamp);
  return parsed.data;
}

/**
 * One statement tells a replay: the insert does nothing when the nonce is already there. A nonce
 * is kept until its body would be stale anyway, plus the same again as a margin against clock
 * differences between this process and the database.
 */
async function recordNonce(db: Db, merchantId: number, nonce: string, timestamp: number): Promise<void> {
  const keepUntilMs = timestamp + 2 * SEALED_BODY_MAX_AGE_MS;
  const inserted = await db
    .insertInto('sealed_body_nonce')
    .values({ merchant_id: merchantId, nonce, expires_at: new Date(keepUntilMs) })
    .onConflict((oc) => oc.columns(['merchant_id', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  await sometimesPurgeExpiredRows(db, 'sealed_body_nonce');
  if (!inserted) throw new ApiError('SEALED_BODY_REPLAYED');
}
