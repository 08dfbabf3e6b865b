import type { BetRecord } from '@platform/contracts/bet-records';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/ui/isolated';
import { Amount } from '../records/amount';
import recordStyles from '../records/records.module.css';
import { signOf, type useRecordFormat } from '../records/use-record-format';
import { BetFairnessDetails } from './bet-fairness';
import styles from './bet-records.module.css';

export const BET_COLUMNS = 9;

type Format = ReturnType<typeof useRecordFormat>;

type BetRowProps = { bet: BetRecord; format: Format; open: boolean; onToggle: () => void };

/** One round, and under it (when opened) its details: ids, times, refunds, fairness data. */
export function BetRow({ bet, format, open, onToggle }: BetRowProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  return (
    <>
      <tr>
        <td>
          <Isolated dir="ltr" className={styles.roundId} title={bet.roundId}>
            {bet.roundId}
          </Isolated>
        </td>
        <td>
          <time dateTime={bet.time}>{format.time(bet.time)}</time>
        </td>
        <td>
          <Isolated>{bet.game.name}</Isolated>
        </td>
        <td>
          <Isolated>{bet.vendor.name}</Isolated>
        </td>
        <td className={recordStyles.number}>
          <Amount value={bet.stake} text={format.money(bet.stake)} />
          {signOf(bet.refunded) > 0 ? (
            <span className={styles.note}>{t('bets_refunded_note', { amount: format.money(bet.refunded) })}</span>
          ) : null}
        </td>
        <td className={recordStyles.number}>
          <Amount value={bet.win} text={format.money(bet.win)} />
        </td>
        <td className={recordStyles.number}>
          <Amount value={bet.profit} text={format.signedMoney(bet.profit)} signed />
        </td>
        <td>
          <span className={styles[`status${bet.status}`]}>{t(`bets_status_${bet.status}`)}</span>
        </td>
        <td>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t('bets_details_of', { round: bet.roundId })}
            onClick={onToggle}
          >
            {t('bets_details')}
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className={styles.detailsRow}>
          <td colSpan={BET_COLUMNS}>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>{t('bets_round_id')}</dt>
                <dd>
                  <code dir="ltr">{bet.roundId}</code>
                </dd>
              </div>
              <div className={styles.detail}>
                <dt>{t('bets_game_code')}</dt>
                <dd>
                  <code dir="ltr">{bet.game.code}</code>
                </dd>
              </div>
              <div className={styles.detail}>
                <dt>{t('bets_closed_at')}</dt>
                <dd>
                  {bet.closedAt ? (
                    <time dateTime={bet.closedAt}>{format.time(bet.closedAt)}</time>
                  ) : (
                    t('bets_status_OPEN')
                  )}
                </dd>
              </div>
              {signOf(bet.refunded) > 0 ? (
                <div className={styles.detail}>
                  <dt>{t('bets_refunded')}</dt>
                  <dd>
                    <Amount value={bet.refunded} text={format.money(bet.refunded)} />
                  </dd>
                </div>
              ) : null}
            </dl>
            {bet.fairness ? <BetFairnessDetails fairness={bet.fairness} /> : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}
