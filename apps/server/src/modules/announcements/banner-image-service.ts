import type { Db } from '../../db/database';

export type BannerImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * A banner's own image, kept beside the banner; `version` (a hash of the bytes) goes into the
 * lobby's image URL so a new image shows at once everywhere. The banner must be the brand's: the
 * version is set first, by brand, and the image is stored only when that found the banner.
 */
export async function storeBannerImage(
  trx: Db,
  merchantId: number,
  bannerId: number,
  image: { contentType: BannerImageType; bytes: Buffer; version: string },
): Promise<boolean> {
  const found = await trx
    .updateTable('banner')
    .set({ image_version: image.version })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', bannerId)
    .executeTakeFirst();
  if (found.numUpdatedRows === 0n) return false;
  await trx
    .insertInto('banner_image')
    .values({ banner_id: bannerId, content_type: image.contentType, bytes: image.bytes })
    .onConflict((oc) => oc.column('banner_id').doUpdateSet({ content_type: image.contentType, bytes: image.bytes }))
    .execute();
  return true;
}

/** Back to the drawn art: the brand's banner loses its image. */
export async function clearBannerImage(trx: Db, merchantId: number, bannerId: number): Promise<boolean> {
  const found = await trx
    .updateTable('banner')
    .set({ image_version: null })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', bannerId)
    .executeTakeFirst();
  if (found.numUpdatedRows === 0n) return false;
  await trx.deleteFrom('banner_image').where('banner_id', '=', bannerId).execute();
  return true;
}
