import type { BetFairness } from '@platform/contracts/bet-records';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button';
import styles from './bet-records.module.css';

/**
 * What verifies an in-house round: the commitment shown before the bet, the client seed, the
 * nonce, and the server seed once the pair has been rotated; with how to check them by hand.
 */
export function BetFairnessDetails({ fairness }: { fairness: BetFairness }) {
  const { t } = useTranslation();
  const seedRow = (label: string, value: string) => (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>
        <code dir="ltr" className={styles.seed}>
          {value}
        </code>{' '}
        <CopyButton value={value} label={label} look="quiet" />
      </dd>
    </div>
  );
  return (
    <section className={styles.fairness} aria-label={t('bets_fairness')}>
      <h3 className={styles.fairnessTitle}>{t('bets_fairness')}</h3>
      <dl className={styles.details}>
        {seedRow(t('bets_server_seed_hash'), fairness.serverSeedHash)}
        {fairness.serverSeed === null ? (
          <div className={styles.detail}>
            <dt>{t('bets_server_seed')}</dt>
            <dd className={styles.muted}>{t('bets_server_seed_hidden')}</dd>
          </div>
        ) : (
          seedRow(t('bets_server_seed'), fairness.serverSeed)
        )}
        {seedRow(t('bets_client_seed'), fairness.clientSeed)}
        <div className={styles.detail}>
          <dt>{t('bets_nonce')}</dt>
          <dd dir="ltr">{fairness.nonce}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('bets_verify_hint')}</p>
    </section>
  );
}
