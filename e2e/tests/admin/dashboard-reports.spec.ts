import { readFile } from 'node:fs/promises';
import { sql } from '../../support/db';
import { expect, test } from '../accounts/account-fixtures';
import { consoleAs } from './console-fixtures';

/** The brand's today, as the demo brand's time zone (Asia/Dubai, UTC+4) counts days. */
const brandToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

/**
 * An agent manager opens the console in Arabic: the dashboard first (its queues and figures, today
 * counting the demo players who registered today), then the player activity report for today,
 * exported as a CSV file with its Arabic header and its totals.
 */
test('the dashboard and a report, exported as CSV (ar)', async ({ browser, request, clientIp }) => {
  const [counted] = await sql<{ n: number }>(
    `select count(*)::int as n from member m join merchant b on b.id = m.merchant_id
     where b.code = 'DEMO' and m.type not in (4, 90)
       and (m.created_at at time zone b.time_zone)::date = (now() at time zone b.time_zone)::date`,
  );
  const registeredToday = counted?.n ?? 0;
  expect(registeredToday).toBeGreaterThan(0);
  const { page } = await consoleAs(browser, request, 'agent_manager', { clientIp, language: 'ar' });
  await page.goto('/admin/');

  await expect(page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeVisible();
  await expect(page.getByText(`اليوم هو \u2068${brandToday()}\u2069 بتوقيت العلامة التجارية`)).toBeVisible();
  const queues = page.getByRole('region', { name: 'بانتظار الموظفين' });
  await expect(queues.getByText('سحوبات بانتظار المراجعة')).toBeVisible();
  const registrations = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'التسجيلات' }) });
  await expect(registrations.getByRole('definition').first()).not.toHaveText('0');

  const navigation = page.getByRole('navigation', { name: 'أقسام اللوحة' });
  await navigation.getByRole('link', { name: 'نشاط اللاعبين' }).click();
  await expect(page.getByRole('heading', { name: 'نشاط اللاعبين', level: 1 })).toBeVisible();
  const range = page.getByRole('form', { name: 'فترة التقرير' });
  // By default the 30 days ending the brand's today (its time zone, not the browser's).
  await expect(range.getByLabel('إلى')).toHaveValue(brandToday());
  await range.getByLabel('من').fill(brandToday());
  await range.getByLabel('إلى').fill(brandToday());
  await range.getByRole('button', { name: 'عرض' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${brandToday()}&to=${brandToday()}`));
  const table = page.getByRole('table', { name: /نشاط اللاعبين/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: 'المجاميع' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`player-activity-${brandToday()}-${brandToday()}.csv`);
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, day, totals] = text.trim().split('\r\n');
  expect(header).toBe('اليوم,التسجيلات,المودعون لأول مرة,مبلغ الإيداعات الأولى,اللاعبون النشطون');
  expect(day?.startsWith(`${brandToday()},`)).toBe(true);
  expect(totals?.startsWith('المجاميع,')).toBe(true);
  expect(Number(day?.split(',')[1])).toBeGreaterThanOrEqual(registeredToday);
  await page.context().close();
});
