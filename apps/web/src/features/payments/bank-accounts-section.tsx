import { type BankAccount, MAX_BANK_ACCOUNTS } from '@platform/contracts/withdraw';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../shared/forms/form-error';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { Isolated } from '../../shared/ui/isolated';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { AddBankAccountForm } from './add-bank-account-form';
import { bankAccountsQueryKey, deleteBankAccount, fetchBankAccounts } from './payment-security-api';
import styles from './payments.module.css';
import { withdrawSettingsQueryKey } from './withdraw-api';

/** The member's payout accounts (numbers masked), at most five: add and delete. */
export function BankAccountsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const [notice, setNotice] = useState<'added' | 'deleted' | null>(null);
  const accounts = useQuery({
    queryKey: bankAccountsQueryKey,
    queryFn: ({ signal }) => fetchBankAccounts(signal),
    retry: retryNetworkOnce,
  });

  let body: ReactNode;
  if (accounts.isPending) body = <Spinner label={t('loading')} />;
  else if (accounts.isError) body = <QueryFailure error={accounts.error} onRetry={() => accounts.refetch()} />;
  else {
    const list = accounts.data.accounts;
    const full = list.length >= MAX_BANK_ACCOUNTS;
    body = (
      <>
        {list.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.accountList}>
            {list.map((account) => (
              <li key={account.id} className={styles.accountItem}>
                <div className={styles.accountText}>
                  <Isolated truncate className={styles.accountBank}>
                    {account.bankName}
                  </Isolated>
                  <Isolated truncate>{account.accountName}</Isolated>
                  <Isolated dir="ltr" className={styles.accountNumber}>
                    {account.accountNumberMasked}
                  </Isolated>
                </div>
                <button
                  type="button"
                  className={styles.dangerButton}
                  aria-label={t('pay_delete_bank_account_named', {
                    bank: account.bankName,
                    number: account.accountNumberMasked,
                  })}
                  onClick={() => {
                    setNotice(null);
                    setDeleting(account);
                  }}
                >
                  {t('pay_delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {notice ? (
          <p role="status" className={styles.success}>
            {notice === 'added' ? t('pay_bank_account_added') : t('pay_bank_account_deleted')}
          </p>
        ) : null}
        {full ? <p className={styles.hint}>{t('pay_bank_account_limit', { max: String(MAX_BANK_ACCOUNTS) })}</p> : null}
        {adding && !full ? (
          <AddBankAccountForm
            onDone={() => {
              setAdding(false);
              setNotice('added');
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.secondary}
              disabled={full}
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              {t('pay_add_bank_account')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('pay_bank_accounts')}
      </h3>
      {body}
      {deleting ? (
        <DeleteBankAccountDialog
          account={deleting}
          onDone={() => {
            setDeleting(null);
            setNotice('deleted');
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

type DialogProps = { account: BankAccount; onDone: () => void; onCancel: () => void };

function DeleteBankAccountDialog({ account, onDone, onCancel }: DialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteBankAccount(account.id),
    onSuccess: async (value) => {
      queryClient.setQueryData(bankAccountsQueryKey, value);
      await queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey });
      onDone();
    },
  });
  return (
    <ConfirmDialog
      title={t('pay_delete_bank_account')}
      message={t('pay_delete_bank_account_text', { bank: account.bankName, number: account.accountNumberMasked })}
      confirmLabel={t('pay_delete')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onCancel}
    >
      <FormError error={remove.error} />
    </ConfirmDialog>
  );
}
