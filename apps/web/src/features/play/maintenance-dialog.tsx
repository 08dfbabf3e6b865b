import type { GameCategoryCode } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import styles from './play.module.css';
import { usePlay } from './play-context';
import { SuggestedGames } from './suggested-games';

type Props = { name: string; gameType: GameCategoryCode; vassalage: string };

/** Spec 8, maintenance: 'game maintenance', and other games to play instead. */
export function MaintenanceDialog({ name, gameType, vassalage }: Props) {
  const { t } = useTranslation();
  const { close } = usePlay();
  return (
    <Modal title={t('play_game_maintenance_title')} onClose={close} wide>
      <p role="alert" className={styles.lead}>
        <strong>{name}</strong>: {t('game_maintenance_suggest')}
      </p>
      <SuggestedGames gameType={gameType} downVendor={vassalage} />
    </Modal>
  );
}
