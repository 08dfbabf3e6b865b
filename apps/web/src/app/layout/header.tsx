import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import { CustomerServiceButton } from '../../shared/customer-service/customer-service-button';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { useModals } from '../../shared/modal-state/modal-context';
import { LinkAbnormal } from '../../shared/session/link-abnormal';
import { useSession } from '../../shared/session/session-context';
import { useFreePlay } from '../../shared/session/use-free-play';
import { lazyChunk } from '../../shared/system/chunk-load';
import { usePermission } from '../../shared/system/startup-queries';
import { ThemeToggle } from '../../shared/theme/theme-toggle';
import { Spinner } from '../../shared/ui/spinner';
import { BrandMark } from './brand-mark';
import styles from './header.module.css';
import { TopNav } from './top-nav';

// A guest's first visit has no use for the member panel (balance, menu, log out): it loads with a
// session, beside the member's own first calls.
const MemberPanel = lazyChunk(() => import('./member-panel').then((m) => ({ default: m.MemberPanel })), 'member-panel');

/**
 * Spec 2.3: customer service, then the guest buttons or the member panel, language and theme; the
 * brand's mark first when the side menu does not show it (closed, or a game page).
 */
export function Header({ gamePage = false, showMark = false }: { gamePage?: boolean; showMark?: boolean }) {
  const permission = usePermission();
  const session = useSession();
  return (
    <header className={styles.header}>
      {showMark ? (
        <div className={styles.mark}>
          <BrandMark />
        </div>
      ) : null}
      <div className={styles.navRow}>
        <TopNav />
      </div>
      <div className={styles.actions}>
        <CustomerServiceButton
          className={styles.ghost}
          merchantCode={permission.merchantCode}
          entries={permission.customerService}
        />
        <SessionArea session={session} gamePage={gamePage} />
        <LanguageSelect />
        <ThemeToggle />
      </div>
    </header>
  );
}

function SessionArea({ session, gamePage }: { session: ReturnType<typeof useSession>; gamePage: boolean }) {
  const { t } = useTranslation();
  if (session.status === 'guest') return <GuestButtons />;
  if (session.status === 'loading' || !session.member) {
    return session.error ? <LinkAbnormal onRetry={session.refresh} /> : <Spinner label={t('loading')} />;
  }
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <MemberPanel member={session.member} gamePage={gamePage} />
    </Suspense>
  );
}

function GuestButtons() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { open } = useModals();
  const freePlay = useFreePlay();
  return (
    <>
      {permission.whitelabel.flags.FREEPLAY3 ? (
        <button type="button" className={styles.ghost} disabled={freePlay.isPending} onClick={() => freePlay.mutate()}>
          {freePlay.isPending ? t('submitting') : t('session_try_free')}
        </button>
      ) : null}
      {freePlay.error ? (
        <span role="alert" className={styles.error}>
          {t(errorMessageKey(freePlay.error))}
        </span>
      ) : null}
      <button type="button" className={styles.outline} onClick={() => open('register')}>
        {t('register')}
      </button>
      <button type="button" className={styles.primary} onClick={() => open('login')}>
        {t('login')}
      </button>
    </>
  );
}
