import { PAYMENT_PASSWORD_PATTERN, type WithdrawOrder, type WithdrawSettings } from '@platform/contracts/withdraw';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../shared/api/use-request-id';
import { useCurrency } from '../../shared/money/format-money';
import { memberInfoQueryKey } from '../../shared/session/session-api';
import { FieldErrorText, FormError, SubmitButton } from '../auth-modals/field';
import { type FieldMessage, hasErrors, requiredMessage } from '../auth-modals/field-rules';
import { AmountField } from './amount-field';
import { amountMessage, remainingAmount } from './amount-rules';
import { latinDigits } from './latin-digits';
import { PayField } from './pay-field';
import styles from './payments.module.css';
import { splitRefusal } from './refusal-fields';
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

type Request = { bankAccountId: string; amount: string; paymentPassword: string };

/** Bank account, amount and payment password, checked here, then confirmed in a dialog before sending. */
export function WithdrawForm({ settings, blockedReason, onDone }: Props) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const selectId = useId();
  const reasonId = useId();
  const requestId = useRequestId();
  const [bankAccountId, setBankAccountId] = useState(settings.bankAccounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage | undefined>>({});
  const [pending, setPending] = useState<Request | null>(null);

  const withdraw = useMutation({
    mutationFn: submitWithdraw,
    onSuccess: (value) => {
      requestId.finish();
      setPending(null);
      setAmount('');
      setPaymentPassword('');
      // The amount is held from the balance: the header, the limits and the orders all change.
      void queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: withdrawOrdersQueryKey });
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      onDone(value.order);
    },
    onError: () => setPending(null),
  });
  const refusal = splitRefusal(withdraw.error, FIELD_CODES);
  const dailyRemaining = remainingAmount(settings.dailyMaxAmount, settings.usedTodayAmount, currency.digits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blockedReason) return;
    const found = {
      bankAccountId: bankAccountId ? undefined : { key: 'pay_choose_bank_account' },
      amount: amountMessage(amount, currency, {
        min: settings.minAmount,
        max: settings.maxAmount,
        balance: settings.balance,
        dailyRemaining,
      }),
      paymentPassword:
        requiredMessage(paymentPassword) ??
        (PAYMENT_PASSWORD_PATTERN.test(paymentPassword) ? undefined : { key: 'pay_password_six_digits' }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    withdraw.reset();
    setPending({ bankAccountId, amount: amount.trim(), paymentPassword });
  };

  const confirm = () => {
    if (!pending) return;
    // The key covers what is withdrawn, not the password: a retyped password is the same request.
    const id = requestId.forPayload({ bankAccountId: pending.bankAccountId, amount: pending.amount });
    withdraw.mutate({ ...pending, requestId: id });
  };

  const bankError = errors.bankAccountId ?? refusal.fields.bankAccountId;
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
        <div className={styles.field}>
          <label htmlFor={selectId}>{t('pay_bank_account')}</label>
          <select
            id={selectId}
            value={bankAccountId}
            onChange={(e) => setBankAccountId(e.target.value)}
            aria-invalid={bankError ? true : undefined}
            aria-describedby={bankError ? `${selectId}-error` : undefined}
          >
            {settings.bankAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {`${account.bankName} · ${account.accountName} · ${account.accountNumberMasked}`}
              </option>
            ))}
          </select>
          <FieldErrorText id={`${selectId}-error`} error={bankError} />
        </div>
        <AmountField
          label={t('pay_amount')}
          value={amount}
          onChange={setAmount}
          error={errors.amount ?? refusal.fields.amount}
          hint={t('pay_withdraw_hint', {
            min: currency.format(settings.minAmount),
            max: currency.format(settings.maxAmount),
            remaining: currency.format(dailyRemaining),
          })}
        />
        <PayField
          label={t('pay_payment_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={paymentPassword}
          onChange={(e) => setPaymentPassword(latinDigits(e.target.value).replace(/\D/g, ''))}
          error={errors.paymentPassword ?? refusal.fields.paymentPassword}
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
