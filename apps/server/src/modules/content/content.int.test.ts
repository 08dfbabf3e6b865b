import { request as httpRequest } from 'node:http';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import type { StaffRole } from '@platform/contracts/staff';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { createTestBrand, type TestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createStaffAccount, issueStaffSession } from '../staff/staff-service';

/**
 * Content staff change what the lobby shows, and every server process shows the change within
 * moments: two real processes on one database (as behind a load balancer), a change made through
 * one, the lobby asked through the other. Brand A is served on 127.0.0.1, brand B on its own host.
 */
const BRAND_B_HOST = 'brand-b.test';
const BRAND_C_HOST = 'brand-c.test';

let database: TestDatabase;
let brandA: TestBrand;
let brandB: TestBrand;
let one: ServerProcess;
let two: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  brandA = await createTestBrand(database.db, { code: 'CONTENTA', domains: ['127.0.0.1', 'localhost'] });
  brandB = await createTestBrand(database.db, { code: 'CONTENTB', domains: [BRAND_B_HOST] });
  [one, two] = await Promise.all([startServerProcess(database.url), startServerProcess(database.url)]);
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.drop();
});

type Answer = { status: number; body: { code: string; value: unknown }; headers?: Record<string, unknown> };

/** A call as a browser on the brand's host makes it (node:http, which lets the test name the host). */
function call(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; host?: string; image?: { type: string; bytes: Buffer } } = {},
): Promise<Answer> {
  const url = new URL(path, server.origin);
  const payload = opts.image?.bytes ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const headers: Record<string, string> = { host: opts.host ?? url.host };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (payload) headers['content-type'] = opts.image?.type ?? 'application/json';
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const json = String(res.headers['content-type']).startsWith('application/json');
        resolve({
          status: res.statusCode ?? 0,
          body: json ? JSON.parse(bytes.toString('utf8')) : bytes,
          headers: res.headers,
        });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

let staffCount = 0;
async function staffToken(brand: TestBrand, role: StaffRole = 'content'): Promise<string> {
  staffCount += 1;
  const account = `content_${brand.code.toLowerCase()}_${staffCount}`;
  const id = await createStaffAccount(database.db, {
    merchantId: brand.id,
    account,
    displayName: account,
    role,
    password: 'Staff-password-1',
  });
  return issueStaffSession(database.db, id, '127.0.0.1');
}

const items = (kind: string) => apiPath(ADMIN_API.contentItems, { kind });
const item = (kind: string, id: number | string) => apiPath(ADMIN_API.contentItem, { kind, id: String(id) });
const HOUR = 3_600_000;
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const announcement = (overrides: Record<string, unknown> = {}) => ({
  type: 'PL',
  execution: null,
  promotionType: null,
  titleAr: 'إعلان جديد',
  titleEn: 'New notice',
  contentAr: '<p>مرحبا</p>',
  contentEn: '<p>Hello</p>',
  enabled: true,
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: null,
  ...overrides,
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Banners "Banner 1" to "Banner <count>" of one brand's home page, in that order, written in one
 * statement: by turns switched off, scheduled, live and ended (n mod 4 = 1, 2, 0, 3).
 */
async function manyBanners(merchantId: number, count: number): Promise<void> {
  await sql`
    insert into banner (merchant_id, group_name, title_ar, title_en, color, linkage_type, sort, enabled, starts_at, ends_at)
    select ${merchantId}, 'w_home', 'لافتة ' || n, 'Banner ' || n, '#123456', 'NONE', n, n % 4 <> 1,
      case n % 4 when 2 then now() + interval '1 day' else now() - interval '2 days' end,
      case n % 4 when 3 then now() - interval '1 day' end
    from generate_series(1, ${count}) as n
  `.execute(database.db);
}

type Notice = { id: number; title: string; content: string };
async function lobbyNotices(server: ServerProcess, host?: string): Promise<Notice[]> {
  const res = await call(server, 'GET', `${API.announcements}?types=PL&language=en`, host ? { host } : {});
  return (res.body.value as { player: Notice[] }).player;
}
async function helpTitles(server: ServerProcess, lang = 'EN'): Promise<string[]> {
  const res = await call(server, 'GET', `${API.helpCenter}?lang=${lang}&device=WEB`);
  return (res.body.value as { title: string }[]).map((h) => h.title);
}

describe('content staff', () => {
  it('post a notice through one process that the lobby on the other shows at once', async () => {
    const token = await staffToken(brandA);
    const created = await call(one, 'POST', items('announcements'), {
      token,
      body: announcement({ titleEn: 'Weekend tournament' }),
    });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ titleEn: 'Weekend tournament', state: 'LIVE' });
    expect((await lobbyNotices(two)).map((n) => n.title)).toContain('Weekend tournament');

    // Switched off, it is gone from the lobby; the console still lists it, as DISABLED.
    const { id } = created.body.value as { id: number };
    await call(one, 'POST', apiPath(ADMIN_API.contentItemEnabled, { kind: 'announcements', id: String(id) }), {
      token,
      body: { enabled: false },
    });
    expect((await lobbyNotices(two)).map((n) => n.title)).not.toContain('Weekend tournament');
    const listed = await call(two, 'GET', `${items('announcements')}?state=DISABLED`, { token });
    expect(listed.body.value).toEqual({
      list: [expect.objectContaining({ id, state: 'DISABLED' })],
      pageNo: 1,
      totalPages: 1,
      totalCount: 1,
    });
  });

  it('add a help article the other process had cached the help centre without, and it appears there', async () => {
    const token = await staffToken(brandA);
    // The other process answers (and keeps) the help centre as it is now.
    expect(await helpTitles(two)).not.toContain('How to deposit');
    const created = await call(one, 'POST', items('help'), {
      token,
      body: {
        language: 'EN',
        term: 'deposit',
        title: 'How to deposit',
        content: '<p>Open the wallet.</p>',
        enabled: true,
      },
    });
    expect(created.status).toBe(200);
    await eventually(
      () => helpTitles(two),
      (titles) => titles.includes('How to deposit'),
    );

    // An edit reaches it the same way.
    const { id } = created.body.value as { id: number };
    await call(one, 'PUT', item('help', id), {
      token,
      body: { language: 'EN', term: 'deposit', title: 'Depositing', content: '<p>Open the wallet.</p>', enabled: true },
    });
    await eventually(
      () => helpTitles(two),
      (titles) => titles.includes('Depositing') && !titles.includes('How to deposit'),
    );
  });

  it('list each kind a page at a time, in the lobby order, with the count of the whole filtered list', async () => {
    const token = await staffToken(brandA);
    for (const title of ['Paged one', 'Paged two', 'Paged three']) {
      await call(one, 'POST', items('announcements'), { token, body: announcement({ titleEn: title }) });
    }
    const all = (await call(one, 'GET', `${items('announcements')}?pageSize=100`, { token })).body.value as {
      list: { titleEn: string }[];
      totalCount: number;
    };
    const second = await call(one, 'GET', `${items('announcements')}?pageNo=2&pageSize=2`, { token });
    expect(second.body.value).toMatchObject({
      pageNo: 2,
      totalPages: Math.ceil(all.totalCount / 2),
      totalCount: all.totalCount,
      list: all.list.slice(2, 4).map((a) => expect.objectContaining({ titleEn: a.titleEn })),
    });
    const mirrors = await call(one, 'GET', `${items('mirrors')}?pageSize=1`, { token });
    expect(mirrors.body.value).toMatchObject({ pageNo: 1, list: expect.any(Array), totalCount: expect.any(Number) });
    expect((await call(one, 'GET', `${items('announcements')}?pageSize=101`, { token })).status).toBe(400);
  });

  it('page a kind of more items than any page, filtered by state at the database clock, none left out', async () => {
    const brand = await createTestBrand(database.db, { code: 'CONTENTC', domains: [BRAND_C_HOST] });
    const token = await staffToken(brand);
    await manyBanners(brand.id, 1_200);
    type Listed = { list: { titleEn: string; state: string; sort: number }[]; totalPages: number; totalCount: number };
    const list = async (query: string) =>
      (await call(one, 'GET', `${items('banners')}?${query}`, { token, host: BRAND_C_HOST })).body.value as Listed;

    const all = await list('pageSize=100&pageNo=12');
    expect(all).toMatchObject({ totalCount: 1_200, totalPages: 12 });
    expect(all.list.map((b) => b.titleEn)).toEqual(range(1_101, 1_200).map((n) => `Banner ${n}`));

    // A quarter of them in each state; the last page of the ended ones holds the last ended items.
    for (const state of ['DISABLED', 'SCHEDULED', 'LIVE', 'ENDED']) {
      const last = await list(`state=${state}&pageSize=100&pageNo=3`);
      expect(last).toMatchObject({ totalCount: 300, totalPages: 3 });
      expect(last.list).toHaveLength(100);
      expect(last.list.every((b) => b.state === state)).toBe(true);
    }
    const ended = await list('state=ENDED&pageSize=100&pageNo=3');
    expect(ended.list.map((b) => b.titleEn)).toEqual(range(201, 300).map((k) => `Banner ${4 * k - 1}`));
    expect((await list('state=ENDED&pageSize=100&pageNo=4')).list).toEqual([]);
  });

  it('add a mirror domain that the other process then serves as the brand and lists', async () => {
    const token = await staffToken(brandA);
    const before = await call(two, 'GET', API.domainRoute);
    expect(before.body.value).not.toContainEqual({ domain: 'mirror-a.test', kind: 'MIRROR' });
    const added = await call(one, 'POST', items('mirrors'), { token, body: { domain: 'Mirror-A.test' } });
    expect(added.body.value).toMatchObject({ domain: 'mirror-a.test' });
    await eventually(
      () => call(two, 'GET', API.domainRoute, { host: 'mirror-a.test' }),
      (res) => JSON.stringify(res.body.value).includes('mirror-a.test'),
    );

    // A domain that already serves a brand (any brand) is refused on its field.
    const taken = await call(one, 'POST', items('mirrors'), { token, body: { domain: BRAND_B_HOST } });
    expect(taken.status).toBe(400);
    expect(taken.body.value).toEqual({ errors: [{ field: 'body.domain', rule: 'taken' }] });
  });

  it('never store a script: HTML is cleaned before it is kept, and the lobby gets the clean copy', async () => {
    const token = await staffToken(brandA);
    const hostile = '<p onclick="steal()">Bonus<script>alert(1)</script><img src="x" onerror="alert(2)"></p>';
    const created = await call(one, 'POST', items('announcements'), {
      token,
      body: announcement({ titleEn: 'Clean me', contentEn: hostile, contentAr: `<a href="javascript:alert(3)">x</a>` }),
    });
    const { id } = created.body.value as { id: number };
    const row = await database.db
      .selectFrom('announcement')
      .select(['content_en', 'content_ar'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const stored of [row.content_en, row.content_ar]) {
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    }
    expect(row.content_en).toBe('<p>Bonus<img src="x"></p>');
    const notice = (await lobbyNotices(two)).find((n) => n.id === id);
    expect(notice?.content).toBe('<p>Bonus<img src="x"></p>');

    const help = await call(one, 'POST', items('help'), {
      token,
      body: { language: 'EN', term: 'safe', title: 'Safe', content: hostile, enabled: true },
    });
    expect((help.body.value as { content: string }).content).toBe('<p>Bonus<img src="x"></p>');
  });

  it('keep brand B’s content out of brand A’s lobby, and brand A’s rows out of brand B’s reach', async () => {
    const tokenA = await staffToken(brandA);
    const tokenB = await staffToken(brandB);
    const posted = await call(one, 'POST', items('announcements'), {
      token: tokenB,
      host: BRAND_B_HOST,
      body: announcement({ titleEn: 'Only on brand B' }),
    });
    expect(posted.status).toBe(200);
    expect((await lobbyNotices(two, BRAND_B_HOST)).map((n) => n.title)).toContain('Only on brand B');
    expect((await lobbyNotices(two)).map((n) => n.title)).not.toContain('Only on brand B');

    // Brand A's item is no item of brand B's, whoever asks on B's host.
    const ofA = await call(one, 'POST', items('announcements'), { token: tokenA, body: announcement() });
    const idOfA = (ofA.body.value as { id: number }).id;
    const edit = await call(two, 'PUT', item('announcements', idOfA), {
      token: tokenB,
      host: BRAND_B_HOST,
      body: announcement({ titleEn: 'Hijacked' }),
    });
    expect(edit.body.code).toBe('NOT_FOUND');
    const removal = await call(two, 'DELETE', item('announcements', idOfA), { token: tokenB, host: BRAND_B_HOST });
    expect(removal.body.code).toBe('NOT_FOUND');
    // And brand B's staff on brand A's host are refused outright.
    const across = await call(two, 'GET', items('announcements'), { token: tokenB });
    expect(across.body.code).toBe('FORBIDDEN');
    const listedOnB = await call(two, 'GET', items('announcements'), { token: tokenB, host: BRAND_B_HOST });
    expect((listedOnB.body.value as { list: { titleEn: string }[] }).list.map((a) => a.titleEn)).toEqual([
      'Only on brand B',
    ]);
  });

  it('name the field a refused item is wrong in', async () => {
    const token = await staffToken(brandA);
    const popupWithoutAudience = await call(one, 'POST', items('announcements'), {
      token,
      body: announcement({ type: 'PU', execution: null, titleEn: '' }),
    });
    expect(popupWithoutAudience.status).toBe(400);
    const fields = (popupWithoutAudience.body.value as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toContain('body.titleEn');

    const banner = await call(one, 'POST', items('banners'), {
      token,
      body: {
        groupName: 'w_home',
        titleAr: 'عرض',
        titleEn: 'Offer',
        color: '#123abc',
        colorEnd: null,
        linkageType: 'URL',
        linkTarget: 'javascript:alert(1)',
        enabled: true,
        startsAt: new Date().toISOString(),
        endsAt: null,
      },
    });
    expect(banner.status).toBe(400);
    expect((banner.body.value as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(
      'body.linkTarget',
    );

    await call(one, 'POST', items('help'), {
      token,
      body: { language: 'AR', term: 'twice', title: 'مرة', content: '', enabled: true },
    });
    const twice = await call(one, 'POST', items('help'), {
      token,
      body: { language: 'AR', term: 'twice', title: 'مرتين', content: '', enabled: true },
    });
    expect(twice.body.value).toEqual({ errors: [{ field: 'body.term', rule: 'taken' }] });
  });

  it('reorder banners within their group, the lobby following the new order', async () => {
    const token = await staffToken(brandA);
    const banner = (titleEn: string) => ({
      groupName: 'w_login',
      titleAr: titleEn,
      titleEn,
      color: '#336699',
      colorEnd: null,
      linkageType: 'ROUTE',
      linkTarget: '/promotions',
      enabled: true,
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: null,
    });
    const first = await call(one, 'POST', items('banners'), { token, body: banner('First') });
    await call(one, 'POST', items('banners'), { token, body: banner('Second') });
    const { id } = first.body.value as { id: number };
    const moved = await call(one, 'POST', apiPath(ADMIN_API.contentItemMove, { kind: 'banners', id: String(id) }), {
      token,
      body: { direction: 'down' },
    });
    expect(moved.status).toBe(200);
    const lobby = await call(two, 'GET', `${API.announcements}?types=B&language=en`);
    const loginBanners = (lobby.body.value as { banners: { groupName: string; title: string }[] }).banners
      .filter((b) => b.groupName === 'w_login')
      .map((b) => b.title);
    expect(loginBanners).toEqual(['Second', 'First']);
  });

  it('replace a banner’s drawn art by an uploaded image, which the other process serves under a new address', async () => {
    const token = await staffToken(brandA);
    const created = await call(one, 'POST', items('banners'), {
      token,
      body: {
        groupName: 'w_register',
        titleAr: 'صورة',
        titleEn: 'Photo banner',
        color: '#336699',
        colorEnd: null,
        linkageType: 'NONE',
        linkTarget: null,
        enabled: true,
        startsAt: new Date(Date.now() - HOUR).toISOString(),
        endsAt: null,
      },
    });
    const { id } = created.body.value as { id: number };
    const image = apiPath(ADMIN_API.contentBannerImage, { id: String(id) });
    const lobbyUrl = async () => {
      const res = await call(two, 'GET', `${API.announcements}?types=B&language=en`);
      return (res.body.value as { banners: { id: number; url: string }[] }).banners.find((b) => b.id === id)?.url;
    };
    const drawnUrl = await lobbyUrl();

    // A text file called an image is refused for what its bytes are.
    const fake = await call(one, 'PUT', image, {
      token,
      image: { type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') },
    });
    expect(fake.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body', rule: 'image' }] },
    });
    // Brand B's staff cannot touch brand A's banner.
    const across = await call(one, 'PUT', image, {
      token: await staffToken(brandB),
      host: BRAND_B_HOST,
      image: { type: 'image/png', bytes: PNG },
    });
    expect(across.body.code).toBe('NOT_FOUND');

    const uploaded = await call(one, 'PUT', image, { token, image: { type: 'image/png', bytes: PNG } });
    expect(uploaded.body.value).toMatchObject({ id, uploadedImage: true });
    const photoUrl = await lobbyUrl();
    expect(photoUrl).not.toBe(drawnUrl);
    const served = await call(two, 'GET', photoUrl as string);
    expect(served.headers?.['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as unknown as Buffer, PNG)).toBe(0);

    const removed = await call(one, 'DELETE', image, { token });
    expect(removed.body.value).toMatchObject({ uploadedImage: false });
    expect(await lobbyUrl()).toBe(drawnUrl);
  });

  it('write each change to the audit trail with what it was before and after', async () => {
    const token = await staffToken(brandA);
    const created = await call(one, 'POST', items('customer-service'), {
      token,
      body: { csType: 'TELEGRAM', url: 'https://t.me/brand_a', enabled: true },
    });
    const { id } = created.body.value as { id: number };
    await call(one, 'PUT', item('customer-service', id), {
      token,
      body: { csType: 'TELEGRAM', url: 'https://t.me/brand_a_help', enabled: true },
    });
    await call(one, 'DELETE', item('customer-service', id), { token });
    const entries = await database.db
      .selectFrom('audit_entry')
      .select(['action', 'merchant_id', 'before', 'after', 'role'])
      .where('target', '=', `customer-service:${id}`)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'content.customer-service.create',
      'content.customer-service.update',
      'content.customer-service.delete',
    ]);
    expect(entries.every((e) => e.merchant_id === brandA.id && e.role === 'content')).toBe(true);
    expect(entries[1]?.before).toMatchObject({ url: 'https://t.me/brand_a' });
    expect(entries[1]?.after).toMatchObject({ url: 'https://t.me/brand_a_help' });
    expect(entries[2]?.after).toBeNull();
  });
});
