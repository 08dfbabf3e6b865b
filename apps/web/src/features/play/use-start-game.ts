import type { GameTile, VendorCard } from '@platform/contracts/lobby';
import { type GameDestination, gameDestination, vendorTileDestination } from '@platform/contracts/lobby-rules';
import { useCallback } from 'react';
import { useGo } from '../../shared/modal-state/use-go';
import { useSession } from '../../shared/session/session-context';
import { useRequireRealAccount } from '../../shared/session/use-require-real-account';
import { usePermission } from '../../shared/system/startup-queries';
import { usePlay } from './play-context';

/**
 * Spec 4.8, starting a game from a tile: a game under maintenance says so (spec 8) and suggests
 * others; a game offering a free trial offers it, and a vendor's game list opens, to everyone who
 * may play free (spec 1 and 6: a trial account, and a guest where free play is on); otherwise a
 * guest gets the login popup and a trial account the 'register a real account' prompt. Then the
 * contracts' `gameDestination` picks a lottery page, the vendor's popup game list, or the game
 * popup (after the free-trial choice when the game offers one).
 */
export function useStartGame(): (tile: GameTile) => void {
  const requireRealAccount = useRequireRealAccount();
  const mayPlayFree = useMayPlayFree();
  const follow = useFollowDestination();
  const { show, close } = usePlay();
  return useCallback(
    (tile: GameTile) => {
      if (tile.maintenance) {
        show({
          kind: 'maintenance',
          name: tile.displayName,
          gameType: tile.gameType,
          vassalage: tile.vassalage,
          nodeId: tile.nodeId,
        });
        return;
      }
      const destination = gameDestination(tile);
      if (!(mayPlayFree && leadsToFreeTrials(destination)) && !requireRealAccount()) {
        // The login popup or the real-account prompt takes over from any play popup (a suggested
        // game picked by a guest), so two dialogs never stack.
        close();
        return;
      }
      if (destination.kind !== 'launch') {
        follow(destination, tile.displayName);
      } else if (destination.offerTrial) {
        show({ kind: 'trialChoice', tile });
      } else {
        show({ kind: 'game', tile, trial: false });
      }
    },
    [requireRealAccount, mayPlayFree, follow, show, close],
  );
}

/**
 * What a visitor without a real account may open: a game's free-trial choice, and a vendor's game
 * list (each of its games then takes its own guard). Lottery pages are for real accounts.
 */
function leadsToFreeTrials(destination: GameDestination): boolean {
  return destination.kind === 'vendorGames' || (destination.kind === 'launch' && destination.offerTrial);
}

/**
 * Whether the visitor may play free trials without a real account: a trial account, or a guest
 * while the brand offers free play (FREEPLAY3; the free trial then starts a trial account).
 */
export function useMayPlayFree(): boolean {
  const { status } = useSession();
  const permission = usePermission();
  return status === 'trial' || (status === 'guest' && permission.whitelabel.flags.FREEPLAY3);
}

/**
 * Spec 4.8, a vendor tile: RNG goes to the slot page filtered by that vendor (browsing, open to
 * everyone); any other type opens the vendor's game list, for real accounts and for those who may
 * play free.
 */
export function useOpenVendor(): (card: VendorCard) => void {
  const requireRealAccount = useRequireRealAccount();
  const mayPlayFree = useMayPlayFree();
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
      // Those who may play free open the list too: its games with a free trial offer it.
      if (!mayPlayFree && !requireRealAccount()) return;
      // A vendor tile has no single game to launch: its games are the vendor's popup list.
      follow(
        destination.kind === 'launch'
          ? { kind: 'vendorGames', vassalage: card.vassalage, gameType: card.gameType }
          : destination,
        card.displayName,
      );
    },
    [requireRealAccount, mayPlayFree, follow, show],
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
