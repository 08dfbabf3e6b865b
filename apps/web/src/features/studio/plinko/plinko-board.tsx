import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plinko.module.css';
import { ballPath, pinGap, pins } from './plinko-geometry';

type Props = {
  rows: number;
  /** The slots' multipliers in hundredths, left to right. */
  table: readonly number[];
  /** The last drop: the server's path (one L or R a row); null before the first. */
  drop: { path: string; slot: number; key: string } | null;
  /** The ball has landed (or there is nothing to animate): the slot lights up. */
  landed: boolean;
  onLanded: () => void;
};

const STEP_MS = 140;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function multiplierText(hundredths: number): string {
  return `${hundredths / 100}×`;
}

/**
 * The board: pins, the ball following the path the server drew, the multiplier slots. Drawn left
 * to right in every language: L and R of the path are the physical sides.
 */
export function PlinkoBoard({ rows, table, drop, landed, onLanded }: Props) {
  const { t } = useTranslation();
  const ball = useRef<HTMLDivElement>(null);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;

  useEffect(() => {
    if (!drop) return;
    const element = ball.current;
    if (!element || typeof element.animate !== 'function' || prefersReducedMotion()) {
      landedRef.current();
      return;
    }
    const frames = ballPath(drop.path).map((point) => ({ left: `${point.x}%`, top: `${point.y}%` }));
    const animation = element.animate(frames, {
      duration: frames.length * STEP_MS,
      easing: 'ease-in',
      fill: 'forwards',
    });
    animation.onfinish = () => landedRef.current();
    return () => {
      animation.onfinish = null;
      animation.cancel();
    };
  }, [drop]);

  const gap = pinGap(rows);
  const end = drop ? ballPath(drop.path).at(-1) : undefined;
  return (
    <div className={styles.board} dir="ltr">
      <div className={styles.field} aria-hidden="true">
        {pins(rows).map((pin) => (
          <span key={`${pin.x}:${pin.y}`} className={styles.pin} style={{ left: `${pin.x}%`, top: `${pin.y}%` }} />
        ))}
        {drop ? (
          <div
            key={drop.key}
            ref={ball}
            className={styles.ball}
            style={landed && end ? { left: `${end.x}%`, top: `${end.y}%` } : { left: '50%', top: '0%' }}
          />
        ) : null}
      </div>
      <ol className={styles.slots} aria-label={t('studio_plinko_slots')}>
        {table.map((hundredths, slot) => {
          const hit = landed && drop?.slot === slot;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
              key={slot}
              className={`${styles.slot} ${styles[hundredths >= 1000 ? 'hot' : hundredths >= 100 ? 'warm' : 'cold']} ${hit ? styles.hit : ''}`}
              style={{ inlineSize: `${gap}%` }}
              aria-current={hit ? 'true' : undefined}
            >
              {multiplierText(hundredths)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
