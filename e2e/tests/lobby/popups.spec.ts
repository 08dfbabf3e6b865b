import type { Page } from '@playwright/test';
import { expect, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { LANGS, LOBBY_TEXT, type LobbyLang, openIn } from './lobby-fixtures';

/**
 * Spec 2.8, 4.7: the announcement popup on load, filtered by who is looking and
 * suppressed for the session once closed, the notice popup and its pages, and the sanitizing of
 * the operator's HTML. These tests let the popups show (the other specs start with them closed).
 */
test.use({ suppressPopups: false });

const VISITOR_POPUP = { EN: 'Join Nova Play: 100% welcome bonus', AR: 'انضم إلى نوفا بلاي: مكافأة ترحيب 100%' };
const MEMBER_POPUP = { EN: 'Weekend reload: 25% extra', AR: 'مكافأة نهاية الأسبوع: 25% إضافية' };
const FIRST_LOGIN_POPUP = { EN: 'Welcome aboard!', AR: 'أهلًا بك معنا!' };
/** The seeded notice whose HTML carries an <img onerror> and a <script>. */
const UNSAFE_NOTICE = {
  EN: 'Security reminder: we never ask for your password',
  AR: 'تذكير أمني: لن نطلب كلمة مرورك أبدًا',
};
const UNSAFE_NOTICE_TAIL = {
  EN: 'Report suspicious messages to customer service.',
  AR: 'أبلغ خدمة العملاء عن أي رسائل مريبة.',
};
/** The 12 notices of the notice popup (10 player notices, then 2 help notices), newest first. */
const NOTICE_TITLES = {
  EN: [
    'Scheduled maintenance on Tuesday',
    "New from Nova Games: Desert Oasis and Sultan's Gems",
    'Faster withdrawals to local banks',
    'Security reminder: we never ask for your password',
    'Live casino tables now open around the clock',
    'Protect your account with your mobile number',
    'Esports season: new markets on IA and TF',
    'Play responsibly: set your own limits',
    'Lottery results now update every minute',
    'Welcome to the new Nova Play lobby',
    'How to make a deposit',
    'How to withdraw your winnings',
  ],
  AR: [
    'صيانة مجدولة يوم الثلاثاء',
    'جديد نوفا جيمز: واحة الصحراء وجواهر السلطان',
    'سحب أسرع إلى البنوك المحلية',
    'تذكير أمني: لن نطلب كلمة مرورك أبدًا',
    'طاولات الكازينو المباشر مفتوحة على مدار الساعة',
    'احمِ حسابك برقم هاتفك',
    'موسم الرياضات الإلكترونية: أسواق جديدة على IA وTF',
    'العب بمسؤولية: حدد حدودك بنفسك',
    'نتائج اليانصيب تتحدث الآن كل دقيقة',
    'مرحبًا بك في ردهة نوفا بلاي الجديدة',
    'كيفية الإيداع',
    'كيفية سحب أرباحك',
  ],
};

/** The home page has loaded its announcements once the notice line shows. */
async function announcementsLoaded(page: Page, lang: LobbyLang) {
  await expect(page.getByRole('region', { name: LOBBY_TEXT[lang].notices, exact: true })).toBeVisible();
}

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];

  test.describe(`popups in ${lang}`, () => {
    test('a visitor gets the announcement popup on load; once closed it stays closed for the session only', async ({
      page,
      browser,
      baseURL,
    }) => {
      await openIn(page, lang);
      const popup = page.getByRole('dialog', { name: t.announcements, exact: true });
      await expect(popup).toBeVisible();
      const item = popup.getByRole('button', { name: VISITOR_POPUP[lang], exact: true });
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      // Only the visitors' item (execution B), with its go-to-promotion button.
      await expect(popup.getByRole('button', { name: MEMBER_POPUP[lang] })).toHaveCount(0);
      await expect(popup.getByRole('button', { name: FIRST_LOGIN_POPUP[lang] })).toHaveCount(0);
      await expect(popup.getByRole('button', { name: t.goToPromotion, exact: true })).toBeVisible();
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'false');
      await popup.getByRole('button', { name: t.close, exact: true }).click();
      await expect(popup).toBeHidden();

      await page.reload();
      await announcementsLoaded(page, lang);
      await page.goto('/live');
      await expect(page.getByRole('heading', { level: 1, name: t.category.LIVE })).toBeVisible();
      await expect(popup).toHaveCount(0);

      // Another browser session is a new session: the popup is back.
      const other = await browser.newContext({ baseURL });
      try {
        const otherPage = await other.newPage();
        await openIn(otherPage, lang);
        await expect(otherPage.getByRole('dialog', { name: t.announcements, exact: true })).toBeVisible();
      } finally {
        await other.close();
      }
    });

    test('notice HTML is sanitized: no script runs and no event handler reaches the page', async ({ page }) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await openIn(page, lang);
      await page
        .getByRole('dialog', { name: t.announcements, exact: true })
        .getByRole('button', { name: t.close })
        .click();
      await page.getByRole('button', { name: t.allNotices, exact: true }).click();
      const notices = page.getByRole('dialog', { name: t.notices, exact: true });
      await notices.getByRole('tab', { name: UNSAFE_NOTICE[lang], exact: true }).click();
      const detail = notices.getByRole('tabpanel');
      await expect(detail.getByRole('heading', { name: UNSAFE_NOTICE[lang] })).toBeVisible();
      // The text around the removed parts is kept; the image stays, without its handler.
      await expect(detail.getByText(UNSAFE_NOTICE_TAIL[lang])).toBeVisible();
      await expect(detail.locator('img')).toHaveCount(1);
      await expect(page.locator('[onerror]')).toHaveCount(0);
      await expect(detail.locator('script')).toHaveCount(0);
      // The broken image has had its chance to fail: nothing ran.
      await expect.poll(() => detail.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(alerts).toEqual([]);
    });

    test('the notice popup shows 8 titles a page; a notice of page 2 opens on page 2', async ({ page }) => {
      await openIn(page, lang);
      await page
        .getByRole('dialog', { name: t.announcements, exact: true })
        .getByRole('button', { name: t.close })
        .click();
      await page.getByRole('button', { name: t.allNotices, exact: true }).click();
      const notices = page.getByRole('dialog', { name: t.notices, exact: true });
      const titles = notices.getByRole('tablist', { name: t.noticeList }).getByRole('tab');
      await expect(titles).toHaveText(NOTICE_TITLES[lang].slice(0, 8));
      await expect(titles.first()).toHaveAttribute('aria-selected', 'true');
      const pages = notices.getByRole('navigation', { name: t.noticePages });
      await pages.getByRole('button', { name: t.page(2), exact: true }).click();
      await expect(titles).toHaveText(NOTICE_TITLES[lang].slice(8));
      await expect(pages.getByRole('button', { name: t.page(2), exact: true })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(notices).toBeHidden();

      // The tenth notice, from the marquee (stopped under the pointer): page 2, that notice chosen.
      const tenth = NOTICE_TITLES[lang][9] as string;
      const marquee = page.getByRole('region', { name: t.notices, exact: true });
      await marquee.hover();
      await marquee.getByRole('button', { name: tenth, exact: true }).click();
      await expect(notices.getByRole('tab', { name: tenth, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(pages.getByRole('button', { name: t.page(2), exact: true })).toHaveAttribute('aria-current', 'page');
    });

    test('a member gets the members popup after logging in, once per session', async ({ page }) => {
      await openIn(page, lang);
      const popup = page.getByRole('dialog', { name: t.announcements, exact: true });
      await expect(popup.getByRole('button', { name: VISITOR_POPUP[lang], exact: true })).toBeVisible();
      await popup.getByRole('button', { name: t.close, exact: true }).click();
      await expect(popup).toBeHidden();

      const username = uniqueUsername();
      await registerThroughUi(page, { username, password: 'Blue lantern 42' }, lang);
      // Execution A for members, and F as well at the first login; not the visitors' B.
      await expect(popup.getByRole('button', { name: MEMBER_POPUP[lang], exact: true })).toBeVisible();
      await expect(popup.getByRole('button', { name: FIRST_LOGIN_POPUP[lang], exact: true })).toBeVisible();
      await expect(popup.getByRole('button', { name: VISITOR_POPUP[lang], exact: true })).toHaveCount(0);
      await popup.getByRole('button', { name: t.close, exact: true }).click();
      await expect(popup).toBeHidden();

      await page.reload();
      await announcementsLoaded(page, lang);
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
      await expect(popup).toHaveCount(0);
    });
  });
}
