import type { DiceDirection } from '@platform/games/dice/dice-rules';
import { formatRoll } from '@platform/games/dice/dice-rules';
import { useTranslation } from 'react-i18next';
import styles from './dice.module.css';

type Props = {
  direction: DiceDirection;
  target: number;
  roll: { value: number; win: boolean; key: string } | null;
};

/** 0.00-99.99 as a bar: the winning part lit, the target marked, the last roll where it landed. */
export function DiceBar({ direction, target, roll }: Props) {
  const { t } = useTranslation();
  const at = (hundredths: number) => `${hundredths / 100}%`;
  const zone =
    direction === 'under'
      ? { insetInlineStart: 0, inlineSize: at(target) }
      : { insetInlineStart: at(target), inlineSize: at(10_000 - target) };
  return (
    <div className={styles.board}>
      <div className={styles.rollValue} aria-hidden="true">
        {roll ? (
          <span key={roll.key} className={roll.win ? styles.rollWin : styles.rollLoss}>
            {formatRoll(roll.value)}
          </span>
        ) : (
          <span className={styles.rollIdle}>—</span>
        )}
      </div>
      <div className={styles.bar} role="img" aria-label={t('studio_dice_bar', { target: formatRoll(target) })}>
        <div className={styles.zone} style={zone} />
        <div className={styles.target} style={{ insetInlineStart: at(target) }} />
        {roll ? (
          <div
            className={roll.win ? `${styles.marker} ${styles.markerWin}` : styles.marker}
            style={{ insetInlineStart: at(roll.value) }}
            data-testid="roll-marker"
          />
        ) : null}
      </div>
      <div className={styles.scale} aria-hidden="true">
        {[0, 25, 50, 75, 100].map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </div>
    </div>
  );
}
