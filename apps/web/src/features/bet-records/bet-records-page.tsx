import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../shared/i18n/api-language';
import { addFeatureTranslations } from '../../shared/i18n/i18n';
import betsAr from '../../shared/i18n/locales/bets.ar.json';
import betsEn from '../../shared/i18n/locales/bets.en.json';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { EmptyState } from '../../shared/ui/empty-state';
import { Pagination } from '../../shared/ui/pagination';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { Amount } from '../records/amount';
import { DateRangeBar } from '../records/date-range-bar';
import type { DateRange } from '../records/record-dates';
import recordStyles from '../records/records.module.css';
import { useDateRange } from '../records/use-date-range';
import { useRecordFormat } from '../records/use-record-format';
import { type BetFilter, BetFilters } from './bet-filters';
import { betRecordsQueryKey, fetchBetRecords } from './bet-records-api';
import { BetRow } from './bet-row';

// The betting record brings its own strings (it loads with the member centre, not the home page).
addFeatureTranslations(betsAr, betsEn);

/**
 * Spec 2.9 personalHistoryCopy (betting record): the member's rounds at every provider in a range,
 * by game type and provider, with totals; an in-house round's details carry what verifies it.
 */
export function BetRecordsPage() {
  const { t } = useTranslation();
  const { range, setRange, timeZone, today } = useDateRange();
  const [filter, setFilter] = useState<BetFilter>({ gameType: 'ALL', vendor: '' });
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const format = useRecordFormat(timeZone);
  const language = useApiLanguage();
  const params = { ...range, timeZone, ...filter, pageNo, language };
  const bets = useQuery({
    queryKey: [...betRecordsQueryKey, params],
    queryFn: ({ signal }) => fetchBetRecords(params, signal),
    // The old page stays on screen while the next one loads, instead of a jump to a spinner.
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });

  // A new question starts at its first page.
  const changeRange = (next: DateRange) => {
    setRange(next);
    setPageNo(1);
  };
  const changeFilter = (next: BetFilter) => {
    setFilter(next);
    setPageNo(1);
  };

  let body: ReactNode;
  if (bets.isPending) body = <Spinner label={t('loading')} />;
  else if (bets.isError) body = <QueryFailure error={bets.error} onRetry={() => bets.refetch()} />;
  else if (bets.data.list.length === 0) body = <EmptyState />;
  else {
    const { totals } = bets.data;
    body = (
      <>
        <div className={recordStyles.tableWrap}>
          <table className={recordStyles.table} aria-busy={bets.isPlaceholderData || undefined}>
            <caption className="visually-hidden">{t('bets_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bets_col_round')}</th>
                <th scope="col">{t('bets_col_time')}</th>
                <th scope="col">{t('bets_col_game')}</th>
                <th scope="col">{t('game_provider')}</th>
                <th scope="col" className={recordStyles.number}>
                  {t('bets_col_stake')}
                </th>
                <th scope="col" className={recordStyles.number}>
                  {t('bets_col_win')}
                </th>
                <th scope="col" className={recordStyles.number}>
                  {t('bets_col_profit')}
                </th>
                <th scope="col">{t('bets_col_status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('bets_details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bets.data.list.map((bet) => (
                <BetRow
                  key={bet.id}
                  bet={bet}
                  format={format}
                  open={openId === bet.id}
                  onToggle={() => setOpenId(openId === bet.id ? null : bet.id)}
                />
              ))}
            </tbody>
            <tfoot>
              <tr className={recordStyles.totals}>
                <th scope="row" colSpan={4} className={recordStyles.rowHead}>
                  {t('bets_total', { number: totals.count })}
                </th>
                <td className={recordStyles.number}>
                  <Amount value={totals.stake} text={format.money(totals.stake)} />
                </td>
                <td className={recordStyles.number}>
                  <Amount value={totals.win} text={format.money(totals.win)} />
                </td>
                <td className={recordStyles.number}>
                  <Amount value={totals.profit} text={format.signedMoney(totals.profit)} signed />
                </td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
        <Pagination pageNo={bets.data.pageNo} totalPages={bets.data.totalPages} onChange={setPageNo} />
      </>
    );
  }

  return (
    <div className={recordStyles.page}>
      <div className={recordStyles.toolbar}>
        <DateRangeBar range={range} today={today} onChange={changeRange} />
        <BetFilters value={filter} onChange={changeFilter} />
      </div>
      {body}
    </div>
  );
}
