import type { WithdrawOrder, WithdrawSettings } from '@platform/contracts/withdraw';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrency } from '../../shared/money/format-money';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { AddBankAccountForm } from './add-bank-account-form';
import { isPositiveAmount } from './amount-rules';
import styles from './payments.module.css';
import { fetchWithdrawSettings, withdrawSettingsQueryKey } from './withdraw-api';
import { WithdrawForm } from './withdraw-form';
import { WithdrawOrders } from './withdraw-orders';
import { WithdrawResult } from './withdraw-result';
import { WithdrawSummary } from './withdraw-summary';
import './payments-strings';

/** The reason no withdrawal can be requested right now, or null. */
function useBlockedReason(settings: WithdrawSettings | undefined): string | null {
  const { t } = useTranslation();
  const { digits, format } = useCurrency();
  if (!settings) return null;
  if (isPositiveAmount(settings.turnoverRemaining, digits)) {
    return t('pay_turnover_block', {
      remaining: format(settings.turnoverRemaining),
      required: format(settings.turnoverRequired),
    });
  }
  if (settings.usedTodayCount >= settings.dailyMaxCount) {
    return t('pay_daily_count_block', { count: String(settings.dailyMaxCount) });
  }
  return null;
}

/**
 * withdraw (spec 2.9): limits and today's use, what still stands in the way
 * (turnover, payment password, bank account), the request form and the orders to confirm.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [done, setDone] = useState<WithdrawOrder | null>(null);
  const settings = useQuery({
    queryKey: withdrawSettingsQueryKey,
    queryFn: ({ signal }) => fetchWithdrawSettings(signal),
    retry: retryNetworkOnce,
  });
  const blockedReason = useBlockedReason(settings.data);

  let body: ReactNode;
  if (settings.isPending) body = <Spinner label={t('loading')} />;
  else if (settings.isError) body = <QueryFailure error={settings.error} onRetry={() => settings.refetch()} />;
  else {
    const value = settings.data;
    let action: ReactNode;
    if (done) {
      action = (
        <WithdrawResult
          order={done}
          newBalance={settings.isFetching ? null : value.balance}
          onAgain={() => setDone(null)}
        />
      );
    } else if (!value.paymentPasswordSet || value.bankAccounts.length === 0) {
      // Everything still missing is shown at once, so the member fixes it in one visit.
      action = (
        <div className={styles.inlinePanel}>
          {value.paymentPasswordSet ? null : (
            <p className={styles.notice}>
              {t('pay_no_payment_password')}{' '}
              <Link to="/member" className={styles.link}>
                {t('pay_go_to_security_centre')}
              </Link>
            </p>
          )}
          {value.bankAccounts.length === 0 ? (
            <>
              <p className={styles.notice}>{t('pay_no_bank_account')}</p>
              <AddBankAccountForm onDone={() => {}} />
            </>
          ) : null}
        </div>
      );
    } else {
      action = <WithdrawForm settings={value} blockedReason={blockedReason} onDone={setDone} />;
    }
    body = (
      <>
        <WithdrawSummary settings={value} />
        {action}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {t('pay_new_withdrawal')}
        </h3>
        {body}
      </section>
      <WithdrawOrders />
    </div>
  );
}
