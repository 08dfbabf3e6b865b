import type { WalletBalance } from '@platform/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { LinkAbnormal } from '../../shared/session/link-abnormal';
import { Spinner } from '../../shared/ui/spinner';
import { TransferFundForm } from './transfer-fund-form';
import styles from './wallet.module.css';
import { useMerchantWallet, useWalletBalance } from './wallet-api';
import { isNetworkError, moneyErrorText } from './wallet-errors';
import { WalletList } from './wallet-list';
import './wallet-strings';

/**
 * Member centre transferFund (spec 2.9, wallet): the main wallet and each vendor sub-wallet with
 * its balance, and the form that moves money between the main wallet and one sub-wallet. A
 * single-wallet merchant has nothing to move: the member is told so instead of shown a form.
 */
export function TransferFundPage() {
  const { t } = useTranslation();
  const wallet = useWalletBalance();
  const merchant = useMerchantWallet();

  if (wallet.isPending || merchant.isPending) return <Spinner label={t('loading')} />;
  // Only a first load that failed replaces the page; a failed background refresh keeps what is shown.
  if (!wallet.data || !merchant.data) {
    const error = wallet.error ?? merchant.error;
    const retry = async () => {
      if (wallet.isError) await wallet.refetch();
      if (merchant.isError) await merchant.refetch();
    };
    return isNetworkError(error) ? (
      <LinkAbnormal onRetry={retry} />
    ) : (
      <p role="alert" className={styles.formError}>
        {moneyErrorText(t, error)}
      </p>
    );
  }

  return (
    <div className={styles.page}>
      <WalletList wallet={wallet.data} single={merchant.data.isSingle} />
      <TransferArea wallet={wallet.data} single={merchant.data.isSingle} />
    </div>
  );
}

function TransferArea({ wallet, single }: { wallet: WalletBalance; single: boolean }) {
  const { t } = useTranslation();
  if (single) {
    return (
      <div className={styles.notice} role="note">
        <p>{t('wal_single_wallet')}</p>
      </div>
    );
  }
  if (wallet.subWallets.length === 0) {
    return (
      <div className={styles.notice} role="note">
        <p>{t('wal_no_sub_wallets')}</p>
      </div>
    );
  }
  return <TransferFundForm wallet={wallet} />;
}
