import type { BankAccount } from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Isolated } from '../../shared/ui/isolated';
import { BankAccountLabel } from './bank-account-label';
import { DetailRow } from './detail-row';
import styles from './payments.module.css';

type Props = {
  amount: string;
  account: BankAccount | undefined;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The last look before money is held: amount and destination account. */
export function WithdrawConfirmDialog({ amount, account, sending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  return (
    <ConfirmDialog
      title={t('pay_confirm_withdraw_title')}
      message={t('pay_confirm_withdraw_text')}
      confirmLabel={t('pay_confirm_withdraw')}
      pending={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className={styles.details}>
        <DetailRow label={t('pay_amount')}>
          <Isolated dir="ltr">{format(amount)}</Isolated>
        </DetailRow>
        {account ? (
          <DetailRow label={t('pay_bank_account')}>
            <BankAccountLabel {...account} />
          </DetailRow>
        ) : null}
      </dl>
    </ConfirmDialog>
  );
}
