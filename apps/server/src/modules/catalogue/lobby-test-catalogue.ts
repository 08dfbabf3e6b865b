import type { TestCatalogue, TestGame } from './catalogue-test-kit';

type Flag = 'hot' | 'new' | 'trial' | 'lobby';
/** nodeId, vendor, type, classify, game code, name, flags: in catalogue order. */
type Game = [number, string, string, string | null, string, string, Flag[]?];

const GAMES: Game[] = [
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
 * Tests only: a full lobby catalogue that the game-list and lane tests and the account kit's brand
 * count on: every category, e-sport vendors stored as SPORTS cards, an in-house studio, a vendor
 * lobby, hot, new and trial games. The tests' own copy, so that the demo catalogue `make run`
 * shows may change freely.
 */
export const LOBBY_CATALOGUE: TestCatalogue = {
  types: ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'],
  classifies: [
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
  ],
  vendors: [
    { code: 'PGE', name: 'Nova Games', types: ['RNG', 'FISH'], inHouse: true },
    { code: 'EVO', name: 'Evo Live', types: ['LIVE'] },
    { code: 'SABA', name: 'Saba Sports', types: ['SPORTS'] },
    { code: 'ALV', name: 'Asia Live Studio', types: ['LIVE'] },
    { code: 'SPX', name: 'Spinix Slots', types: ['RNG', 'FISH'] },
    { code: 'OCK', name: 'Ocean King Studio', types: ['FISH'] },
    { code: 'KGP', name: 'King Poker', types: ['PVP'] },
    { code: 'UGS', name: 'United Sports', types: ['SPORTS'] },
    { code: 'IA', name: 'IA Esports', types: ['SPORTS'] },
    { code: 'TF', name: 'TF Gaming', types: ['SPORTS'] },
    { code: 'LOTT', name: 'Nova Lotto', types: ['LOTT'] },
    { code: 'TCG_SEA', name: 'SEA Lottery', types: ['LOTT'] },
    { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery', types: ['ELOTT'] },
  ],
  games: GAMES.map(
    ([nodeId, vendor, type, classify, gameCode, name, flags = []]): TestGame => ({
      nodeId,
      vendor,
      type,
      classify,
      gameCode,
      name,
      hot: flags.includes('hot'),
      new: flags.includes('new'),
      trial: flags.includes('trial'),
      lobby: flags.includes('lobby'),
    }),
  ),
};
