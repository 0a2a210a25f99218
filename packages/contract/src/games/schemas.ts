import { z } from 'zod';
import { epochMsSchema, moneySchema } from '../common/schemas.ts';
import { PRIZE_MODES } from '../system/whitelabel.ts';
import { LOTTERY_LIMITS } from './lottery.ts';
import { BANNER_GROUPS, GAME_LIST_LIMITS, GAME_TYPES, PLAY_TYPES } from './rules.ts';

/**
 * Games: vendors, game lists, favourites, recent, hot, popular, winner board, lottery, launch and banners.
 * Paths are in paths.ts, limits and the shared rules in rules.ts (no zod there, so the web start-up bundle
 * can use them without every schema).
 */

export const gameTypeSchema = z.enum(GAME_TYPES);
/** Vendor codes: letters, digits and underscores (TCG_LOTTO_VN). */
export const vassalageSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'vendor code: letters, digits or _');
export const nodeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'nodeId: letters, digits, _ or -');

export const gameSchema = z.object({
  nodeId: z.string(),
  /** the catalogue (English) name */
  nodeName: z.string(),
  /** the name in the requested language, English when it has none */
  gameName: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
  /** vendor code */
  vassalage: z.string(),
  vendorName: z.string(),
  /** the vendor's classification key (BG: bingo); null when unclassified */
  gameClassify: z.string().nullable(),
  /** square SVG artwork made by the server */
  iconUrl: z.string(),
  showIcon: z.boolean(),
  isNew: z.boolean(),
  /** opens as an HTML5 page (else the vendor's own client) */
  isGameH5: z.boolean(),
  playType: z.enum(PLAY_TYPES),
  /** trial (type 4) accounts may play it */
  freeplay: z.boolean(),
  /** smallest stake, decimal */
  minBet: moneySchema,
  minLine: z.number().int(),
});
export type Game = z.infer<typeof gameSchema>;

/** Empty query values mean "no filter": clients send every parameter, filled or not. */
const blank = z.literal('');
const flagSchema = z.enum(['0', '1', 'true', 'false']);
const languageParam = z.string().max(16).optional().describe('platform language code; default: Language header');
const merchantParam = z
  .string()
  .max(32)
  .optional()
  .describe('the merchant (or trial merchant) of the Merchant header; another code is refused');

export const gameListQuerySchema = z.object({
  merchant: merchantParam,
  clientType: z.coerce.number().int().min(0).max(9).optional().describe('2: mobile'),
  platform: z.string().max(16).optional().describe('html5'),
  gameName: z
    .string()
    .max(GAME_LIST_LIMITS.maxNameLength)
    .optional()
    .describe('trimmed, case-insensitive substring of the name in any language'),
  gameType: z.union([gameTypeSchema, z.literal('ALL'), blank]).optional().describe('BINGO: RNG with classify BG'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_LIMITS.maxPageSize).default(GAME_LIST_LIMITS.defaultPageSize),
  vassalage: z.union([vassalageSchema, blank]).optional(),
  gameClassify: z.union([z.string().regex(/^[A-Za-z0-9_]{1,32}$/), blank]).optional(),
  minBet: z
    .union([blank, z.coerce.number().min(0).max(20_000_000)])
    .optional()
    .describe('games whose smallest stake is at most this amount'),
  minLine: z
    .union([blank, z.coerce.number().int().min(0).max(1_000_000)])
    .optional()
    .describe('games needing at most this many lines'),
  isNew: z.union([flagSchema, blank]).optional().describe('1: new games only'),
  language: languageParam,
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** Favourites and recent pages. */
export const gamePageSchema = z.object({
  list: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

export const favouriteBodySchema = z.object({
  nodeId: nodeIdSchema,
  /** when given, must be the game's vendor */
  vendor: vassalageSchema.optional(),
});
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

export const favouriteListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_LIMITS.maxPageSize).default(GAME_LIST_LIMITS.defaultPageSize),
  language: languageParam,
});

export const favouriteIdsSchema = z.array(z.string());

export const recentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_LIMITS.maxPageSize).default(GAME_LIST_LIMITS.defaultPageSize),
  gameType: z.union([gameTypeSchema, z.literal('ALL'), blank]).optional(),
  vendor: z.union([vassalageSchema, blank]).optional(),
  language: languageParam,
  clientType: z.coerce.number().int().min(0).max(9).optional(),
});

export const recentBodySchema = favouriteBodySchema;
/** What recording a played game answers: its nodeId. */
export const recentResultSchema = z.object({ nodeId: z.string() });

export const hotQuerySchema = z.object({
  merchantCode: merchantParam,
  isPlatform: z.coerce.number().int().min(0).max(9).optional().describe('2: mobile'),
  language: languageParam,
  platform: z.string().max(16).optional(),
  refresh: z.union([flagSchema, blank]).optional().describe('true: bypass the server cache'),
});

export const hotGameSchema = gameSchema.extend({ rank: z.number().int() });
export const hotListSchema = z.object({ list: z.array(hotGameSchema) });
export type HotGame = z.infer<typeof hotGameSchema>;

export const popularQuerySchema = z.object({
  gameType: z.union([gameTypeSchema, z.literal('ALL'), blank]).optional(),
  vassalage: z.union([vassalageSchema, blank]).optional(),
  limit: z.coerce.number().int().min(1).max(GAME_LIST_LIMITS.maxPopular).default(GAME_LIST_LIMITS.popularLimit),
  language: languageParam,
});
export const gameListValueSchema = z.object({ list: z.array(gameSchema) });

export const winnerQuerySchema = z.object({
  gameCategory: z.union([gameTypeSchema, z.literal('ALL'), blank]).default('ALL'),
  language: languageParam,
  /** any whole number; the server clamps it to 1..winnerLimit rather than refusing it */
  limitNum: z.coerce
    .number()
    .int()
    .default(GAME_LIST_LIMITS.winnerLimit)
    .describe(`how many winners, clamped to 1..${GAME_LIST_LIMITS.winnerLimit}`),
});

export const winnerSchema = gameSchema.extend({
  /** masked by the server, e.g. ja***23 */
  customerName: z.string(),
  winAmount: moneySchema,
  wonAt: epochMsSchema,
});
export const winnerListSchema = z.object({ list: z.array(winnerSchema) });
export type Winner = z.infer<typeof winnerSchema>;

// Vendors ------------------------------------------------------------------------------------------------

export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  accountTypeName: z.string(),
  /** SVG wordmark made by the server */
  mobileLargeIcon: z.string(),
  /** the same in white, for dark backgrounds */
  whiteIcon: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorClassifySchema = z.object({ gameClassify: z.string(), displayName: z.string() });

export const vendorMappingEntrySchema = z.object({
  gameType: gameTypeSchema,
  /** enabled games of this type */
  gameCount: z.number().int(),
  vendors: z.array(
    vendorSchema.extend({
      gameCount: z.number().int(),
      /** the vendor's classifications present among its games of this type */
      classifications: z.array(vendorClassifySchema),
    }),
  ),
});
export const vendorMappingSchema = z.array(vendorMappingEntrySchema);
export type VendorMapping = z.infer<typeof vendorMappingSchema>;

export const vendorSortingEntrySchema = z.object({
  gameCategory: gameTypeSchema,
  vendorNames: z.array(z.string()),
});
export const vendorSortingSchema = z.array(vendorSortingEntrySchema);

export const vendorQuerySchema = z.object({
  merchant: merchantParam,
  merchant_code: merchantParam,
  language: languageParam,
});

export const vendorGameTypesQuerySchema = z.object({
  typeId: z.coerce.number().int().min(1).max(99).default(1).describe('1: the mobile lobby'),
  merchant_code: merchantParam,
});

export const vendorGameTypesSchema = z.array(
  vendorSchema.extend({ gameTypes: z.array(gameTypeSchema) }),
);

// Lottery ------------------------------------------------------------------------------------------------

export const lotteryQuerySchema = z.object({
  gameType: z.union([z.enum(['LOTT', 'ELOTT']), blank]).optional(),
  language: languageParam,
});
export const lotteryListSchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  list: z.array(gameSchema),
});
export const lotteryMenuQuerySchema = z.object({ language: z.string().max(16).optional() });
export const lotteryMenuSchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  /** the Vietnamese lottery vendor's games grouped by classification (draw region) */
  menu: z.array(
    z.object({ gameClassify: z.string(), displayName: z.string(), games: z.array(gameSchema) }),
  ),
});

// Lottery draws ------------------------------------------------------------------------------------------

const gameCodeParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'gameCode: letters, digits, _ or -');

export const lotteryNumeroQuerySchema = z.object({
  gameCode: z.union([gameCodeParam, blank]).optional().describe('one game; every lottery game of the merchant when absent'),
  language: languageParam,
});
export const lotteryVnNumeroQuerySchema = z.object({ language: languageParam });
export const lotteryVnRecentQuerySchema = z.object({
  gameCode: gameCodeParam,
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(LOTTERY_LIMITS.recentMax)
    .default(LOTTERY_LIMITS.recentDefault)
    .describe(`how many draws, newest first (1 to ${LOTTERY_LIMITS.recentMax})`),
  language: languageParam,
});
export const lotteryVerifyQuerySchema = z.object({
  gameCode: gameCodeParam,
  drawNo: z.string().regex(/^\d{8}(-\d{4})?$/, 'drawNo: YYYYMMDD or YYYYMMDD-NNNN'),
});

export const lotteryTierSchema = z.object({
  /** MAIN on a one-line result; DB (giải đặc biệt), G1 … G8 on a Vietnamese ticket */
  tier: z.string(),
  numbers: z.array(z.string()),
});
export const lotteryNextDrawSchema = z.object({
  drawNo: z.string(),
  drawAt: epochMsSchema,
  /** SHA-256 (hex) of the server seed that will make this draw, published before it */
  seedHash: z.string(),
});
export const lotteryDrawSchema = lotteryNextDrawSchema.extend({
  /** what the result is derived from with the seed: `<gameCode>:<drawNo>` */
  drawId: z.string(),
  /** the server seed, revealed once drawn: SHA-256(serverSeed) = seedHash */
  serverSeed: z.string(),
  /** when the seed hash was first published; before drawAt for every draw someone watched coming */
  committedAt: epochMsSchema,
  /** the numbers shown as a row of balls (a Vietnamese ticket: its special prize's digits) */
  balls: z.array(z.string()),
  result: z.array(lotteryTierSchema),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;
export const lotteryGameDrawsSchema = z.object({
  game: gameSchema,
  /** the latest draw whose time has passed */
  latest: lotteryDrawSchema,
  next: lotteryNextDrawSchema,
});
export type LotteryGameDraws = z.infer<typeof lotteryGameDrawsSchema>;
export const lotteryNumeroSchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  /** the server's clock when answered, for countdowns on a device whose clock is off */
  serverTime: epochMsSchema,
  list: z.array(lotteryGameDrawsSchema),
});
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>;
export const lotteryVnNumeroSchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  serverTime: epochMsSchema,
  regions: z.array(z.object({ gameClassify: z.string(), displayName: z.string(), games: z.array(lotteryGameDrawsSchema) })),
});
export type LotteryVnNumero = z.infer<typeof lotteryVnNumeroSchema>;
export const lotteryVnRecentSchema = z.object({
  game: gameSchema,
  serverTime: epochMsSchema,
  next: lotteryNextDrawSchema,
  /** newest first */
  draws: z.array(lotteryDrawSchema),
});
export type LotteryVnRecent = z.infer<typeof lotteryVnRecentSchema>;
export const lotteryVerifySchema = z.object({
  draw: lotteryDrawSchema,
  /** SHA-256 of the revealed seed equals the hash published before the draw */
  hashMatches: z.boolean(),
  /** the result recomputed from the seed and the draw id equals the stored one */
  resultMatches: z.boolean(),
});

// Launch -------------------------------------------------------------------------------------------------

/** Either nodeId, or vendor + gameCode (the lottery launch). */
export const launchGameSchema = z.object({
  nodeId: nodeIdSchema.optional(),
  gameCategory: z.union([gameTypeSchema, blank]).optional(),
  vendor: vassalageSchema.optional(),
  gameId: z.string().max(64).optional(),
  gameCode: z.string().max(64).optional(),
  supportFreePlay: z.union([flagSchema, z.boolean(), blank]).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  playType: z.enum(PLAY_TYPES).optional(),
  language: languageParam,
  /** where the game's Back to lobby link goes: a path on this site; default /m/home */
  returnUrl: z.string().max(512).optional(),
});
export type LaunchGameInput = z.infer<typeof launchGameSchema>;
export const launchResultSchema = z.object({ url: z.string() });

// Banners ------------------------------------------------------------------------------------------------

export const bannerQuerySchema = z.object({ groupName: z.enum(BANNER_GROUPS), language: languageParam });
export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  /** image URL */
  url: z.string(),
  /** where a tap goes (a lobby path), or null */
  link: z.string().nullable(),
  sort: z.number().int(),
  startAt: epochMsSchema,
  endAt: epochMsSchema.nullable(),
});
export const bannerListSchema = z.array(bannerSchema);
export type Banner = z.infer<typeof bannerSchema>;

// Ops ----------------------------------------------------------------------------------------------------

export const opsHotRankingBodySchema = z.strictObject({
  /** the new ranking, first is rank 1; replaces the whole list */
  nodeIds: z.array(nodeIdSchema).min(1).max(200),
});
export const opsHotRankingSchema = z.object({
  list: z.array(z.object({ rank: z.number().int(), nodeId: z.string(), gameName: z.string() })),
});
