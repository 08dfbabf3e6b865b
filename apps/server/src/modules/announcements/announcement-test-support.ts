import type { Db } from '../../db/database';

/** Tests only: a second brand on the same database, with one live item of every kind. */
export async function seedOtherMerchant(db: Db): Promise<{ bannerId: number }> {
  const { id: merchant_id } = await db
    .insertInto('merchant')
    .values({
      code: 'OTHER',
      name: 'Other Brand',
      currency: 'USD',
      currency_symbol: '$',
      default_language: 'EN',
      languages: ['EN'],
      main_domain: 'other.test',
      gtag_id: null,
      image_cdns: ['/'],
      launch_game_cdns: ['/'],
      rsa_public_key: 'unused',
      rsa_private_key: 'unused',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
