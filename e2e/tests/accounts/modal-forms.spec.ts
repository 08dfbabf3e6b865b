import type { Locator, Page } from '@playwright/test';
import { banner, expect, fillRegisterForm, type Lang, TEXT, test, uniqueUsername } from './account-fixtures';

/**
 * The account popups at 1440x900 in both languages: no control of a form (a code beside its
 * "get code" button, the captcha beside its image, the country code beside the mobile number)
 * reaches past its popup or its form's edges, and the register popup's button is on screen
 * without scrolling. The brand's switches that add those rows (sms login, mobile registration
 * with an sms code, reset by phone) are turned on for one page at a time, in the startup
 * configuration it receives; the sms requests are answered here, so no message is sent.
 */
const WORDS = {
  EN: {
    forgot: 'Forgot password?',
    sms: 'Mobile number (SMS)',
    mobile: 'Mobile number',
    countryCode: 'Country code',
    getCode: 'Get code',
    resend: /^Resend in \d+ s$/,
    extra: 'Extra verification',
    termsLink: 'terms and conditions',
    helpCentre: 'Help centre',
    termsTab: 'Terms and conditions',
    termsText: '18 or older',
    captchaLength: 'The captcha has 4 characters',
  },
  AR: {
    forgot: 'نسيت كلمة المرور؟',
    sms: 'رقم الجوال (رسالة نصية)',
    mobile: 'رقم الجوال',
    countryCode: 'رمز الدولة',
    getCode: 'الحصول على الرمز',
    resend: /^إعادة الإرسال بعد \d+ ث$/,
    extra: 'تحقق إضافي',
    termsLink: 'الشروط والأحكام',
    helpCentre: 'مركز المساعدة',
    termsTab: 'الشروط والأحكام',
    termsText: '18 عامًا أو أكثر',
    captchaLength: 'رمز التحقق المصور مكوّن من 4 أحرف',
  },
} as const;

async function withFormSwitchesOn(page: Page): Promise<void> {
  await page.route('**/wps/system/permission*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { whitelabel: { flags: Record<string, boolean> } } };
    Object.assign(body.value.whitelabel.flags, { MOBILEVERCODELOGIN3: true, REGMOBVERF3: true, CHNGPASSVERIF3: true });
    await route.fulfill({ response, json: body });
  });
  await page.route('**/wps/verification/sms/**', (route) =>
    route.fulfill({ json: { success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 1 } } }),
  );
}

/**
 * Every visible control or text of the dialog whose box reaches past the dialog's inline edges,
 * or past its form's (the popup's content box) when it is inside the form.
 */
async function sticksOut(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((box) => {
    const out: string[] = [];
    if (box.scrollWidth > box.clientWidth + 1)
      out.push(`the dialog scrolls sideways by ${box.scrollWidth - box.clientWidth}px`);
    for (const el of Array.from(box.querySelectorAll<HTMLElement>('input, select, button, img, label, a, p'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const edge = (el.closest('form') ?? box).getBoundingClientRect();
      if (r.left < edge.left - 0.5 || r.right > edge.right + 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const where = `${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(edge.left)}..${Math.round(edge.right)}`;
        out.push(`${el.tagName.toLowerCase()} "${name}" spans ${where}`);
      }
    }
    return out;
  });
}

async function open(page: Page, lang: Lang, switchesOn = true): Promise<void> {
  if (switchesOn) await withFormSwitchesOn(page);
  await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'EN' ? 'en' : 'ar');
}

async function openRegister(page: Page, lang: Lang): Promise<Locator> {
  await banner(page).getByRole('button', { name: TEXT[lang].register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lang].register });
  await expect(dialog.getByRole('img', { name: TEXT[lang].captchaImage })).toBeVisible();
  return dialog;
}

for (const lang of ['AR', 'EN'] as const) {
  const t = TEXT[lang];
  const w = WORDS[lang];

  test.describe(`account popups in ${lang}`, () => {
    test('register: the rows stay inside, the button is on screen, the country code starts at the brand’s country', async ({
      page,
    }) => {
      await open(page, lang);
      const dialog = await openRegister(page, lang);
      const submit = dialog.getByRole('button', { name: t.register, exact: true });
      await expect(submit).toBeInViewport({ ratio: 1 });
      // The visitor's (private) address has no country: the demo brand's own, the Emirates, comes first.
      await expect(dialog.getByRole('combobox', { name: w.countryCode })).toHaveValue('+971');
      expect(await sticksOut(dialog)).toEqual([]);

      await dialog.getByRole('textbox', { name: w.mobile, exact: true }).fill('501234567');
      await dialog.getByRole('button', { name: w.getCode }).click();
      await expect(dialog.getByRole('button', { name: w.resend })).toBeVisible();
      expect(await sticksOut(dialog)).toEqual([]);
      await expect(submit).toBeInViewport({ ratio: 1 });
    });

    test('register with the demo brand’s own fields: the button is on screen without scrolling', async ({ page }) => {
      await open(page, lang, false);
      const dialog = await openRegister(page, lang);
      await expect(dialog.getByRole('button', { name: t.register, exact: true })).toBeInViewport({ ratio: 1 });
      expect(await sticksOut(dialog)).toEqual([]);
    });

    test('register: a captcha answer of the wrong length is refused under the field, before anything is sent', async ({
      page,
    }) => {
      await open(page, lang, false);
      const registerCalls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/wps/member/register'))
          registerCalls.push(request.url());
      });
      const dialog = await fillRegisterForm(
        page,
        { username: uniqueUsername(), password: 'Blue lantern 42', captcha: 'E2E' },
        lang,
      );
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: t.captcha, exact: true })).toHaveAccessibleDescription(
        w.captchaLength,
      );
      expect(registerCalls).toEqual([]);
    });

    test('register: the terms box links to the terms, which open in the help centre', async ({ page }) => {
      await open(page, lang, false);
      const dialog = await openRegister(page, lang);
      const [terms] = await Promise.all([
        page.context().waitForEvent('page'),
        dialog.getByRole('link', { name: w.termsLink, exact: true }).click(),
      ]);
      const help = terms.getByRole('dialog', { name: w.helpCentre });
      await expect(help.getByRole('tab', { name: w.termsTab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(help.getByRole('tabpanel')).toContainText(w.termsText);
      // The register popup and what was typed in it stay where they were.
      await expect(dialog).toBeVisible();
    });

    test('login by sms and forgot password by phone: every row stays inside the popup', async ({ page }) => {
      await open(page, lang);
      await banner(page).getByRole('button', { name: t.login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.login });
      await dialog.getByText(w.sms, { exact: true }).click();
      await expect(dialog.getByRole('combobox', { name: w.countryCode })).toHaveValue('+971');
      await dialog.getByRole('textbox', { name: w.mobile, exact: true }).fill('501234567');
      await dialog.getByRole('button', { name: w.getCode }).click();
      await expect(dialog.getByRole('button', { name: w.resend })).toBeVisible();
      expect(await sticksOut(dialog)).toEqual([]);

      await dialog.getByText(w.forgot, { exact: true }).click();
      const forgot = page.getByRole('dialog', { name: w.forgot });
      await expect(forgot.getByRole('button', { name: w.getCode })).toBeVisible();
      expect(await sticksOut(forgot)).toEqual([]);
    });

    test('login: the captcha after a failure and the second factor stay inside the popup', async ({ page }) => {
      await open(page, lang);
      await banner(page).getByRole('button', { name: t.login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.login });
      await dialog.getByRole('textbox', { name: t.username, exact: true }).fill('demo_member');
      await dialog.getByLabel(t.password, { exact: true }).fill('Wrong-password-1');
      await dialog.getByRole('button', { name: t.login, exact: true }).click();
      await expect(dialog.getByRole('img', { name: t.captchaImage })).toBeVisible();
      expect(await sticksOut(dialog)).toEqual([]);

      // This test's own address is new to demo_member: the second factor follows the right password.
      await dialog.getByLabel(t.password, { exact: true }).fill('Member123');
      await dialog.getByRole('textbox', { name: t.captcha, exact: true }).fill('E2E1');
      await dialog.getByRole('button', { name: t.login, exact: true }).click();
      const step = dialog.getByRole('form', { name: w.extra });
      await step.getByRole('button', { name: w.getCode }).click();
      await expect(step.getByRole('button', { name: w.resend })).toBeVisible();
      expect(await sticksOut(dialog)).toEqual([]);
    });
  });
}
