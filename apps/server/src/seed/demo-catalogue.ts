import type { Db } from '../db/database';

/**
 * The demo brand's game catalogue: the in-house studio PGE and sample vendors so
 * that every lobby category has content. IA and TF are e-sport vendors stored as SPORTS cards: the
 * vendor call moves them to ESPORTS (spec 4.9). PGE, EVO and SABA are also wallet vendors (0007).
 */
const GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
type GameType = (typeof GAME_TYPES)[number];

const CLASSIFIES: [GameType, string, string][] = [
  ['RNG', 'SLOT', 'Slots'],
  ['RNG', 'TABLE', 'Table games'],
  ['RNG', 'ARCADE', 'Arcade'],
  ['LIVE', 'BACCARAT', 'Baccarat'],
  ['LIVE', 'ROULETTE', 'Roulette'],
  ['LIVE', 'BLACKJACK', 'Blackjack'],
  ['LIVE', 'DICE', 'Dice'],
  ['FISH', 'FISHING', 'Fishing'],
  ['PVP', 'POKER', 'Poker'],
  ['PVP', 'CARD', 'Card games'],
];

/** `nameAr`: the Arabic name, where the catalogue has one (an Arabic page shows it). */
type DemoVendor = { code: string; name: string; nameAr?: string; color: string; inHouse?: boolean; types: GameType[] };

export const DEMO_VENDORS: DemoVendor[] = [
  { code: 'PGE', name: 'Nova Games', nameAr: 'نوفا جيمز', color: '#7c3aed', inHouse: true, types: ['RNG', 'FISH'] },
  { code: 'EVO', name: 'Evo Live', color: '#0f766e', types: ['LIVE'] },
  { code: 'SABA', name: 'Saba Sports', color: '#1d4ed8', types: ['SPORTS'] },
  { code: 'ALV', name: 'Asia Live Studio', color: '#b91c1c', types: ['LIVE'] },
  { code: 'SPX', name: 'Spinix Slots', color: '#c2410c', types: ['RNG', 'FISH'] },
  { code: 'OCK', name: 'Ocean King Studio', color: '#0369a1', types: ['FISH'] },
  { code: 'KGP', name: 'King Poker', color: '#4d7c0f', types: ['PVP'] },
  { code: 'UGS', name: 'United Sports', color: '#1e40af', types: ['SPORTS'] },
  { code: 'IA', name: 'IA Esports', color: '#6d28d9', types: ['SPORTS'] },
  { code: 'TF', name: 'TF Gaming', color: '#be185d', types: ['SPORTS'] },
  { code: 'LOTT', name: 'Nova Lotto', color: '#a16207', types: ['LOTT'] },
  { code: 'TCG_SEA', name: 'SEA Lottery', color: '#0e7490', types: ['LOTT'] },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', color: '#b45309', types: ['ELOTT'] },
];

type Flag = 'hot' | 'new' | 'trial' | 'lobby';
/** nodeId, vendor, type, classify, game code, name, flags. */
export type DemoGame = [number, string, GameType, string | null, string, string, Flag[]?];

export const DEMO_GAMES: DemoGame[] = [
  [1001, 'PGE', 'RNG', 'SLOT', 'pge_fortune_dragon', 'Fortune Dragon', ['hot', 'trial']],
  [1002, 'PGE', 'RNG', 'SLOT', 'pge_golden_pharaoh', 'Golden Pharaoh', ['hot', 'trial']],
  [1003, 'PGE', 'RNG', 'SLOT', 'pge_desert_oasis', 'Desert Oasis', ['new', 'trial']],
  [1004, 'PGE', 'RNG', 'SLOT', 'pge_lucky_lanterns', 'Lucky Lanterns', ['trial']],
  [1005, 'PGE', 'RNG', 'SLOT', 'pge_sultans_gems', "Sultan's Gems", ['new', 'trial']],
  [1006, 'PGE', 'RNG', 'TABLE', 'pge_dice', 'Provably Fair Dice', ['hot', 'trial']],
  [1007, 'PGE', 'RNG', 'ARCADE', 'pge_crash', 'Rocket Crash', ['hot', 'new', 'trial']],
  [1008, 'PGE', 'RNG', 'ARCADE', 'pge_mines', 'Mines', ['trial']],
  [1009, 'PGE', 'RNG', 'ARCADE', 'pge_plinko', 'Plinko', ['trial']],
  [1010, 'PGE', 'RNG', 'TABLE', 'pge_roulette', 'European Roulette', ['new', 'trial']],
  // No studio engine plays it (contracts/studio.ts STUDIO_GAME_ENGINES): its launch answers
  // GAME_MAINTENANCE. The catalogue has a maintenance flag per vendor only, not per game.
  [1051, 'PGE', 'FISH', 'FISHING', 'pge_reef_hunter', 'Reef Hunter', ['trial']],
  [2001, 'EVO', 'LIVE', 'BACCARAT', 'evo_speed_baccarat', 'Speed Baccarat', ['hot']],
  [2002, 'EVO', 'LIVE', 'BACCARAT', 'evo_squeeze_baccarat', 'Squeeze Baccarat'],
  [2003, 'EVO', 'LIVE', 'ROULETTE', 'evo_lightning_roulette', 'Lightning Roulette', ['hot']],
  [2004, 'EVO', 'LIVE', 'ROULETTE', 'evo_auto_roulette', 'Auto Roulette', ['new']],
  [2005, 'EVO', 'LIVE', 'BLACKJACK', 'evo_blackjack_vip', 'Blackjack VIP'],
  [2006, 'EVO', 'LIVE', 'DICE', 'evo_sic_bo', 'Super Sic Bo'],
  [2007, 'EVO', 'LIVE', null, 'evo_lobby', 'Evo Live Lobby', ['lobby']],
  [2101, 'ALV', 'LIVE', 'BACCARAT', 'alv_baccarat_a', 'Baccarat Room A'],
  [2102, 'ALV', 'LIVE', 'DICE', 'alv_dragon_tiger', 'Dragon Tiger', ['hot']],
  [2103, 'ALV', 'LIVE', 'ROULETTE', 'alv_roulette', 'European Roulette', ['new']],
  [3001, 'SABA', 'SPORTS', null, 'saba_sportsbook', 'Saba Sportsbook', ['hot']],
  [3101, 'UGS', 'SPORTS', null, 'ugs_sportsbook', 'United Sportsbook'],
  [3201, 'IA', 'SPORTS', null, 'ia_esports', 'IA Esports Arena', ['new']],
  [3301, 'TF', 'SPORTS', null, 'tf_esports', 'TF Esports Book'],
  [4001, 'SPX', 'RNG', 'SLOT', 'spx_wild_safari', 'Wild Safari', ['hot', 'trial']],
  [4002, 'SPX', 'RNG', 'SLOT', 'spx_neon_nights', 'Neon Nights', ['new', 'trial']],
  [4003, 'SPX', 'RNG', 'SLOT', 'spx_pirate_gold', 'Pirate Gold', ['trial']],
  [4004, 'SPX', 'RNG', 'SLOT', 'spx_cherry_blast', 'Cherry Blast'],
  [4005, 'SPX', 'RNG', 'TABLE', 'spx_video_poker', 'Jacks or Better'],
  [4051, 'SPX', 'FISH', 'FISHING', 'spx_fishing_frenzy', 'Fishing Frenzy', ['trial']],
  [5001, 'OCK', 'FISH', 'FISHING', 'ock_ocean_king', 'Ocean King', ['hot', 'trial']],
  [5002, 'OCK', 'FISH', 'FISHING', 'ock_dragon_fishing', 'Dragon Fishing', ['new']],
  [5003, 'OCK', 'FISH', 'FISHING', 'ock_mermaid_treasure', 'Mermaid Treasure'],
  [6001, 'KGP', 'PVP', 'POKER', 'kgp_texas_holdem', "Texas Hold'em", ['hot']],
  [6002, 'KGP', 'PVP', 'POKER', 'kgp_omaha', 'Omaha'],
  [6003, 'KGP', 'PVP', 'CARD', 'kgp_teen_patti', 'Teen Patti', ['new']],
  [6004, 'KGP', 'PVP', 'CARD', 'kgp_rummy', 'Rummy'],
  [6005, 'KGP', 'PVP', 'CARD', 'kgp_niu_niu', 'Niu Niu'],
  [7001, 'LOTT', 'LOTT', null, 'lott_fast3', 'Fast 3', ['hot']],
  [7002, 'LOTT', 'LOTT', null, 'lott_pk10', 'PK 10'],
  [7003, 'LOTT', 'LOTT', null, 'lott_ssc', 'Lucky 5D', ['new']],
  [7101, 'TCG_SEA', 'LOTT', null, 'sea_thai_lotto', 'Thai Lotto'],
  [7102, 'TCG_SEA', 'LOTT', null, 'sea_lao_lotto', 'Lao Lotto'],
  [8001, 'TCG_LOTTO_VN', 'ELOTT', null, 'vn_north', 'North Vietnam Lottery', ['hot']],
  [8002, 'TCG_LOTTO_VN', 'ELOTT', null, 'vn_south', 'South Vietnam Lottery'],
  [8003, 'TCG_LOTTO_VN', 'ELOTT', null, 'vn_fast', 'Vietnam Fast 5', ['new']],
];

/**
 * The in-house studio names two of its games in Arabic too (the notices name them so); the other
 * games, as vendors' games often are, have their English name only, which every language shows.
 */
const ARABIC_GAME_NAMES: Record<number, string> = { 1003: 'واحة الصحراء', 1005: 'جواهر السلطان' };

/** Idempotent: each row is inserted only when absent, so rows edited since are left as they are. */
export async function seedDemoCatalogue(db: Db, merchantCode: string): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const merchant_id = merchant.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('catalogue_game_type')
      .values(GAME_TYPES.map((game_type, sort) => ({ merchant_id, game_type, sort })))
      .onConflict((oc) => oc.columns(['merchant_id', 'game_type']).doNothing())
      .execute();
    await trx
      .insertInto('catalogue_game_classify')
      .values(
        CLASSIFIES.map(([game_type, classify, display_name], sort) => ({
          merchant_id,
          game_type,
          classify,
          display_name,
          sort,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'game_type', 'classify']).doNothing())
      .execute();
    await trx
      .insertInto('catalogue_vendor')
      .values(
        DEMO_VENDORS.map((v, sort) => ({
          merchant_id,
          vassalage: v.code,
          display_name: v.name,
          display_name_ar: v.nameAr ?? null,
          in_house: v.inHouse === true,
          icon_key: `vendor-${v.code.toLowerCase()}`,
          color: v.color,
          sort,
        })),
      )
      // A catalogue seeded before it had Arabic names gets them; any name set since is kept.
      .onConflict((oc) =>
        oc
          .columns(['merchant_id', 'vassalage'])
          .doUpdateSet({ display_name_ar: (eb) => eb.ref('excluded.display_name_ar') })
          .where('catalogue_vendor.display_name_ar', 'is', null)
          .where('excluded.display_name_ar', 'is not', null),
      )
      .execute();
    await trx
      .insertInto('catalogue_vendor_game_type')
      .values(
        DEMO_VENDORS.flatMap((v, sort) =>
          v.types.map((game_type) => ({ merchant_id, vassalage: v.code, game_type, sort })),
        ),
      )
      .onConflict((oc) => oc.columns(['merchant_id', 'vassalage', 'game_type']).doNothing())
      .execute();
    await trx
      .insertInto('catalogue_game')
      .values(
        DEMO_GAMES.map(([node_id, vassalage, game_type, game_classify, game_code, name, flags = []], sort) => ({
          merchant_id,
          node_id,
          display_name: name,
          display_name_ar: ARABIC_GAME_NAMES[node_id] ?? null,
          game_name: name,
          game_code,
          vassalage,
          game_type,
          game_classify,
          icon_key: `game-${node_id}`,
          is_hot: flags.includes('hot'),
          is_new: flags.includes('new'),
          is_game: flags.includes('lobby') ? ('VASSALAGE' as const) : ('GAME' as const),
          support_play: flags.includes('trial') ? 0 : 1,
          account_type_name: vassalage,
          sort,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['merchant_id', 'node_id'])
          .doUpdateSet({ display_name_ar: (eb) => eb.ref('excluded.display_name_ar') })
          .where('catalogue_game.display_name_ar', 'is', null)
          .where('excluded.display_name_ar', 'is not', null),
      )
      .execute();
  });
}
