import { createHash } from 'node:crypto';
import type { BannerItem } from '@platform/contracts/content-admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type BannerImageType, clearBannerImage, storeBannerImage } from '../announcements/banner-image-service';
import type { AuditActor } from '../audit/audit-service';
import { sniffImageType } from '../withdrawals/proof-image';
import { BANNERS } from './content-kinds';
import { auditedChange, existingRow } from './content-service';

type Change = { db: Db; merchantId: number; actor: AuditActor };

/** PNG and JPEG as proof images are told apart; WebP by its RIFF container naming WEBP. */
function bannerImageType(bytes: Buffer): BannerImageType | null {
  const known = sniffImageType(bytes);
  if (known) return known;
  const riff = bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF';
  return riff && bytes.toString('latin1', 8, 12) === 'WEBP' ? 'image/webp' : null;
}

const notAnImage = () => new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body', rule: 'image' }] });

/**
 * An image staff uploaded replaces the banner's drawn art in the lobby, in both languages. What
 * the file is comes from its bytes, whatever type the request declared. Its version (a hash of the
 * bytes) goes into the lobby's image URL, so the new image shows at once everywhere.
 */
export function setBannerImage(change: Change, id: number, body: unknown): Promise<BannerItem> {
  if (!Buffer.isBuffer(body)) throw notAnImage();
  const contentType = bannerImageType(body);
  if (!contentType) throw notAnImage();
  const version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const saved = auditedChange({ ...change, spec: BANNERS }, 'image', async (trx) => {
    const before = await existingRow(trx, BANNERS, change.merchantId, id);
    await storeBannerImage(trx, change.merchantId, id, { contentType, bytes: body, version });
    return { id, before, after: await existingRow(trx, BANNERS, change.merchantId, id) };
  });
  return saved as Promise<BannerItem>;
}

/** Back to the drawn art. */
export function removeBannerImage(change: Change, id: number): Promise<BannerItem> {
  const saved = auditedChange({ ...change, spec: BANNERS }, 'image-remove', async (trx) => {
    const before = await existingRow(trx, BANNERS, change.merchantId, id);
    await clearBannerImage(trx, change.merchantId, id);
    return { id, before, after: await existingRow(trx, BANNERS, change.merchantId, id) };
  });
  return saved as Promise<BannerItem>;
}
