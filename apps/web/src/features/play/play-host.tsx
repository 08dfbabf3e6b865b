import { lazy, Suspense } from 'react';
import { type PlayDialog, usePlay } from './play-context';

// The popups load when a game is first started: the lobby needs none of them to show.
const GameDialog = lazy(() => import('./game-dialog').then((m) => ({ default: m.GameDialog })));
const MaintenanceDialog = lazy(() => import('./maintenance-dialog').then((m) => ({ default: m.MaintenanceDialog })));
const TrialChoiceDialog = lazy(() => import('./trial-choice-dialog').then((m) => ({ default: m.TrialChoiceDialog })));
const VendorGamesDialog = lazy(() => import('./vendor-games-dialog').then((m) => ({ default: m.VendorGamesDialog })));

/** Renders the open play popup (mounted once in the app shell, inside PlayProvider). */
export function PlayHost() {
  const { dialog } = usePlay();
  if (!dialog) return null;
  return <Suspense fallback={null}>{dialogFor(dialog)}</Suspense>;
}

function dialogFor(dialog: PlayDialog) {
  switch (dialog.kind) {
    case 'trialChoice':
      return <TrialChoiceDialog tile={dialog.tile} />;
    case 'vendorGames':
      // Keyed so that another vendor starts on its own first page and tab.
      return (
        <VendorGamesDialog
          key={`${dialog.vassalage}-${dialog.gameType}`}
          vassalage={dialog.vassalage}
          gameType={dialog.gameType}
          title={dialog.title}
        />
      );
    case 'game':
      return <GameDialog key={`${dialog.tile.nodeId}-${dialog.trial}`} tile={dialog.tile} trial={dialog.trial} />;
    case 'maintenance':
      return <MaintenanceDialog name={dialog.name} gameType={dialog.gameType} vassalage={dialog.vassalage} />;
  }
}
