/** Game categories (spec 2, section 3). BINGO is served as RNG with classify BG. */
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

/** Gateways a call can come through. */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

/** How an account was registered. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];
