/**
 * The games contract's constants and rules, without zod: the web entry chunk needs these (limits, the
 * sports split) and must not pull every game schema, and zod with them, into the start-up bundle.
 */
import type { PrizeMode } from '../system/whitelabel.ts';

/** Game categories. BINGO is served as RNG with classify BG. */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'LOTT',
  'ELOTT',
  'ESPORTS',
  'BINGO',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** How a game list is being looked at. */
export const DATA_TYPES = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT', 'SEARCH'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Banner groups, one per lobby screen. */
export const BANNER_GROUPS = [
  'm_home',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const ESPORT_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const INHOUSE_VENDORS = ['BGS'] as const;

export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** The classify key that makes an RNG game a bingo game (BINGO is listed as RNG with classify BG). */
export const BINGO_CLASSIFY = 'BG';

/** Game list limits: a page of 36 fills twelve rows of the three-column grid; list screens ask up to 200. */
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

/** One entry of the vendor sorting answer (its zod schema is in schemas.ts). */
export interface VendorSortingEntry {
  gameCategory: GameType;
  vendorNames: string[];
}

// Shared rules -------------------------------------------------------------------------------------------

/**
 * Prize mode of the lottery launch: ELOTT if the vendor mapping has an ELOTT entry for the vendor
 * TCG_LOTTO_VN or LOTT, else LOTT.
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
 * WS168) groups placed right after SPORTS. Groups that end up empty are left out;
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
