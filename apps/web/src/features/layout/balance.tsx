import type { MemberInfo } from '@platform/contracts/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';
import styles from './member-panel.module.css';

/** Spec 2.3: balance with currency symbol, hideable as asterisks, with a refresh button off game pages. */
export function Balance({ member, gamePage }: { member: MemberInfo; gamePage: boolean }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const reload = async () => {
    setRefreshing(true);
    setFailed(false);
    try {
      await refresh();
    } catch {
      setFailed(true);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{t('session_balance')}</span>
      <bdi className={styles.amount}>{hidden ? '****' : `${member.currencySymbol}${member.balance}`}</bdi>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={hidden}
        aria-label={t('session_hide_balance')}
        onClick={() => setHidden((h) => !h)}
      >
        <span aria-hidden="true">{hidden ? '◌' : '●'}</span>
      </button>
      {gamePage ? null : (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('session_refresh_balance')}
          disabled={refreshing}
          onClick={() => void reload()}
        >
          <span aria-hidden="true" className={refreshing ? styles.spinning : undefined}>
            ↻
          </span>
        </button>
      )}
      {failed ? (
        <span role="alert" className={styles.copyFailed}>
          {t('link_abnormal')}
        </span>
      ) : null}
    </div>
  );
}
