import type { CrashState } from '@platform/contracts/crash';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import type { StudioMoney } from '../studio-money';
import styles from './crash.module.css';
import { multiplierText } from './crash-display';

/** The round's real-money bets as every player sees them: masked names, the largest stakes first. */
export function CrashPlayers({ state, money }: { state: CrashState | null; money: StudioMoney }) {
  const { t } = useTranslation();
  const bets = state?.bets ?? [];
  return (
    <section className={styles.panel} aria-labelledby="crash-players-title">
      <h2 id="crash-players-title" className={frame.subtitle}>
        {t('crash_players')}{' '}
        <span className={frame.hint}>{t('crash_players_count', { count: state?.betCount ?? 0 })}</span>
      </h2>
      {bets.length === 0 ? (
        <p className={frame.hint}>{t('crash_no_bets')}</p>
      ) : (
        <table className={frame.history}>
          <thead>
            <tr>
              <th scope="col">{t('crash_player')}</th>
              <th scope="col">{t('crash_stake')}</th>
              <th scope="col">{t('crash_cashed_col')}</th>
              <th scope="col">{t('crash_payout_col')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet, i) => (
              // Masked names repeat; the list's order is the server's and stable within a round.
              // biome-ignore lint/suspicious/noArrayIndexKey: no id is sent for other players' bets
              <tr key={i} className={bet.cashedOutAt !== null ? frame.won : undefined}>
                <td>{bet.player}</td>
                <td>{money.format(bet.stake)}</td>
                <td>{bet.cashedOutAt === null ? '—' : multiplierText(bet.cashedOutAt)}</td>
                <td>{bet.payout === null ? '—' : money.format(bet.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The last rounds' crash points, newest first: 2x and above in green. */
export function CrashRecent({ state }: { state: CrashState | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="crash-recent-title">
      <h2 id="crash-recent-title" className={frame.subtitle}>
        {t('crash_recent')}
      </h2>
      <ul className={styles.recent}>
        {(state?.recent ?? []).map((round) => (
          <li
            key={round.roundNumber}
            className={round.crashPoint >= 200 ? styles.pointHigh : styles.point}
            title={t('crash_round', { round: round.roundNumber })}
          >
            {multiplierText(round.crashPoint)}
          </li>
        ))}
      </ul>
    </section>
  );
}
