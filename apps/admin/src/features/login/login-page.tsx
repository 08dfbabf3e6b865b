import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { staffLoginValueSchema, staffSessionValueSchema } from '@platform/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, apiCall } from '../../shared/api/http';
import { saveStaffToken } from '../../shared/session/staff-token';
import { STAFF_ME_KEY } from '../../shared/session/use-staff';
import { LanguageSelect, ThemeToggle } from '../../shared/ui/preferences';
import ui from '../../shared/ui/ui.module.css';
import { CodeStep } from './code-step';
import styles from './login.module.css';
import { type LoginMessage, loginMessageOf } from './login-errors';
import { PasswordStep } from './password-step';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string; enrolment: { secret: string; qrCode: string } | null };

/** Where the console sends a staff member whose session ended (idle, revoked): the login, saying so. */
export type LoginState = { sessionEnded?: boolean } | null;

/** The console's login: password, then the authenticator's code (set up at the first login). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionEnded = (useLocation().state as LoginState)?.sessionEnded === true;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(loginMessageOf(error));
      // The password step's challenge is gone: the login starts again from the password.
      if (error instanceof ApiError && error.code === 'LOGIN_CHALLENGE_EXPIRED') setStep({ kind: 'password' });
    } finally {
      setBusy(false);
    }
  };

  const signIn = (credentials: { account: string; password: string }) =>
    run(async () => {
      const answer = await apiCall(staffLoginValueSchema, ADMIN_API.staffLogin, { method: 'POST', body: credentials });
      setStep({
        kind: 'code',
        challenge: answer.challenge,
        enrolment: answer.step === 'enrol' ? { secret: answer.secret, qrCode: answer.qrCode } : null,
      });
    });

  const confirm = (challenge: string, code: string) =>
    run(async () => {
      const session = await apiCall(staffSessionValueSchema, ADMIN_API.staffSecondFactor, {
        method: 'POST',
        body: { challenge, code },
      });
      saveStaffToken(session.token);
      queryClient.setQueryData(STAFF_ME_KEY, session.staff);
      await navigate('/', { replace: true });
    });

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.header}>
          <h1 className={styles.title}>{t('login_title')}</h1>
          <div className={styles.actions}>
            <LanguageSelect />
            <ThemeToggle />
          </div>
        </div>
        {sessionEnded && !message ? (
          <p className={ui.notice} role="status">
            {t('session_ended')}
          </p>
        ) : null}
        {message ? (
          <p className={ui.alert} role="alert">
            {t(message.key, message.values)}
          </p>
        ) : null}
        {step.kind === 'password' ? (
          <PasswordStep busy={busy} onSubmit={signIn} />
        ) : (
          <CodeStep
            enrolment={step.enrolment}
            busy={busy}
            onSubmit={(code) => confirm(step.challenge, code)}
            onBack={() => {
              setMessage(null);
              setStep({ kind: 'password' });
            }}
          />
        )}
      </div>
    </main>
  );
}
