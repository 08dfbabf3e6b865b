import type { GameCategoryCode, GameTile } from '@platform/contracts/lobby';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { Modal } from '../../shared/ui/modal';
import { Pagination } from '../../shared/ui/pagination';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { CATEGORY_ROUTES } from '../catalogue/game-categories';
import styles from './play.module.css';
import { usePlay } from './play-context';
import { useVendorGames, useVendorGameTypes } from './play-queries';
import { PlayTiles } from './play-tiles';
import { useStartGame } from './use-start-game';

type Props = { vassalage: string; gameType: GameCategoryCode; title: string };

/**
 * Spec 4.8, the popup game list of one vendor: a tab per game type it serves, 18 games a page,
 * each starting its game. A vendor with exactly one game launches it at once.
 */
export function VendorGamesDialog({ vassalage, gameType, title }: Props) {
  const { t } = useTranslation();
  const { close } = usePlay();
  const startGame = useStartGame();
  const types = useVendorGameTypes(vassalage);
  // The type the player came from is always one the vendor serves, so its games load at once.
  const [activeType, setActiveType] = useState<GameCategoryCode>(gameType);
  const [pageNo, setPageNo] = useState(1);
  const games = useVendorGames(vassalage, activeType, pageNo);
  const panelId = useId();

  const single = singleGame(games.data, types.data?.gameTypes, types.isError);
  const launched = useRef(false);
  useEffect(() => {
    if (!single || launched.current) return;
    launched.current = true;
    startGame(single);
  }, [single, startGame]);

  const tabs = types.data?.gameTypes ?? [];
  const choose = (type: GameCategoryCode) => {
    setActiveType(type);
    setPageNo(1);
  };

  return (
    <Modal title={t('play_vendor_games', { vendor: types.data?.displayName ?? title })} onClose={close} wide>
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={t('play_game_types')} className={styles.tabs}>
          {tabs.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              aria-selected={type === activeType}
              aria-controls={panelId}
              className={styles.tab}
              onClick={() => choose(type)}
            >
              {t(CATEGORY_ROUTES[type].labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      <div id={panelId} role={tabs.length > 1 ? 'tabpanel' : undefined} className={styles.panel}>
        {games.isPending ? <Spinner label={t('loading')} /> : null}
        {games.isError ? <QueryFailure error={games.error} onRetry={() => games.refetch()} /> : null}
        {games.data && games.data.games.length === 0 ? <EmptyState /> : null}
        {games.data && !single ? <PlayTiles tiles={games.data.games} onPick={startGame} /> : null}
        {games.data ? (
          <Pagination
            pageNo={pageNo}
            totalPages={games.data.totalPages}
            disabled={games.isPlaceholderData}
            onChange={(next) => {
              if (next >= 1 && next <= games.data.totalPages) setPageNo(next);
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}

/**
 * The vendor's only game, once both calls agree there is just one (a single type with a single
 * game); a popup list entry is never launched this way, so a misconfigured vendor cannot loop.
 */
function singleGame(
  page: { games: GameTile[]; total: number; pageNo: number } | undefined,
  gameTypes: readonly GameCategoryCode[] | undefined,
  typesFailed: boolean,
): GameTile | undefined {
  if (page?.pageNo !== 1 || page.total !== 1) return undefined;
  if (!(gameTypes ? gameTypes.length <= 1 : typesFailed)) return undefined;
  const [game] = page.games;
  return game && game.isGame !== 'VASSALAGE' ? game : undefined;
}
