import type { DepositChannel, DepositOrder } from '@platform/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../shared/api/use-request-id';
import { useCurrency } from '../../shared/money/format-money';
import { FormError, SubmitButton } from '../auth-modals/field';
import { type FieldMessage, hasErrors, requiredMessage } from '../auth-modals/field-rules';
import { AmountField } from './amount-field';
import { amountMessage } from './amount-rules';
import { depositOrdersQueryKey, submitDeposit } from './deposit-api';
import { PayField } from './pay-field';
import { openPayPage, type PayPageOutcome } from './pay-page';
import styles from './payments.module.css';
import { splitRefusal } from './refusal-fields';

export type DepositOutcome = { order: DepositOrder; payUrl: string | null; payPage: PayPageOutcome | null };

const FIELD_CODES = {
  amount: ['AMOUNT_BELOW_MINIMUM', 'AMOUNT_ABOVE_MAXIMUM'],
  reference: [],
} as const;

const REFERENCE_MAX = 64;

type Props = { channel: DepositChannel; onDone: (outcome: DepositOutcome) => void };

/** Amount (and, for a bank transfer, the transfer's reference) for the chosen channel. */
export function DepositForm({ channel, onDone }: Props) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage | undefined>>({});
  const manual = channel.kind === 'BANK_TRANSFER';

  const deposit = useMutation({
    mutationFn: submitDeposit,
    onSuccess: (value) => {
      requestId.finish();
      void queryClient.invalidateQueries({ queryKey: depositOrdersQueryKey });
      const payPage = channel.kind === 'ONLINE' && value.payUrl ? openPayPage(value.payUrl) : null;
      onDone({ order: value.order, payUrl: value.payUrl, payPage });
    },
  });
  const refusal = splitRefusal(deposit.error, FIELD_CODES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      amount: amountMessage(amount, currency, { min: channel.minAmount, max: channel.maxAmount }),
      reference: manual
        ? (requiredMessage(reference) ??
          (reference.trim().length > REFERENCE_MAX
            ? { key: 'pay_reference_too_long', values: { max: String(REFERENCE_MAX) } }
            : undefined))
        : undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return;
    const payload = {
      channelId: channel.id,
      amount: amount.trim(),
      ...(manual ? { reference: reference.trim() } : {}),
    };
    deposit.mutate({ ...payload, requestId: requestId.forPayload(payload) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_deposit_form')}>
      <AmountField
        label={t('pay_amount')}
        value={amount}
        onChange={setAmount}
        error={errors.amount ?? refusal.fields.amount}
        hint={t('pay_limits', { min: currency.format(channel.minAmount), max: currency.format(channel.maxAmount) })}
      />
      {manual ? (
        <PayField
          label={t('pay_reference')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference ?? refusal.fields.reference}
        />
      ) : null}
      <FormError error={refusal.form} />
      <SubmitButton pending={deposit.isPending}>
        {manual ? t('pay_submit_transfer') : t('pay_go_to_payment')}
      </SubmitButton>
    </form>
  );
}
