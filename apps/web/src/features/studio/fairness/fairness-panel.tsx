import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/ui/copy-button';
import { Modal } from '../../../shared/ui/modal';
import frame from '../frame/frame.module.css';
import type { StudioTable } from '../frame/use-studio-table';
import type { RotatedSeeds } from '../studio-api';
import { ClientSeedForm } from './client-seed-form';
import styles from './fairness.module.css';
import { RevealedSeed } from './revealed-seed';
import { RotateSeedButton } from './rotate-seed-button';
import { RoundsExport } from './rounds-export';

/**
 * Provably fair, for the member: the commitment (hash) of the active server seed, the client seed
 * they may change, the next nonce, the rotation that reveals the old seed, how to verify a round,
 * and the download of the rounds that can be verified.
 */
export function FairnessPanel({ table, onClose }: { table: StudioTable; onClose: () => void }) {
  const { t } = useTranslation();
  const { fairness } = table;
  const [revealed, setRevealed] = useState<RotatedSeeds['revealed'] | null>(null);
  // The hash the member saw before the rotation: what the revealed seed must hash to.
  const [committed, setCommitted] = useState<string | null>(null);
  const onRotated = (rotation: RotatedSeeds) => {
    setCommitted(fairness.serverSeedHash);
    setRevealed(rotation.revealed);
    table.setFairness(rotation.next);
  };

  return (
    <Modal title={t('studio_fairness_title')} onClose={onClose} wide>
      <div className={styles.panel}>
        <section aria-labelledby="studio-active-seeds">
          <h3 id="studio-active-seeds" className={styles.heading}>
            {t('studio_active_seeds')}
          </h3>
          <dl className={frame.dl}>
            <dt>{t('studio_server_seed_hash')}</dt>
            <dd>
              <code className={styles.code} data-testid="server-seed-hash">
                {fairness.serverSeedHash}
              </code>{' '}
              <CopyButton value={fairness.serverSeedHash} label={t('studio_server_seed_hash')} look="quiet" />
            </dd>
            <dt>{t('studio_client_seed')}</dt>
            <dd>
              <code className={styles.code}>{fairness.clientSeed}</code>
            </dd>
            <dt>{t('studio_next_nonce')}</dt>
            <dd>{fairness.nonce}</dd>
          </dl>
        </section>
        <ClientSeedForm table={table} onChanged={onRotated} />
        <RotateSeedButton table={table} onRotated={onRotated} />
        {revealed ? <RevealedSeed revealed={revealed} committed={committed} /> : null}
        <section aria-labelledby="studio-how-to-verify">
          <h3 id="studio-how-to-verify" className={styles.heading}>
            {t('studio_how_to_verify')}
          </h3>
          <ol className={styles.steps}>
            <li>{t('studio_verify_step_commit')}</li>
            <li>{t('studio_verify_step_outcome')}</li>
            <li>{t('studio_verify_step_rotate')}</li>
            <li>{t('studio_verify_step_script')}</li>
          </ol>
          <p className={styles.command}>
            <code>node docs/verify-rounds.mjs rounds.jsonl</code>
          </p>
        </section>
        <RoundsExport table={table} />
      </div>
    </Modal>
  );
}
