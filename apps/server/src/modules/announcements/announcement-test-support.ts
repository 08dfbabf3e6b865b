import type { Db } from '../../db/database';
import { addMerchantCopy } from '../../test/other-merchant';

/** Tests only: a second brand on the same database, with one live item of every kind. */
export async function seedOtherMerchant(db: Db): Promise<{ bannerId: number }> {
  const merchant_id = await addMerchantCopy(db, 'OTHER', 'other.test');
  const text = { title_ar: 'OTHER BRAND', title_en: 'OTHER BRAND', content_ar: '<p>x</p>', content_en: '<p>x</p>' };
  await db
    .insertInto('announcement')
    .values([
      { merchant_id, type: 'PL', ...text },
      { merchant_id, type: 'H', ...text },
      { merchant_id, type: 'PR', ...text, promotion_type: 'OTHER' },
      ...(['A', 'B', 'F'] as const).map((execution) => ({ merchant_id, type: 'PU' as const, execution, ...text })),
    ])
    .execute();
  const { id: bannerId } = await db
    .insertInto('banner')
    .values({
      merchant_id,
      group_name: 'w_home',
      title_ar: 'OTHER BRAND',
      title_en: 'OTHER BRAND',
      color: '#000000',
      linkage_type: 'NONE',
      link_target: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { bannerId };
}

/** Live home banners of a brand, in carousel order, each with its English and Arabic title. */
export async function addHomeBanners(db: Db, merchantId: number, titles: { en: string; ar: string }[]): Promise<void> {
  await db
    .insertInto('banner')
    .values(
      titles.map((title, sort) => ({
        merchant_id: merchantId,
        group_name: 'w_home' as const,
        title_en: title.en,
        title_ar: title.ar,
        color: '#224466',
        linkage_type: 'NONE' as const,
        link_target: null,
        sort,
        starts_at: new Date(Date.now() - 86_400_000),
      })),
    )
    .execute();
}
