import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { E2E_PORT } from '../../support/ports';
import { openRealGame, PLAY_TEXT } from '../play/play-fixtures';
import { expect, loginThroughUi, logoutThroughUi, registerThroughUi, test, uniqueUsername } from './account-fixtures';

/**
 * The site reached over plain http by a name other than localhost, as from another device on the
 * LAN: the browser offers no WebCrypto there (not a secure context), so the sealed login and
 * registration bodies use the JavaScript fallback, and the vendor's frame must accept the name.
 * Chromium maps the made-up name to the loopback address, where the e2e server listens.
 */
const LAN_HOST = 'lan.test';

test.use({
  baseURL: `http://${LAN_HOST}:${E2E_PORT}`,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  },
});

test('over plain http on a LAN name: register, log out, log in, and open a vendor game (Arabic)', async ({ page }) => {
  test.slow();
  const username = uniqueUsername();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => ({ secure: isSecureContext, subtle: typeof crypto.subtle }))).toEqual({
    secure: false,
    subtle: 'undefined',
  });

  await registerThroughUi(page, { username, password: 'Blue lantern 42' }, 'AR');
  await logoutThroughUi(page, username, 'AR');
  await loginThroughUi(page, username, 'Blue lantern 42', 'AR');

  const { frame } = await openRealGame(page, 'AR', '/rng', 'Wild Safari');
  await expect(frame.getByRole('heading', { level: 1, name: PLAY_TEXT.AR.sim.title })).toBeVisible();
  await expect(frame.getByRole('button', { name: PLAY_TEXT.AR.sim.spin, exact: true })).toBeVisible();
});
