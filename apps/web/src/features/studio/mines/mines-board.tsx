import { TILES } from '@platform/games/mines/mines-rules';
import { useTranslation } from 'react-i18next';
import { useGridFocus } from '../frame/use-grid-focus';
import styles from './mines.module.css';
import { TileArt } from './tile-art';

const COLUMNS = 5;

type Props = {
  revealed: readonly number[];
  /** The layout, known once the round is over (null while it plays or before any round). */
  mineTiles: readonly number[] | null;
  /** Tiles can be picked: a round is open and no call is in flight. */
  playable: boolean;
  onReveal: (tile: number) => void;
};

type TileState = 'hidden' | 'gem' | 'mine' | 'hit' | 'spared';

function tileState(tile: number, revealed: readonly number[], mineTiles: readonly number[] | null): TileState {
  const picked = revealed.includes(tile);
  const mine = mineTiles?.includes(tile) ?? false;
  if (picked) return mine ? 'hit' : 'gem';
  if (!mineTiles) return 'hidden';
  // After the round: the layout the nonce fixed, the unpicked tiles shown for what they were.
  return mine ? 'mine' : 'spared';
}

const ART: Record<TileState, 'gem' | 'mine' | 'none'> = {
  hidden: 'none',
  gem: 'gem',
  mine: 'mine',
  hit: 'mine',
  spared: 'gem',
};

/** The 5x5 field as an ARIA grid of buttons: arrows move, Enter or Space reveals. */
export function MinesBoard({ revealed, mineTiles, playable, onReveal }: Props) {
  const { t } = useTranslation();
  const focus = useGridFocus(TILES, COLUMNS);
  const rows = Array.from({ length: TILES / COLUMNS }, (_, row) =>
    Array.from({ length: COLUMNS }, (_, column) => row * COLUMNS + column),
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: an interactive grid has no HTML element of its own
    <div role="grid" aria-label={t('studio_mines_field')} className={styles.grid} dir="ltr" onKeyDown={focus.onKeyDown}>
      {rows.map((tiles, row) => (
        // biome-ignore lint/a11y/useSemanticElements: rows of the ARIA grid above
        // biome-ignore lint/a11y/useFocusableInteractive: the row itself takes no focus, its buttons do
        <div role="row" key={tiles[0]} aria-rowindex={row + 1} className={styles.row}>
          {tiles.map((tile) => {
            const state = tileState(tile, revealed, mineTiles);
            const open = playable && state === 'hidden';
            return (
              // biome-ignore lint/a11y/useSemanticElements: cells of the ARIA grid above
              // biome-ignore lint/a11y/useFocusableInteractive: the cell's button takes the focus
              <div role="gridcell" key={tile} className={styles.cellBox}>
                <button
                  type="button"
                  {...focus.cell(tile)}
                  className={`${styles.tile} ${styles[state]}`}
                  aria-disabled={open ? undefined : true}
                  aria-label={t(`studio_tile_${state}`, { tile: tile + 1 })}
                  onClick={() => {
                    if (open) onReveal(tile);
                  }}
                >
                  <TileArt kind={ART[state]} />
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
