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

type Text = { en: string; ar: string };
const text = (en: string, ar = en): Text => ({ en, ar });
const DAY_MS = 86_400_000;

/** A notice, popup or promotion of the announcements fixture, published `daysAgo` (newest first). */
type TestAnnouncement = {
  type: 'PL' | 'H' | 'PU' | 'PR';
  title: Text;
  content?: Text;
  daysAgo: number;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string;
};

const PLAYER_NOTICES: TestAnnouncement[] = [
  {
    type: 'PL',
    daysAgo: 1,
    title: text('Scheduled maintenance on Tuesday', 'صيانة مجدولة يوم الثلاثاء'),
    content: text(
      '<p>Nova Play will be briefly unavailable on Tuesday.</p>',
      '<p>ستكون نوفا بلاي غير متاحة لفترة قصيرة يوم الثلاثاء.</p>',
    ),
  },
  {
    type: 'PL',
    daysAgo: 2,
    title: text('Security reminder: we never ask for your password'),
    // Stored as the operator wrote it: the web, not the server, removes the script and the handler.
    content: text('<p>Never paste code, such as <img src="x" onerror="alert(1)"> this.</p><script>alert(1)</script>'),
  },
  // Ten in all, so that the notice popup (8 per page) has two pages.
  ...[3, 4, 5, 6, 7, 8, 9, 10].map(
    (daysAgo): TestAnnouncement => ({ type: 'PL', daysAgo, title: text(`Player notice ${daysAgo}`) }),
  ),
];

const ANNOUNCEMENTS: TestAnnouncement[] = [
  ...PLAYER_NOTICES,
  { type: 'H', daysAgo: 20, title: text('How to make a deposit') },
  { type: 'H', daysAgo: 21, title: text('How to withdraw your winnings') },
  {
    type: 'PU',
    daysAgo: 1,
    execution: 'B',
    promotionType: 'FIRST_DEPOSIT',
    title: text('Join Nova Play: 100% welcome bonus'),
  },
  { type: 'PU', daysAgo: 1, execution: 'A', title: text('For members: weekly cashback') },
  { type: 'PU', daysAgo: 1, execution: 'F', title: text('Welcome, new member') },
  { type: 'PR', daysAgo: 5, promotionType: 'FIRST_DEPOSIT', title: text('100% first deposit bonus') },
  {
    type: 'PR',
    daysAgo: 6,
    promotionType: 'REFERRAL',
    title: text('Invite friends, earn together', 'ادعُ أصدقاءك واربحوا معًا'),
  },
];

type TestBanner = {
  group: 'w_home' | 'w_leftmenu' | 'w_login' | 'w_register' | 'w_forget';
  title: Text;
  link?: ['ROUTE' | 'GAME', string];
};

const BANNERS: TestBanner[] = [
  { group: 'w_home', title: text('Welcome to Nova Play', 'مرحبًا بك في نوفا بلاي') },
  { group: 'w_home', title: text('New slots every week'), link: ['ROUTE', '/rng'] },
  { group: 'w_home', title: text('Fortune Dragon: spin now'), link: ['GAME', '1001'] },
  { group: 'w_leftmenu', title: text('Invite friends, earn rewards'), link: ['ROUTE', '/promotions'] },
  { group: 'w_login', title: text('Welcome back') },
  { group: 'w_register', title: text('Join Nova Play today') },
  { group: 'w_forget', title: text("We'll help you back in") },
];

/**
 * Gives a brand exactly the announcements and banners the announcement tests count on, in place of
 * any it had: ten player notices, two help notices, a popup per execution, two promotions and a
 * banner in every group, each live since a day or more.
 */
export async function replaceWithTestAnnouncements(db: Db, merchantId: number): Promise<void> {
  const merchant_id = merchantId;
  const now = Date.now();
  await db.deleteFrom('announcement').where('merchant_id', '=', merchant_id).execute();
  await db.deleteFrom('banner').where('merchant_id', '=', merchant_id).execute();
  await db
    .insertInto('announcement')
    .values(
      ANNOUNCEMENTS.map((a, sort) => {
        const content = a.content ?? text(`<p>${a.title.en}</p>`, `<p>${a.title.ar}</p>`);
        return {
          merchant_id,
          type: a.type,
          title_ar: a.title.ar,
          title_en: a.title.en,
          content_ar: content.ar,
          content_en: content.en,
          promotion_type: a.promotionType ?? null,
          execution: a.execution ?? null,
          sort,
          starts_at: new Date(now - a.daysAgo * DAY_MS),
        };
      }),
    )
    .execute();
  await db
    .insertInto('banner')
    .values(
      BANNERS.map((b, sort) => ({
        merchant_id,
        group_name: b.group,
        title_ar: b.title.ar,
        title_en: b.title.en,
        color: '#224466',
        linkage_type: b.link?.[0] ?? ('NONE' as const),
        link_target: b.link?.[1] ?? null,
        sort,
        starts_at: new Date(now - DAY_MS),
      })),
    )
    .execute();
}
