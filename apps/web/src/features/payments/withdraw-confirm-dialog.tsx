import type { BankAccount } from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { Modal } from '../../shared/ui/modal';
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
    <Modal title={t('pay_confirm_withdraw_title')} onClose={sending ? () => {} : onCancel}>
      <div className={styles.dialogBody}>
        <p className={styles.text}>{t('pay_confirm_withdraw_text')}</p>
        <dl className={styles.details}>
          <div className={styles.detailRow}>
            <dt>{t('pay_amount')}</dt>
            <dd>
              <bdi>{format(amount)}</bdi>
            </dd>
          </div>
          {account ? (
            <div className={styles.detailRow}>
              <dt>{t('pay_bank_account')}</dt>
              <dd>
                <bdi>{`${account.bankName} · ${account.accountName} · ${account.accountNumberMasked}`}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={sending}>
            {t('session_cancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={onConfirm}
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? t('submitting') : t('pay_confirm_withdraw')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
