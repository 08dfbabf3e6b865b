import { chromium } from '@playwright/test';
const token = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lang of ['ar', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(([t, l]) => { sessionStorage.setItem('admin.token', t); localStorage.setItem('admin.lang', l); }, [token, lang]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('http://127.0.0.1:8474/admin/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('canvas').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/dash-view/dash-${lang}.png`, fullPage: true });
  for (const r of ['daily', 'games', 'channels', 'players']) {
    await page.goto(`http://127.0.0.1:8474/admin/reports/${r}${r === 'games' ? '?by=gameType' : ''}`);
    await page.getByRole('table').first().waitFor({ timeout: 20000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/dash-view/${r}-${lang}.png`, fullPage: true });
  }
  console.log(lang, 'errors:', errors);
  await context.close();
}
await browser.close();
