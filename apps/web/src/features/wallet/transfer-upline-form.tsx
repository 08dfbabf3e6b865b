import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useRequestId } from '../../shared/api/use-request-id';
import { Field } from '../../shared/forms/field';
import { submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { useCurrency } from '../../shared/money/format-money';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Isolated, isolate } from '../../shared/ui/isolated';
import { TransferSubmit } from './transfer-submit';
import styles from './wallet.module.css';
import { normalisedAmount, transferAmountMessage } from './wallet-amount';
import { useWalletBalance, walletBalanceQueryKey } from './wallet-api';
import { transferToUpline, type UplineInfo, uplineInfoQueryKey } from './wallet-transfer-api';

type Values = { amount: string; paymentPassword: string };
type Pending = { amount: string; paymentPassword: string; requestId: string };

/** Refusals that mean the page's picture is out of date: reload it rather than only showing the message. */
const STALE_INFO_CODES = new Set(['PAYMENT_PASSWORD_NOT_SET', 'NO_UPLINE']);

/** Amount and payment password, a confirmation naming the agent, then the transfer. */
export function TransferUplineForm({ upline, balance }: { upline: string; balance: string }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const titleId = useId();
  // The live socket keeps the cached wallet current; the page's own answer covers the first moment.
  const wallet = useWalletBalance();
  const available = wallet.data?.balance ?? balance;
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [done, setDone] = useState<{ amount: string; balance: string } | null>(null);
  const transfer = useMutation({ mutationFn: transferToUpline });
  const form = useKitForm<Values>({
    defaultValues: { amount: '', paymentPassword: '' },
    rules: {
      amount: (amount) => transferAmountMessage(amount, currency, available),
      paymentPassword: (password) => (password === '' ? { key: 'input_required' } : undefined),
    },
  });

  const check = submitHandler(form, transfer.isPending, ({ amount, paymentPassword }) => {
    const value = normalisedAmount(amount, currency.digits);
    setConfirming({ amount: value, paymentPassword, requestId: requestId.forPayload({ upline, amount: value }) });
  });
  const submit = (event: FormEvent) => {
    setDone(null);
    transfer.reset();
    check(event);
  };

  const confirm = () => {
    if (!confirming) return;
    const body = confirming;
    transfer.mutate(body, {
      onSuccess: (result) => {
        requestId.finish();
        setDone({ amount: body.amount, balance: result.balance });
        form.setValue('amount', '');
        queryClient.setQueryData<UplineInfo>(uplineInfoQueryKey, (info) =>
          info ? { ...info, balance: result.balance } : info,
        );
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
      },
      onError: (error) => {
        if (error instanceof ApiError && STALE_INFO_CODES.has(error.code)) {
          void queryClient.invalidateQueries({ queryKey: uplineInfoQueryKey });
        }
      },
      onSettled: () => {
        // A payment password is never kept on screen longer than one attempt.
        form.setValue('paymentPassword', '');
        setConfirming(null);
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('wal_upline_title')}
      </h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('wal_upline_agent')}</dt>
          <dd>
            <Isolated>{upline}</Isolated>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('wal_available_balance')}</dt>
          <dd>
            <Isolated dir="ltr">{currency.format(available)}</Isolated>
          </dd>
        </div>
      </dl>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field control={form.control} name="amount" label={t('wal_amount')} inputMode="decimal" autoComplete="off" />
        <Field
          control={form.control}
          name="paymentPassword"
          label={t('wal_payment_password')}
          type="password"
          autoComplete="off"
          maxLength={64}
        />
        <TransferSubmit
          error={transfer.error}
          doneText={
            done
              ? t('wal_upline_done', {
                  amount: isolate(currency.format(done.amount), 'ltr'),
                  upline: isolate(upline),
                  balance: isolate(currency.format(done.balance), 'ltr'),
                })
              : null
          }
          pending={transfer.isPending}
        />
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('wal_confirm_title')}
          message={t('wal_confirm_upline', {
            amount: isolate(currency.format(confirming.amount), 'ltr'),
            upline: isolate(upline),
          })}
          confirmLabel={t('wal_confirm')}
          pending={transfer.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
