import type { GameCategoryCode } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import { MaintenanceNote, useMaintenanceNotice } from './maintenance-note';
import styles from './play.module.css';
import { usePlay } from './play-context';
import { SuggestedGames } from './suggested-games';

type Props = { name: string; gameType: GameCategoryCode; vassalage: string; nodeId?: number | undefined };

/**
 * Spec 8, maintenance: 'game maintenance', what the operator said of it (message, planned end),
 * and other games to play instead.
 */
export function MaintenanceDialog({ name, gameType, vassalage, nodeId }: Props) {
  const { t } = useTranslation();
  const { close } = usePlay();
  const notice = useMaintenanceNotice(vassalage, nodeId);
  return (
    <Modal title={t('play_game_maintenance_title')} onClose={close} wide>
      <p role="alert" className={styles.lead}>
        <strong>{name}</strong>: {t('game_maintenance_suggest')}
      </p>
      <MaintenanceNote notice={notice.data} />
      <SuggestedGames gameType={gameType} downVendor={vassalage} />
    </Modal>
  );
}
