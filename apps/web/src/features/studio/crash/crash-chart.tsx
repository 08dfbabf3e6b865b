import type { CrashState } from '@platform/contracts/crash';
import { crashElapsedFor } from '@platform/games/crash/crash-rules';
import { useTranslation } from 'react-i18next';
import styles from './crash.module.css';
import { CHART, curvePath, multiplierText, secondsLeft, shownMultiplier } from './crash-display';

type Props = {
  state: CrashState | null;
  serverNow: number;
  /** Reduced motion: no moving curve while the round runs, only the figures. */
  still: boolean;
};

/** The round's curve and its multiplier, the round number and what the round is doing now. */
export function CrashChart({ state, serverNow, still }: Props) {
  const { t } = useTranslation();
  if (!state) {
    return (
      <figure className={styles.chart}>
        <div className={styles.overlay}>
          <p className={styles.waiting}>{t('crash_waiting_first')}</p>
        </div>
      </figure>
    );
  }
  const multiplier = shownMultiplier(state, serverNow);
  const crashed = state.phase === 'CRASHED';
  const elapsed =
    crashed && state.crashPoint !== null
      ? crashElapsedFor(state.crashPoint)
      : state.phase === 'RUNNING' && state.startedAt !== null
        ? Math.max(0, serverNow - state.startedAt)
        : 0;
  const phase =
    state.phase === 'BETTING'
      ? t('crash_starts_in', { seconds: secondsLeft(state, serverNow) })
      : crashed
        ? t('crash_crashed_at', { multiplier: multiplierText(multiplier) })
        : t('crash_in_flight');
  return (
    <figure className={styles.chart} data-phase={state.phase}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <line className={styles.axis} x1={0} y1={CHART.height} x2={CHART.width} y2={CHART.height} />
        <line className={styles.axis} x1={0} y1={0} x2={0} y2={CHART.height} />
        {elapsed > 0 && (crashed || !still) ? (
          <path
            className={crashed ? styles.curveCrashed : styles.curve}
            d={curvePath(elapsed)}
            data-testid="crash-curve"
          />
        ) : null}
      </svg>
      <div className={styles.overlay}>
        <p className={styles.roundLabel}>{t('crash_round', { round: state.roundNumber })}</p>
        <output
          className={crashed ? styles.bigCrashed : styles.big}
          aria-label={t('crash_multiplier_now')}
          data-testid="crash-multiplier"
        >
          {multiplierText(multiplier)}
        </output>
        <p className={styles.phase} data-testid="crash-phase">
          {phase}
        </p>
      </div>
    </figure>
  );
}
