import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { catalogueName, LANGS, LOBBY_TEXT, type LobbyLang, openIn } from '../lobby/lobby-fixtures';
import { closeGame, depositConfirmed, dollars, headerBalance, openRealGame, PLAY_TEXT } from './play-fixtures';

/**
 * Real play end to end: a member plays for real money, the in-house studio's slot and
 * a third-party vendor's game at the vendor simulator (seamless wallet), sees the header balance
 * follow each round over the live socket, and finds every bet in the betting record, an in-house
 * one with what verifies it. In both languages, each test with a member of its own.
 */
const START = '100.00';

/** A member of its own, registered through the lobby, with START confirmed on the cash. */
async function newMemberWithCash(page: Page, request: APIRequestContext, lang: LobbyLang): Promise<void> {
  const username = uniqueUsername();
  await openIn(page, lang);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' }, lang);
  await depositConfirmed(page, request, username, lang, START);
}

/** Opens the betting record from the side menu's bet history entry, as a member would. */
async function openBettingRecord(page: Page, lang: LobbyLang): Promise<Locator> {
  const t = PLAY_TEXT[lang].bets;
  await page
    .getByRole('complementary', { name: LOBBY_TEXT[lang].sideMenu, exact: true })
    .getByRole('button', { name: t.menuEntry, exact: true })
    .click();
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy$/);
  await expect(page.getByRole('heading', { level: 2, name: t.title, exact: true })).toBeVisible();
  return page.getByRole('table', { name: t.table, exact: true });
}

/** The texts of a table row's cells. */
function cellsOf(row: Locator): Promise<string[]> {
  return row.getByRole('cell').allInnerTexts();
}

/** The value (dd) of a term (dt) in a description list, by the term's exact text. */
function detail(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The studio page's active seeds, read in its Provably fair panel (then closed again). */
async function activeSeeds(frame: FrameLocator, lang: LobbyLang): Promise<{ hash: string; clientSeed: string }> {
  const t = PLAY_TEXT[lang].studio;
  await frame.getByRole('button', { name: t.fairness, exact: true }).click();
  const panel = frame.getByRole('dialog', { name: t.fairness, exact: true });
  const hash = (await panel.getByTestId('server-seed-hash').innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const clientSeed = (await detail(panel, t.clientSeed).innerText()).trim();
  await panel.getByRole('button', { name: LOBBY_TEXT[lang].close, exact: true }).click();
  await expect(panel).toBeHidden();
  return { hash, clientSeed };
}

for (const lang of LANGS) {
  const t = PLAY_TEXT[lang];

  test.describe(`real play in ${lang}`, () => {
    test('a member spins the in-house slot for real money, the header follows, the bet and its seeds are in the betting record', async ({
      page,
      request,
    }) => {
      // Registers, deposits, plays, then reads the record.
      test.slow();
      await newMemberWithCash(page, request, lang);

      const { dialog, frame } = await openRealGame(page, lang, '/rng', 'Fortune Dragon');
      await expect(frame.getByRole('heading', { level: 1, name: 'Fortune Dragon' })).toBeVisible();
      const frameBalance = frame.getByRole('status', { name: t.studio.balance, exact: true });
      await expect(frameBalance).toHaveText(dollars(START));
      // The commitment the member can note before betting: the record must show the same one.
      const seeds = await activeSeeds(frame, lang);

      // The keyboard's way first: Space on the game page (not on one of its buttons) spins.
      const history = frame.getByRole('table', { name: t.studio.lastRounds, exact: true });
      const settled = history.getByRole('row');
      await frame.getByRole('heading', { level: 1, name: 'Fortune Dragon' }).click();
      await page.keyboard.press('Space');
      await expect(settled).toHaveCount(2);
      // A spin can pay back exactly its stake; spin (the mouse's way) until the balance moves.
      const spin = frame.getByRole('button', { name: t.studio.spin, exact: true });
      for (let spins = 1; (await frameBalance.innerText()) === dollars(START); spins++) {
        expect(spins, 'five spins in a row each paid back their stake').toBeLessThan(5);
        await spin.click();
        await expect(settled).toHaveCount(spins + 2);
      }
      const rounds = (await settled.count()) - 1;
      const [nonce, stake, , payout] = await cellsOf(settled.nth(1));
      const after = await frameBalance.innerText();
      // The live socket brings the game's balance to the lobby's header while the game is open.
      await expect(headerBalance(page, after)).toBeVisible();
      await expect(headerBalance(page, dollars(START))).toHaveCount(0);
      await closeGame(dialog, lang);
      await expect(headerBalance(page, after)).toBeVisible();

      const record = await openBettingRecord(page, lang);
      const bets = record.getByRole('row').filter({ hasText: 'Fortune Dragon' });
      await expect(bets).toHaveCount(rounds);
      // Newest first: the last spin leads, with its game, provider, stake, win and status.
      const [, , game, vendor, betStake, win, , status] = await cellsOf(bets.first());
      expect({ game, vendor, betStake, win, status }).toEqual({
        game: 'Fortune Dragon',
        // The betting record names the vendor as the lobby does: in Arabic where the catalogue has it.
        vendor: catalogueName(lang, 'Nova Games'),
        betStake: stake,
        win: payout,
        status: t.bets.settled,
      });
      await bets.first().getByRole('button', { name: t.bets.details }).click();
      const fairness = page.getByRole('region', { name: t.bets.fairness, exact: true });
      await expect(detail(fairness, t.bets.serverSeedHash)).toContainText(seeds.hash);
      await expect(detail(fairness, t.bets.clientSeed)).toContainText(seeds.clientSeed);
      await expect(detail(fairness, t.bets.nonce)).toHaveText(nonce ?? '');
      // Not revealed while the pair is in use: only a rotation in the game reveals it.
      await expect(detail(fairness, t.bets.serverSeed)).toHaveText(t.bets.serverSeedHidden);
    });

    test("a member spins the vendor simulator's wheel (seamless wallet), the header follows, the bet is in the betting record under its vendor", async ({
      page,
      request,
    }) => {
      test.slow();
      await newMemberWithCash(page, request, lang);

      const { dialog, frame } = await openRealGame(page, lang, '/rng', 'Wild Safari');
      await expect(frame.getByRole('heading', { level: 1, name: t.sim.title })).toBeVisible();
      await expect(frame.getByText(t.sim.meta('SPX', 'spx_wild_safari'), { exact: true })).toBeVisible();
      await expect(frame.getByText(t.sim.real, { exact: true })).toBeVisible();
      // Seamless: the vendor's page shows the member's own main wallet.
      const frameBalance = frame.getByRole('status', { name: t.sim.balance, exact: true });
      await expect(frameBalance).toHaveText(`${START} USD`);

      await frame.getByRole('group', { name: t.sim.stake }).getByRole('button', { name: '1.00 USD' }).click();
      await frame.getByRole('button', { name: t.sim.spin, exact: true }).click();
      const round = frame.getByText(t.sim.round);
      await expect(round).toHaveCount(1);
      const [, stake = '', win = ''] = (await round.innerText()).match(t.sim.round) ?? [];
      expect(stake).toBe('1.00');
      // No segment of the wheel pays exactly the stake back: the balance always moves.
      await expect(frameBalance).not.toHaveText(`${START} USD`);
      const after = (await frameBalance.innerText()).replace(/ USD$/, '');
      await expect(headerBalance(page, dollars(after))).toBeVisible();
      await closeGame(dialog, lang);

      const record = await openBettingRecord(page, lang);
      await page.getByRole('combobox', { name: LOBBY_TEXT[lang].provider, exact: true }).selectOption({
        label: 'Spinix Slots',
      });
      const bets = record.getByRole('row').filter({ hasText: 'Wild Safari' });
      await expect(bets).toHaveCount(1);
      const [, , game, vendor, betStake, betWin, , status] = await cellsOf(bets);
      expect({ game, vendor, betStake, betWin, status }).toEqual({
        game: 'Wild Safari',
        vendor: 'Spinix Slots',
        betStake: dollars(stake),
        betWin: dollars(win),
        status: t.bets.settled,
      });
      // A third-party round has no seeds of ours to show.
      await bets.getByRole('button', { name: t.bets.details }).click();
      await expect(page.getByRole('region', { name: t.bets.fairness, exact: true })).toHaveCount(0);
    });

    test('a member rolls the dice, rotates the seed pair in the fairness panel and finds the revealed seed on the bet', async ({
      page,
      request,
    }) => {
      test.slow();
      await newMemberWithCash(page, request, lang);

      const { dialog, frame } = await openRealGame(page, lang, '/rng', 'Provably Fair Dice');
      await expect(frame.getByRole('heading', { level: 1, name: 'Provably Fair Dice' })).toBeVisible();
      await frame.getByRole('button', { name: t.studio.roll, exact: true }).click();
      const settled = frame.getByRole('table', { name: t.studio.lastRounds, exact: true }).getByRole('row');
      await expect(settled).toHaveCount(2);

      await frame.getByRole('button', { name: t.studio.fairness, exact: true }).click();
      const panel = frame.getByRole('dialog', { name: t.studio.fairness, exact: true });
      const committed = (await panel.getByTestId('server-seed-hash').innerText()).trim();
      await panel.getByRole('button', { name: t.studio.rotate, exact: true }).click();
      const revealed = panel.getByRole('region', { name: t.studio.revealed, exact: true });
      await expect(revealed.getByText(t.studio.hashMatches, { exact: true })).toBeVisible();
      const serverSeed = (await revealed.getByTestId('revealed-server-seed').innerText()).trim();
      expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
      // A new pair is committed for the next bets.
      await expect(panel.getByTestId('server-seed-hash')).not.toHaveText(committed);
      await panel.getByRole('button', { name: LOBBY_TEXT[lang].close, exact: true }).click();
      await closeGame(dialog, lang);

      const record = await openBettingRecord(page, lang);
      const bet = record.getByRole('row').filter({ hasText: 'Provably Fair Dice' });
      await expect(bet).toHaveCount(1);
      await bet.getByRole('button', { name: t.bets.details }).click();
      const fairness = page.getByRole('region', { name: t.bets.fairness, exact: true });
      await expect(detail(fairness, t.bets.serverSeedHash)).toContainText(committed);
      await expect(detail(fairness, t.bets.serverSeed)).toContainText(serverSeed);
      await expect(detail(fairness, t.bets.nonce)).toHaveText('0');
    });
  });
}
