import { type LaneCategory, LOBBY_PAGE_SIZE, MAX_GAME_PAGE_SIZE } from '@platform/contracts/lobby-rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../shared/ui/pagination';
import { ClassifyChips } from './classify-chips';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { HotRefreshButton } from './hot-refresh-button';
import { LobbyFilters } from './lobby-filters';
import styles from './lobby-page.module.css';
import { useVendorLanes } from './lobby-queries';
import { useLobbyListing } from './use-lobby-listing';
import { useLobbyUrlState } from './use-lobby-url-state';
import { VendorSelect } from './vendor-select';
import { VendorTiles } from './vendor-tiles';

/** Spec 9: the sports list shows 80 games a page; every other lobby list 18. */
const SPORTS_PAGE_SIZE = MAX_GAME_PAGE_SIZE;

type Props = {
  category: LaneCategory;
  titleKey: string;
  /** Game centres (sports, e-sports, lotteries) show their vendors as big tiles above the games. */
  centre: boolean;
};

/**
 * A category's game page (spec 2.6): title, filters, vendor dropdown, classify chips, search, the
 * grid and its pages. Everything the player chooses lives in the URL (see useLobbyUrlState).
 */
export function GameCategoryPage({ category, titleKey, centre }: Props) {
  const { t } = useTranslation();
  const lobby = useLobbyUrlState();
  const { state } = lobby;
  const lanes = useVendorLanes();
  const lane = lanes.data?.data.lanes.find((l) => l.title === category);
  const vendors = lane?.cards ?? [];
  const pageSize = category === 'SPORTS' ? SPORTS_PAGE_SIZE : LOBBY_PAGE_SIZE;
  const listing = useLobbyListing(
    category,
    vendors.map((v) => v.vassalage),
    state,
    pageSize,
  );
  // A page beyond the last (an old link, ?page=99) is answered empty: until the address says the
  // last page, the grid waits for it instead of flashing 'no data'. So does an empty page that
  // stands in while another loads.
  const settled = !listing.loading && !listing.placeholder && !listing.error;
  const beyondLast = settled && state.page > Math.max(1, listing.totalPages);
  const { clampToPages } = lobby;
  useEffect(() => {
    if (beyondLast) clampToPages(listing.totalPages);
  }, [beyondLast, clampToPages, listing.totalPages]);
  const waiting = listing.loading || beyondLast || (listing.placeholder && listing.tiles.length === 0);
  const searching = state.search !== '';
  const classifies = (lane?.gameClassify ?? []).filter(
    (c) => state.vendor === null || c.vendors.includes(state.vendor),
  );

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {centre ? <VendorTiles cards={vendors} /> : null}
      <div className={styles.toolbar}>
        <LobbyFilters filter={state.filter} searching={searching} onChoose={lobby.chooseFilter} />
        <div className={styles.controls}>
          <VendorSelect vendors={vendors} value={state.vendor} onChange={lobby.chooseVendor} />
          <GameSearch value={state.search} onSearch={lobby.search} />
        </div>
      </div>
      {searching ? (
        <p className={styles.status}>{t('lobby_search_results', { term: state.search })}</p>
      ) : state.filter === 'ALL' ? (
        <ClassifyChips options={classifies} value={state.classify} onChange={lobby.chooseClassify} />
      ) : state.filter === 'HOT' ? (
        <HotRefreshButton />
      ) : null}
      <GameGrid
        tiles={listing.tiles}
        loading={waiting}
        error={listing.error}
        onRetry={listing.retry}
        skeletonCount={Math.min(pageSize, LOBBY_PAGE_SIZE)}
      />
      <Pagination
        pageNo={state.page}
        totalPages={listing.totalPages}
        onChange={(page) => lobby.goToPage(page, listing.totalPages)}
        disabled={listing.loading}
      />
    </section>
  );
}
