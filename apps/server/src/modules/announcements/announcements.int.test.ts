import type { AnnouncementsValue } from '@platform/contracts/announcements';
import { API } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { hashSessionToken } from '../sessions/session-token';
import { replaceWithTestAnnouncements, seedOtherMerchant } from './announcement-test-support';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
  // The brand's announcements are the ones this file states.
  await replaceWithTestAnnouncements(kit.db, kit.merchantId);
});

afterAll(async () => {
  await kit.close();
});

async function announcements(query: string, token?: string): Promise<AnnouncementsValue> {
  const res = await kit.call({ method: 'GET', url: `${API.announcements}?${query}`, token });
  if (res.status !== 200) throw new Error(`announcements ${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value;
}

const titles = (items: { title: string }[]) => items.map((i) => i.title);
const executions = (value: AnnouncementsValue) => [...new Set(value.popup.map((p) => p.execution))].sort();

describe('announcements: what the types select', () => {
  it('fills only the lists of the asked types', async () => {
    const banners = await announcements('types=B');
    expect(banners.banners.length).toBeGreaterThan(0);
    expect(banners).toMatchObject({ player: [], popup: [], promotion: [] });

    const notices = await announcements('types=PL');
    expect(notices.player).toHaveLength(10);
    expect(notices).toMatchObject({ banners: [], popup: [], promotion: [] });

    const popups = await announcements('types=PU');
    expect(popups.popup.length).toBeGreaterThan(0);
    expect(popups).toMatchObject({ banners: [], player: [], promotion: [] });

    const promotions = await announcements('types=PR');
    expect(promotions.promotion.map((p) => p.promotionType).sort()).toEqual(['FIRST_DEPOSIT', 'REFERRAL']);
    expect(promotions).toMatchObject({ banners: [], player: [], popup: [] });
  });

  it('asks for the home types B,PL,PU,PR by default: help notices only when H is asked', async () => {
    const home = await announcements('');
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.player).toHaveLength(10);
    expect(home.popup.length).toBeGreaterThan(0);
    expect(home.promotion).toHaveLength(2);

    const withHelp = await announcements('types=PL,H&language=en');
    expect(withHelp.player).toHaveLength(12);
    expect(titles(withHelp.player)).toContain('How to make a deposit');
    const helpOnly = await announcements('types=H&language=en');
    expect(titles(helpOnly.player)).toEqual(['How to make a deposit', 'How to withdraw your winnings']);
  });

  it('lists notices newest first, with their publication time and HTML kept as written', async () => {
    const { player } = await announcements('types=PL,H&language=en');
    const times = player.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(player[0]?.title).toBe('Scheduled maintenance on Tuesday');
    // The server stores and returns the operator's HTML; the web sanitizes it before showing it.
    const reminder = player.find((n) => n.title.startsWith('Security reminder'));
    expect(reminder?.content).toContain('<script>');
    expect(reminder?.content).toContain('onerror=');
  });

  it('answers in the asked language, Arabic by default', async () => {
    const en = await announcements('types=PL,PR,B&language=en');
    const ar = await announcements('types=PL,PR,B&language=ar');
    const fallback = await announcements('types=PL,PR,B');
    expect(en.player[0]?.title).toBe('Scheduled maintenance on Tuesday');
    expect(ar.player[0]?.title).toBe('صيانة مجدولة يوم الثلاثاء');
    expect(ar.player[0]?.content).toContain('ستكون نوفا بلاي غير متاحة');
    expect(ar.player[0]?.content).not.toContain('Nova Play will');
    expect(titles(en.promotion)).toContain('Invite friends, earn together');
    expect(titles(ar.promotion)).toContain('ادعُ أصدقاءك واربحوا معًا');
    expect(titles(en.banners)).toContain('Welcome to Nova Play');
    expect(titles(ar.banners)).toContain('مرحبًا بك في نوفا بلاي');
    expect(fallback).toEqual(ar);
    // Each language has its own drawn image.
    expect(en.banners[0]?.url).toMatch(/\?language=en$/);
    expect(ar.banners[0]?.url).toMatch(/\?language=ar$/);
  });
});

describe('announcements: banners', () => {
  it('returns every group with its link, and the URL of our own drawn image', async () => {
    const { banners } = await announcements('types=B&language=en');
    const groups = banners.map((b) => b.groupName);
    for (const group of ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget']) expect(groups).toContain(group);
    const home = banners.filter((b) => b.groupName === 'w_home');
    expect(home.map((b) => [b.linkageType, b.linkTarget])).toEqual([
      ['NONE', null],
      ['ROUTE', '/rng'],
      ['GAME', '1001'],
    ]);
    for (const banner of banners) {
      expect(banner.url).toBe(`/lgw/banners/banner-${banner.id}.svg?language=en`);
    }
  });

  it('refuses a link target that does not fit its linkage type', async () => {
    const base = {
      merchant_id: kit.merchantId,
      group_name: 'w_home' as const,
      title_ar: 'x',
      title_en: 'x',
      color: '#123456',
    };
    const bad: [string, string | null][] = [
      ['NONE', '/rng'],
      ['ROUTE', null],
      ['ROUTE', 'rng'],
      ['ROUTE', '//evil.example/'],
      ['ROUTE', '/\\evil.example'],
      ['GAME', 'abc'],
      ['GAME', '0'],
      ['PROMOTION', '1; drop'],
      ['URL', 'http://example.com'],
      ['URL', 'javascript:alert(1)'],
      ['URL', 'https://exa mple.com'],
    ];
    const before = await kit.db
      .selectFrom('banner')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    for (const [linkage_type, link_target] of bad) {
      await expect(
        kit.db
          .insertInto('banner')
          .values({ ...base, linkage_type: linkage_type as 'NONE', link_target })
          .execute(),
        `${linkage_type} ${link_target}`,
      ).rejects.toThrow(/check constraint/);
    }
    const after = await kit.db
      .selectFrom('banner')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
    // And the good ones go in.
    const good: [string, string | null][] = [
      ['URL', 'https://www.example.com/promo?x=1'],
      ['PROMOTION', '12'],
      ['ROUTE', '/'],
    ];
    const ids: number[] = [];
    for (const [linkage_type, link_target] of good) {
      const { id } = await kit.db
        .insertInto('banner')
        .values({
          ...base,
          linkage_type: linkage_type as 'NONE',
          link_target,
          starts_at: new Date(Date.now() + 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    await kit.db.deleteFrom('banner').where('id', 'in', ids).execute();
  });
});

describe('announcements: popups by execution', () => {
  it('shows visitors the B popups only; a visitor cannot ask for A or F', async () => {
    const visitor = await announcements('types=PU&language=en');
    expect(executions(visitor)).toEqual(['B']);
    expect(visitor.popup[0]).toMatchObject({
      title: 'Join Nova Play: 100% welcome bonus',
      promotionType: 'FIRST_DEPOSIT',
      execution: 'B',
    });
    expect(executions(await announcements('types=PU&execution=B'))).toEqual(['B']);
    expect((await announcements('types=PU&execution=A')).popup).toEqual([]);
    expect((await announcements('types=PU&execution=F')).popup).toEqual([]);
  });

  it("shows a member the A popups, and the F ones too during the session of the member's first login", async () => {
    const { account } = await kit.addMember({ password: 'Down12345' });
    const first = await kit.tokenOf(account, 'Down12345');
    expect(executions(await announcements('types=PU', first))).toEqual(['A', 'F']);
    // The web runs the first-login action right after login: the same session keeps its F popups.
    const marked = await kit.call({ method: 'POST', url: API.firstLogin, body: {}, token: first });
    expect(marked.status).toBe(200);
    expect(executions(await announcements('types=PU', first))).toEqual(['A', 'F']);
    // The query narrows the member's list, never widens it.
    expect(executions(await announcements('types=PU&execution=A', first))).toEqual(['A']);
    expect((await announcements('types=PU&execution=B', first)).popup).toEqual([]);

    const later = await kit.tokenOf(account, 'Down12345');
    expect(executions(await announcements('types=PU', later))).toEqual(['A']);
    expect((await announcements('types=PU&execution=F', later)).popup).toEqual([]);
  });

  it('treats an unknown, expired or operator token as a visitor instead of refusing', async () => {
    const unknown = await kit.call({
      method: 'GET',
      url: `${API.announcements}?types=PU`,
      token: 'x'.repeat(43),
    });
    expect(unknown.status).toBe(200);
    expect(executions(unknown.body.value)).toEqual(['B']);

    const { account } = await kit.addMember({ password: 'Down12345' });
    const expiring = await kit.tokenOf(account, 'Down12345');
    await kit.db
      .updateTable('member_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashSessionToken(expiring))
      .execute();
    expect(executions(await announcements('types=PU', expiring))).toEqual(['B']);

    const staff = await kit.staffToken();
    expect(executions(await announcements('types=PU', staff))).toEqual(['B']);
  });
});

describe('announcements: time window and merchant', () => {
  it('returns only items whose window is open now', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const item = (title: string, starts: number, ends: number | null) => ({
      merchant_id: kit.merchantId,
      type: 'PL' as const,
      title_ar: title,
      title_en: title,
      content_ar: '<p>x</p>',
      content_en: '<p>x</p>',
      starts_at: new Date(now + starts),
      ends_at: ends === null ? null : new Date(now + ends),
    });
    const rows = await kit.db
      .insertInto('announcement')
      .values([
        item('FUTURE NOTICE', day, null),
        item('ENDED NOTICE', -2 * day, -day),
        item('OPEN UNTIL TOMORROW', -day, day),
      ])
      .returning('id')
      .execute();
    const banner = (title: string, starts: number, ends: number | null) => ({
      merchant_id: kit.merchantId,
      group_name: 'w_home' as const,
      title_ar: title,
      title_en: title,
      color: '#123456',
      linkage_type: 'NONE' as const,
      link_target: null,
      starts_at: new Date(now + starts),
      ends_at: ends === null ? null : new Date(now + ends),
    });
    const banners = await kit.db
      .insertInto('banner')
      .values([banner('FUTURE BANNER', day, null), banner('ENDED BANNER', -2 * day, -day)])
      .returning('id')
      .execute();
    try {
      const value = await announcements('types=B,PL&language=en');
      const shown = [...titles(value.player), ...titles(value.banners)];
      expect(shown).toContain('OPEN UNTIL TOMORROW');
      for (const hidden of ['FUTURE NOTICE', 'ENDED NOTICE', 'FUTURE BANNER', 'ENDED BANNER']) {
        expect(shown).not.toContain(hidden);
      }
    } finally {
      await kit.db
        .deleteFrom('announcement')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      await kit.db
        .deleteFrom('banner')
        .where(
          'id',
          'in',
          banners.map((b) => b.id),
        )
        .execute();
    }
  });

  it("never returns another merchant's items", async () => {
    await seedOtherMerchant(kit.db);
    const { account } = await kit.addMember({ password: 'Agent1234' });
    const member = await kit.tokenOf(account, 'Agent1234');
    for (const value of [
      await announcements('types=B,PL,PU,PR,H&language=en'),
      await announcements('types=B,PL,PU,PR,H&language=en', member),
    ]) {
      const all = [...value.banners, ...value.player, ...value.popup, ...value.promotion];
      expect(all.length).toBeGreaterThan(0);
      expect(titles(all)).not.toContain('OTHER BRAND');
    }
  });
});

describe('announcements: bad input', () => {
  it('refuses unknown types, platforms, executions and languages with VALIDATION_FAILED', async () => {
    for (const query of [
      'types=X',
      'types=B,,PL',
      'types=',
      'types=b',
      'types=B,PL,',
      'platform=M',
      'execution=Z',
      'language=fr',
    ]) {
      const res = await kit.call({ method: 'GET', url: `${API.announcements}?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});
