import type { GameTile } from '@platform/contracts/lobby';
import { Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/ui/isolated';
import { useStartGame } from '../play/use-start-game';
import { useFavorites } from './favorites';
import styles from './game-tile.module.css';

/** Spec 9 (icon size sx2): the server draws icons 200 x 200; the box keeps that shape while loading. */
const ICON_SIZE = 200;

/**
 * One game of the lobby (spec 3 game tile): icon, name, hot and new badges, the favourite heart
 * and the vendor's maintenance. The tile itself starts the game (spec 4.8, which also explains a
 * maintenance); the heart is a separate button laid over its corner, never nested inside it.
 */
export function GameTileCard({ tile }: { tile: GameTile }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const { isFavorite, toggle } = useFavorites();
  const favorite = isFavorite(tile.nodeId);
  const stateId = useId();
  const badgesId = useId();
  const hasBadge = tile.isHot === 1 || tile.isNew === 1;
  const describedBy = [tile.maintenance ? stateId : '', hasBadge ? badgesId : ''].filter(Boolean).join(' ');
  return (
    <article className={tile.maintenance ? `${styles.tile} ${styles.maintenance}` : styles.tile}>
      {/* Named by the game alone; its badges and maintenance are read as its description. */}
      <button
        type="button"
        className={styles.launch}
        aria-label={tile.displayName}
        aria-describedby={describedBy || undefined}
        onClick={() => startGame(tile)}
      >
        <span className={styles.iconBox}>
          <img
            className={styles.icon}
            src={tile.iconUrl}
            alt=""
            width={ICON_SIZE}
            height={ICON_SIZE}
            loading="lazy"
            decoding="async"
          />
          {tile.maintenance ? (
            <span id={stateId} className={styles.overlay}>
              {t('lobby_tile_maintenance')}
            </span>
          ) : null}
        </span>
        <Isolated truncate className={styles.name}>
          {tile.displayName}
        </Isolated>
        <span id={badgesId} className={styles.badges}>
          {tile.isHot === 1 ? <span className={`${styles.badge} ${styles.hot}`}>{t('lobby_badge_hot')}</span> : null}
          {tile.isNew === 1 ? <span className={`${styles.badge} ${styles.new}`}>{t('lobby_badge_new')}</span> : null}
        </span>
      </button>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={favorite}
        aria-label={t('lobby_favorite_toggle', { name: tile.displayName })}
        onClick={() => toggle(tile)}
      >
        <Heart size="1em" aria-hidden="true" fill={favorite ? 'currentColor' : 'none'} />
      </button>
    </article>
  );
}
