import { LOBBY_PAGE_SIZE } from '@platform/contracts/lobby-rules';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../shared/ui/pagination';
import { CategoryIcon } from '../catalogue/category-icon';
import { useGameCategories } from '../catalogue/use-game-categories';
import { GameGrid } from '../lobby/game-grid';
import { useGameList, useHotGames } from '../lobby/lobby-queries';
import styles from './home.module.css';
import type { HomeLobbyState } from './home-lobby-state';

type Props = { state: HomeLobbyState; onPage: (pageNo: number, totalPages: number) => void };

/**
 * What the home page shows in place of its rows: the hot list, one category, or the search
 * matches, as a grid of 18 per page (spec 2.6, 4.9). Loaded on demand by the home page.
 */
export default function HomeGridView({ state, onPage }: Props) {
  return state.view === 'HOT' ? <HotGrid state={state} onPage={onPage} /> : <ListGrid state={state} onPage={onPage} />;
}

/** The hot list arrives whole (and is kept for the session); it is paged here. */
function HotGrid({ state, onPage }: Props) {
  const { t } = useTranslation();
  const query = useHotGames();
  const all = query.data?.list ?? [];
  const totalPages = Math.max(1, Math.ceil(all.length / LOBBY_PAGE_SIZE));
  const start = (state.pageNo - 1) * LOBBY_PAGE_SIZE;
  return (
    <GridFrame title={t('in_hot_games')} glyph={<CategoryIcon code="HOT" />}>
      <GameGrid
        tiles={all.slice(start, start + LOBBY_PAGE_SIZE)}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      <Pagination pageNo={state.pageNo} totalPages={totalPages} onChange={(page) => onPage(page, totalPages)} />
    </GridFrame>
  );
}

function ListGrid({ state, onPage }: Props) {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const searching = state.view === 'SEARCH';
  const gameType = state.view === 'HOME' || state.view === 'HOT' ? 'ALL' : state.view;
  const query = useGameList({
    gameType,
    gameName: searching ? state.term : undefined,
    pageNo: state.pageNo,
    pageSize: LOBBY_PAGE_SIZE,
  });
  const category = categories.find((c) => c.code === state.view);
  const totalPages = query.data?.totalPages ?? 1;
  return (
    <GridFrame
      title={searching ? t('home_search_results', { term: state.term }) : t(category?.labelKey ?? 'lobby')}
      glyph={searching ? <Search size="1em" /> : <CategoryIcon code={state.view} />}
      link={
        category ? { to: category.path, label: t('home_open_category', { category: t(category.labelKey) }) } : undefined
      }
    >
      <GameGrid
        tiles={query.data?.games ?? []}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      <Pagination
        pageNo={state.pageNo}
        totalPages={totalPages}
        disabled={query.isPlaceholderData}
        onChange={(page) => onPage(page, totalPages)}
      />
    </GridFrame>
  );
}

type FrameProps = { title: string; glyph: ReactNode; link?: { to: string; label: string }; children: ReactNode };

function GridFrame({ title, glyph, link, children }: FrameProps) {
  return (
    <section className={styles.gridView} aria-label={title}>
      <div className={styles.gridHead}>
        <h2 className={styles.gridTitle}>
          <span className={styles.gridGlyph} aria-hidden="true">
            {glyph}
          </span>
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className={styles.gridLink}>
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
