import { CREDENTIAL_PAGES } from '@lobby/contract/paths';
import { safeReturnPath as safeReturnPathOf } from '@lobby/contract/rules';
/**
 * Every in-app path, by name. Components link with `getHref(name, query)` and never build path strings;
 * app/routes.ts maps these names to screens, titles, back targets and access rules.
 */
export const PATHS = {
  home: '/m/home',
  login: CREDENTIAL_PAGES.login,
  register: CREDENTIAL_PAGES.register,
  forget: CREDENTIAL_PAGES.forget,
  changePsw: '/m/changePsw',
  resetPsw: CREDENTIAL_PAGES.resetPsw,
  notice: '/m/notice',
  noticeDetail: '/m/noticeDetail',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  feedback: '/m/feedback',
  gameCenter: '/m/gameCenter',
  set: '/m/set',
  /** the member's limits, breaks and self-exclusion, activity statement and where to find help */
  responsibleGaming: '/m/set/responsible-gaming',
  /** where a member lands, signed out, after starting a break or self-exclusion (?kind=&until=) */
  responsibleGamingPaused: '/m/set/responsible-gaming/paused',
  /** identity verification (KYC): the level reached, each step, the uploads */
  verification: '/m/set/verification',
  download: '/m/download',
  downloadAndroid: '/m/download/android',
  downloadIos: '/m/download/ios',
  provider: '/m/provider',
  searchGames: '/m/search-games',
  favGames: '/m/fav-games',
  hotGames: '/m/hot-games',
  /** the sportsbook: ?sport= (a sport or 'esports'), ?tab= (live, upcoming, bets) */
  sportGames: '/m/sport-games',
  /** one event of the sportsbook with all its markets (the feature builds its links) */
  sportEvent: '/m/sport-games/event/:id',
  liveGames: '/m/live-games',
  /** the live casino's hosts: who is on air, who the member follows */
  liveHosts: '/m/live-hosts',
  slotGames: '/m/slot-games',
  fishingGames: '/m/fishing-games',
  pokerGames: '/m/poker-games',
  lott: '/m/lott',
  elott: '/m/elott',
  inHouse: '/m/inHouse',
  inHouseDice: '/m/inHouse/dice',
  inHouseLimbo: '/m/inHouse/limbo',
  inHouseMines: '/m/inHouse/mines',
  inHouseHilo: '/m/inHouse/hilo',
  inHouseCoinflip: '/m/inHouse/coinflip',
  inHouseTower: '/m/inHouse/tower',
  inHouseKeno: '/m/inHouse/keno',
  inHousePlinko: '/m/inHouse/plinko',
  inHouseWheel: '/m/inHouse/wheel',
  inHouseCrash: '/m/inHouse/crash',
  /** the provably-fair verify screen (?round=<id>, ?crash=<hash>) */
  inHouseFairness: '/m/inHouse/fairness',
  /** one game's public fairness page (algorithm, tables, worked example): link with gameFairnessHref(game) */
  inHouseGameFairness: '/m/inHouse/fairness/:game',
  inPlay: '/m/in-play',
  memberHome: '/m/member/home',
  /** the member's bonuses: wagering progress, free rounds, history, promo code */
  bonuses: '/m/bonuses',
  agentHome: '/m/agent/home',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  gameRecord: '/m/gameRecord',
  transactions: '/m/transactions',
  rewardCenter: '/m/rewardCenter',
  vip: '/m/vip',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  customerTask: '/m/customerTask',
  /** the brand's tournaments, and one with its live leaderboard */
  tournaments: '/m/tournaments',
  tournament: '/m/tournaments/:id',
  message: '/m/message',
  ipLimit: '/m/error/ip-limit',
  serviceError: '/m/error/service',
} as const;

export type PathName = keyof typeof PATHS;

/** Paths that all show the home screen (and light up Home in the bottom bar). */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

export function isHomePath(pathname: string): boolean {
  return (HOME_ALIASES as readonly string[]).includes(pathname);
}

export type HrefQuery = Record<string, string | number | boolean | null | undefined>;

export function getHref(name: PathName, query?: HrefQuery): string {
  const path = PATHS[name];
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The fairness page of one in-house game. */
export function gameFairnessHref(game: string): string {
  return PATHS.inHouseGameFairness.replace(':game', encodeURIComponent(game));
}

/** The page of one tournament. */
export function tournamentHref(id: number): string {
  return PATHS.tournament.replace(':id', String(id));
}

/**
 * The standalone verifier (apps/web/public): a file to save and open offline, so it is linked as a download
 * and the server hands it over as one.
 */
export const FAIR_VERIFIER_HREF = '/m/fair-verifier.html';

/** The query parameter that carries where a guarded navigation was going, for login to return there. */
export const RETURN_PARAM = 'redirect';

/**
 * A return path taken from the address bar, or null: only our own pages under /m/ (the contract's one
 * return-path check), so a crafted link cannot send a person who just typed their password to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  return safeReturnPathOf(value, { prefix: '/m/' });
}
