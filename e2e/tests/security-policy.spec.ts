import type { Page } from '@playwright/test';
import { expect, registerThroughUi, test, uniqueUsername } from './accounts/account-fixtures';
import { gameTile, LANGS, LOBBY_TEXT, openIn } from './lobby/lobby-fixtures';
import { closeGame, openRealGame, PLAY_TEXT } from './play/play-fixtures';

/**
 * The site's Content-Security-Policy and Permissions-Policy (decision 0027) must block nothing the
 * site itself does: its boot scripts and styles, its socket, its images, the game popup's frames
 * (the studio's pages and a vendor's). Every violation is collected twice over, from the
 * `securitypolicyviolation` event of each page and frame, and from the browser's console.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|permissions[- ]policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding('reportPolicyViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation?: (text: string) => void }).reportPolicyViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];

  test(`the home page in ${lang} runs under the security policy without a violation`, async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
    await openIn(page, lang);
    const policy = (await answer).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1, name: t.lobby })).toBeAttached();
    // The lobby's rows, icons and banners have come in: the page has done what it does on load.
    await expect(gameTile(page.getByRole('region', { name: t.hot, exact: true }), 'Fortune Dragon')).toBeVisible();
    await expect(page.getByRole('region', { name: t.banners }).locator('img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test(`a member opens a studio game and a vendor's game in the popup in ${lang} without a violation`, async ({
    page,
  }) => {
    // Registers, then opens two games.
    test.slow();
    const violations = await watchPolicyViolations(page);
    await openIn(page, lang);
    await registerThroughUi(page, { username: uniqueUsername(), password: 'Blue lantern 42' }, lang);

    const studio = await openRealGame(page, lang, '/rng', 'Fortune Dragon');
    await expect(studio.frame.getByRole('heading', { level: 1, name: 'Fortune Dragon' })).toBeVisible();
    await expect(studio.frame.getByRole('button', { name: PLAY_TEXT[lang].studio.spin, exact: true })).toBeVisible();
    await closeGame(studio.dialog, lang);

    const vendor = await openRealGame(page, lang, '/rng', 'Wild Safari');
    await expect(vendor.frame.getByRole('heading', { level: 1, name: PLAY_TEXT[lang].sim.title })).toBeVisible();
    await expect(vendor.frame.getByText(PLAY_TEXT[lang].sim.real, { exact: true })).toBeVisible();
    await closeGame(vendor.dialog, lang);
    expect(violations).toEqual([]);
  });
}
