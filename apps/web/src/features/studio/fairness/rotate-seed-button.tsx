import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import type { StudioTable } from '../frame/use-studio-table';
import { type RotatedSeeds, rotateSeed } from '../studio-api';
import { playFailureMessage, type StudioMessage } from '../studio-errors';
import { useLaunchId } from '../studio-launch';
import styles from './fairness.module.css';

type Props = {
  table: StudioTable;
  onRotated: (rotation: RotatedSeeds) => void;
};

/** Rotating reveals the server seed of every bet so far and commits a new one (nonce back to 0). */
export function RotateSeedButton({ table, onRotated }: Props) {
  const { t } = useTranslation();
  const launchId = useLaunchId();
  const [rotating, setRotating] = useState(false);
  const [failure, setFailure] = useState<StudioMessage | null>(null);
  const rotate = async () => {
    setRotating(true);
    setFailure(null);
    try {
      onRotated(await rotateSeed(launchId));
    } catch (error) {
      setFailure(
        playFailureMessage(error, { balance: table.balance, limits: table.session.limits, money: table.money }),
      );
    } finally {
      setRotating(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={frame.hint}>{t('studio_rotate_hint')}</p>
      <div>
        <button
          type="button"
          className={frame.secondary}
          disabled={rotating || table.busy}
          onClick={() => void rotate()}
        >
          {t('studio_rotate_seed')}
        </button>
      </div>
      {failure ? (
        <p role="alert" className={frame.error}>
          {t(failure.key, { ...failure.values, defaultValue: t('unknown_error') })}
        </p>
      ) : null}
    </div>
  );
}
