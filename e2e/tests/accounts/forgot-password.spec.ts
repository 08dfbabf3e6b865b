import {
  banner,
  expect,
  logoutThroughUi,
  openInEnglish,
  outboxMessages,
  registerThroughUi,
  test,
  uniqueUsername,
} from './account-fixtures';

test('forgot by email: the mail is sent ("in_been_out") and its temporary password forces a change', async ({
  page,
}) => {
  // Registers, logs out, asks for the mail and logs in again: four password hashes on a shared machine.
  test.slow();
  const username = uniqueUsername();
  const email = `${username}@example.test`;
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42', email });
  await logoutThroughUi(page, username);

  await banner(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
  await forgot.getByRole('textbox', { name: 'Username' }).fill(username);
  await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
  const since = new Date();
  await forgot.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(forgot.getByRole('status')).toHaveText('The email has been sent. Please check your inbox.');

  // The demo outbox holds the mail with its temporary password.
  let temporary = '';
  await expect
    .poll(async () => {
      const mail = (await outboxMessages(page, email)).find(
        (m) => new Date(m.createdAt).getTime() >= since.getTime() - 1_000,
      );
      temporary = mail?.body.match(/ is (\S+)\. It works once/)?.[1] ?? '';
      return temporary;
    })
    .not.toBe('');

  await forgot.getByRole('button', { name: 'Log in now' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(temporary);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
});

test('forgot by email in Arabic says the same, whether or not the account exists', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.getByRole('dialog', { name: 'تسجيل الدخول' }).getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  const forgot = page.getByRole('dialog', { name: 'نسيت كلمة المرور؟' });
  await forgot.getByRole('textbox', { name: 'اسم المستخدم' }).fill(uniqueUsername());
  await forgot.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('nobody@example.test');
  await forgot.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(forgot.getByRole('status')).toHaveText('تم إرسال البريد الإلكتروني. يرجى التحقق من صندوق الوارد.');
});

test('forgot by email in Arabic mails the temporary password in Arabic', async ({ page }) => {
  // Registers, logs out and asks for the mail: as slow as the English one above.
  test.slow();
  const username = uniqueUsername();
  const email = `${username}@example.test`;
  await page.goto('/');
  await registerThroughUi(page, { username, password: 'Blue lantern 42', email }, 'AR');
  await logoutThroughUi(page, username, 'AR');

  await banner(page).getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await page.getByRole('dialog', { name: 'تسجيل الدخول' }).getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  const forgot = page.getByRole('dialog', { name: 'نسيت كلمة المرور؟' });
  await forgot.getByRole('textbox', { name: 'اسم المستخدم' }).fill(username);
  await forgot.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  const since = new Date();
  await forgot.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(forgot.getByRole('status')).toHaveText('تم إرسال البريد الإلكتروني. يرجى التحقق من صندوق الوارد.');
  await expect
    .poll(async () => {
      const mail = (await outboxMessages(page, email)).find(
        (m) => new Date(m.createdAt).getTime() >= since.getTime() - 1_000,
      );
      return mail?.body ?? '';
    })
    .toMatch(new RegExp(`^كلمة المرور المؤقتة للحساب \u2068${username}\u2069 هي \u2068\\S+\u2069\\. تعمل مرة واحدة`));
});
