import type { WinnerEntry } from '@platform/contracts/lobby';
import { Trophy } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { useWinnerBoard } from '../lobby/lobby-queries';
import { useStartGame } from '../play/use-start-game';
import styles from './winner-board.module.css';
import { WinnerItem } from './winner-item';
import { winnerMotion, winnerSlides } from './winner-options';

/** The most slides on screen (wide desktop); with more the board moves. */
const MAX_COLUMNS = 3;

/**
 * Spec 2.5: the winner board, two rows (two winners per slide) that move without pause and stop
 * under the pointer or focus; a click starts that winner's game. Loaded on demand.
 *
 * The movement is a CSS animation of one transform (like the notice line), not a JavaScript
 * carousel: it runs on the compositor, so a phone's main thread stays free while the page loads.
 * The slides are drawn twice so that the loop has no gap; the copy is hidden from assistive
 * technology and the keyboard.
 */
export default function WinnerBoard() {
  const { t } = useTranslation();
  const query = useWinnerBoard();
  const startGame = useStartGame();
  const { format } = useCurrency();
  const entries = query.data?.list.map((row) => row.vo) ?? [];
  if (entries.length === 0) return null;
  const slides = winnerSlides(entries);
  const motion = winnerMotion(slides.length, MAX_COLUMNS);
  const style = { '--winner-duration': `${motion.durationMs}ms` } as CSSProperties;
  const copy = (hidden: boolean) => (
    <ul className={styles.slides} aria-hidden={hidden || undefined} inert={hidden || undefined}>
      {slides.map((pair) => (
        <li key={pair.map(entryKey).join('|')} className={styles.pair}>
          {pair.map((entry) => (
            <WinnerItem
              key={entryKey(entry)}
              entry={entry}
              amount={format(entry.winAmount)}
              onPlay={() => startGame(entry.game)}
            />
          ))}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.board} aria-labelledby="home-winners-title">
      <h2 id="home-winners-title" className={styles.title}>
        <span className={styles.trophy} aria-hidden="true">
          <Trophy size="1em" />
        </span>
        {t('home_winners')}
      </h2>
      <div className={styles.viewport}>
        <div className={motion.moving ? `${styles.track} ${styles.moving}` : styles.track} style={style}>
          {copy(false)}
          {motion.moving ? copy(true) : null}
        </div>
      </div>
    </section>
  );
}

const entryKey = (entry: WinnerEntry) => `${entry.game.nodeId}-${entry.wonAt}`;
