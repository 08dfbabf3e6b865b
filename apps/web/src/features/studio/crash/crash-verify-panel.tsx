import type { CrashFairness, CrashHistoryRound } from '@platform/contracts/crash';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import styles from './crash.module.css';
import { fetchCrashFairness, fetchCrashHistory } from './crash-api';
import { multiplierText } from './crash-display';
import { checkCrashRound } from './crash-verify';

type Check = { round: number; result: 'ok' | 'failed' | 'unavailable'; crashPoint?: number };

/**
 * The chain's commitment and salt, the last crashed rounds with their revealed hashes, a check of
 * any of them in this browser, and how to check one by hand. Read when opened, and again after
 * each crash while open (`latestCrash` changes).
 */
export function CrashVerifyPanel({ launchId, latestCrash }: { launchId: string; latestCrash: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fairness, setFairness] = useState<CrashFairness | null>(null);
  const [rounds, setRounds] = useState<CrashHistoryRound[] | null>(null);
  const [check, setCheck] = useState<Check | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: latestCrash is the trigger to read again, not an input
  useEffect(() => {
    if (!open) return;
    let live = true;
    // A failed read leaves what was shown; the next crash reads again.
    void Promise.all([fetchCrashFairness(launchId), fetchCrashHistory(launchId, 10)])
      .then(([chain, history]) => {
        if (!live) return;
        setFairness(chain);
        setRounds(history);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, launchId, latestCrash]);

  const verify = async (round: CrashHistoryRound) => {
    const result = await checkCrashRound(round);
    if (!result) setCheck({ round: round.roundNumber, result: 'unavailable' });
    else
      setCheck({ round: round.roundNumber, result: result.matches ? 'ok' : 'failed', crashPoint: result.crashPoint });
  };

  return (
    <details className={`${styles.panel} ${styles.verify}`} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('crash_verify')}</summary>
      {fairness ? (
        <dl className={frame.dl}>
          <dt>{t('crash_commitment')}</dt>
          <dd className={styles.hash}>{fairness.commitment}</dd>
          <dt>{t('crash_salt')}</dt>
          <dd className={styles.hash}>{fairness.salt}</dd>
        </dl>
      ) : null}
      {rounds === null ? (
        <p className={frame.hint}>{t('crash_verify_loading')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('crash_round_col')}</th>
              <th scope="col">{t('crash_point_col')}</th>
              <th scope="col">{t('crash_hash_col')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={`${round.commitment}-${round.roundNumber}`}>
                <td>
                  <button type="button" className={styles.linkButton} onClick={() => void verify(round)}>
                    {t('crash_verify_round', { round: round.roundNumber })}
                  </button>
                </td>
                <td>{multiplierText(round.crashPoint)}</td>
                <td className={styles.hash}>{round.gameHash}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {check ? (
        <p
          role="status"
          className={check.result === 'ok' ? styles.won : check.result === 'failed' ? styles.lost : undefined}
        >
          {check.result === 'ok'
            ? t('crash_verified', { round: check.round, multiplier: multiplierText(check.crashPoint ?? 100) })
            : check.result === 'failed'
              ? t('crash_verify_failed', { round: check.round })
              : t('crash_verify_unavailable')}
        </p>
      ) : null}
      <p className={frame.hint}>{t('crash_verify_step_chain')}</p>
      <p className={frame.hint}>{t('crash_verify_step_point')}</p>
      <p className={frame.hint}>{t('crash_verify_script')}</p>
    </details>
  );
}
