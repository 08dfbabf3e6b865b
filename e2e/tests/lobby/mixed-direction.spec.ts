import { randomInt } from 'node:crypto';
import { sql } from '../../support/db';
import { drawnText, isShown, leftToRight } from '../../support/rendered-text';
import {
  banner,
  expect,
  fillLoginForm,
  registerThroughUi,
  TEXT,
  test,
  uniqueUsername,
} from '../accounts/account-fixtures';
import { catalogueName, gameGrid, gameTile, LOBBY_TEXT, openIn, scrollToHomeEnd } from './lobby-fixtures';

/**
 * Names, amounts, phone numbers and codes in an Arabic page, read from what Chromium draws: each
 * keeps its own order, and a name too long for its place is cut at its own end, so two English
 * names that differ in their first word still differ on screen.
 */
const AR = LOBBY_TEXT.AR;

test.describe('an Arabic page with Latin inside it', () => {
  test('English game names are whole, in order, and cut at their end: the first word stays', async ({ page }) => {
    // A phone's width, where the longer names no longer fit their tiles.
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, 'AR', '/elott');
    const grid = gameGrid(page, 'AR');
    for (const [name, first, last] of [
      ['North Vietnam Lottery', 'North', 'Lottery'],
      ['South Vietnam Lottery', 'South', 'Lottery'],
    ] as const) {
      const shown = gameTile(grid, name).locator('bdi');
      await expect(shown).toHaveText(name);
      const drawn = await drawnText(shown, [first, 'Vietnam', last]);
      expect(leftToRight(drawn)).toEqual([first, 'Vietnam', last]);
      // Cut: its first word is on screen and its last one is not.
      expect(isShown(drawn, first), `${name}: first word`).toBe(true);
      expect(isShown(drawn, last), `${name}: last word`).toBe(false);
    }
  });

  test('the masked phone, account name, balance, member id and winners read in their own order', async ({ page }) => {
    test.slow();
    const username = uniqueUsername();
    await openIn(page, 'AR');
    await registerThroughUi(page, { username, password: 'Blue lantern 42' }, 'AR');
    const number = `5${randomInt(1000, 9999)}4567`;
    await sql(`update member set mobile = $1, mobile_dialing_code = '+971' where account = $2`, [
      `+971${number}`,
      username,
    ]);

    // The header: the account name and the balance, each left to right inside the Arabic header.
    const header = banner(page);
    const account = header.locator('bdi', { hasText: username });
    const name = await drawnText(account, [username.slice(0, 3), username.slice(-3)]);
    expect(leftToRight(name)).toEqual([username.slice(0, 3), username.slice(-3)]);
    const balance = header.locator('bdi', { hasText: '$0.00' });
    expect(leftToRight(await drawnText(balance, ['$', '0.00']))).toEqual(['$', '0.00']);

    // The security centre: "+971 ****4567", not "971+" with its groups reversed.
    await page.goto('/member');
    const phone = page.locator('bdi', { hasText: '****4567' });
    await expect(phone).toHaveText('+971 ****4567');
    expect(leftToRight(await drawnText(phone, ['+', '971', '****', '4567']))).toEqual(['+', '971', '****', '4567']);

    // The member id in the account card, a code of digits.
    const info = page.getByRole('region', { name: 'معلومات الحساب' });
    const shownName = info.locator('bdi', { hasText: username });
    expect(leftToRight(await drawnText(shownName, [username.slice(0, 3), username.slice(-3)]))).toEqual([
      username.slice(0, 3),
      username.slice(-3),
    ]);

    // The winner board: masked names and amounts, each in order.
    await page.goto('/');
    await scrollToHomeEnd(page, 'AR');
    const board = page.getByRole('region', { name: AR.winners });
    const top = board.getByRole('button').filter({ hasText: 'Fast 3' });
    await expect(top).toHaveCount(1);
    const amount = top.locator('bdi[dir="ltr"]');
    const amountText = (await amount.textContent()) ?? '';
    expect(amountText).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(leftToRight(await drawnText(amount, ['$', amountText.slice(-2)]))).toEqual(['$', amountText.slice(-2)]);
    const winner = top.locator('bdi', { hasText: '***' });
    expect(leftToRight(await drawnText(winner, ['h', '***', 'i']))).toEqual(['h', '***', 'i']);
  });

  test('the sms step names the masked phone "+971 ****4567" in order inside its Arabic sentence', async ({ page }) => {
    // demo_member's bound mobile (+971 501234567); each test logs in from a new address, so the
    // login asks for the second factor. No code is asked for here (demo-member-sms.spec reads them).
    await openIn(page, 'AR');
    const login = await fillLoginForm(page, 'demo_member', 'Member123', 'AR');
    await login.getByRole('button', { name: TEXT.AR.login, exact: true }).click();
    const hint = login.getByText(/^سيتم إرسال الرمز إلى/);
    await expect(hint).toBeVisible();
    expect(leftToRight(await drawnText(hint, ['+', '971', '****', '4567']))).toEqual(['+', '971', '****', '4567']);
  });

  test('game and vendor names follow the page language where the catalogue has both, the notice line too', async ({
    page,
  }) => {
    for (const lang of ['AR', 'EN'] as const) {
      await openIn(page, lang);
      // The notice line names the studio and its two new games as the lobby's tiles do.
      const notices = page.getByRole('region', { name: LOBBY_TEXT[lang].notices });
      const line =
        lang === 'AR'
          ? 'جديد نوفا جيمز: واحة الصحراء وجواهر السلطان'
          : "New from Nova Games: Desert Oasis and Sultan's Gems";
      await expect(notices.getByRole('button', { name: line }).first()).toBeAttached();

      await page.goto('/rng');
      const grid = gameGrid(page, lang);
      for (const game of ['Desert Oasis', "Sultan's Gems"]) {
        await expect(gameTile(grid, catalogueName(lang, game))).toBeVisible();
      }
      // A game the catalogue names in English only reads so in both.
      await expect(gameTile(grid, 'Wild Safari')).toBeVisible();
    }
  });
});
