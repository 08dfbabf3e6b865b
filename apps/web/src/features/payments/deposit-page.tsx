import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { BankDetails } from './bank-details';
import { ChannelPicker } from './channel-picker';
import { depositChannelsQueryKey, fetchDepositChannels } from './deposit-api';
import { DepositForm, type DepositOutcome } from './deposit-form';
import { DepositOrders } from './deposit-orders';
import { DepositResult } from './deposit-result';
import styles from './payments.module.css';
import './payments-strings';

/**
 * depositv2 (spec 2.9): pick one of the merchant's channels, pay the shown bank
 * account or go to the provider's page, and follow the order in the list below.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);
  const channels = useQuery({
    queryKey: depositChannelsQueryKey,
    queryFn: ({ signal }) => fetchDepositChannels(signal),
    retry: retryNetworkOnce,
  });

  const list = channels.data?.channels ?? [];
  // The first channel is preselected so the form is one step away; a vanished choice falls back too.
  const channel = list.find((c) => c.id === chosenId) ?? list[0] ?? null;

  let body: ReactNode;
  if (channels.isPending) body = <Spinner label={t('loading')} />;
  else if (channels.isError) body = <QueryFailure error={channels.error} onRetry={() => channels.refetch()} />;
  else if (!channel) body = <p className={styles.notice}>{t('pay_no_channels')}</p>;
  else if (outcome) body = <DepositResult outcome={outcome} onAgain={() => setOutcome(null)} />;
  else {
    body = (
      <>
        <ChannelPicker channels={list} selectedId={channel.id} onSelect={setChosenId} />
        {channel.kind === 'BANK_TRANSFER' && channel.bank ? <BankDetails bank={channel.bank} /> : null}
        <DepositForm key={channel.id} channel={channel} onDone={setOutcome} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {t('pay_new_deposit')}
        </h3>
        {body}
      </section>
      <DepositOrders />
    </div>
  );
}
