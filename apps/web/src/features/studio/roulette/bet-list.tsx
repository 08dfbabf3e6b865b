import { MoveRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StudioMoney } from '../studio-money';
import styles from './roulette.module.css';
import { betKey, type PlacedBet } from './roulette-bets';
import { OUTSIDE_BETS } from './roulette-table';

const OUTSIDE_INDEX = new Map(
  [...OUTSIDE_BETS.dozens, ...OUTSIDE_BETS.columns].map((bet) => [betKey(bet.kind, bet.numbers), bet.index]),
);

/** "Split 17-18", "Red", "2nd dozen": how a bet reads in the lists. */
export function useBetLabel() {
  const { t } = useTranslation();
  return (bet: PlacedBet) => {
    const index = OUTSIDE_INDEX.get(betKey(bet.kind, bet.numbers));
    if (index !== undefined) return t(`studio_bet_${bet.kind}`, { index });
    const name = t(`studio_bet_${bet.kind}`);
    return ['straight', 'split', 'street', 'corner', 'line'].includes(bet.kind)
      ? `${name} ${bet.numbers.join('-')}`
      : name;
  };
}

type Props = {
  bets: readonly PlacedBet[];
  /** After a spin: what each bet paid, stake included (0 when it lost). */
  payouts?: readonly bigint[];
  money: StudioMoney;
  title: string;
};

export function BetList({ bets, payouts, money, title }: Props) {
  const { t } = useTranslation();
  const label = useBetLabel();
  if (bets.length === 0 && !payouts) return null;
  return (
    <div>
      <p className={styles.betTitle}>{title}</p>
      <ul className={styles.betList} aria-label={title}>
        {bets.map((bet, index) => {
          const paid = payouts?.[index];
          return (
            <li key={betKey(bet.kind, bet.numbers)} className={paid ? styles.betWon : undefined}>
              <span>{label(bet)}</span>
              <span>
                {money.format(bet.stake)}
                {paid === undefined ? null : (
                  <>
                    {' '}
                    <MoveRight className={styles.outcomeArrow} aria-hidden="true" />{' '}
                    {paid > 0n ? t('studio_bet_paid', { amount: money.format(paid) }) : t('studio_bet_lost')}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
