import { MAIN_WALLET, type WalletBalance, type WalletTransferBody } from '@platform/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useRequestId } from '../../shared/api/use-request-id';
import { useCurrency } from '../../shared/money/format-money';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { FieldMessage } from '../auth-modals/field-rules';
import { TransferSubmit } from './transfer-submit';
import styles from './wallet.module.css';
import { normalisedAmount, transferAmountMessage } from './wallet-amount';
import { applyWallet, walletBalanceQueryKey } from './wallet-api';
import { WalletField } from './wallet-field';
import { transferWallet } from './wallet-transfer-api';

type Errors = { from?: FieldMessage; to?: FieldMessage; amount?: FieldMessage };
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
  const firstOpen = wallet.subWallets.find((s) => !s.maintenance) ?? wallet.subWallets[0];
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState<string>(firstOpen?.vendor ?? '');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<WalletTransferBody | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const transfer = useMutation({ mutationFn: transferWallet });

  const nameOf = (code: string) =>
    code === MAIN_WALLET
      ? t('wal_main_wallet')
      : (wallet.subWallets.find((s) => s.vendor === code)?.displayName ?? code);
  const balanceOf = (code: string) =>
    code === MAIN_WALLET ? wallet.balance : (wallet.subWallets.find((s) => s.vendor === code)?.balance ?? '0');
  const inMaintenance = (code: string) => wallet.subWallets.some((s) => s.vendor === code && s.maintenance);

  // One side is always the main wallet: choosing a sub-wallet on one side puts the main wallet on the other.
  const otherSide = (chosen: string, other: string) => {
    if (chosen !== MAIN_WALLET) return MAIN_WALLET;
    return other === MAIN_WALLET ? (firstOpen?.vendor ?? other) : other;
  };
  const chooseFrom = (value: string) => {
    setFrom(value);
    setTo(otherSide(value, to));
    setErrors({});
  };
  const chooseTo = (value: string) => {
    setTo(value);
    setFrom(otherSide(value, from));
    setErrors({});
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (from === to) found.to = { key: 'wal_same_wallet' };
    else if (from !== MAIN_WALLET && to !== MAIN_WALLET) found.to = { key: 'wal_main_side_required' };
    if (inMaintenance(from)) found.from = { key: 'wal_wallet_maintenance', values: { wallet: nameOf(from) } };
    if (inMaintenance(to)) found.to = { key: 'wal_wallet_maintenance', values: { wallet: nameOf(to) } };
    const amountError = transferAmountMessage(amount, currency, balanceOf(from));
    if (amountError) found.amount = amountError;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    transfer.reset();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const value = normalisedAmount(amount, currency.digits);
    setConfirming({ from, to, amount: value, requestId: requestId.forPayload({ from, to, amount: value }) });
  };

  const confirm = () => {
    if (!confirming) return;
    const body = confirming;
    transfer.mutate(body, {
      onSuccess: (result) => {
        applyWallet(queryClient, result.wallet);
        requestId.finish();
        setDone({ amount: body.amount, from: body.from, to: body.to, inTransit: result.status === 'IN_TRANSIT' });
        setAmount('');
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

  const options = [
    { value: MAIN_WALLET, label: t('wal_main_wallet'), maintenance: false },
    ...wallet.subWallets.map((s) => ({
      value: s.vendor,
      label: s.maintenance ? `${s.displayName} (${t('wal_maintenance')})` : s.displayName,
      maintenance: s.maintenance,
    })),
  ];
  const walletSelect = (value: string, onChange: (value: string) => void) => (control: object) => (
    <select {...control} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.maintenance}>
          {o.label}
        </option>
      ))}
    </select>
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('wal_transfer_title')}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <WalletField label={t('wal_from')} error={errors.from}>
            {walletSelect(from, chooseFrom)}
          </WalletField>
          <WalletField label={t('wal_to')} error={errors.to}>
            {walletSelect(to, chooseTo)}
          </WalletField>
        </div>
        <WalletField
          label={t('wal_amount')}
          error={errors.amount}
          addon={
            <button
              type="button"
              className={styles.allButton}
              aria-label={t('wal_all_label')}
              onClick={() => {
                setAmount(balanceOf(from));
                setErrors((e) => ({ ...e, amount: undefined }));
              }}
            >
              {t('wal_all')}
            </button>
          }
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('wal_available', { balance: currency.format(balanceOf(from)) })}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </WalletField>
        <TransferSubmit
          error={transfer.error}
          doneText={
            done
              ? t(done.inTransit ? 'wal_transfer_in_transit' : 'wal_transfer_done', {
                  amount: currency.format(done.amount),
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
            amount: currency.format(confirming.amount),
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
