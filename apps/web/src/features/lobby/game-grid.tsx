import type { GameTile } from '@platform/contracts/lobby';
import { LOBBY_PAGE_SIZE } from '@platform/contracts/lobby-rules';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { QueryFailure } from '../../shared/ui/query-failure';
import styles from './game-grid.module.css';
import { GameTileCard } from './game-tile';

type GameGridProps = {
  tiles: readonly GameTile[];
  loading?: boolean;
  error?: unknown;
  onRetry?: () => unknown;
  /** How many placeholders stand in while the first page loads (a page's worth by default). */
  skeletonCount?: number;
  /** Names the list when a screen shows more than one. */
  label?: string;
};

/** The lobby's game grid: placeholders while loading, the failure with a retry, 'in no data' when empty. */
export function GameGrid({
  tiles,
  loading = false,
  error = null,
  onRetry = () => {},
  skeletonCount = LOBBY_PAGE_SIZE,
  label,
}: GameGridProps) {
  const { t } = useTranslation();
  if (error) return <QueryFailure error={error} onRetry={onRetry} />;
  if (loading) {
    return (
      <div role="status" aria-label={t('loading')} aria-busy="true" className={styles.grid}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          // Placeholders have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of placeholders
          <span key={i} className={styles.skeleton} aria-hidden="true">
            <span className={styles.skeletonIcon} />
            <span className={styles.skeletonName} />
          </span>
        ))}
      </div>
    );
  }
  if (tiles.length === 0) return <EmptyState />;
  return (
    <ul className={styles.grid} aria-label={label ?? t('lobby_games')}>
      {tiles.map((tile) => (
        <li key={tile.nodeId} className={styles.cell}>
          <GameTileCard tile={tile} />
        </li>
      ))}
    </ul>
  );
}
