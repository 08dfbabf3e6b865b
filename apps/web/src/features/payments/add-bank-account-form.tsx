import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '../auth-modals/field';
import { type FieldMessage, hasErrors, requiredMessage } from '../auth-modals/field-rules';
import { latinDigits } from './latin-digits';
import { PayField } from './pay-field';
import { addBankAccount, bankAccountsQueryKey } from './payment-security-api';
import styles from './payments.module.css';
import { splitRefusal } from './refusal-fields';
import { withdrawSettingsQueryKey } from './withdraw-api';

const FIELD_CODES = { bankName: [], accountName: [], accountNumber: [] } as const;

/** The contract's rules (contracts/withdraw.ts addBankAccountBodySchema), checked before sending. */
function nameMessage(value: string): FieldMessage | undefined {
  const length = value.trim().length;
  return requiredMessage(value) ?? (length < 2 || length > 64 ? { key: 'pay_name_length' } : undefined);
}

function accountNumberMessage(value: string): FieldMessage | undefined {
  return (
    requiredMessage(value) ??
    (/^[0-9]{6,34}$/.test(value.replace(/[\s-]/g, '')) ? undefined : { key: 'pay_account_number_invalid' })
  );
}

type Props = { onDone: () => void; onCancel?: () => void };

/** Adds a payout account: bank name, account holder and number (shown masked once saved). */
export function AddBankAccountForm({ onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage | undefined>>({});
  const add = useMutation({
    mutationFn: addBankAccount,
    onSuccess: async (value) => {
      queryClient.setQueryData(bankAccountsQueryKey, value);
      await queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey });
      onDone();
    },
  });
  const refusal = splitRefusal(add.error, FIELD_CODES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      bankName: nameMessage(bankName),
      accountName: nameMessage(accountName),
      accountNumber: accountNumberMessage(accountNumber),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    add.mutate({
      bankName: bankName.trim(),
      accountName: accountName.trim(),
      accountNumber: accountNumber.replace(/[\s-]/g, ''),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_add_bank_account')}>
      <PayField
        label={t('pay_bank_name')}
        autoComplete="off"
        maxLength={64}
        value={bankName}
        onChange={(e) => setBankName(e.target.value)}
        error={errors.bankName ?? refusal.fields.bankName}
      />
      <PayField
        label={t('pay_account_name')}
        autoComplete="name"
        maxLength={64}
        value={accountName}
        onChange={(e) => setAccountName(e.target.value)}
        error={errors.accountName ?? refusal.fields.accountName}
      />
      <PayField
        label={t('pay_account_number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={48}
        value={accountNumber}
        onChange={(e) => setAccountNumber(latinDigits(e.target.value))}
        error={errors.accountNumber ?? refusal.fields.accountNumber}
        hint={t('pay_account_number_hint')}
      />
      <FormError error={refusal.form} />
      <div className={styles.buttons}>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={add.isPending}>
            {t('session_cancel')}
          </button>
        ) : null}
        <SubmitButton pending={add.isPending}>{t('pay_save_bank_account')}</SubmitButton>
      </div>
    </form>
  );
}
