import type { GameTile, VendorCard } from '@platform/contracts/lobby';
import { type GameDestination, gameDestination, vendorTileDestination } from '@platform/contracts/lobby-rules';
import { useCallback } from 'react';
import { useGo } from '../../shared/modal-state/use-go';
import { useRequireRealAccount } from '../../shared/session/use-require-real-account';
import { usePlay } from './play-context';

/**
 * Spec 4.8, starting a game from a tile: a game under maintenance says so (spec 8) and suggests
 * others; a guest gets the login popup and a trial account the 'register a real account' prompt;
 * then the contracts' `gameDestination` picks a lottery page, the vendor's popup game list, or the
 * game popup (after the free-trial choice when the game offers one).
 */
export function useStartGame(): (tile: GameTile) => void {
  const requireRealAccount = useRequireRealAccount();
  const follow = useFollowDestination();
  const { show, close } = usePlay();
  return useCallback(
    (tile: GameTile) => {
      if (tile.maintenance) {
        show({ kind: 'maintenance', name: tile.displayName, gameType: tile.gameType, vassalage: tile.vassalage });
        return;
      }
      if (!requireRealAccount()) {
        // The login popup or the real-account prompt takes over from any play popup (a suggested
        // game picked by a guest), so two dialogs never stack.
        close();
        return;
      }
      const destination = gameDestination(tile);
      if (destination.kind !== 'launch') {
        follow(destination, tile.displayName);
      } else if (destination.offerTrial) {
        show({ kind: 'trialChoice', tile });
      } else {
        show({ kind: 'game', tile, trial: false });
      }
    },
    [requireRealAccount, follow, show, close],
  );
}

/**
 * Spec 4.8, a vendor tile: RNG goes to the slot page filtered by that vendor (browsing, open to
 * everyone); any other type starts the vendor's games, so it takes the same guards as a game.
 */
export function useOpenVendor(): (card: VendorCard) => void {
  const requireRealAccount = useRequireRealAccount();
  const follow = useFollowDestination();
  const { show } = usePlay();
  return useCallback(
    (card: VendorCard) => {
      const destination = vendorTileDestination(card);
      if (destination.kind === 'route') {
        follow(destination, card.displayName);
        return;
      }
      if (card.maintenance) {
        show({ kind: 'maintenance', name: card.displayName, gameType: card.gameType, vassalage: card.vassalage });
        return;
      }
      if (!requireRealAccount()) return;
      // A vendor tile has no single game to launch: its games are the vendor's popup list.
      follow(
        destination.kind === 'launch'
          ? { kind: 'vendorGames', vassalage: card.vassalage, gameType: card.gameType }
          : destination,
        card.displayName,
      );
    },
    [requireRealAccount, follow, show],
  );
}

/** Routes and the vendor list; a route closes whatever play popup led to it. */
function useFollowDestination(): (destination: Exclude<GameDestination, { kind: 'launch' }>, title: string) => void {
  const go = useGo();
  const { show, close } = usePlay();
  return useCallback(
    (destination, title) => {
      if (destination.kind === 'route') {
        close();
        go(destination.path);
      } else {
        show({ kind: 'vendorGames', vassalage: destination.vassalage, gameType: destination.gameType, title });
      }
    },
    [go, show, close],
  );
}
