import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/ui/spinner';
import { useInView } from '../../shared/ui/use-in-view';
import { useAnnouncements } from '../announcements/use-announcements';
import { useDeferredGameMenus } from '../catalogue/game-menus';
import { BannerCarousel } from './banner-carousel';
import { CategoryMenu } from './category-menu';
import styles from './home.module.css';
import { SEARCH_DEBOUNCE_MS } from './home-constants';
import {
  type HomeLobbyState,
  type HomeView,
  INITIAL_HOME_STATE,
  withPage,
  withSearch,
  withView,
} from './home-lobby-state';
import { HomeSearch } from './home-search';
import { NoticeMarquee } from './notice-marquee';

// Below the fold and carousel-heavy: their code (and Swiper's) loads after the first paint.
const HomeRows = lazy(() => import('./home-rows'));
const HomeGridView = lazy(() => import('./home-grid-view'));
const WinnerBoard = lazy(() => import('./winner-board'));

/**
 * Spec 2.5: the home lobby. Banners, the notice line, the category menu with the search box, then
 * the rows (or, for Hot, a category or a search, that list as a grid), then the winner board.
 */
export function HomePage() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const [state, setState] = useState(INITIAL_HOME_STATE);
  const [typed, setTyped] = useState('');

  // Spec 4.9: a (trimmed) term searches, an empty box returns to HOME. Typing waits for a pause;
  // emptying the box applies at once.
  useEffect(() => {
    const term = typed.trim();
    if (term === state.term) return;
    const timer = setTimeout(() => setState(withSearch(typed)), term ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [typed, state.term]);

  const choose = useCallback((view: Exclude<HomeView, 'SEARCH'>) => {
    // Spec 4.9: changing the choice clears the search and starts at page 1.
    setTyped('');
    setState(withView(view));
  }, []);
  // Stable, so the rows (memoized) are not rebuilt when the announcements or the search box change.
  const showHot = useCallback(() => choose('HOT'), [choose]);
  const showPage = useCallback(
    (pageNo: number, totalPages: number) => setState((current) => withPage(current, pageNo, totalPages)),
    [],
  );
  const banners = announcements.data?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('lobby')}</h1>
      <BannerCarousel banners={banners} loading={announcements.isPending} />
      <NoticeMarquee notices={announcements.data?.player ?? []} />
      <div className={styles.toolbar}>
        <CategoryMenu view={state.view} onChoose={choose} />
        <HomeSearch value={typed} onChange={setTyped} onSubmit={() => setState(withSearch(typed))} />
      </div>
      <HomeBody state={state} onShowHot={showHot} onPage={showPage} />
    </div>
  );
}

type HomeBodyProps = {
  state: HomeLobbyState;
  onShowHot: () => void;
  onPage: (pageNo: number, totalPages: number) => void;
};

/**
 * The rows (or the grid) and the winner board. Memoized, so the home page's own updates (the
 * announcements, the search box) do not reach it. That matters most while the rows' code loads:
 * a blocking update (React Query hands its answers over as such) reaching a Suspense boundary whose
 * code has just arrived builds every row in that one long task, where React's own retry builds
 * them as a transition, in slices.
 */
const HomeBody = memo(function HomeBody({ state, onShowHot, onPage }: HomeBodyProps) {
  const { t } = useTranslation();
  return (
    // The winner board comes in with the rows: before they are drawn it would sit just below the
    // fold and load at once, although the rows then push it far down.
    <Suspense fallback={<Spinner label={t('loading')} />}>
      {state.view === 'HOME' ? <HomeRows onShowHot={onShowHot} /> : <HomeGridView state={state} onPage={onPage} />}
      <WinnerBoardWhenNear />
    </Suspense>
  );
});

/**
 * The winner board's code and call wait until the visitor scrolls toward it. Its place is set once
 * the game menus have come back: until then the category rows are missing, and the board would sit
 * just below the fold and load at once.
 */
function WinnerBoardWhenNear() {
  // Deferred as the rows' categories are, so the board is placed in the same render as the rows.
  const menusSettled = useDeferredGameMenus().settled;
  const [ref, inView] = useInView<HTMLDivElement>('400px');
  if (!menusSettled) return null;
  return (
    <div ref={ref} className={styles.winnerSlot}>
      {inView ? (
        <Suspense fallback={null}>
          <WinnerBoard />
        </Suspense>
      ) : null}
    </div>
  );
}
