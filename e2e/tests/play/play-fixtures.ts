import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { banner, expect } from '../accounts/account-fixtures';
import { gameGrid, gameTile, LOBBY_TEXT, type LobbyLang } from '../lobby/lobby-fixtures';
import { financeStaff } from '../money/money-fixtures';

/**
 * What the real-play specs look for, in both languages: the vendor simulator's game page
 * (apps/vendor-sim/src/page-text.ts), the in-house studio's pages (studio.*.json), the betting
 * record (bets.*.json) and the deposit form that funds a member (payments.*.json).
 */
export const PLAY_TEXT = {
  EN: {
    sim: {
      title: 'Lucky Wheel',
      meta: (vendor: string, gameCode: string) => `Vendor simulator · ${vendor} · ${gameCode}`,
      real: 'Real play',
      transfer: 'Vendor wallet (transfer)',
      balance: 'Balance',
      stake: 'Stake',
      spin: 'Spin the wheel',
      rounds: 'Your rounds',
      round: /^Stake (\S+) · win (\S+)$/,
    },
    studio: {
      balance: 'Balance',
      playMoney: 'Play money',
      trialBadge: 'Free trial',
      spin: 'Spin',
      roll: 'Roll',
      result: 'Result',
      lastRounds: 'Your last rounds',
      clientSeed: 'Client seed',
      fairness: 'Provably fair',
      rotate: 'Reveal and rotate the server seed',
      revealed: 'Revealed seed pair',
      hashMatches: 'The SHA-256 of this server seed is the hash shown before your bets.',
    },
    bets: {
      menuEntry: 'Bet history',
      title: 'Betting record',
      table: 'Betting record',
      details: /^Details of round /,
      fairness: 'Provably fair data',
      serverSeedHash: 'Server seed hash (SHA-256)',
      serverSeed: 'Server seed',
      serverSeedHidden: 'Revealed once you change your seed pair in the game',
      clientSeed: 'Client seed',
      nonce: 'Nonce',
      settled: 'Settled',
    },
    deposit: {
      amount: 'Amount',
      reference: 'Transfer reference',
      submit: 'Submit deposit',
      submitted: 'Your deposit was submitted and is waiting for confirmation.',
    },
  },
  AR: {
    sim: {
      title: 'عجلة الحظ',
      meta: (vendor: string, gameCode: string) => `محاكي مزوّد الألعاب · ${vendor} · ${gameCode}`,
      real: 'لعب حقيقي',
      transfer: 'محفظة المزوّد (تحويل)',
      balance: 'الرصيد',
      stake: 'مبلغ الرهان',
      spin: 'أدر العجلة',
      rounds: 'جولاتك',
      round: /^رهان (\S+) · ربح (\S+)$/,
    },
    studio: {
      balance: 'الرصيد',
      playMoney: 'رصيد تجريبي',
      trialBadge: 'تجربة مجانية',
      spin: 'دوران',
      roll: 'ارمِ النرد',
      result: 'النتيجة',
      lastRounds: 'جولاتك الأخيرة',
      clientSeed: 'بذرة العميل',
      fairness: 'عدالة قابلة للإثبات',
      rotate: 'اكشف بذرة الخادم وبدّلها',
      revealed: 'زوج البذور المكشوف',
      hashMatches: 'بصمة SHA-256 لهذه البذرة هي البصمة المعروضة قبل رهاناتك.',
    },
    bets: {
      menuEntry: 'سجل الرهانات',
      title: 'سجل الرهانات',
      table: 'سجل الرهانات',
      details: /^تفاصيل الجولة /,
      fairness: 'بيانات اللعب العادل القابل للإثبات',
      serverSeedHash: 'تجزئة بذرة الخادم (SHA-256)',
      serverSeed: 'بذرة الخادم',
      serverSeedHidden: 'تُكشف عندما تغيّر زوج البذور في اللعبة',
      clientSeed: 'بذرة العميل',
      nonce: 'الرقم التسلسلي (Nonce)',
      settled: 'مكتملة',
    },
    deposit: {
      amount: 'المبلغ',
      reference: 'مرجع التحويل',
      submit: 'إرسال طلب الإيداع',
      submitted: 'تم إرسال طلب الإيداع وهو بانتظار التأكيد.',
    },
  },
} as const;

/** "$1,234.50" for "1234.50": the web's money format (Latin digits and the symbol in both languages). */
export function dollars(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The header's balance, exactly this amount (never a longer amount that merely contains it). */
export function headerBalance(page: Page, amount: string): Locator {
  return banner(page).getByText(amount, { exact: true });
}

/**
 * Funds a member the way a real one is funded: a bank-transfer deposit submitted in the member
 * centre, confirmed by finance staff; waits for the header to show the new balance (live socket).
 */
export async function depositConfirmed(
  page: Page,
  request: APIRequestContext,
  username: string,
  lang: LobbyLang,
  amount: string,
): Promise<void> {
  const t = PLAY_TEXT[lang].deposit;
  await page.goto('/member?page=depositv2');
  await page.getByRole('textbox', { name: t.amount, exact: true }).fill(amount);
  await page.getByRole('textbox', { name: t.reference, exact: true }).fill(`E2E-${username}`);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.submitted)).toBeVisible();
  await (await financeStaff(request)).confirmDeposit(username);
  await expect(headerBalance(page, dollars(amount))).toBeVisible();
}

/**
 * Starts a game from its tile on a category page and picks real money when the game also offers a
 * free trial. Returns the game popup and the frame inside it (titled with the game's name).
 */
export async function openRealGame(
  page: Page,
  lang: LobbyLang,
  categoryPath: string,
  name: string,
): Promise<{ dialog: Locator; frame: FrameLocator }> {
  const t = LOBBY_TEXT[lang];
  await page.goto(categoryPath);
  await gameTile(gameGrid(page, lang), name).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  const realPlay = dialog.getByRole('button', { name: t.realPlay, exact: true });
  const frame = dialog.frameLocator(`iframe[title="${name}"]`);
  // A game with a free trial asks first (spec 4.8); the others open at once.
  await expect(realPlay.or(dialog.locator('iframe'))).toBeVisible();
  if (await realPlay.isVisible()) await realPlay.click();
  await expect(dialog.locator('iframe')).toBeVisible();
  return { dialog, frame };
}

/** Closes the game popup with its close button. */
export async function closeGame(dialog: Locator, lang: LobbyLang): Promise<void> {
  await dialog.getByRole('button', { name: LOBBY_TEXT[lang].close, exact: true }).click();
  await expect(dialog).toBeHidden();
}
