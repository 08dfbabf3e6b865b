import { CLIENT_SEED_MAX_LENGTH } from '@platform/games/fair/client-seed';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import type { StudioTable } from '../frame/use-studio-table';
import { changeClientSeed, type RotatedSeeds } from '../studio-api';
import { playFailureMessage, type StudioMessage } from '../studio-errors';
import { useLaunchId } from '../studio-launch';
import { clientSeedProblem, randomClientSeed } from './client-seed';
import styles from './fairness.module.css';

type Props = {
  table: StudioTable;
  onChanged: (rotation: RotatedSeeds) => void;
};

/** The member's own client seed: checked as the server checks it before it is sent. */
export function ClientSeedForm({ table, onChanged }: Props) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const id = useId();
  const [seed, setSeed] = useState(table.fairness.clientSeed);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<StudioMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const problem = clientSeedProblem(seed);
  const shown = touched ? problem : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSaved(false);
    if (problem || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      onChanged(await changeClientSeed(launchId, seed));
      setSaved(true);
    } catch (error) {
      setFailure(
        playFailureMessage(error, { balance: table.balance, limits: table.session.limits, money: table.money }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={frame.label}>
        {t('studio_client_seed')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={frame.input}
          value={seed}
          maxLength={CLIENT_SEED_MAX_LENGTH + 1}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setSeed(event.target.value);
            setTouched(true);
            setSaved(false);
          }}
        />
        <button
          type="button"
          className={frame.secondary}
          onClick={() => {
            setSeed(randomClientSeed());
            setTouched(true);
            setSaved(false);
          }}
        >
          {t('studio_random_seed')}
        </button>
        <button type="submit" className={frame.primary} disabled={saving || table.busy}>
          {t('studio_save_seed')}
        </button>
      </div>
      <p id={`${id}-hint`} className={shown ? frame.fieldError : frame.hint}>
        {shown === 'required'
          ? t('studio_client_seed_required')
          : t('studio_client_seed_rule', { max: CLIENT_SEED_MAX_LENGTH })}
      </p>
      {saved ? (
        <p role="status" className={styles.ok}>
          {t('studio_client_seed_saved')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={frame.error}>
          {t(failure.key, { ...failure.values, defaultValue: t('unknown_error') })}
        </p>
      ) : null}
    </form>
  );
}
