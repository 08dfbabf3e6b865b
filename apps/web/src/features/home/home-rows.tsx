import { HOME_ROW_LIMIT } from '@platform/contracts/lobby-rules';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-context';
import { useInView } from '../../shared/ui/use-in-view';
import { CategoryIcon } from '../catalogue/category-icon';
import type { GameCategory } from '../catalogue/game-categories';
import { useGameCategories } from '../catalogue/use-game-categories';
import { useGameList, useHotGames, useRecentGames } from '../lobby/lobby-queries';
import { GameRow } from './game-row';
import styles from './home.module.css';

const FIRST_PAGE = { pageNo: 1, pageSize: HOME_ROW_LIMIT };

/**
 * Spec 2.5 and 9: the home rows. The in-house games first (spec 4.9 places INHOUSE first), recent
 * games (logged-in users only) and hot games, 12 each, then one row per other category in the
 * navigation's order, each capped at 12 (sports and e-sports too).
 * Each row asks for its list only as it nears the viewport. Loaded on demand by the home page;
 * memoized, so what else the home page gets (announcements, a typed search) does not rebuild them.
 */
export default memo(function HomeRows({ onShowHot }: { onShowHot: () => void }) {
  const { member } = useSession();
  const categories = useGameCategories();
  const inHouse = categories.find((category) => category.code === 'INHOUSE');
  return (
    <div className={styles.rows}>
      {inHouse ? <CategoryRow category={inHouse} /> : null}
      {member ? <RecentRow /> : null}
      <HotRow onMore={onShowHot} />
      {categories
        .filter((category) => category !== inHouse)
        .map((category) => (
          <CategoryRow key={category.code} category={category} />
        ))}
    </div>
  );
});

function RecentRow() {
  const { t } = useTranslation();
  const [ref, inView] = useInView<HTMLElement>();
  const query = useRecentGames(FIRST_PAGE, { enabled: inView });
  return (
    <GameRow
      sectionRef={ref}
      title={t('in_recent')}
      glyph={<CategoryIcon code="RECENT" />}
      tiles={query.data?.list.slice(0, HOME_ROW_LIMIT)}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      more={{ to: '/recent' }}
    />
  );
}

function HotRow({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation();
  const [ref, inView] = useInView<HTMLElement>();
  const query = useHotGames({ enabled: inView });
  return (
    <GameRow
      sectionRef={ref}
      title={t('in_hot_games')}
      glyph={<CategoryIcon code="HOT" />}
      tiles={query.data?.list.slice(0, HOME_ROW_LIMIT)}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      more={{ onClick: onMore }}
    />
  );
}

function CategoryRow({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const [ref, inView] = useInView<HTMLElement>();
  const query = useGameList({ gameType: category.code, ...FIRST_PAGE }, { enabled: inView });
  return (
    <GameRow
      sectionRef={ref}
      title={t(category.labelKey)}
      glyph={<CategoryIcon code={category.code} />}
      tiles={query.data?.games.slice(0, HOME_ROW_LIMIT)}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      more={{ to: category.path }}
    />
  );
}
