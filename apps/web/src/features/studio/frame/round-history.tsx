import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { multiplierLabel, wireMultiplier } from '../studio-money';
import styles from './frame.module.css';
import type { StudioTable } from './use-studio-table';

/** The rounds settled on this page, newest first, with the nonce that lets the member verify each. */
export function RoundHistory({ table }: { table: StudioTable }) {
  const { t } = useTranslation();
  const { money } = table;
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} className={styles.subtitle}>
        {t('studio_last_rounds')}
      </h2>
      {table.history.length === 0 ? (
        <p className={styles.hint}>{t('studio_no_rounds')}</p>
      ) : (
        <table className={styles.history} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('studio_nonce')}</th>
              <th scope="col">{t('studio_stake')}</th>
              <th scope="col">{t('studio_multiplier')}</th>
              <th scope="col">{t('studio_payout')}</th>
            </tr>
          </thead>
          <tbody>
            {table.history.map((round) => {
              const won = (money.parse(round.payout) ?? 0n) > 0n;
              return (
                <tr key={round.roundId} className={won ? styles.won : undefined}>
                  <td>{round.fairness.nonce}</td>
                  <td>{money.format(round.stake)}</td>
                  <td>{multiplierLabel(wireMultiplier(round.multiplier))}</td>
                  <td>{money.format(round.payout)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
