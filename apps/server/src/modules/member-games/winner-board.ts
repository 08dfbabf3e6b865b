import type { GameCategoryCode, WinnerEntry } from '@platform/contracts/lobby';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type CatalogueLanguage, selectGameTiles, toGameTile } from '../catalogue/catalogue-tile';
import { maskCustomerName } from './customer-name-mask';
import { inCategory } from './game-category-filter';

/** The board ranks the biggest of this many latest wins: it moves with new wins, never empties. */
export const WINNER_WINDOW = 500;

type BoardQuery = { gameCategory: GameCategoryCode | 'ALL'; limitNum: number; language: CatalogueLanguage };

/** Spec 7.3 winner board: value.list of { vo }, highest win first. */
export async function winnerBoard(
  db: Db,
  merchant: { id: number; currency: string },
  query: BoardQuery,
): Promise<{ list: { vo: WinnerEntry }[] }> {
  const rows = await selectGameTiles(db, merchant.id)
    .innerJoin(
      (eb) => {
        let latest = eb
          .selectFrom('game_win as w')
          .innerJoin('catalogue_game as g', (j) =>
            j.onRef('g.merchant_id', '=', 'w.merchant_id').onRef('g.node_id', '=', 'w.node_id'),
          )
          .select(['w.id', 'w.node_id', 'w.customer_name', 'w.win_amount', 'w.won_at'])
          .where('w.merchant_id', '=', merchant.id);
        if (query.gameCategory !== 'ALL') latest = latest.where(inCategory(query.gameCategory));
        return latest.orderBy('w.won_at', 'desc').orderBy('w.id', 'desc').limit(WINNER_WINDOW).as('w');
      },
      (j) => j.onRef('w.node_id', '=', 'g.node_id'),
    )
    .select(['w.customer_name', 'w.win_amount', 'w.won_at'])
    .orderBy(sql`w.win_amount`, 'desc')
    .orderBy(sql`w.won_at`, 'desc')
    .orderBy(sql`w.id`, 'desc')
    .limit(query.limitNum)
    .execute();
  const digits = currencyDigits(merchant.currency);
  return {
    list: rows.map((row) => {
      const game = toGameTile(row, query.language);
      return {
        vo: {
          customerName: maskCustomerName(row.customer_name),
          // The name the lobby's tiles show, in the page's language.
          gameName: game.displayName,
          winAmount: toDecimalAmount(BigInt(row.win_amount), digits),
          iconUrl: game.iconUrl,
          wonAt: new Date(row.won_at).toISOString(),
          game,
        },
      };
    }),
  };
}
