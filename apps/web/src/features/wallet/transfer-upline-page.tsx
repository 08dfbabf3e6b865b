import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkAbnormal } from '../../shared/session/link-abnormal';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { Spinner } from '../../shared/ui/spinner';
import { TransferUplineForm } from './transfer-upline-form';
import styles from './wallet.module.css';
import { isNetworkError, moneyErrorText } from './wallet-errors';
import { fetchUplineInfo, uplineInfoQueryKey } from './wallet-transfer-api';
import './wallet-strings';

/**
 * Member centre transferUpline (spec 2.9): money from the member's main wallet to
 * their upline agent, guarded by the payment password. Without an upline there is nobody to pay;
 * without a payment password the member is sent to the security centre to set one first.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: uplineInfoQueryKey,
    queryFn: ({ signal }) => fetchUplineInfo(signal),
    retry: retryNetworkOnce,
  });

  if (info.isPending) return <Spinner label={t('loading')} />;
  // A failed reload after a refusal keeps the page as it was; only a failed first load replaces it.
  if (!info.data) {
    return isNetworkError(info.error) ? (
      <LinkAbnormal onRetry={() => info.refetch()} />
    ) : (
      <p role="alert" className={styles.formError}>
        {moneyErrorText(t, info.error)}
      </p>
    );
  }
  const { upline, paymentPasswordSet } = info.data;
  if (upline === null) {
    return (
      <div className={styles.notice} role="note">
        <p>{t('wal_no_upline')}</p>
      </div>
    );
  }
  if (!paymentPasswordSet) {
    return (
      <div className={styles.notice} role="note">
        <p>{t('wal_payment_password_needed')}</p>
        <Link to="/member" className={styles.link}>
          {t('wal_to_security_centre')}
        </Link>
      </div>
    );
  }
  return <TransferUplineForm upline={upline} balance={info.data.balance} />;
}
