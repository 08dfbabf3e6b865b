import type { StudioSession } from '@platform/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addFeatureTranslations, changeLanguage } from '../../shared/i18n/i18n';
import { applyDocumentLanguage } from '../../shared/i18n/language-context';
import studioAr from '../../shared/i18n/locales/studio.ar.json';
import studioEn from '../../shared/i18n/locales/studio.en.json';
import { lazyChunk } from '../../shared/system/chunk-load';
import { Spinner } from '../../shared/ui/spinner';
import { LAUNCH_ID_PATTERN, openStudioSession } from './studio-api';
import { failureKind } from './studio-errors';
import { StudioLaunchContext } from './studio-launch';
import styles from './studio-page.module.css';

// The game pages bring their own strings: they load only inside the game popup.
addFeatureTranslations(studioAr, studioEn);

// One chunk per game: the popup downloads only the game it opens.
const GAMES: Record<StudioSession['engine'], LazyExoticComponent<ComponentType<{ session: StudioSession }>>> = {
  slot: lazyChunk(() => import('./slot/slot-game').then((m) => ({ default: m.SlotGame })), 'slot-game'),
  roulette: lazyChunk(
    () => import('./roulette/roulette-game').then((m) => ({ default: m.RouletteGame })),
    'roulette-game',
  ),
  dice: lazyChunk(() => import('./dice/dice-game').then((m) => ({ default: m.DiceGame })), 'dice-game'),
  mines: lazyChunk(() => import('./mines/mines-game').then((m) => ({ default: m.MinesGame })), 'mines-game'),
  plinko: lazyChunk(() => import('./plinko/plinko-game').then((m) => ({ default: m.PlinkoGame })), 'plinko-game'),
  crash: lazyChunk(() => import('./crash/crash-game'), 'crash-game'),
};

/**
 * `/studio/:engine?launch=<id>`: an in-house game inside the lobby's game popup, with no lobby
 * around it. Opens the launch's session, then shows the game in the launch's language.
 */
export function StudioPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const launchId = params.get('launch') ?? '';
  const validLaunch = LAUNCH_ID_PATTERN.test(launchId);
  const session = useQuery({
    queryKey: ['studio', 'session', launchId],
    queryFn: ({ signal }) => openStudioSession(launchId, signal),
    enabled: validLaunch,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const language = useSessionLanguage(session.data);

  let content: ReactNode;
  if (!validLaunch) content = <Failure kind="launch" />;
  else if (session.isError)
    content = (
      <Failure kind={failureKind(session.error)} onRetry={() => void session.refetch()} retrying={session.isFetching} />
    );
  else if (!session.data || language !== session.data.language) content = <Spinner label={t('studio_opening')} />;
  else {
    const Game = GAMES[session.data.engine];
    content = (
      <StudioLaunchContext.Provider value={launchId}>
        <Suspense fallback={<Spinner label={t('studio_opening')} />}>
          <Game session={session.data} />
        </Suspense>
      </StudioLaunchContext.Provider>
    );
  }
  const ready = session.data && language === session.data.language;
  return (
    <main
      className={styles.page}
      lang={ready ? language : undefined}
      dir={ready ? (language === 'ar' ? 'rtl' : 'ltr') : undefined}
    >
      {content}
    </main>
  );
}

/**
 * The frame speaks the language the game was launched in (the lobby's, at launch), whatever this
 * browser stored: the frame's document gets its lang and dir, and the text follows once loaded.
 * Nothing is stored, so the lobby's own choice stays as it is.
 */
function useSessionLanguage(session: StudioSession | undefined): string | null {
  const [ready, setReady] = useState<string | null>(null);
  const wanted = session?.language;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    applyDocumentLanguage(wanted.toUpperCase());
    void changeLanguage(wanted).then(() => {
      if (live) setReady(wanted);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  useEffect(() => {
    if (session) document.title = session.gameName;
  }, [session]);
  return ready;
}

function Failure({
  kind,
  onRetry,
  retrying,
}: {
  kind: ReturnType<typeof failureKind>;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  // Only a lost connection or an unknown failure can go better by trying again; the others need
  // the lobby (a new launch, a new login) or time (maintenance).
  const canRetry = onRetry && (kind === 'network' || kind === 'other');
  return (
    <div className={styles.failure}>
      <h1 className={styles.title}>{t(`studio_page_${kind}_title`)}</h1>
      <p role="alert">{t(`studio_page_${kind}`)}</p>
      {canRetry ? (
        <button type="button" className={styles.retry} disabled={retrying} onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
