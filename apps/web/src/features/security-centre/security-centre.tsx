import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import { addFeatureTranslations } from '../../shared/i18n/i18n';
import securityAr from '../../shared/i18n/locales/security.ar.json';
import securityEn from '../../shared/i18n/locales/security.en.json';
import { useModals } from '../../shared/modal-state/modal-context';
import { LinkAbnormal } from '../../shared/session/link-abnormal';
import { isSessionGone, retryNetworkOnce } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session-context';
import { Isolated } from '../../shared/ui/isolated';
import { Spinner } from '../../shared/ui/spinner';
import { fetchSecurity, securityQueryKey, startTotpEnrolment } from './security-api';
import styles from './security-centre.module.css';
import { TotpEnrolment } from './totp-enrolment';
import { TotpTurnOff } from './totp-turn-off';

// The security centre loads with the member centre, not the home page, and brings its own strings.
addFeatureTranslations(securityAr, securityEn);

type Step = 'idle' | 'enrol' | 'turnOff';

/**
 * The security centre (spec 2.9 securityCenter): whether a mobile is bound and whether an
 * authenticator guards logins from new places, and the change-password entry.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  const { open } = useModals();
  const { refresh } = useSession();
  const titleId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const security = useQuery({
    queryKey: securityQueryKey,
    queryFn: ({ signal }) => fetchSecurity(signal),
    retry: retryNetworkOnce,
  });
  const startEnrolment = useMutation({ mutationFn: startTotpEnrolment });

  // A session that ended meanwhile: let the session state find out and turn the user into a guest.
  const gone = isSessionGone(security.error);
  useEffect(() => {
    if (gone) void refresh().catch(() => {});
  }, [gone, refresh]);

  const finish = (result: 'on' | 'off') => () => {
    setStep('idle');
    setDone(result);
  };

  let body: ReactNode;
  if (security.isPending) {
    body = <Spinner label={t('loading')} />;
  } else if (security.isError) {
    body =
      errorMessageKey(security.error) === 'link_abnormal' ? (
        <LinkAbnormal onRetry={() => security.refetch()} />
      ) : (
        <p role="alert" className={styles.fieldError}>
          {t(errorMessageKey(security.error))}
        </p>
      );
  } else {
    const { mobileBound, maskedMobile, totpEnabled } = security.data;
    body = (
      <>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('security_mobile')}</dt>
            <dd>
              {mobileBound ? (
                <>
                  {t('security_bound')} {maskedMobile ? <Isolated dir="ltr">{maskedMobile}</Isolated> : null}
                </>
              ) : (
                t('security_not_bound')
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('security_authenticator')}</dt>
            <dd>
              <span className={totpEnabled ? styles.on : styles.off}>
                {totpEnabled ? t('security_totp_on') : t('security_totp_off')}
              </span>
              {step === 'idle' ? (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => {
                    setDone(null);
                    if (!totpEnabled) startEnrolment.mutate();
                    setStep(totpEnabled ? 'turnOff' : 'enrol');
                  }}
                >
                  {totpEnabled ? t('security_totp_turn_off') : t('security_totp_set_up')}
                </button>
              ) : null}
            </dd>
          </div>
        </dl>
        {done ? (
          <p role="status" className={styles.success}>
            {done === 'on' ? t('security_totp_enabled') : t('security_totp_disabled')}
          </p>
        ) : null}
        {step === 'enrol' ? (
          <TotpEnrolment start={startEnrolment} onDone={finish('on')} onCancel={() => setStep('idle')} />
        ) : null}
        {step === 'turnOff' ? <TotpTurnOff onDone={finish('off')} onCancel={() => setStep('idle')} /> : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('security_title')}
        </h2>
        <button type="button" className={styles.secondary} onClick={() => open('changePassword')}>
          {t('security_change_password')}
        </button>
      </div>
      {body}
    </section>
  );
}
