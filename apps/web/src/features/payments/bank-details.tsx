import type { DepositChannel } from '@platform/contracts/deposit';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button';
import { Isolated } from '../../shared/ui/isolated';
import { DetailRow } from './detail-row';
import styles from './payments.module.css';

/** The account a manual bank transfer goes to, each detail with its own copy button. */
export function BankDetails({ bank }: { bank: NonNullable<DepositChannel['bank']> }) {
  const { t } = useTranslation();
  // Names take their own direction; the account number reads left to right in every language.
  const rows: [string, string, 'auto' | 'ltr'][] = [
    [t('pay_bank_name'), bank.bankName, 'auto'],
    [t('pay_account_name'), bank.accountName, 'auto'],
    [t('pay_account_number'), bank.accountNumber, 'ltr'],
  ];
  return (
    <div className={styles.bankDetails}>
      <p className={styles.hint}>{t('pay_bank_transfer_intro')}</p>
      <dl className={styles.details}>
        {rows.map(([label, value, dir]) => (
          <DetailRow key={label} label={label}>
            <Isolated dir={dir} className={styles.detailValue}>
              {value}
            </Isolated>
            <CopyButton value={value} label={label} />
          </DetailRow>
        ))}
      </dl>
    </div>
  );
}
