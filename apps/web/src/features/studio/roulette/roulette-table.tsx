import { outsideBetNumbers, pocketColor, type RouletteBetKind } from '@platform/games/roulette/roulette-rules';
import { useTranslation } from 'react-i18next';
import { useGridFocus } from '../frame/use-grid-focus';
import type { StudioMoney } from '../studio-money';
import styles from './roulette.module.css';
import { betKey, type PlacedBet } from './roulette-bets';

export type OutsideBet = {
  kind: RouletteBetKind;
  numbers: number[];
  labelKey: string;
  index?: number;
  /** What the button shows when its name is too long for the table ("2:1" for a column). */
  shortKey?: string;
};

const COLUMNS = 12;
/** Row 0 is the top line of the layout (3, 6 ... 36), row 2 the bottom one (1, 4 ... 34). */
const numberAt = (row: number, column: number) => 3 * (column + 1) - row;

export const OUTSIDE_BETS: { dozens: OutsideBet[]; columns: OutsideBet[]; evens: OutsideBet[] } = {
  dozens: ([1, 2, 3] as const).map((index) => ({
    kind: 'dozen',
    numbers: outsideBetNumbers('dozen', index),
    labelKey: 'studio_bet_dozen',
    index,
  })),
  // Drawn beside the rows, top first: column 3 (3 ... 36) ends the top row.
  columns: ([3, 2, 1] as const).map((index) => ({
    kind: 'column',
    numbers: outsideBetNumbers('column', index),
    labelKey: 'studio_bet_column',
    index,
    shortKey: 'studio_bet_column_short',
  })),
  evens: (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind) => ({
    kind,
    numbers: outsideBetNumbers(kind),
    labelKey: `studio_bet_${kind}`,
  })),
};

type Props = {
  bets: readonly PlacedBet[];
  /** Numbers picked so far for an inside bet that needs more. */
  picked: readonly number[];
  /** The pocket of the last spin, marked on the layout. */
  pocket: number | null;
  disabled: boolean;
  money: StudioMoney;
  onNumber: (n: number) => void;
  onOutside: (bet: OutsideBet) => void;
};

/**
 * The European layout: zero, the 36 numbers as an ARIA grid (arrows move), the columns, dozens
 * and even-money bets. Drawn left to right in both languages, as the table is printed.
 */
export function RouletteTable({ bets, picked, pocket, disabled, money, onNumber, onOutside }: Props) {
  const { t } = useTranslation();
  const focus = useGridFocus(36, COLUMNS);
  const staked = new Map(bets.map((bet) => [betKey(bet.kind, bet.numbers), bet.stake]));
  const covered = new Set(bets.flatMap((bet) => (bet.kind === 'straight' ? [] : bet.numbers)));

  const numberButton = (n: number, extra: Record<string, unknown> = {}) => {
    const color = pocketColor(n);
    const straight = staked.get(betKey('straight', [n]));
    const name = [
      t('studio_pocket', { number: n, color: t(`studio_color_${color}`) }),
      straight ? t('studio_chip_on', { amount: money.format(straight) }) : null,
    ]
      .filter(Boolean)
      .join(', ');
    return (
      <button
        type="button"
        className={`${styles.number} ${styles[color]} ${pocket === n ? styles.pocketHit : ''}`}
        aria-label={name}
        aria-pressed={picked.includes(n)}
        disabled={disabled}
        onClick={() => onNumber(n)}
        {...extra}
      >
        {n}
        {straight ? <span className={styles.chip} aria-hidden="true" /> : null}
        {covered.has(n) ? <span className={styles.dot} aria-hidden="true" /> : null}
      </button>
    );
  };

  const outsideButton = (bet: OutsideBet) => {
    const stake = staked.get(betKey(bet.kind, bet.numbers));
    const label = t(bet.labelKey, { index: bet.index });
    return (
      <button
        key={betKey(bet.kind, bet.numbers)}
        type="button"
        className={`${styles.outside} ${bet.kind === 'red' || bet.kind === 'black' ? styles[bet.kind] : ''}`}
        aria-label={stake ? `${label}, ${t('studio_chip_on', { amount: money.format(stake) })}` : label}
        disabled={disabled}
        onClick={() => onOutside(bet)}
      >
        {bet.shortKey ? t(bet.shortKey) : label}
        {stake ? <span className={styles.chip} aria-hidden="true" /> : null}
      </button>
    );
  };

  return (
    <div className={styles.layout} dir="ltr">
      <div className={styles.zero}>{numberButton(0)}</div>
      {/* biome-ignore lint/a11y/useSemanticElements: an interactive grid has no HTML element of its own */}
      <div role="grid" aria-label={t('studio_roulette_numbers')} className={styles.numbers} onKeyDown={focus.onKeyDown}>
        {[0, 1, 2].map((row) => (
          // biome-ignore lint/a11y/useSemanticElements: rows of the ARIA grid above
          // biome-ignore lint/a11y/useFocusableInteractive: the row itself takes no focus, its buttons do
          <div role="row" key={row} className={styles.numberRow}>
            {Array.from({ length: COLUMNS }, (_, column) => {
              const n = numberAt(row, column);
              return (
                // biome-ignore lint/a11y/useSemanticElements: cells of the ARIA grid above
                // biome-ignore lint/a11y/useFocusableInteractive: the cell's button takes the focus
                <div role="gridcell" key={n} className={styles.cellBox}>
                  {numberButton(n, focus.cell(row * COLUMNS + column))}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div className={styles.columns}>{OUTSIDE_BETS.columns.map(outsideButton)}</div>
      <div className={styles.dozens}>{OUTSIDE_BETS.dozens.map(outsideButton)}</div>
      <div className={styles.evens}>{OUTSIDE_BETS.evens.map(outsideButton)}</div>
    </div>
  );
}
