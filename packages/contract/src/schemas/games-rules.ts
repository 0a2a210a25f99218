import type { GameType } from '../domain.ts';
import { COCKFIGHT_VENDORS, ESPORT_VENDORS } from '../domain.ts';
import type { PrizeMode } from '../whitelabel.ts';

/**
 * The games contract's constants and rules, without zod: the web entry chunk needs these (paths, limits,
 * the sports split) and must not pull every game schema, and zod with them, into the start-up bundle.
 * schemas/games.ts re-exports them.
 */
export const GAME_PATHS = {
  vendorMapping: '/lgw/vendors/mapping',
  vendorSorting: '/lgw/vendors/sorting',
  vendorGameTypes: '/lgw/vendors/gameTypes',
  gameList: '/lgw/games/mobile',
  /** POST adds, DELETE removes (body nodeId, vendor) */
  favourites: '/lgw/games/favourites',
  favouriteIds: '/lgw/games/favourites/ids',
  favouriteList: '/lgw/games/favourites/list',
  /** GET lists, POST adds */
  recent: '/lgw/games/recent',
  hot: '/lgw/games/hot',
  popular: '/lgw/games/popular',
  winners: '/lgw/games/winners',
  lotteryList: '/lgw/games/lottery',
  lotteryMenu: '/lgw/vn/games/game_menu',
  launch: '/wps/game/launchGame',
  banners: '/lgw/banners',
  /** artwork: `<gameImage>/<nodeId>.svg`, `<vendorIcon>/<vassalage>.svg` and `<vassalage>-WHITE.svg` */
  gameImage: '/media/games',
  vendorIcon: '/media/vendors',
  bannerImage: '/media/banners',
  /** the bundled demo vendor's game pages */
  demoGame: '/games/demo',
  opsHot: '/ops/merchants/:code/hot',
} as const;

export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** The classify key that makes an RNG game a bingo game (spec: BINGO maps to RNG with classify BG). */
export const BINGO_CLASSIFY = 'BG';

/** Game list limits (spec section 9: page size 36; favourites 200 on list screens). */
export const GAME_LIST_LIMITS = {
  defaultPageSize: 36,
  maxPageSize: 200,
  winnerLimit: 50,
  popularLimit: 12,
  maxPopular: 50,
  /** recent games kept per member */
  recentKept: 50,
  maxNameLength: 64,
} as const;

/** One entry of the vendor sorting answer (the zod schema is in schemas/games.ts). */
export interface VendorSortingEntry {
  gameCategory: GameType;
  vendorNames: string[];
}

// Shared rules -------------------------------------------------------------------------------------------

/**
 * Prize mode of the lottery launch (spec section 4): ELOTT if the vendor mapping has an ELOTT entry for the
 * vendor TCG_LOTTO_VN or LOTT, else LOTT.
 */
export function prizeModeOf(
  mapping: readonly { gameType: string; vendors: readonly { vassalage: string }[] }[],
): PrizeMode {
  const elott = mapping.find((entry) => entry.gameType === 'ELOTT');
  const has = elott?.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ?? false;
  return has ? 'ELOTT' : 'LOTT';
}

/**
 * SPORTS vendors split into SPORTS, ESPORTS (AV, AI, IMES, TF, IA) and COCKFIGHT (SV3, DS88, DIG, WGB,
 * WS168) groups placed right after SPORTS (spec section 3). Groups that end up empty are left out;
 * ESPORTS or COCKFIGHT entries found elsewhere are merged into the new groups.
 */
export function splitSportsSorting(sorting: readonly VendorSortingEntry[]): VendorSortingEntry[] {
  const isEsport = (v: string) => (ESPORT_VENDORS as readonly string[]).includes(v);
  const isCockfight = (v: string) => (COCKFIGHT_VENDORS as readonly string[]).includes(v);
  const sports = sorting.find((e) => e.gameCategory === 'SPORTS');
  if (!sports) return sorting.map((e) => ({ ...e, vendorNames: [...e.vendorNames] }));
  const extra = (category: GameType) => sorting.find((e) => e.gameCategory === category)?.vendorNames ?? [];
  const unique = (names: string[]) => [...new Set(names)];
  const groups: VendorSortingEntry[] = [
    { gameCategory: 'SPORTS', vendorNames: sports.vendorNames.filter((v) => !isEsport(v) && !isCockfight(v)) },
    { gameCategory: 'ESPORTS', vendorNames: unique([...sports.vendorNames.filter(isEsport), ...extra('ESPORTS')]) },
    {
      gameCategory: 'COCKFIGHT',
      vendorNames: unique([...sports.vendorNames.filter(isCockfight), ...extra('COCKFIGHT')]),
    },
  ];
  const out: VendorSortingEntry[] = [];
  for (const entry of sorting) {
    if (entry.gameCategory === 'ESPORTS' || entry.gameCategory === 'COCKFIGHT') continue;
    if (entry.gameCategory === 'SPORTS') out.push(...groups.filter((g) => g.vendorNames.length > 0));
    else out.push({ ...entry, vendorNames: [...entry.vendorNames] });
  }
  return out;
}
