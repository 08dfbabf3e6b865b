import { addBankAccountBodySchema } from '@platform/contracts/withdraw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { FormError } from '../../shared/forms/form-error';
import { contractRule } from '../../shared/forms/form-schema';
import { splitRefusal } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { latinDigits } from './latin-digits';
import { addBankAccount, bankAccountsQueryKey } from './payment-security-api';
import styles from './payments.module.css';
import { withdrawSettingsQueryKey } from './withdraw-api';

const FIELD_CODES = { bankName: [], accountName: [], accountNumber: [] } as const;

type Values = { bankName: string; accountName: string; accountNumber: string };

/** The contract's rules (contracts/withdraw.ts addBankAccountBodySchema), checked before sending. */
const { shape } = addBankAccountBodySchema;
const RULES = {
  bankName: contractRule(shape.bankName, { key: 'pay_name_length' }),
  accountName: contractRule(shape.accountName, { key: 'pay_name_length' }),
  accountNumber: contractRule(shape.accountNumber, { key: 'pay_account_number_invalid' }),
};

type Props = { onDone: () => void; onCancel?: () => void };

/** Adds a payout account: bank name, account holder and number (shown masked once saved). */
export function AddBankAccountForm({ onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useKitForm<Values>({
    defaultValues: { bankName: '', accountName: '', accountNumber: '' },
    rules: RULES,
  });
  const add = useMutation({
    mutationFn: addBankAccount,
    onSuccess: async (value) => {
      queryClient.setQueryData(bankAccountsQueryKey, value);
      await queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey });
      onDone();
    },
    onError: (error) => showServerErrors(form, splitRefusal(error, FIELD_CODES).fields),
  });
  const refusal = splitRefusal(add.error, FIELD_CODES);

  const submit = submitHandler(form, add.isPending, ({ bankName, accountName, accountNumber }) => {
    add.mutate({
      bankName: bankName.trim(),
      accountName: accountName.trim(),
      accountNumber: accountNumber.replace(/[\s-]/g, ''),
    });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_add_bank_account')}>
      <Field control={form.control} name="bankName" label={t('pay_bank_name')} autoComplete="off" maxLength={64} />
      <Field
        control={form.control}
        name="accountName"
        label={t('pay_account_name')}
        autoComplete="name"
        maxLength={64}
      />
      <Field
        control={form.control}
        name="accountNumber"
        label={t('pay_account_number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={48}
        transform={latinDigits}
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
