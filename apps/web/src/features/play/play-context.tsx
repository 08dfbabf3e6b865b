import type { GameCategoryCode, GameTile } from '@platform/contracts/lobby';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The play popups (spec 2.8 game popup, 4.8); one at a time, each replacing the last. */
export type PlayDialog =
  /** supportPlay 0: the player picks free trial or real play before the launch. */
  | { kind: 'trialChoice'; tile: GameTile }
  /** A vendor's own game list (isGame VASSALAGE, or a non-RNG vendor tile). */
  | { kind: 'vendorGames'; vassalage: string; gameType: GameCategoryCode; title: string }
  | { kind: 'game'; tile: GameTile; trial: boolean }
  /**
   * Spec 8: a game under maintenance says so and suggests other games. Maintenance is the
   * vendor's, so the suggestions are the same type's games of other vendors.
   */
  | { kind: 'maintenance'; name: string; gameType: GameCategoryCode; vassalage: string; nodeId?: number };

type PlayApi = {
  dialog: PlayDialog | null;
  show: (dialog: PlayDialog) => void;
  close: () => void;
};

const PlayContext = createContext<PlayApi | null>(null);

export function PlayProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<PlayDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const value = useMemo(() => ({ dialog, show: setDialog, close }), [dialog, close]);
  return <PlayContext.Provider value={value}>{children}</PlayContext.Provider>;
}

export function usePlay(): PlayApi {
  const api = useContext(PlayContext);
  if (!api) throw new Error('usePlay needs a PlayProvider');
  return api;
}
