import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/ui/copy-button';
import frame from '../frame/frame.module.css';
import type { RotatedSeeds } from '../studio-api';
import styles from './fairness.module.css';
import { sha256Hex } from './sha256';

type Props = {
  revealed: RotatedSeeds['revealed'];
  /** The hash this page showed before the rotation, which the revealed seed must hash to. */
  committed: string | null;
};

/**
 * The server seed a rotation revealed, and the first check a member can make at once: its SHA-256
 * (computed here, in the browser) is the hash that was shown before the bets.
 */
export function RevealedSeed({ revealed, committed }: Props) {
  const { t } = useTranslation();
  const [hash, setHash] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void sha256Hex(revealed.serverSeed).then((value) => {
      if (live) setHash(value);
    });
    return () => {
      live = false;
    };
  }, [revealed.serverSeed]);
  const expected = committed ?? revealed.serverSeedHash;
  return (
    <section aria-labelledby="studio-revealed" className={styles.revealed}>
      <h3 id="studio-revealed" className={styles.heading}>
        {t('studio_revealed_title')}
      </h3>
      <dl className={frame.dl}>
        <dt>{t('studio_server_seed')}</dt>
        <dd>
          <code className={styles.code} data-testid="revealed-server-seed">
            {revealed.serverSeed}
          </code>{' '}
          <CopyButton value={revealed.serverSeed} label={t('studio_server_seed')} look="quiet" />
        </dd>
        <dt>{t('studio_server_seed_hash')}</dt>
        <dd>
          <code className={styles.code}>{revealed.serverSeedHash}</code>
        </dd>
        <dt>{t('studio_client_seed')}</dt>
        <dd>
          <code className={styles.code}>{revealed.clientSeed}</code>
        </dd>
        <dt>{t('studio_bets_with_seed')}</dt>
        <dd>{revealed.nonceCount}</dd>
      </dl>
      {hash === undefined ? null : hash === null ? (
        <p className={frame.hint}>{t('studio_hash_check_unavailable')}</p>
      ) : (
        <p className={`${styles.verdict} ${hash === expected ? styles.ok : frame.fieldError}`}>
          {hash === expected ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
          {t(hash === expected ? 'studio_hash_matches' : 'studio_hash_differs')}
        </p>
      )}
    </section>
  );
}
