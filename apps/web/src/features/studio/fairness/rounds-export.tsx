import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import type { StudioTable } from '../frame/use-studio-table';
import { exportRounds } from '../studio-api';
import { playFailureMessage, type StudioMessage } from '../studio-errors';
import styles from './fairness.module.css';

/** Saves a text as a file through a temporary link (the page is framed: no navigation). */
function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the data to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Outcome = { kind: 'saved'; count: number } | { kind: 'empty' } | { kind: 'failed'; message: StudioMessage };

/** The member's rounds whose seeds are revealed, as the file docs/verify-rounds.mjs checks. */
export function RoundsExport({ table }: { table: StudioTable }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const download = async () => {
    setLoading(true);
    setOutcome(null);
    try {
      const text = await exportRounds();
      const count = text.split('\n').filter((line) => line.trim() !== '').length;
      if (count === 0) {
        setOutcome({ kind: 'empty' });
        return;
      }
      saveFile(text, `pge-rounds-${new Date().toISOString().slice(0, 10)}.jsonl`);
      setOutcome({ kind: 'saved', count });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: playFailureMessage(error, {
          balance: table.balance,
          limits: table.session.limits,
          money: table.money,
        }),
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <section aria-labelledby="studio-export" className={styles.form}>
      <h3 id="studio-export" className={styles.heading}>
        {t('studio_export_title')}
      </h3>
      <p className={frame.hint}>{t(table.session.trial ? 'studio_export_trial' : 'studio_export_hint')}</p>
      <div>
        <button type="button" className={frame.secondary} disabled={loading} onClick={() => void download()}>
          {t('studio_export_download')}
        </button>
      </div>
      {outcome?.kind === 'saved' ? (
        <p role="status" className={styles.ok}>
          {t('studio_export_saved', { count: outcome.count })}
        </p>
      ) : null}
      {outcome?.kind === 'empty' ? <p role="status">{t('studio_export_empty')}</p> : null}
      {outcome?.kind === 'failed' ? (
        <p role="alert" className={frame.error}>
          {t(outcome.message.key, { ...outcome.message.values, defaultValue: t('unknown_error') })}
        </p>
      ) : null}
    </section>
  );
}
