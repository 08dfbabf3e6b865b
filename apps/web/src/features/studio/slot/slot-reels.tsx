import { PAYLINES } from '@platform/games/slot/slot-rules';
import { useTranslation } from 'react-i18next';
import type { SlotWire } from '../studio-outcomes';
import styles from './slot.module.css';
import { symbolNameKey } from './slot-symbols';
import { SymbolArt } from './symbol-art';

type Props = {
  grid: readonly string[];
  lineWins: SlotWire['lineWins'];
  /** A line the member points at in the wins list: only its cells light up. */
  focusLine: number | null;
  spinning: boolean;
  /** Changes with every settled spin, so the stopping animation plays again. */
  spinKey: string;
};

/** The cells (reel, row) a line win covers: its first `count` reels. */
export function winningCells(lineWins: Props['lineWins'], only: number | null): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) {
    if (only !== null && win.line !== only) continue;
    const rows = PAYLINES[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/**
 * The five reels' window: a table of three rows (read out row by row), drawn left to right in
 * every language because the lines pay from the leftmost reel.
 */
export function SlotReels({ grid, lineWins, focusLine, spinning, spinKey }: Props) {
  const { t } = useTranslation();
  const lit = winningCells(lineWins, focusLine);
  return (
    <table className={spinning ? `${styles.reels} ${styles.spinning}` : styles.reels} dir="ltr" key={spinKey}>
      <caption className="visually-hidden">{t('studio_slot_window')}</caption>
      <tbody>
        {grid.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three rows are fixed positions
          <tr key={rowIndex}>
            {[...row].map((letter, reel) => {
              const won = lit.has(`${reel}:${rowIndex}`);
              return (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed positions
                  key={reel}
                  className={won ? `${styles.cell} ${styles.lit}` : styles.cell}
                  style={{ animationDelay: `${reel * 120}ms` }}
                  data-win={won || undefined}
                >
                  <span aria-hidden="true" className={styles.symbol}>
                    <SymbolArt letter={letter} />
                  </span>
                  <span className="visually-hidden">{t(symbolNameKey(letter))}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
