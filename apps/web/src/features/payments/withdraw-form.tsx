import { PAYMENT_PASSWORD_PATTERN, type WithdrawOrder, type WithdrawSettings } from '@platform/contracts/withdraw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../shared/api/use-request-id';
import { Field, FieldFrame } from '../../shared/forms/field';
import { requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import { splitRefusal } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { useCurrency } from '../../shared/money/format-money';
import { memberInfoQueryKey } from '../../shared/session/session-api';
import { AmountField } from './amount-field';
import { amountMessage, remainingAmount } from './amount-rules';
import { paymentDigits } from './latin-digits';
import styles from './payments.module.css';
import { paymentRefusalMessage } from './refusal-message';
import { submitWithdraw, withdrawOrdersQueryKey, withdrawSettingsQueryKey } from './withdraw-api';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog';

const FIELD_CODES = {
  bankAccountId: ['BANK_ACCOUNT_NOT_FOUND'],
  amount: ['AMOUNT_BELOW_MINIMUM', 'AMOUNT_ABOVE_MAXIMUM', 'INSUFFICIENT_FUNDS', 'WITHDRAW_DAILY_LIMIT'],
  paymentPassword: ['PAYMENT_PASSWORD_INCORRECT'],
} as const;

type Props = {
  settings: WithdrawSettings;
  /** Why no withdrawal can be made now (turnover, daily count...): the form stays visible but disabled. */
  blockedReason: string | null;
  onDone: (order: WithdrawOrder) => void;
};

type Values = { bankAccountId: string; amount: string; paymentPassword: string };

/** Bank account, amount and payment password, checked here, then confirmed in a dialog before sending. */
export function WithdrawForm({ settings, blockedReason, onDone }: Props) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const requestId = useRequestId();
  const [pending, setPending] = useState<Values | null>(null);
  const dailyRemaining = remainingAmount(settings.dailyMaxAmount, settings.usedTodayAmount, currency.digits);
  const form = useKitForm<Values>({
    defaultValues: { bankAccountId: settings.bankAccounts[0]?.id ?? '', amount: '', paymentPassword: '' },
    rules: {
      bankAccountId: (id) => (id ? undefined : { key: 'pay_choose_bank_account' }),
      amount: (amount) =>
        amountMessage(amount, currency, {
          min: settings.minAmount,
          max: settings.maxAmount,
          balance: settings.balance,
          dailyRemaining,
        }),
      paymentPassword: (password) =>
        requiredMessage(password) ??
        (PAYMENT_PASSWORD_PATTERN.test(password) ? undefined : { key: 'pay_password_six_digits' }),
    },
  });
  const bankAccount = useController({ control: form.control, name: 'bankAccountId' });

  const withdraw = useMutation({
    mutationFn: submitWithdraw,
    onSuccess: (value) => {
      requestId.finish();
      setPending(null);
      form.setValue('amount', '');
      form.setValue('paymentPassword', '');
      // The amount is held from the balance: the header, the limits and the orders all change.
      void queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: withdrawOrdersQueryKey });
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      onDone(value.order);
    },
    onError: (error) => {
      setPending(null);
      showServerErrors(form, splitRefusal(error, FIELD_CODES, paymentRefusalMessage).fields);
    },
  });
  const refusal = splitRefusal(withdraw.error, FIELD_CODES, paymentRefusalMessage);

  const submit = submitHandler(form, Boolean(blockedReason) || withdraw.isPending, (values) => {
    withdraw.reset();
    setPending({ ...values, amount: values.amount.trim() });
  });

  const confirm = () => {
    if (!pending) return;
    // The key covers what is withdrawn, not the password: a retyped password is the same request.
    const id = requestId.forPayload({ bankAccountId: pending.bankAccountId, amount: pending.amount });
    withdraw.mutate({ ...pending, requestId: id });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_withdraw_form')}>
      {blockedReason ? (
        <p id={reasonId} className={styles.notice}>
          {blockedReason}
        </p>
      ) : null}
      <fieldset
        className={styles.plainFieldset}
        disabled={Boolean(blockedReason)}
        aria-describedby={blockedReason ? reasonId : undefined}
      >
        <FieldFrame label={t('pay_bank_account')} error={bankAccount.fieldState.error}>
          {(ids) => (
            <select
              {...ids}
              ref={bankAccount.field.ref}
              name={bankAccount.field.name}
              value={bankAccount.field.value}
              onBlur={bankAccount.field.onBlur}
              onChange={(e) => bankAccount.field.onChange(e.target.value)}
            >
              {settings.bankAccounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {`${account.bankName} · ${account.accountName} · ${account.accountNumberMasked}`}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <AmountField
          control={form.control}
          name="amount"
          label={t('pay_amount')}
          hint={t('pay_withdraw_hint', {
            min: currency.format(settings.minAmount),
            max: currency.format(settings.maxAmount),
            remaining: currency.format(dailyRemaining),
          })}
        />
        <Field
          control={form.control}
          name="paymentPassword"
          label={t('pay_payment_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          transform={paymentDigits}
        />
        <FormError error={refusal.form} />
        <SubmitButton pending={withdraw.isPending}>{t('pay_withdraw_submit')}</SubmitButton>
      </fieldset>
      {pending ? (
        <WithdrawConfirmDialog
          amount={pending.amount}
          account={settings.bankAccounts.find((a) => a.id === pending.bankAccountId)}
          sending={withdraw.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </form>
  );
}
