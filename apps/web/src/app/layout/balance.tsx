import type { MemberInfo } from '@platform/contracts/account';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletBalance } from '../../features/wallet/wallet-api';
import { useCurrency } from '../../shared/money/format-money';
import { readBalanceHidden, saveBalanceHidden } from '../../shared/storage/session-keys';
import { Isolated } from '../../shared/ui/isolated';
import styles from './member-panel.module.css';

/**
 * Spec 2.3: balance with currency symbol, hideable as asterisks, with a refresh button off game
 * pages. A real account's balance is its main wallet (GET walletBalance, kept current by the live
 * socket); until that answers, it is the balance in the member info. A trial account has none to
 * show (MemberPanel shows free play instead).
 */
export function Balance({ member, gamePage }: { member: MemberInfo; gamePage: boolean }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const wallet = useWalletBalance();
  const [hidden, setHidden] = useState(readBalanceHidden);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggleHidden = () => {
    setHidden(!hidden);
    saveBalanceHidden(!hidden);
  };
  const reload = async () => {
    setRefreshing(true);
    setFailed(false);
    try {
      if ((await wallet.refetch()).isError) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setRefreshing(false);
    }
  };

  const amount = wallet.data?.balance ?? member.balance;
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{t('session_balance')}</span>
      <Isolated dir="ltr" className={styles.amount}>
        {hidden ? '****' : currency.format(amount)}
      </Isolated>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={hidden}
        aria-label={t('session_hide_balance')}
        onClick={toggleHidden}
      >
        <span aria-hidden="true">{hidden ? <EyeOff size="1em" /> : <Eye size="1em" />}</span>
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
            <RefreshCw size="1em" />
          </span>
        </button>
      )}
      {failed ? (
        <span role="alert" className={styles.refreshFailed}>
          {t('link_abnormal')}
        </span>
      ) : null}
    </div>
  );
}
