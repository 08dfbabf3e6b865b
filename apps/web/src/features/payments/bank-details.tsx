import type { DepositChannel } from '@platform/contracts/deposit';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button';
import { DetailRow } from './detail-row';
import styles from './payments.module.css';

/** The account a manual bank transfer goes to, each detail with its own copy button. */
export function BankDetails({ bank }: { bank: NonNullable<DepositChannel['bank']> }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('pay_bank_name'), bank.bankName],
    [t('pay_account_name'), bank.accountName],
    [t('pay_account_number'), bank.accountNumber],
  ];
  return (
    <div className={styles.bankDetails}>
      <p className={styles.hint}>{t('pay_bank_transfer_intro')}</p>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <DetailRow key={label} label={label}>
            <bdi className={styles.detailValue}>{value}</bdi>
            <CopyButton value={value} label={label} />
          </DetailRow>
        ))}
      </dl>
    </div>
  );
}
