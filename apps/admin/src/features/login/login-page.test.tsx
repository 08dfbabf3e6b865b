import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { quietDashboard } from '../../test/dashboards';
import { profileOf } from '../../test/staff-profiles';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const ENROL = {
  step: 'enrol',
  challenge: 'c-1',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x',
  qrCode: QR,
};
const signedIn = () => answer({ token: 'staff-token-1', staff: profileOf('finance', 'Fatima Finance') });

async function typePassword(account = 'demo_finance', password = 'Backoffice1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Account'), account);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
  return user;
}

it('enrols the authenticator at the first login: QR code, the key to type, then the code signs in', async () => {
  const calls = fakeApi({
    [`POST ${ADMIN_API.staffLogin}`]: () => answer(ENROL),
    [`POST ${ADMIN_API.staffSecondFactor}`]: signedIn,
    [`GET ${ADMIN_API.dashboard}`]: () => answer(quietDashboard()),
  });
  await renderConsole('/login', { language: 'en' });
  const user = await typePassword();

  expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute('src', QR);
  expect(screen.getByLabelText('Or type this key into the app:')).toHaveValue('JBSWY3DPEHPK3PXP');
  await user.type(screen.getByLabelText('6-digit code'), '123456{Enter}');

  expect(await screen.findByText('Fatima Finance')).toBeVisible();
  // Signed in, the console opens the first page: the brand's dashboard.
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-token-1');
  expect(calls.map((c) => c.body)).toEqual([
    { account: 'demo_finance', password: 'Backoffice1' },
    { challenge: 'c-1', code: '123456' },
    undefined,
  ]);
  // The session's calls carry its token.
  expect(calls.at(-1)?.authorization).toBe('Bearer staff-token-1');
});

it('asks only for the code once enrolled, and refuses a code that is not 6 digits before sending it', async () => {
  const calls = fakeApi({
    [`POST ${ADMIN_API.staffLogin}`]: () => answer({ step: 'code', challenge: 'c-2' }),
    [`POST ${ADMIN_API.staffSecondFactor}`]: () => refusal('SECOND_FACTOR_INVALID'),
  });
  await renderConsole('/login', { language: 'en' });
  const user = await typePassword();

  expect(await screen.findByText('Enter the code from your authenticator app.')).toBeVisible();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('6-digit code'), '12ab{Enter}');
  expect(await screen.findByText('Enter the 6 digits of the code')).toBeVisible();
  expect(calls).toHaveLength(1);

  await user.clear(screen.getByLabelText('6-digit code'));
  await user.type(screen.getByLabelText('6-digit code'), '654321{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The code is incorrect or has expired. Enter the code the app shows now.',
  );
  expect(screen.getByLabelText('6-digit code')).toBeVisible();
});

it('says why a password step fails, with the minutes of a lock, in Arabic', async () => {
  let answerWith = refusal('BAD_CREDENTIALS');
  fakeApi({ [`POST ${ADMIN_API.staffLogin}`]: () => answerWith });
  await renderConsole('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('الحساب'), 'demo_finance');
  await user.type(screen.getByLabelText('كلمة المرور'), 'wrong{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('الحساب أو كلمة المرور غير صحيحة.');

  answerWith = refusal('ACCOUNT_LOCKED', { retryAfterSeconds: 540 });
  await user.click(screen.getByRole('button', { name: 'متابعة' }));
  expect(await screen.findByText(/حاول مرة أخرى بعد 9 دقيقة/)).toBeVisible();

  answerWith = refusal('IP_NOT_ALLOWED');
  await user.click(screen.getByRole('button', { name: 'متابعة' }));
  expect(await screen.findByText('لا يُسمح لهذا الحساب بالدخول من عنوان الشبكة هذا.')).toBeVisible();
});

it('starts again from the password when the challenge expired', async () => {
  fakeApi({
    [`POST ${ADMIN_API.staffLogin}`]: () => answer({ step: 'code', challenge: 'c-3' }),
    [`POST ${ADMIN_API.staffSecondFactor}`]: () => refusal('LOGIN_CHALLENGE_EXPIRED'),
  });
  await renderConsole('/login', { language: 'en' });
  const user = await typePassword();
  await user.type(await screen.findByLabelText('6-digit code'), '111111{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in took too long. Enter your password again.');
  expect(screen.getByLabelText('Password')).toBeVisible();
  expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
});

it('returns to the login saying the session ended when a call answers LOGIN_REQUIRED', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 'idle-token');
  fakeApi({ [`GET ${ADMIN_API.staffMe}`]: () => refusal('LOGIN_REQUIRED') });
  await renderConsole('/finance/deposits', { language: 'en' });
  expect(await screen.findByText('Your session ended. Please sign in again.')).toBeVisible();
  expect(screen.getByLabelText('Account')).toBeVisible();
  expect(sessionStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
});
