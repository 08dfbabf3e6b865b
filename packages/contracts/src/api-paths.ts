/** The API's paths: spec 7 where it names them, our choice (recorded here) where it does not. */
export const API = {
  health: '/healthz',
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  /** Spec 7.1 "Permission / startup config": path not shown; chosen. */
  permission: '/wps/system/permission',
  /** "Country codes" named action (spec 7.1): path chosen. */
  countries: '/wps/system/countries',

  // Accounts and sessions (spec 7.1). Sealed bodies (DESIGN): login, register, registerMobile,
  // changePassword, passwordByPhone.
  captcha: '/wps/captcha',
  /** The human-verification step before a password login (spec 4.2): path chosen. */
  humanCheck: '/wps/verification/human',
  login: '/wps/session/login',
  freePlayLogin: '/wps/session/login/freeplay',
  /** Second step of a login from an unknown IP: path chosen. */
  secondFactor: '/wps/session/login/verify',
  logout: '/wps/session/logout',
  loginSms: '/wps/verification/sms/noLogin',
  registerSms: '/wps/verification/sms/register',
  /** Sms code for the forgot-password-by-phone flow: path chosen. */
  passwordSms: '/wps/verification/sms/password',
  /** Sms code for the second factor of a login challenge: path chosen. */
  secondFactorSms: '/wps/verification/sms/secondFactor',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  /** "First login" named action: path chosen. */
  firstLogin: '/wps/member/firstLogin',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  passwordByPhone: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  /** Security centre: second-factor status and authenticator enrolment (paths chosen). */
  security: '/wps/member/security',
  totp: '/wps/member/security/totp',
  /** Demo and tests only, refused when NODE_ENV=production: messages the outbox provider "sent". */
  devOutbox: '/wps/dev/outbox',

  // Money. Spec 7.2 names the first four; the rest are chosen here.
  walletBalance: '/wps/v2/wallets/balance',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  consolidated: '/wps/member/info/funds/consolidated',
  merchantWallet: '/wps/v2/wallets/merchant',
  transferUplineInfo: '/wps/member/transfer/upline',
  transferUpline: '/wps/member/transfer/upline',
  transferDownline: '/wps/agent/transfer/downline',
  depositChannels: '/wps/v2/deposit/channels',
  deposit: '/wps/v2/deposit',
  depositOrders: '/wps/v2/deposit/orders',
  /** Public: the payment provider's signed callback; `:provider` names the provider. */
  paymentCallback: '/wps/payment/callback/:provider',
  paymentPassword: '/wps/member/security/paymentPassword',
  bankAccounts: '/wps/member/bankAccounts',
  bankAccount: '/wps/member/bankAccounts/:id',
  withdrawSettings: '/wps/v2/withdraw/settings',
  withdraw: '/wps/v2/withdraw',
  withdrawOrders: '/wps/v2/withdraw/orders',
  withdrawConfirmation: '/wps/v2/withdraw/orders/:id/confirmation',
  transactionRecords: '/wps/member/records/transactions',
  profitRecords: '/wps/member/records/profit',
  bonusRecords: '/wps/member/records/bonus',
  /** Betting record (contracts/bet-records.ts): the member's own rounds. */
  betRecords: '/wps/member/records/bets',
  memberMessages: '/wps/member/messages',
  memberMessageRead: '/wps/member/messages/:id/read',
  unreadMessages: '/wps/member/messages/unread',

  // Game lobby. Icons are drawn by the server (never hot-linked); `:key` is a game's or
  // vendor's icon key ('game-1001', 'vendor-pge'): path chosen.
  gameIcon: '/lgw/games/icons/:key.svg',
  /** Spec 7.3 names this one; the rest of the lobby's paths are chosen here. */
  gameMenus: '/lgw/games/game_menus',
  gameVendor: '/lgw/games/vendor',
  gameList: '/lgw/games/list',
  hotGames: '/lgw/games/hot',
  popularGames: '/lgw/games/popular',
  vassalageGameType: '/lgw/games/vassalage/gameType',
  /** What the operator says of a closed vendor's or game's maintenance: path chosen. */
  maintenanceNotice: '/lgw/games/maintenance',
  winnerBoard: '/lgw/games/winners',
  /** Token. Spec 7.3 names /wps/game/launchGame for PVP; every launch uses it. */
  gameLaunch: '/wps/game/launchGame',
  /** The page a launch URL points to when the game's vendor has no game page of its own. */
  gamePlay: '/lgw/games/play/:launchId',
  recentGames: '/wps/game/recent',
  favoriteIds: '/wps/game/favorite/ids',
  favoriteList: '/wps/game/favorite',
  favoriteAdd: '/wps/game/favorite',
  favoriteRemove: '/wps/game/favorite/:nodeId',
  /** Spec 7.4: announcements, notices, popups and banners (types B,PL,PU,PR,H). */
  announcements: '/wps/system/announcement',
  /** Banner images are drawn by the server like game icons; `:key` is 'banner-<id>'. */
  bannerImage: '/lgw/banners/:key.svg',
  /**
   * The brand's first home (w_home) banner, the one the home carousel opens with, at a fixed URL:
   * the home page's loading screen shows it before the app's scripts have run (?language=ar|en).
   */
  homeBannerImage: '/lgw/banners/home.svg',

  // Vendor wallet, seamless mode (contracts/vendor-wallet.ts): public, signed by the vendor.
  vendorAuthenticate: '/wps/vendor-wallet/:vendor/authenticate',
  vendorBalance: '/wps/vendor-wallet/:vendor/balance',
  vendorDebit: '/wps/vendor-wallet/:vendor/debit',
  vendorCredit: '/wps/vendor-wallet/:vendor/credit',
  vendorRollback: '/wps/vendor-wallet/:vendor/rollback',

  // The in-house crash game (contracts/crash.ts): session + launch id; state over /ws.
  crashBet: '/wps/studio/crash/bet',
  crashCashOut: '/wps/studio/crash/cashout',
  crashState: '/wps/studio/crash/state',
  crashHistory: '/wps/studio/crash/history',
  crashFairness: '/wps/studio/crash/fairness',

  // The in-house studio (contracts/studio.ts): the game pages' calls, each with the
  // member's session and the game's launch id (paths chosen). `:engine` of studioPlay is one of
  // STUDIO_INSTANT_ENGINES; the export answers JSON lines (docs/verify-rounds.mjs reads them).
  studioSession: '/wps/studio/session',
  studioClientSeed: '/wps/studio/seed/client',
  studioRotateSeed: '/wps/studio/seed/rotate',
  studioPlay: '/wps/studio/play/:engine',
  studioMinesStart: '/wps/studio/mines/start',
  studioMinesReveal: '/wps/studio/mines/reveal',
  studioMinesCashOut: '/wps/studio/mines/cash-out',
  studioRoundsExport: '/wps/studio/rounds/export',
} as const;

/** Fills `:name` segments of a path: apiPath(API.bankAccount, { id: '7' }). */
export function apiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Prefixes under which unknown paths answer 404 in the envelope rather than the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/'] as const;
