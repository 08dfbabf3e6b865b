import type { GameTile } from '@platform/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/ui/isolated';
import styles from './play.module.css';

/** The small game buttons of the play popups (vendor game list, maintenance suggestions). */
export function PlayTiles({ tiles, onPick }: { tiles: readonly GameTile[]; onPick: (tile: GameTile) => void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.nodeId}>
          <button type="button" className={styles.tile} onClick={() => onPick(tile)}>
            <img className={styles.icon} src={tile.iconUrl} alt="" loading="lazy" width={96} height={96} />
            <Isolated className={styles.name}>{tile.displayName}</Isolated>
            {tile.maintenance ? <span className={styles.badge}>{t('play_maintenance_badge')}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
