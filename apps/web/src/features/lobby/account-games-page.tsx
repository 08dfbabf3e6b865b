import { FAVORITE_PAGE_SIZE, LOBBY_PAGE_SIZE } from '@platform/contracts/lobby-rules';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../shared/ui/pagination';
import { GameGrid } from './game-grid';
import styles from './lobby-page.module.css';
import { useFavoriteList, useRecentGames } from './lobby-queries';
import { lobbyParamsOf, lobbyReducer, lobbyStateFromParams } from './lobby-state';

type Props = { kind: 'favorite' | 'recent' };

/**
 * /favorite and /recent (spec 2.1 account games): the member's favourites (80 a page) or recent
 * games. The route guard lets only logged-in users in. The page number lives in the URL.
 */
export function AccountGamesPage({ kind }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = lobbyStateFromParams(params);
  const { page } = state;
  const favorites = useFavoriteList({ pageNo: page, pageSize: FAVORITE_PAGE_SIZE }, { enabled: kind === 'favorite' });
  const recent = useRecentGames({ pageNo: page, pageSize: LOBBY_PAGE_SIZE }, { enabled: kind === 'recent' });
  const query = kind === 'favorite' ? favorites : recent;
  const tiles = kind === 'favorite' ? (favorites.data?.content ?? []) : (recent.data?.list ?? []);
  const totalPages = query.data?.totalPages ?? 0;
  const goToPage = (next: number) => {
    // Spec 4.9 (the lobby reducer): a page above the total is ignored.
    const outcome = lobbyReducer(state, { type: 'page', page: next, totalPages });
    if (outcome.state !== state) setParams(lobbyParamsOf(outcome.state));
  };
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(kind === 'favorite' ? 'in_favorite' : 'in_recent')}</h1>
      <GameGrid tiles={tiles} loading={query.isPending} error={query.error} onRetry={query.refetch} />
      <Pagination pageNo={page} totalPages={totalPages} onChange={goToPage} disabled={query.isPending} />
    </section>
  );
}
