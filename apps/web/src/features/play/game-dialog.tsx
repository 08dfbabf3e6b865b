import type { GameTile } from '@platform/contracts/lobby';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { apiLanguage } from '../../shared/i18n/api-language';
import { useLanguage } from '../../shared/i18n/language-context';
import { Modal } from '../../shared/ui/modal';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { GameFrame } from './game-frame';
import { MaintenanceNote, noticeOfRefusal } from './maintenance-note';
import styles from './play.module.css';
import { usePlay } from './play-context';
import { useGameLaunch } from './play-queries';
import { SuggestedGames } from './suggested-games';

/**
 * Spec 2.8, the game popup: launches the game (GET launch), then frames the URL the server
 * answers. The header carries the game's name, full screen and close.
 */
export function GameDialog({ tile, trial }: { tile: GameTile; trial: boolean }) {
  const { t } = useTranslation();
  const { close } = usePlay();
  // The language the game was opened in: switching the page language must not relaunch it.
  const { code } = useLanguage();
  const [language] = useState(() => apiLanguage(code));
  const launch = useGameLaunch(tile.nodeId, trial, language);
  const boxRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(boxRef);

  const refusal = launch.error instanceof ApiError && launch.error.code === 'GAME_MAINTENANCE' ? launch.error : null;
  const maintenance = refusal !== null;
  const title = trial ? `${tile.displayName} · ${t('play_free_trial')}` : tile.displayName;

  return (
    <Modal title={title} onClose={close} large>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={fullscreen.active}
          disabled={!launch.data || !fullscreen.supported}
          onClick={fullscreen.toggle}
        >
          {t(fullscreen.active ? 'play_exit_fullscreen' : 'play_fullscreen')}
        </button>
      </div>
      <div ref={boxRef} className={styles.stage}>
        {launch.isPending ? <Spinner label={t('play_launching')} /> : null}
        {launch.data ? <GameFrame url={launch.data.url} title={tile.displayName} /> : null}
        {launch.isError && !maintenance ? <QueryFailure error={launch.error} onRetry={() => launch.refetch()} /> : null}
        {maintenance ? (
          <div className={styles.stageMessage}>
            <p role="alert" className={styles.lead}>
              {t('code_GAME_MAINTENANCE')}
            </p>
            <MaintenanceNote notice={noticeOfRefusal(refusal?.value)} />
            <SuggestedGames gameType={tile.gameType} downVendor={tile.vassalage} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

/** Full screen for the game's stage, where the browser offers it. */
function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const supported = typeof document.documentElement.requestFullscreen === 'function';
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void ref.current?.requestFullscreen().catch(() => {});
  };
  return { active, supported, toggle };
}
