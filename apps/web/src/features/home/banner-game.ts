import { API } from '@platform/contracts/api-paths';
import type { GameListValue, GameTile } from '@platform/contracts/lobby';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/http';
import { useStartGame } from '../play/use-start-game';

/** The tile of one game, by the game list's nodeId filter; undefined when the game is gone. */
export async function fetchGameTile(nodeId: number, language: 'ar' | 'en'): Promise<GameTile | undefined> {
  const value = await apiRequest<GameListValue>(API.gameList, {
    query: { gameType: 'ALL', nodeId: String(nodeId), pageNo: '1', pageSize: '1', language },
  });
  // Checked here as well: the banner must never start a game other than the one it names.
  return value.games.find((game) => game.nodeId === nodeId);
}

/**
 * A GAME banner names a game by nodeId only; starting it needs the whole tile (spec 4.8 picks the
 * destination from vendor, type and flags), so the tile is fetched first and then started like
 * any tile. A game that no longer exists leaves the click without effect.
 */
export function useStartBannerGame(): (nodeId: number) => Promise<void> {
  const { i18n } = useTranslation();
  const startGame = useStartGame();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return useCallback(
    async (nodeId: number) => {
      const tile = await fetchGameTile(nodeId, language).catch(() => undefined);
      if (tile) startGame(tile);
    },
    [language, startGame],
  );
}
