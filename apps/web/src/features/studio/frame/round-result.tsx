import type { StudioRound } from '@platform/contracts/studio';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { multiplierLabel, type StudioMoney, wireMultiplier } from '../studio-money';
import styles from './frame.module.css';

/** "You won $3.96 (1.98×)" or "No win", then what the game adds (the pocket, the roll...). */
export function RoundResult({ round, money, detail }: { round: StudioRound; money: StudioMoney; detail?: ReactNode }) {
  const { t } = useTranslation();
  const won = (money.parse(round.payout) ?? 0n) > 0n;
  if (round.status === 'CANCELLED') return <p className={styles.loss}>{t('studio_round_cancelled')}</p>;
  return (
    <p className={won ? styles.win : styles.loss} data-testid="round-result">
      {detail ? <>{detail} · </> : null}
      {won
        ? t('studio_you_won', {
            amount: money.format(round.payout),
            multiplier: multiplierLabel(wireMultiplier(round.multiplier)),
          })
        : t('studio_no_win')}
    </p>
  );
}
