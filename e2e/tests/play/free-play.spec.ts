import type { FrameLocator, Locator, Page } from '@playwright/test';
import { banner, expect, test } from '../accounts/account-fixtures';
import { gameGrid, gameTile, LOBBY_TEXT, type LobbyLang, openIn } from '../lobby/lobby-fixtures';
import { closeGame, dollars, PLAY_TEXT } from './play-fixtures';

/**
 * Free play (spec 1 and 6): a guest tries a game's free demo without logging in, a "Try free" trial
 * account plays every game's free trial and is told to register for real play, and no tile offers
 * a mode that cannot happen. Play money only: the header's balance never moves.
 */
const FREE_TEXT = {
  EN: {
    choice: /no registration needed, nothing is charged/,
    tryFree: 'Try free',
    trialBadge: 'Trial',
    freePlay: 'Free play',
    deposit: 'Deposit',
    login: 'Log in',
    realAccount: 'A real account is needed',
    simTrial: 'Free trial (play money)',
    tileMaintenance: 'Under maintenance',
    maintenanceTitle: 'Game under maintenance',
  },
  AR: {
    choice: /لا حاجة إلى التسجيل ولا يُخصم شيء/,
    tryFree: 'جرّب مجانًا',
    trialBadge: 'تجريبي',
    freePlay: 'لعب مجاني',
    deposit: 'إيداع',
    login: 'تسجيل الدخول',
    realAccount: 'يلزم حساب حقيقي',
    simTrial: 'تجربة مجانية (رصيد تجريبي)',
    tileMaintenance: 'قيد الصيانة',
    maintenanceTitle: 'اللعبة قيد الصيانة',
  },
} as const;

const PLAY_MONEY = dollars('1000.00');

/** Picks the free trial in a game's choice popup; answers the game popup and its frame. */
async function chooseFreeTrial(
  page: Page,
  lang: LobbyLang,
  name: string,
): Promise<{ game: Locator; frame: FrameLocator }> {
  const t = LOBBY_TEXT[lang];
  const choice = page.getByRole('dialog', { name, exact: true });
  await choice.getByRole('button', { name: t.freeTrial, exact: true }).click();
  const game = page.getByRole('dialog', { name: `${name} · ${t.freeTrial}`, exact: true });
  await expect(game.locator('iframe')).toBeVisible();
  return { game, frame: game.frameLocator(`iframe[title="${name}"]`) };
}

/** Spins the studio slot until its play money moves (a spin may pay back exactly its stake). */
async function spinUntilMoved(frame: FrameLocator, lang: LobbyLang): Promise<void> {
  const t = PLAY_TEXT[lang].studio;
  const playMoney = frame.getByRole('status', { name: t.playMoney, exact: true });
  await expect(playMoney).toHaveText(PLAY_MONEY);
  const rounds = frame.getByRole('table', { name: t.lastRounds, exact: true }).getByRole('row');
  const spin = frame.getByRole('button', { name: t.spin, exact: true });
  for (let spins = 1; (await playMoney.innerText()) === PLAY_MONEY; spins++) {
    expect(spins, 'five spins in a row each paid back their stake').toBeLessThan(6);
    await spin.click();
    await expect(rounds).toHaveCount(spins + 1);
  }
}

test('a guest tries the free demo without logging in, then is told real play needs a real account (Arabic)', async ({
  page,
}) => {
  const lang = 'AR';
  const f = FREE_TEXT[lang];
  await openIn(page, lang, '/rng');
  await gameTile(gameGrid(page, lang), 'Fortune Dragon').click();
  const choice = page.getByRole('dialog', { name: 'Fortune Dragon', exact: true });
  await expect(choice.getByText(f.choice)).toBeVisible();

  const { game, frame } = await chooseFreeTrial(page, lang, 'Fortune Dragon');
  await expect(frame.getByText(PLAY_TEXT[lang].studio.trialBadge, { exact: true })).toBeVisible();
  await spinUntilMoved(frame, lang);
  await expect(page.getByRole('dialog', { name: f.login, exact: true })).toHaveCount(0);
  await closeGame(game, lang);

  // Free play made the guest a trial account: its header says free play, with no balance or deposit.
  await expect(banner(page).getByText(f.trialBadge, { exact: true })).toBeVisible();
  await expect(banner(page).getByText(f.freePlay, { exact: true })).toBeVisible();
  await expect(banner(page).getByText(dollars('0.00'), { exact: true })).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: f.deposit, exact: true })).toHaveCount(0);
  await gameTile(gameGrid(page, lang), 'Fortune Dragon').click();
  await choice.getByRole('button', { name: LOBBY_TEXT[lang].realPlay, exact: true }).click();
  await expect(page.getByRole('dialog', { name: f.realAccount, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a "Try free" account plays the free trials of the studio and of a vendor, and only those (English)', async ({
  page,
}) => {
  // Two games, one at the vendor simulator: longer than one page's default.
  test.slow();
  const lang = 'EN';
  const f = FREE_TEXT[lang];
  await openIn(page, lang, '/rng');
  await banner(page).getByRole('button', { name: f.tryFree, exact: true }).click();
  await expect(banner(page).getByText(f.trialBadge, { exact: true })).toBeVisible();
  await expect(banner(page).getByText(f.freePlay, { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: f.deposit, exact: true })).toHaveCount(0);

  await page.goto('/rng');
  await gameTile(gameGrid(page, lang), 'Fortune Dragon').click();
  const studio = await chooseFreeTrial(page, lang, 'Fortune Dragon');
  await spinUntilMoved(studio.frame, lang);
  await closeGame(studio.game, lang);

  // A vendor's game (at the vendor simulator) in its own free-trial mode.
  await gameTile(gameGrid(page, lang), 'Wild Safari').click();
  const vendor = await chooseFreeTrial(page, lang, 'Wild Safari');
  await expect(vendor.frame.getByText(f.simTrial, { exact: true })).toBeVisible();
  await closeGame(vendor.game, lang);

  // A game with no free trial is real play only: the trial account is sent to register.
  await page.goto('/live');
  await gameTile(gameGrid(page, lang), 'Speed Baccarat').click();
  await expect(page.getByRole('dialog', { name: f.realAccount, exact: true })).toBeVisible();
});

test('Reef Hunter, which no studio engine plays, shows under maintenance and offers no mode (English)', async ({
  page,
}) => {
  const lang = 'EN';
  const f = FREE_TEXT[lang];
  await openIn(page, lang, '/fish');
  const tile = gameTile(gameGrid(page, lang), 'Reef Hunter');
  await expect(tile).toContainText(f.tileMaintenance);
  await tile.click();
  const dialog = page.getByRole('dialog', { name: f.maintenanceTitle, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: LOBBY_TEXT[lang].freeTrial, exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: LOBBY_TEXT[lang].realPlay, exact: true })).toHaveCount(0);
});
