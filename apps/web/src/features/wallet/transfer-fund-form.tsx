import { MAIN_WALLET, type WalletBalance, type WalletTransferBody } from '@platform/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useRequestId } from '../../shared/api/use-request-id';
import { Field, FieldFrame } from '../../shared/forms/field';
import { submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { useCurrency } from '../../shared/money/format-money';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { isolate } from '../../shared/ui/isolated';
import { useVendorName } from '../catalogue/use-vendor-name';
import { TransferSubmit } from './transfer-submit';
import styles from './wallet.module.css';
import { normalisedAmount, transferAmountMessage } from './wallet-amount';
import { applyWallet, walletBalanceQueryKey } from './wallet-api';
import { transferWallet } from './wallet-transfer-api';

type Values = { from: string; to: string; amount: string };
type Done = { amount: string; from: string; to: string; inTransit: boolean };

/**
 * Moves money between the main wallet and one vendor sub-wallet (exactly one side is the main
 * wallet, as the server requires). Checked here first, confirmed, then sent with a request id that
 * a retry of the same transfer reuses, so a lost answer never moves the money twice.
 */
export function TransferFundForm({ wallet }: { wallet: WalletBalance }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const requestId = useRequestId();
  const titleId = useId();
  const vendorName = useVendorName();
  const firstOpen = wallet.subWallets.find((s) => !s.maintenance) ?? wallet.subWallets[0];
  const [confirming, setConfirming] = useState<WalletTransferBody | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const transfer = useMutation({ mutationFn: transferWallet });

  const nameOf = (code: string) =>
    isolate(
      code === MAIN_WALLET
        ? t('wal_main_wallet')
        : vendorName(code, wallet.subWallets.find((s) => s.vendor === code)?.displayName ?? code),
    );
  const balanceOf = (code: string) =>
    code === MAIN_WALLET ? wallet.balance : (wallet.subWallets.find((s) => s.vendor === code)?.balance ?? '0');
  const inMaintenance = (code: string) => wallet.subWallets.some((s) => s.vendor === code && s.maintenance);
  const maintenance = (code: string) => ({ key: 'wal_wallet_maintenance', values: { wallet: nameOf(code) } });

  const form = useKitForm<Values>({
    defaultValues: { from: MAIN_WALLET, to: firstOpen?.vendor ?? '', amount: '' },
    rules: {
      from: (from) => (inMaintenance(from) ? maintenance(from) : undefined),
      to: (to, { from }) => {
        if (inMaintenance(to)) return maintenance(to);
        if (from === to) return { key: 'wal_same_wallet' };
        if (from !== MAIN_WALLET && to !== MAIN_WALLET) return { key: 'wal_main_side_required' };
        return undefined;
      },
      amount: (amount, { from }) => transferAmountMessage(amount, currency, balanceOf(from)),
    },
  });
  const from = form.watch('from');

  // One side is always the main wallet: choosing a sub-wallet on one side puts the main wallet on the other.
  const otherSide = (chosen: string, other: string) => {
    if (chosen !== MAIN_WALLET) return MAIN_WALLET;
    return other === MAIN_WALLET ? (firstOpen?.vendor ?? other) : other;
  };
  const choose = (side: 'from' | 'to', value: string) => {
    const other = side === 'from' ? 'to' : 'from';
    form.setValue(side, value);
    form.setValue(other, otherSide(value, form.getValues(other)));
    form.clearErrors();
  };

  const check = submitHandler(form, transfer.isPending, (values) => {
    const value = normalisedAmount(values.amount, currency.digits);
    const body = { from: values.from, to: values.to, amount: value };
    setConfirming({ ...body, requestId: requestId.forPayload(body) });
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
        applyWallet(queryClient, result.wallet);
        requestId.finish();
        setDone({ amount: body.amount, from: body.from, to: body.to, inTransit: result.status === 'IN_TRANSIT' });
        form.setValue('amount', '');
      },
      onError: (error) => {
        // The vendor refused and the money went back: that request is answered for good, so a
        // new attempt must be a new request rather than a replay of the refusal.
        if (error instanceof ApiError && error.code === 'VENDOR_TRANSFER_FAILED') {
          requestId.finish();
          void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
        }
      },
      onSettled: () => setConfirming(null),
    });
  };

  const options: WalletOption[] = [
    { value: MAIN_WALLET, label: t('wal_main_wallet'), maintenance: false },
    ...wallet.subWallets.map((s) => ({
      value: s.vendor,
      label: s.maintenance
        ? `${vendorName(s.vendor, s.displayName)} (${t('wal_maintenance')})`
        : vendorName(s.vendor, s.displayName),
      maintenance: s.maintenance,
    })),
  ];

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('wal_transfer_title')}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <WalletSelect form={form} name="from" label={t('wal_from')} options={options} onChoose={choose} />
          <WalletSelect form={form} name="to" label={t('wal_to')} options={options} onChoose={choose} />
        </div>
        <Field
          control={form.control}
          name="amount"
          label={t('wal_amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wal_available', { balance: isolate(currency.format(balanceOf(from)), 'ltr') })}
          addon={
            <button
              type="button"
              className={styles.allButton}
              aria-label={t('wal_all_label')}
              onClick={() => {
                form.setValue('amount', balanceOf(from));
                form.clearErrors('amount');
              }}
            >
              {t('wal_all')}
            </button>
          }
        />
        <TransferSubmit
          error={transfer.error}
          doneText={
            done
              ? t(done.inTransit ? 'wal_transfer_in_transit' : 'wal_transfer_done', {
                  amount: isolate(currency.format(done.amount), 'ltr'),
                  from: nameOf(done.from),
                  to: nameOf(done.to),
                })
              : null
          }
          pending={transfer.isPending}
        />
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('wal_confirm_title')}
          message={t('wal_confirm_transfer', {
            amount: isolate(currency.format(confirming.amount), 'ltr'),
            from: nameOf(confirming.from),
            to: nameOf(confirming.to),
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

type WalletOption = { value: string; label: string; maintenance: boolean };

/** One side of the transfer: the wallets, those under maintenance listed but not choosable. */
function WalletSelect({
  form,
  name,
  label,
  options,
  onChoose,
}: {
  form: ReturnType<typeof useKitForm<Values>>;
  name: FieldPath<Values> & ('from' | 'to');
  label: string;
  options: WalletOption[];
  onChoose: (side: 'from' | 'to', value: string) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FieldFrame label={label} error={fieldState.error}>
      {(ids) => (
        <select
          {...ids}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(e) => onChoose(name, e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.maintenance}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
