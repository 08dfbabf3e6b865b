import type { ConfigGame, ConfigVendor } from '@platform/contracts/site-config';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likeContains } from './catalogue-repository';

/**
 * The catalogue as the console edits it: every vendor and game of the brand, hidden ones too.
 * Each write notifies `catalogue_changed` (migration 0039), which empties the lobby's cached lists
 * in every process.
 */

export async function listVendorsForConsole(db: Db, merchantId: number): Promise<ConfigVendor[]> {
  const rows = await db
    .selectFrom('catalogue_vendor as v')
    .select([
      'v.vassalage',
      'v.display_name',
      'v.display_name_ar',
      'v.in_house',
      'v.enabled',
      'v.maintenance',
      'v.maintenance_message',
      'v.maintenance_until',
      'v.sort',
      (eb) =>
        eb
          .selectFrom('catalogue_game as g')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('g.merchant_id', '=', 'v.merchant_id')
          .whereRef('g.vassalage', '=', 'v.vassalage')
          .as('games'),
    ])
    .where('v.merchant_id', '=', merchantId)
    .orderBy('v.sort')
    .orderBy('v.vassalage')
    .execute();
  return rows.map((r) => ({
    vassalage: r.vassalage,
    displayName: r.display_name,
    displayNameAr: r.display_name_ar,
    inHouse: r.in_house,
    enabled: r.enabled,
    maintenance: r.maintenance,
    maintenanceMessage: r.maintenance_message,
    maintenanceUntil: r.maintenance_until?.toISOString() ?? null,
    sort: r.sort,
    games: Number(r.games ?? 0),
  }));
}

/** A vendor's or a game's maintenance with what the lobby says of it. */
export type MaintenanceChange = {
  maintenance: boolean;
  maintenanceMessage: string | null;
  maintenanceUntil: string | null;
};

/** The columns of a maintenance change; an empty message is no message. */
const maintenanceColumns = (change: MaintenanceChange) => ({
  maintenance: change.maintenance,
  maintenance_message: change.maintenanceMessage || null,
  maintenance_until: change.maintenanceUntil ? new Date(change.maintenanceUntil) : null,
});

export async function updateVendor(
  db: Db,
  merchantId: number,
  vassalage: string,
  change: MaintenanceChange & { enabled: boolean; sort: number },
): Promise<boolean> {
  const result = await db
    .updateTable('catalogue_vendor')
    .set({ enabled: change.enabled, sort: change.sort, ...maintenanceColumns(change) })
    .where('merchant_id', '=', merchantId)
    .where('vassalage', '=', vassalage)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type ConsoleGameFilter = { search?: string | undefined; vendor?: string | undefined };

function gamesOf(db: Db, merchantId: number, filter: ConsoleGameFilter) {
  let query = db.selectFrom('catalogue_game as g').where('g.merchant_id', '=', merchantId);
  if (filter.vendor) query = query.where('g.vassalage', '=', filter.vendor);
  if (filter.search) {
    const pattern = likeContains(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['g.display_name']), 'like', pattern),
        eb(eb.fn('lower', ['g.display_name_ar']), 'like', pattern),
        eb(eb.fn('lower', ['g.game_code']), 'like', pattern),
      ]),
    );
  }
  return query;
}

const GAME_COLUMNS = [
  'g.node_id',
  'g.display_name',
  'g.display_name_ar',
  'g.vassalage',
  'g.game_type',
  'g.enabled',
  'g.maintenance',
  'g.maintenance_message',
  'g.maintenance_until',
  'g.is_hot',
  'g.is_new',
  'g.sort',
] as const;

type GameRow = {
  node_id: number;
  display_name: string;
  display_name_ar: string | null;
  vassalage: string;
  game_type: string;
  enabled: boolean;
  maintenance: boolean;
  maintenance_message: string | null;
  maintenance_until: Date | null;
  is_hot: boolean;
  is_new: boolean;
  sort: number;
};

function toConfigGame(r: GameRow): ConfigGame {
  return {
    nodeId: r.node_id,
    displayName: r.display_name,
    displayNameAr: r.display_name_ar,
    vassalage: r.vassalage,
    gameType: r.game_type,
    enabled: r.enabled,
    maintenance: r.maintenance,
    maintenanceMessage: r.maintenance_message,
    maintenanceUntil: r.maintenance_until?.toISOString() ?? null,
    isHot: r.is_hot,
    isNew: r.is_new,
    sort: r.sort,
  };
}

export async function findGamesForConsole(
  db: Db,
  merchantId: number,
  filter: ConsoleGameFilter,
  page: { limit: number; offset: number },
): Promise<{ games: ConfigGame[]; total: number }> {
  const [rows, count] = await Promise.all([
    gamesOf(db, merchantId, filter)
      .select(GAME_COLUMNS)
      .orderBy('g.sort')
      .orderBy('g.node_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    gamesOf(db, merchantId, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { games: rows.map(toConfigGame), total: Number(count.total) };
}

export async function findGameForConsole(db: Db, merchantId: number, nodeId: number): Promise<ConfigGame | undefined> {
  const row = await db
    .selectFrom('catalogue_game as g')
    .select(GAME_COLUMNS)
    .where('g.merchant_id', '=', merchantId)
    .where('g.node_id', '=', nodeId)
    .executeTakeFirst();
  return row ? toConfigGame(row) : undefined;
}

export async function updateGame(
  db: Db,
  merchantId: number,
  nodeId: number,
  change: MaintenanceChange & { enabled: boolean; isHot: boolean; isNew: boolean; sort: number },
): Promise<void> {
  await db
    .updateTable('catalogue_game')
    .set({
      enabled: change.enabled,
      ...maintenanceColumns(change),
      is_hot: change.isHot,
      is_new: change.isNew,
      sort: change.sort,
    })
    .where('merchant_id', '=', merchantId)
    .where('node_id', '=', nodeId)
    .execute();
}

/**
 * A new brand's catalogue: the source brand's selection (types, classifies, vendors, their cards
 * and games), copied row for row in one statement per table; third-party vendors start hidden.
 */
export async function copyCatalogue(db: Db, fromMerchantId: number, toMerchantId: number): Promise<void> {
  const to = sql.lit(toMerchantId);
  const from = fromMerchantId;
  await sql`
    insert into catalogue_game_type (merchant_id, game_type, sort)
    select ${to}, game_type, sort from catalogue_game_type where merchant_id = ${from}
  `.execute(db);
  await sql`
    insert into catalogue_game_classify (merchant_id, game_type, classify, display_name, sort)
    select ${to}, game_type, classify, display_name, sort from catalogue_game_classify where merchant_id = ${from}
  `.execute(db);
  await sql`
    insert into catalogue_vendor (merchant_id, vassalage, display_name, display_name_ar, in_house, maintenance,
      icon_key, color, sort, enabled)
    select ${to}, vassalage, display_name, display_name_ar, in_house, maintenance, icon_key, color, sort,
      enabled and in_house
    from catalogue_vendor where merchant_id = ${from}
  `.execute(db);
  await sql`
    insert into catalogue_vendor_game_type (merchant_id, vassalage, game_type, sort)
    select ${to}, vassalage, game_type, sort from catalogue_vendor_game_type where merchant_id = ${from}
  `.execute(db);
  await sql`
    insert into catalogue_game (merchant_id, node_id, display_name, display_name_ar, game_name, game_code,
      vassalage, game_type, game_classify, icon_key, is_hot, is_game, support_play, account_type_name, sort,
      is_new, enabled, maintenance)
    select ${to}, node_id, display_name, display_name_ar, game_name, game_code, vassalage, game_type,
      game_classify, icon_key, is_hot, is_game, support_play, account_type_name, sort, is_new, enabled, maintenance
    from catalogue_game where merchant_id = ${from}
  `.execute(db);
}
