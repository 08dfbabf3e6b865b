import { API } from '@platform/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { buildTestApp } from '../../test/test-app';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addHomeBanners, seedOtherMerchant } from './announcement-test-support';

let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // The brand the app serves on localhost, with the live banners the tests draw (each test its own).
  merchantId = (await createTestBrand(database.db)).id;
  await addHomeBanners(database.db, merchantId, [
    { en: 'Welcome to Nova Play', ar: 'مرحبًا بك في نوفا بلاي' },
    { en: 'New slots every week', ar: 'ألعاب سلوت جديدة كل أسبوع' },
    { en: 'Welcome back', ar: 'أهلًا بعودتك' },
    { en: 'Join Nova Play today', ar: 'انضم إلى نوفا بلاي اليوم' },
  ]);
  app = await buildTestApp(database, { CLIENT_IP_SOURCE: 'x-forwarded-for' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The URL the announcement call gives for the banner with this English title. */
async function bannerUrl(titleEn: string, language: 'ar' | 'en' = 'en'): Promise<string> {
  const res = await get(`${API.announcements}?types=B&language=${language}`);
  const banners: { url: string; id: number }[] = res.json().value.banners;
  const { id } = await database.db
    .selectFrom('banner')
    .select('id')
    .where('title_en', '=', titleEn)
    .executeTakeFirstOrThrow();
  const banner = banners.find((b) => b.id === id);
  if (!banner) throw new Error(`banner ${titleEn} not listed`);
  return banner.url;
}

describe('banner images', () => {
  it('draws the banner from the URL the announcement call gives, in its language, cacheable', async () => {
    const en = await get(await bannerUrl('Welcome to Nova Play', 'en'));
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(en.headers['cache-control']).toContain('max-age=3600');
    expect(en.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(en.headers['content-security-policy']).toBe("default-src 'none'");
    expect(en.headers['x-content-type-options']).toBe('nosniff');
    expect(en.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="400"/);
    // The headline is the web page's text, laid over the art.
    expect(en.body).not.toContain('<text');
    expect(en.body).not.toContain('Welcome');

    const ar = await get(await bannerUrl('Welcome to Nova Play', 'ar'));
    expect(ar.statusCode).toBe(200);
    expect(ar.body).not.toContain('مرحبًا');
    // Laid out for the other reading side: the art mirrored.
    expect(ar.body).toContain('matrix(-1 0 0 1 1200 0)');
    expect(ar.headers.etag).not.toBe(en.headers.etag);
  });

  it('answers 304 when the browser already has this image, and 200 again once the colours changed', async () => {
    const url = await bannerUrl('New slots every week');
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await database.db
      .updateTable('banner')
      .set({ color: '#0f766e' })
      .where('title_en', '=', 'New slots every week')
      .execute();
    const edited = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('stop-color="#0f766e"');
  });

  it('never writes the title into the image, so an operator cannot put markup or script into it', async () => {
    const url = await bannerUrl('Welcome back');
    await database.db
      .updateTable('banner')
      .set({ title_en: `<script>alert(1)</script> "x" & 'y'` })
      .where('title_en', '=', 'Welcome back')
      .execute();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('script');
    expect(res.body).not.toContain('alert');
  });

  it('answers an unknown, future or other brand banner with the envelope 404', async () => {
    const { bannerId } = await seedOtherMerchant(database.db);
    const { id: futureId } = await database.db
      .insertInto('banner')
      .values({
        merchant_id: merchantId,
        group_name: 'w_home',
        title_ar: 'SECRET LAUNCH',
        title_en: 'SECRET LAUNCH',
        color: '#123456',
        linkage_type: 'NONE',
        link_target: null,
        starts_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const key of ['banner-999999', `banner-${bannerId}`, `banner-${futureId}`, 'banner-9999999999']) {
      const res = await get(`/lgw/banners/${key}.svg`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json(), key).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('draws an ended banner still: pages loaded before the end keep their image', async () => {
    const url = await bannerUrl('Join Nova Play today');
    await database.db
      .updateTable('banner')
      .set({ starts_at: new Date(Date.now() - 2 * 86_400_000), ends_at: new Date(Date.now() - 1000) })
      .where('title_en', '=', 'Join Nova Play today')
      .execute();
    expect((await get(url)).statusCode).toBe(200);
  });

  it('refuses a malformed key or language with the envelope 400', async () => {
    for (const path of [
      '/lgw/banners/banner-0.svg',
      '/lgw/banners/banner-01.svg',
      '/lgw/banners/banner-x.svg',
      '/lgw/banners/game-1001.svg',
      '/lgw/banners/banner-12345678901.svg',
      '/lgw/banners/banner-1.svg?language=fr',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('draws the banner the home carousel opens with at the fixed home URL, kept a minute', async () => {
    // A brand of its own, whose home banners this test may reorder and end without touching the
    // banners the other tests draw.
    const host = { host: 'carousel.test' };
    const { id: carouselBrand } = await createTestBrand(database.db, { code: 'CAROUSEL', domains: [host.host] });
    await addHomeBanners(database.db, carouselBrand, [
      { en: 'Spin into the weekend', ar: 'دوران نهاية الأسبوع' },
      { en: 'Live tables all night', ar: 'طاولات مباشرة طوال الليل' },
      { en: 'Your first deposit doubled', ar: 'إيداعك الأول مضاعف' },
    ]);
    // The app hears of the new brand by a notification.
    await eventually(
      () => get(`${API.announcements}?types=B&language=en`, host),
      (res) => res.json().value?.banners?.length === 3,
    );
    /** The art of the first w_home banner of the announcement call, as the carousel shows it. */
    const carouselFirst = async (language: 'ar' | 'en') => {
      const res = await get(`${API.announcements}?types=B&language=${language}`, host);
      const banners: { groupName: string; url: string }[] = res.json().value.banners;
      const url = banners.find((b) => b.groupName === 'w_home')?.url;
      return url && (await get(url, host)).body;
    };

    const en = await get(`${API.homeBannerImage}?language=en`, host);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(en.headers['cache-control']).toContain('max-age=60');
    expect(en.headers['content-security-policy']).toBe("default-src 'none'");
    expect(en.body).toBe(await carouselFirst('en'));
    const ar = await get(`${API.homeBannerImage}?language=ar`, host);
    expect(ar.body).toBe(await carouselFirst('ar'));
    expect(ar.body).toContain('matrix(-1 0 0 1 1200 0)');
    expect((await get(API.homeBannerImage, { ...host, 'if-none-match': String(ar.headers.etag) })).statusCode).toBe(
      304,
    );

    // The operator moves another banner to the front: the fixed URL follows the carousel.
    const last = await database.db
      .selectFrom('banner')
      .select(['id', 'title_en'])
      .where('merchant_id', '=', carouselBrand)
      .where('group_name', '=', 'w_home')
      .where('ends_at', 'is', null)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await database.db.updateTable('banner').set({ sort: -1 }).where('id', '=', last.id).execute();
    const moved = await get(`${API.homeBannerImage}?language=en`, host);
    expect(moved.body).not.toBe(en.body);
    expect(moved.body).toBe(await carouselFirst('en'));
    const titles = await get(`${API.announcements}?types=B&language=en`, host);
    const listed: { groupName: string; title: string }[] = titles.json().value.banners;
    expect(listed.find((b) => b.groupName === 'w_home')?.title).toBe(last.title_en);

    // With no live home banner the loading screen has nothing to show.
    await database.db
      .updateTable('banner')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('merchant_id', '=', carouselBrand)
      .where('group_name', '=', 'w_home')
      .where('starts_at', '<', new Date(Date.now() - 1000))
      .execute();
    const none = await get(`${API.homeBannerImage}?language=en`, host);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
