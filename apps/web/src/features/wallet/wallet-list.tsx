import type { WalletBalance } from '@platform/contracts/wallet';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { Isolated, isolate } from '../../shared/ui/isolated';
import { useVendorName } from '../catalogue/use-vendor-name';
import styles from './wallet.module.css';

/**
 * The main wallet first, then each vendor sub-wallet; one under maintenance is marked as such, and
 * money on its way to or from a vendor (not confirmed by it yet) is shown as in transit there.
 */
export function WalletList({ wallet, single }: { wallet: WalletBalance; single: boolean }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const vendorName = useVendorName();
  const titleId = useId();
  // A decimal string is non-zero when it has a non-zero digit: no float needed to tell.
  const moving = (amount: string) => /[1-9]/.test(amount);
  const anyInTransit = !single && wallet.subWallets.some((sub) => moving(sub.inTransit));
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('wal_my_wallets')}
      </h3>
      <ul className={styles.wallets}>
        <li className={`${styles.wallet} ${styles.mainWallet}`} aria-label={t('wal_main_wallet')}>
          <span className={styles.walletName}>{t('wal_main_wallet')}</span>
          <Isolated dir="ltr" className={styles.walletAmount}>
            {format(wallet.balance)}
          </Isolated>
        </li>
        {single
          ? null
          : wallet.subWallets.map((sub) => (
              <li key={sub.vendor} className={styles.wallet} aria-label={vendorName(sub.vendor, sub.displayName)}>
                <span className={styles.walletName}>
                  <Isolated>{vendorName(sub.vendor, sub.displayName)}</Isolated>
                  {sub.maintenance ? <span className={styles.maintenance}>{t('wal_maintenance')}</span> : null}
                </span>
                <Isolated dir="ltr" className={styles.walletAmount}>
                  {format(sub.balance)}
                </Isolated>
                {moving(sub.inTransit) ? (
                  <span className={styles.inTransit}>
                    {t('wal_in_transit', { amount: isolate(format(sub.inTransit), 'ltr') })}
                  </span>
                ) : null}
              </li>
            ))}
      </ul>
      {single ? null : (
        <p className={styles.muted}>
          {t('wal_total')}: <Isolated dir="ltr">{format(wallet.total)}</Isolated>
        </p>
      )}
      {anyInTransit ? <p className={styles.muted}>{t('wal_in_transit_note')}</p> : null}
    </section>
  );
}
