import { drawnPictographs } from '../../support/rendered-text';
import { banner, expect, fillRegisterForm, TEXT, test, uniqueUsername } from '../accounts/account-fixtures';
import { gameGrid, LANGS, LOBBY_TEXT, openIn } from './lobby-fixtures';

/**
 * Icons are SVG pictures, never emoji or symbol characters: those show as empty boxes on a system
 * without a colour-emoji font. Flags come from an SVG flag set. Read from the rendered pages,
 * text and `::before`/`::after` content alike, in both languages.
 */
const CUSTOMER_SERVICE = { EN: 'Customer service', AR: 'خدمة العملاء' } as const;
const MY_WALLETS = { EN: 'My wallets', AR: 'محافظي' } as const;
const CAPTCHA_REFRESH = { EN: 'Refresh captcha', AR: 'تحديث رمز التحقق' } as const;
const APP_DOWNLOAD = { EN: 'App download', AR: 'تنزيل التطبيق' } as const;
const LINK_ABNORMAL = {
  EN: 'Link abnormal, please try again',
  AR: 'الاتصال غير مستقر، يرجى المحاولة مرة أخرى',
} as const;

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];

  test(`no emoji as icons in the lobby, header, wallet and customer service, and SVG flags, in ${lang}`, async ({
    page,
  }) => {
    test.slow();
    await openIn(page, lang);
    await expect(page.getByRole('region', { name: t.hot, exact: true }).getByRole('listitem').first()).toBeVisible();
    expect(await drawnPictographs(page)).toEqual([]);

    // The language select: the chosen language's flag, an SVG file that loaded.
    const languageFlag = banner(page).locator('img[data-country]');
    await expect(languageFlag).toHaveAttribute('src', /\.svg$/);
    await expect
      .poll(() => languageFlag.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const sideMenuFlags = page.getByRole('complementary', { name: t.sideMenu }).locator('img[data-country]');
    await expect(sideMenuFlags).toHaveCount(2);

    // The dialing-code select's flag, in the register popup.
    const username = uniqueUsername();
    const dialog = await fillRegisterForm(page, { username, password: 'Blue lantern 42' }, lang);
    await expect(dialog.locator('img[data-country]')).toHaveAttribute('src', /\.svg$/);
    // The captcha's refresh button is a picture with a name, not a character.
    await expect(dialog.getByRole('button', { name: CAPTCHA_REFRESH[lang] }).locator('svg')).toHaveCount(1);
    expect(await drawnPictographs(page)).toEqual([]);
    await dialog.getByRole('button', { name: TEXT[lang].register, exact: true }).click();
    await expect(dialog).toBeHidden();

    // A member's header: balance with its hide and refresh buttons, account, customer service.
    const header = banner(page);
    await expect(header.getByText('$0.00')).toBeVisible();
    await expect(header.getByRole('button', { name: CUSTOMER_SERVICE[lang] })).toBeVisible();
    await expect(header.getByRole('button', { name: CUSTOMER_SERVICE[lang] }).locator('svg')).toHaveCount(1);
    expect(await drawnPictographs(page)).toEqual([]);

    // A category page's tiles with their favourite hearts.
    await page.goto('/rng');
    await expect(gameGrid(page, lang).getByRole('listitem').first()).toBeVisible();
    expect(await drawnPictographs(page)).toEqual([]);

    // The wallet.
    await page.goto('/member?page=transferFund');
    await expect(page.getByRole('heading', { name: MY_WALLETS[lang] })).toBeVisible();
    expect(await drawnPictographs(page)).toEqual([]);

    // The app download page's cards.
    await page.goto('/down');
    await expect(page.getByRole('heading', { level: 1, name: APP_DOWNLOAD[lang] })).toBeVisible();
    await expect(page.getByRole('article').first().locator('svg')).toHaveCount(1);
    expect(await drawnPictographs(page)).toEqual([]);
  });

  test(`no emoji on the startup failure screen, in ${lang}`, async ({ page }) => {
    // The startup call fails the way a dropped link does.
    await page.route('**/wps/system/status', (route) => route.abort('connectionfailed'));
    await openIn(page, lang);
    await expect(page.getByRole('alert')).toHaveText(LINK_ABNORMAL[lang]);
    await expect(page.getByRole('main').locator('svg')).toHaveCount(1);
    expect(await drawnPictographs(page)).toEqual([]);
  });
}
