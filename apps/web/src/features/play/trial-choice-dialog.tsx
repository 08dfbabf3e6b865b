import type { GameTile } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import styles from './play.module.css';
import { usePlay } from './play-context';

/** Spec 4.8: a game offering a free trial (supportPlay 0) asks how to play before it launches. */
export function TrialChoiceDialog({ tile }: { tile: GameTile }) {
  const { t } = useTranslation();
  const { show, close } = usePlay();
  return (
    <Modal title={tile.displayName} onClose={close}>
      <div className={styles.choice}>
        <p className={styles.lead}>{t('play_trial_choice_text')}</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={() => show({ kind: 'game', tile, trial: true })}>
            {t('play_free_trial')}
          </button>
          <button type="button" className={styles.primary} onClick={() => show({ kind: 'game', tile, trial: false })}>
            {t('play_real_play')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
