import { Suspense } from 'react';
import { lazyChunk } from '../../shared/system/chunk-load';
import { PopupErrorBoundary } from '../../shared/system/popup-error-boundary';
import { type PlayDialog, usePlay } from './play-context';

// The popups load when a game is first started: the lobby needs none of them to show.
const GameDialog = lazyChunk(() => import('./game-dialog').then((m) => ({ default: m.GameDialog })), 'game-dialog');
const MaintenanceDialog = lazyChunk(
  () => import('./maintenance-dialog').then((m) => ({ default: m.MaintenanceDialog })),
  'maintenance-dialog',
);
const TrialChoiceDialog = lazyChunk(
  () => import('./trial-choice-dialog').then((m) => ({ default: m.TrialChoiceDialog })),
  'trial-choice-dialog',
);
const VendorGamesDialog = lazyChunk(
  () => import('./vendor-games-dialog').then((m) => ({ default: m.VendorGamesDialog })),
  'vendor-games-dialog',
);

/** Renders the open play popup (mounted once in the app shell, inside PlayProvider). */
export function PlayHost() {
  const { dialog, close } = usePlay();
  if (!dialog) return null;
  return (
    <PopupErrorBoundary key={dialog.kind} onClose={close}>
      <Suspense fallback={null}>{dialogFor(dialog)}</Suspense>
    </PopupErrorBoundary>
  );
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
      return (
        <MaintenanceDialog
          name={dialog.name}
          gameType={dialog.gameType}
          vassalage={dialog.vassalage}
          nodeId={dialog.nodeId}
        />
      );
  }
}
