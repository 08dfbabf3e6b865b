import { randomInt } from 'node:crypto';
import { sql } from '../../support/db';
import { drawnText, leftToRight } from '../../support/rendered-text';
import { expect, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { PLAY_TEXT } from '../play/play-fixtures';
import { catalogueName, LANGS, openIn } from './lobby-fixtures';

/**
 * The betting record and the payment pages in an Arabic page: game and vendor names come in the
 * page's language where the catalogue has both (as the lobby's tiles), and codes and amounts keep
 * their own order inside the Arabic text, read from what Chromium draws.
 */

/** A finished round of the studio's Desert Oasis for the member, as the wallet books one. */
async function bookedRound(username: string): Promise<string> {
  const roundId = `E2E-${randomInt(100_000, 999_999)}`;
  await sql(
    `insert into vendor_round (merchant_id, vendor, round_id, member_id, node_id, game_code, status, total_bet,
       total_win, opened_at, closed_at)
     select merchant_id, 'PGE', $1, id, 1003, 'pge_desert_oasis', 'COMPLETED', 500, 0, now(), now()
     from member where account = $2`,
    [roundId, username],
  );
  return roundId;
}

for (const lang of LANGS) {
  test(`the betting record names a game and its vendor in the page's language, in ${lang}`, async ({ page }) => {
    test.slow();
    const username = uniqueUsername();
    await openIn(page, lang);
    await registerThroughUi(page, { username, password: 'Blue lantern 42' }, lang);
    const roundId = await bookedRound(username);

    await page.goto('/member?page=personalHistoryCopy');
    const table = page.getByRole('table', { name: PLAY_TEXT[lang].bets.table, exact: true });
    const row = table.getByRole('row').filter({ hasText: roundId });
    await expect(row.getByRole('cell', { name: catalogueName(lang, 'Desert Oasis'), exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: catalogueName(lang, 'Nova Games'), exact: true })).toBeVisible();
    // The round's code reads left to right in both languages.
    const code = row.locator('bdi', { hasText: roundId });
    expect(leftToRight(await drawnText(code, ['E2E', roundId.slice(-6)]))).toEqual(['E2E', roundId.slice(-6)]);
  });
}

test('a deposit order shows its amount and reference in their own order inside the Arabic page', async ({ page }) => {
  test.slow();
  const username = uniqueUsername();
  const t = PLAY_TEXT.AR.deposit;
  await openIn(page, 'AR');
  await registerThroughUi(page, { username, password: 'Blue lantern 42' }, 'AR');

  await page.goto('/member?page=depositv2');
  await page.getByRole('textbox', { name: t.amount, exact: true }).fill('1250.50');
  const reference = `E2E-${username}`;
  await page.getByRole('textbox', { name: t.reference, exact: true }).fill(reference);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.submitted)).toBeVisible();

  const amount = page.locator('bdi', { hasText: '$1,250.50' }).first();
  await expect(amount).toHaveAttribute('dir', 'ltr');
  expect(leftToRight(await drawnText(amount, ['$', '1,250', '.50']))).toEqual(['$', '1,250', '.50']);
  const shownReference = page.locator('bdi', { hasText: reference }).first();
  expect(leftToRight(await drawnText(shownReference, ['E2E', username]))).toEqual(['E2E', username]);
});
