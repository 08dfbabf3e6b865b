import type { DepositChannel, DepositOrder } from '@platform/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../shared/api/use-request-id';
import { Field } from '../../shared/forms/field';
import { requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import { splitRefusal } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { useCurrency } from '../../shared/money/format-money';
import { AmountField } from './amount-field';
import { amountMessage } from './amount-rules';
import { depositOrdersQueryKey, submitDeposit } from './deposit-api';
import { openPayPage, type PayPageOutcome } from './pay-page';
import styles from './payments.module.css';

export type DepositOutcome = { order: DepositOrder; payUrl: string | null; payPage: PayPageOutcome | null };

const FIELD_CODES = {
  amount: ['AMOUNT_BELOW_MINIMUM', 'AMOUNT_ABOVE_MAXIMUM'],
  reference: [],
} as const;

const REFERENCE_MAX = 64;

type Props = { channel: DepositChannel; onDone: (outcome: DepositOutcome) => void };
type Values = { amount: string; reference: string };

/** Amount (and, for a bank transfer, the transfer's reference) for the chosen channel. */
export function DepositForm({ channel, onDone }: Props) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const manual = channel.kind === 'BANK_TRANSFER';
  const form = useKitForm<Values>({
    defaultValues: { amount: '', reference: '' },
    rules: {
      amount: (amount) => amountMessage(amount, currency, { min: channel.minAmount, max: channel.maxAmount }),
      reference: (reference) =>
        manual
          ? (requiredMessage(reference) ??
            (reference.trim().length > REFERENCE_MAX
              ? { key: 'pay_reference_too_long', values: { max: String(REFERENCE_MAX) } }
              : undefined))
          : undefined,
    },
  });

  const deposit = useMutation({
    mutationFn: submitDeposit,
    onSuccess: (value) => {
      requestId.finish();
      void queryClient.invalidateQueries({ queryKey: depositOrdersQueryKey });
      const payPage = channel.kind === 'ONLINE' && value.payUrl ? openPayPage(value.payUrl) : null;
      onDone({ order: value.order, payUrl: value.payUrl, payPage });
    },
    onError: (error) => showServerErrors(form, splitRefusal(error, FIELD_CODES).fields),
  });
  const refusal = splitRefusal(deposit.error, FIELD_CODES);

  const submit = submitHandler(form, deposit.isPending, ({ amount, reference }) => {
    const payload = {
      channelId: channel.id,
      amount: amount.trim(),
      ...(manual ? { reference: reference.trim() } : {}),
    };
    deposit.mutate({ ...payload, requestId: requestId.forPayload(payload) });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_deposit_form')}>
      <AmountField
        control={form.control}
        name="amount"
        label={t('pay_amount')}
        hint={t('pay_limits', { min: currency.format(channel.minAmount), max: currency.format(channel.maxAmount) })}
      />
      {manual ? (
        <Field
          control={form.control}
          name="reference"
          label={t('pay_reference')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
        />
      ) : null}
      <FormError error={refusal.form} />
      <SubmitButton pending={deposit.isPending}>
        {manual ? t('pay_submit_transfer') : t('pay_go_to_payment')}
      </SubmitButton>
    </form>
  );
}
