import {
  BINGO_CLASSIFY,
  GAME_LIST_LIMITS,
  GAME_PATHS,
  GAME_TYPES,
  isTrialType,
  LANGUAGE_TAGS,
  prizeModeOf,
  splitSportsSorting,
} from '@lobby/contract';
import type {
  Game,
  GameList,
  GamePage,
  GameType,
  HotGame,
  Language,
  LaunchGameInput,
  PrizeMode,
  Vendor,
  VendorMapping,
  VendorSortingEntry,
  Winner,
} from '@lobby/contract';
import type { GameVendorRegistry } from '../../integrations/game-vendors/adapter.ts';
import type { DemoGameView, DemoVendor } from '../../integrations/game-vendors/demo-vendor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import type { MerchantService, ResolvedMerchant } from '../merchant/service.ts';
import type { AuthSession } from '../session/service.ts';
import { languageOf } from '../system/service.ts';
import { centsToAmount } from '../wallet/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { gameArtSvg, vendorLogoSvg } from './artwork.ts';
import type { PlayerGameRepository } from './player-repository.ts';
import type { GameFilter, GameRecord, GameRepository, VendorRecord } from './repository.ts';

/** The vendor that runs the Vietnamese lottery (the lottery menu's games). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
const POPULAR_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** The language of localized names: the query's, else the Language header's, else the merchant's default. */
export function gameLanguage(query: string | undefined, header: string | undefined, merchant: ResolvedMerchant): Language {
  const raw = query?.trim() || header?.trim();
  return raw ? languageOf(raw) : merchant.defaultLanguage;
}

/** The winner board shows names like ja***23: the first two and last two characters. */
export function maskCustomerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * A path on this site for the game's "Back to lobby" link. Anything else (another origin, a
 * protocol-relative //host, a javascript: URL) falls back to the home screen: an open redirect otherwise.
 */
export function safeReturnUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/m/home';
  if (/[\p{Cc}\\]/u.test(value)) return '/m/home';
  return value;
}

function isOn(flag: string | boolean | undefined): boolean {
  return flag === true || flag === '1' || flag === 'true';
}

function nonEmpty<T extends string>(value: T | '' | undefined): T | undefined {
  return value === '' || value === undefined ? undefined : value;
}

/** BINGO is stored as RNG with classify BG; ALL or nothing means every type. Null: the filters contradict. */
export function typeFilter(gameType: string | undefined, classify: string | undefined): { gameType?: string; classify?: string } | null {
  if (gameType === 'BINGO') {
    if (classify !== undefined && classify !== BINGO_CLASSIFY) return null;
    return { gameType: 'RNG', classify: BINGO_CLASSIFY };
  }
  return {
    gameType: gameType === undefined || gameType === 'ALL' ? undefined : gameType,
    classify,
  };
}

interface VendorInfo {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  classifications: Record<string, string>;
  gameTypes: GameType[];
  sort: number;
  enabled: boolean;
}

interface MerchantVendors {
  byCode: Map<string, VendorInfo>;
  /** switched off by the operator: their games are left out of every list */
  disabled: string[];
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function vendorInfo(r: VendorRecord): VendorInfo {
  const types = parseJson<unknown[]>(r.game_types, []).filter((t): t is GameType => (GAME_TYPES as readonly unknown[]).includes(t));
  return {
    vassalage: r.vassalage,
    displayName: r.display_name,
    accountTypeName: r.account_type_name,
    classifications: parseJson<Record<string, string>>(r.classifications, {}),
    gameTypes: types,
    sort: r.sort,
    enabled: r.enabled === 1,
  };
}

export function vendorIconUrl(vassalage: string, white = false): string {
  return `${GAME_PATHS.vendorIcon}/${encodeURIComponent(vassalage)}${white ? '-WHITE' : ''}.svg`;
}

function vendorDto(v: { vassalage: string; displayName: string; accountTypeName: string }): Vendor {
  return {
    vassalage: v.vassalage,
    displayName: v.displayName,
    accountTypeName: v.accountTypeName,
    mobileLargeIcon: vendorIconUrl(v.vassalage),
    whiteIcon: vendorIconUrl(v.vassalage, true),
  };
}

function nameIn(row: GameRecord, language: Language): string {
  if (language === 'EN') return row.name_en;
  if (language === 'TY') return row.name_ty;
  const others = parseJson<Record<string, string>>(row.names, {});
  return others[language] || row.name_en;
}

function pageOf(offsetPage: number, pageSize: number) {
  return { offset: (offsetPage - 1) * pageSize, limit: pageSize };
}

function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

export interface GameServiceDeps {
  games: GameRepository;
  players: PlayerGameRepository;
  vendors: GameVendorRegistry;
  demo: DemoVendor;
  wallets: WalletService;
  merchants: MerchantService;
  now: () => number;
  /** how long a process reuses catalogue answers (lists, vendors, hot, winners); 0: never */
  cacheTtlMs: number;
}

export interface GameListInput {
  merchant?: string;
  gameName?: string;
  gameType?: string;
  pageNo: number;
  pageSize: number;
  vassalage?: string;
  gameClassify?: string;
  minBet?: number | '';
  minLine?: number | '';
  isNew?: string;
}

export function createGameService(deps: GameServiceDeps) {
  const { games, players, now } = deps;
  const ttlMs = deps.cacheTtlMs;
  const caches: TtlCache<unknown>[] = [];
  function cache<T>(maxEntries: number): TtlCache<T> {
    const c = createTtlCache<T>({ ttlMs, maxEntries, now });
    caches.push(c as TtlCache<unknown>);
    return c;
  }
  const vendorCache = cache<MerchantVendors>(64);
  const mappingCache = cache<VendorMapping>(64);
  const sortingCache = cache<VendorSortingEntry[]>(64);
  const hotCache = cache<(GameRecord & { rank: number })[]>(64);
  // Counting a big category is most of a list query's cost, and every page of it has the same total.
  const countCache = cache<number>(2000);
  /**
   * Serialized public answers (lists, hot, popular, winners, vendors) by merchant, language and URL: what
   * everyone asking the same gets. Kept here so a change through the service clears them with the rest.
   */
  const responses = cache<string>(4000);
  // Artwork never changes for a nodeId: kept longer, bounded by count.
  const artCache = createTtlCache<string>({ ttlMs: 24 * 3600 * 1000, maxEntries: 5000, now });

  function clearCaches(): void {
    for (const c of caches) c.clear();
  }

  async function vendorsOf(merchantCode: string): Promise<MerchantVendors> {
    return vendorCache.getOrLoad(merchantCode, async () => {
      const rows = (await games.vendors(merchantCode)).map(vendorInfo);
      return { byCode: new Map(rows.map((v) => [v.vassalage, v])), disabled: rows.filter((v) => !v.enabled).map((v) => v.vassalage) };
    });
  }

  function toGame(row: GameRecord, vendors: MerchantVendors, language: Language): Game {
    return {
      nodeId: row.node_id,
      nodeName: row.name_en,
      gameName: nameIn(row, language),
      gameId: row.game_id,
      gameCode: row.game_code,
      gameType: row.game_type as GameType,
      vassalage: row.vassalage,
      vendorName: vendors.byCode.get(row.vassalage)?.displayName ?? row.vassalage,
      gameClassify: row.game_classify,
      iconUrl: `${GAME_PATHS.gameImage}/${encodeURIComponent(row.node_id)}.svg`,
      showIcon: row.show_icon === 1,
      isNew: row.is_new === 1,
      isGameH5: row.is_game_h5 === 1,
      playType: row.play_type === 'Entertainment' ? 'Entertainment' : 'Tradition',
      freeplay: row.freeplay === 1,
      minBet: centsToAmount(row.min_bet),
      minLine: row.min_line,
    };
  }

  /** The query's merchant, when given, must be the tenant of the Merchant header (or its trial code). */
  function checkQueryMerchant(merchant: ResolvedMerchant, ...codes: (string | undefined)[]): void {
    for (const raw of codes) {
      const code = raw?.trim();
      if (code && code !== merchant.code && code !== merchant.trialMerchantCode) {
        throw new AppError('request.invalid', { message: 'The merchant in the query does not match the Merchant header.' });
      }
    }
  }

  /** Rows by id in the given order (ids of games since disabled drop out). */
  async function rowsInOrder(merchantCode: string, ids: readonly number[]): Promise<GameRecord[]> {
    const rows = await games.byIds(merchantCode, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is GameRecord => r !== undefined && r.enabled === 1);
  }

  async function loadPlayable(merchantCode: string, nodeId: string, vendor: string | undefined): Promise<GameRecord> {
    const game = await games.byNodeId(merchantCode, nodeId);
    if (!game || (vendor !== undefined && vendor !== game.vassalage)) throw new AppError('game.not.found');
    const vendors = await vendorsOf(merchantCode);
    if (game.enabled !== 1 || vendors.byCode.get(game.vassalage)?.enabled === false) throw new AppError('game.disabled');
    return game;
  }

  async function mapping(merchant: ResolvedMerchant): Promise<VendorMapping> {
    return mappingCache.getOrLoad(merchant.code, async () => {
      const [aggregates, vendors, order] = await Promise.all([games.aggregates(merchant.code), vendorsOf(merchant.code), sorting(merchant)]);
      const byType = new Map<GameType, Map<string, { count: number; classes: Map<string, number> }>>();
      for (const a of aggregates) {
        const vendor = vendors.byCode.get(a.vassalage);
        if (vendor && !vendor.enabled) continue;
        const type = a.game_type as GameType;
        const perVendor = byType.get(type) ?? new Map();
        byType.set(type, perVendor);
        const entry = perVendor.get(a.vassalage) ?? { count: 0, classes: new Map<string, number>() };
        perVendor.set(a.vassalage, entry);
        entry.count += a.n;
        if (a.game_classify) entry.classes.set(a.game_classify, (entry.classes.get(a.game_classify) ?? 0) + a.n);
      }
      const categoryOrder = order.map((o) => o.gameCategory);
      const typeRank = (t: GameType) => {
        const i = categoryOrder.indexOf(t);
        return i >= 0 ? i : categoryOrder.length + GAME_TYPES.indexOf(t);
      };
      const vendorRank = (type: GameType, code: string) => {
        const names = order.find((o) => o.gameCategory === type)?.vendorNames ?? [];
        const i = names.indexOf(code);
        return i >= 0 ? i : names.length + (vendors.byCode.get(code)?.sort ?? 0);
      };
      return [...byType.entries()]
        .sort(([a], [b]) => typeRank(a) - typeRank(b))
        .map(([gameType, perVendor]) => {
          const list = [...perVendor.entries()]
            .sort(([a], [b]) => vendorRank(gameType, a) - vendorRank(gameType, b) || a.localeCompare(b))
            .map(([code, entry]) => {
              const v = vendors.byCode.get(code);
              const names = v?.classifications ?? {};
              const keys = Object.keys(names);
              const classes = [...entry.classes.keys()].sort((a, b) => {
                const ia = keys.indexOf(a);
                const ib = keys.indexOf(b);
                return (ia < 0 ? keys.length : ia) - (ib < 0 ? keys.length : ib) || a.localeCompare(b);
              });
              return {
                ...vendorDto({ vassalage: code, displayName: v?.displayName ?? code, accountTypeName: v?.accountTypeName ?? code }),
                gameCount: entry.count,
                classifications: classes.map((k) => ({ gameClassify: k, displayName: names[k] ?? k })),
              };
            });
          return { gameType, gameCount: list.reduce((s, v) => s + v.gameCount, 0), vendors: list };
        });
    });
  }

  async function sorting(merchant: ResolvedMerchant): Promise<VendorSortingEntry[]> {
    return sortingCache.getOrLoad(merchant.code, async () => {
      const [rows, vendors] = await Promise.all([games.sorting(merchant.code), vendorsOf(merchant.code)]);
      const entries: VendorSortingEntry[] = rows
        .filter((r) => (GAME_TYPES as readonly string[]).includes(r.game_category))
        .map((r) => ({
          gameCategory: r.game_category as GameType,
          vendorNames: parseJson<unknown[]>(r.vendor_names, [])
            .filter((v): v is string => typeof v === 'string')
            .filter((v) => vendors.byCode.get(v)?.enabled !== false),
        }));
      return splitSportsSorting(entries).filter((e) => e.vendorNames.length > 0);
    });
  }

  async function hotRows(merchantCode: string, refresh: boolean) {
    if (refresh) {
      const rows = await games.hot(merchantCode);
      hotCache.set(merchantCode, rows);
      return rows;
    }
    return hotCache.getOrLoad(merchantCode, () => games.hot(merchantCode));
  }

  function matches(row: GameRecord, f: GameFilter): boolean {
    return (
      (f.gameType === undefined || row.game_type === f.gameType) &&
      (f.classify === undefined || row.game_classify === f.classify) &&
      (f.vassalage === undefined || row.vassalage === f.vassalage) &&
      !(f.excludeVendors ?? []).includes(row.vassalage)
    );
  }

  async function hotRanking(code: string) {
    const merchant = await deps.merchants.byCode(code);
    if (!merchant) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    const rows = await games.hotRanking(merchant.code);
    return { list: rows.map((r) => ({ rank: r.rank, nodeId: r.node_id, gameName: r.name_en })) };
  }

  async function lotteryPrizeMode(merchant: ResolvedMerchant): Promise<PrizeMode> {
    return prizeModeOf(await mapping(merchant));
  }

  return {
    mapping,
    sorting,

    checkQueryMerchant,

    async vendorGameTypes(merchant: ResolvedMerchant) {
      const [vendors, map] = await Promise.all([vendorsOf(merchant.code), mapping(merchant)]);
      const typesOf = new Map<string, GameType[]>();
      for (const entry of map) {
        for (const v of entry.vendors) typesOf.set(v.vassalage, [...(typesOf.get(v.vassalage) ?? []), entry.gameType]);
      }
      return [...vendors.byCode.values()]
        .filter((v) => v.enabled && typesOf.has(v.vassalage))
        .map((v) => ({ ...vendorDto(v), gameTypes: typesOf.get(v.vassalage) ?? [] }));
    },

    async list(merchant: ResolvedMerchant, q: GameListInput, language: Language): Promise<GameList> {
      checkQueryMerchant(merchant, q.merchant);
      const types = typeFilter(nonEmpty(q.gameType), nonEmpty(q.gameClassify));
      // Control characters cannot be typed into a search box, and a newline would match across two names.
      const name = q.gameName?.replace(/\p{Cc}/gu, ' ').trim().toLowerCase();
      if (!types) return { games: [], pageNum: q.pageNo, totalPages: 0, totalCount: 0 };
      const vendors = await vendorsOf(merchant.code);
      const filter: GameFilter = {
        merchantCode: merchant.code,
        ...types,
        vassalage: nonEmpty(q.vassalage),
        nameContains: name || undefined,
        maxMinBetCents: q.minBet === '' || q.minBet === undefined ? undefined : Math.round(q.minBet * 100),
        maxMinLine: q.minLine === '' || q.minLine === undefined ? undefined : q.minLine,
        isNew: isOn(q.isNew),
        excludeVendors: vendors.disabled,
      };
      const [total, rows] = await Promise.all([
        countCache.getOrLoad(JSON.stringify(filter), () => games.count(filter)),
        games.list(filter, pageOf(q.pageNo, q.pageSize)),
      ]);
      return {
        games: rows.map((r) => toGame(r, vendors, language)),
        pageNum: q.pageNo,
        totalPages: totalPages(total, q.pageSize),
        totalCount: total,
      };
    },

    async hot(merchant: ResolvedMerchant, q: { merchantCode?: string; refresh?: string }, language: Language): Promise<{ list: HotGame[] }> {
      checkQueryMerchant(merchant, q.merchantCode);
      const [rows, vendors] = await Promise.all([hotRows(merchant.code, isOn(q.refresh)), vendorsOf(merchant.code)]);
      return {
        list: rows
          .filter((r) => !vendors.disabled.includes(r.vassalage))
          .map((r) => ({ ...toGame(r, vendors, language), rank: r.rank })),
      };
    },

    /**
     * Popular: the games most members played in the last 7 days, then the hot ranking, then the catalogue
     * order, so the strip is full even before anyone has played.
     */
    async popular(merchant: ResolvedMerchant, q: { gameType?: string; vassalage?: string; limit: number }, language: Language) {
      const types = typeFilter(nonEmpty(q.gameType), undefined);
      const vendors = await vendorsOf(merchant.code);
      if (!types) return { list: [] };
      const filter: GameFilter = { merchantCode: merchant.code, ...types, vassalage: nonEmpty(q.vassalage), excludeVendors: vendors.disabled };
      const since = now() - POPULAR_WINDOW_MS;
      const [playedIds, hot, byOrder] = await Promise.all([
        games.mostPlayed(filter, since, q.limit),
        hotRows(merchant.code, false),
        games.list(filter, { offset: 0, limit: q.limit }),
      ]);
      const played = await rowsInOrder(merchant.code, playedIds);
      const seen = new Set<number>();
      const rows: GameRecord[] = [];
      for (const r of [...played, ...hot.filter((h) => matches(h, filter)), ...byOrder]) {
        if (rows.length >= q.limit) break;
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        rows.push(r);
      }
      return { list: rows.map((r) => toGame(r, vendors, language)) };
    },

    async winners(merchant: ResolvedMerchant, q: { gameCategory: string; limitNum: number }, language: Language): Promise<{ list: Winner[] }> {
      const types = typeFilter(nonEmpty(q.gameCategory), undefined);
      if (!types) return { list: [] };
      const vendors = await vendorsOf(merchant.code);
      const filter: GameFilter = { merchantCode: merchant.code, ...types, excludeVendors: vendors.disabled };
      const rows = await games.winners(filter, q.limitNum);
      const byId = new Map((await games.byIds(merchant.code, [...new Set(rows.map((r) => r.game_id))])).map((g) => [g.id, g]));
      const list = rows.flatMap((w) => {
        const game = byId.get(w.game_id);
        if (!game) return [];
        return [
          {
            ...toGame(game, vendors, language),
            customerName: maskCustomerName(w.customer_name),
            winAmount: centsToAmount(w.win_amount),
            wonAt: w.won_at,
          },
        ];
      });
      return { list };
    },

    async lotteryList(merchant: ResolvedMerchant, q: { gameType?: string }, language: Language) {
      const vendors = await vendorsOf(merchant.code);
      const type = nonEmpty(q.gameType);
      const filter: GameFilter = {
        merchantCode: merchant.code,
        gameTypes: type ? [type] : LOTTERY_TYPES,
        excludeVendors: vendors.disabled,
      };
      const [rows, prizeMode] = await Promise.all([
        games.list(filter, { offset: 0, limit: GAME_LIST_LIMITS.maxPageSize }),
        lotteryPrizeMode(merchant),
      ]);
      return { prizeMode, list: rows.map((r) => toGame(r, vendors, language)) };
    },

    /** The Vietnamese lottery's draws grouped by region (its classifications, in the vendor's order). */
    async lotteryMenu(merchant: ResolvedMerchant, language: Language) {
      const vendors = await vendorsOf(merchant.code);
      const vendor = vendors.byCode.get(VN_LOTTERY_VENDOR);
      const [rows, prizeMode] = await Promise.all([
        vendor?.enabled
          ? games.list(
              { merchantCode: merchant.code, vassalage: VN_LOTTERY_VENDOR, gameTypes: LOTTERY_TYPES },
              { offset: 0, limit: GAME_LIST_LIMITS.maxPageSize },
            )
          : Promise.resolve([]),
        lotteryPrizeMode(merchant),
      ]);
      const names = vendor?.classifications ?? {};
      const groups = new Map<string, Game[]>();
      for (const r of rows) {
        const key = r.game_classify ?? '';
        groups.set(key, [...(groups.get(key) ?? []), toGame(r, vendors, language)]);
      }
      const order = Object.keys(names);
      const menu = [...groups.entries()]
        .sort(([a], [b]) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1) || a.localeCompare(b))
        .map(([gameClassify, list]) => ({ gameClassify, displayName: names[gameClassify] ?? gameClassify, games: list }));
      return { prizeMode, menu };
    },

    // Favourites: real accounts only (the route's guard).

    async addFavourite(session: AuthSession, merchant: ResolvedMerchant, body: { nodeId: string; vendor?: string }): Promise<void> {
      const game = await loadPlayable(merchant.code, body.nodeId, body.vendor);
      await players.addFavourite(session.memberId, game.id, now());
    },

    async removeFavourite(session: AuthSession, merchant: ResolvedMerchant, body: { nodeId: string; vendor?: string }): Promise<void> {
      const game = await games.byNodeId(merchant.code, body.nodeId);
      if (!game || (body.vendor !== undefined && body.vendor !== game.vassalage)) throw new AppError('game.not.found');
      await players.removeFavourite(session.memberId, game.id);
    },

    async favouriteIds(session: AuthSession): Promise<string[]> {
      return players.favouriteNodeIds(session.memberId);
    },

    async favouriteList(session: AuthSession, merchant: ResolvedMerchant, q: { pageNo: number; pageSize: number }, language: Language): Promise<GamePage> {
      const [page, vendors] = await Promise.all([
        players.favouritePage(session.memberId, pageOf(q.pageNo, q.pageSize)),
        vendorsOf(merchant.code),
      ]);
      const rows = await rowsInOrder(merchant.code, page.ids);
      return {
        list: rows.map((r) => toGame(r, vendors, language)),
        pageNum: q.pageNo,
        pageSize: q.pageSize,
        totalPages: totalPages(page.total, q.pageSize),
        totalCount: page.total,
      };
    },

    // Recent: every session (trial accounts play freeplay games).

    async addRecent(session: AuthSession, merchant: ResolvedMerchant, body: { nodeId: string; vendor?: string }): Promise<void> {
      const game = await loadPlayable(merchant.code, body.nodeId, body.vendor);
      if (isTrialType(session.type) && game.freeplay !== 1) throw new AppError('permission.trial');
      await players.touchRecent(session.memberId, game.id, now(), GAME_LIST_LIMITS.recentKept);
    },

    async recentList(
      session: AuthSession,
      merchant: ResolvedMerchant,
      q: { page: number; pageSize: number; gameType?: string; vendor?: string },
      language: Language,
    ): Promise<GamePage> {
      const types = typeFilter(nonEmpty(q.gameType), undefined);
      const empty = { list: [], pageNum: q.page, pageSize: q.pageSize, totalPages: 0, totalCount: 0 };
      if (!types) return empty;
      const [page, vendors] = await Promise.all([
        players.recentPage(session.memberId, { ...types, vassalage: nonEmpty(q.vendor) }, pageOf(q.page, q.pageSize)),
        vendorsOf(merchant.code),
      ]);
      const rows = await rowsInOrder(merchant.code, page.ids);
      return {
        list: rows.map((r) => toGame(r, vendors, language)),
        pageNum: q.page,
        pageSize: q.pageSize,
        totalPages: totalPages(page.total, q.pageSize),
        totalCount: page.total,
      };
    },

    /**
     * Launch: the game must exist and be enabled, trial accounts play freeplay games only; the play is
     * recorded as recent, then the vendor's adapter makes the URL.
     */
    async launch(session: AuthSession, merchant: ResolvedMerchant, input: LaunchGameInput, language: Language): Promise<{ url: string }> {
      let game: GameRecord | undefined;
      if (input.nodeId) {
        game = await loadPlayable(merchant.code, input.nodeId, input.vendor);
      } else if (input.vendor && input.gameCode) {
        const found = await games.byVendorCode(merchant.code, input.vendor, input.gameCode);
        if (!found) throw new AppError('game.not.found');
        game = await loadPlayable(merchant.code, found.node_id, input.vendor);
      } else {
        throw new AppError('request.invalid', { message: 'Give nodeId, or vendor and gameCode.' });
      }
      if (isTrialType(session.type) && game.freeplay !== 1) throw new AppError('permission.trial');
      const lottery = LOTTERY_TYPES.includes(game.game_type as GameType);
      const prizeMode = lottery ? (input.prizeMode ?? (await lotteryPrizeMode(merchant))) : undefined;
      const playType = lottery ? (input.playType ?? (game.play_type === 'Entertainment' ? 'Entertainment' : 'Tradition')) : undefined;
      await players.touchRecent(session.memberId, game.id, now(), GAME_LIST_LIMITS.recentKept);
      return deps.vendors.forVendor(game.vassalage).launch({
        member: { id: session.memberId, userName: session.userName, type: session.type, merchantCode: merchant.code },
        game: {
          nodeId: game.node_id,
          gameId: game.game_id,
          gameCode: game.game_code,
          gameType: game.game_type as GameType,
          vassalage: game.vassalage,
          name: game.name_en,
        },
        language,
        returnUrl: safeReturnUrl(input.returnUrl),
        prizeMode,
        playType,
      });
    },

    /** The demo vendor's page for a ticket; game.ticket.invalid for a forged, expired or other game's ticket. */
    async demoGame(ticket: string, nodeId: string): Promise<DemoGameView> {
      const claims = await deps.demo.verify(ticket, nodeId);
      if (!claims) throw new AppError('game.ticket.invalid');
      const merchant = await deps.merchants.byCode(claims.merchantCode);
      const game = merchant ? await games.byNodeId(merchant.code, nodeId) : undefined;
      if (!merchant || !game) throw new AppError('game.not.found');
      if (game.enabled !== 1) throw new AppError('game.disabled');
      const vendors = await vendorsOf(merchant.code);
      const wallet = await deps.wallets.balance(claims.memberId, merchant.currency.code);
      const balance = new Intl.NumberFormat(LANGUAGE_TAGS[claims.language], {
        style: 'currency',
        currency: wallet.currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(wallet.sumBalance);
      return {
        nodeId,
        gameName: nameIn(game, claims.language),
        vendorName: vendors.byCode.get(game.vassalage)?.displayName ?? game.vassalage,
        balance,
        returnUrl: safeReturnUrl(claims.returnUrl),
        language: claims.language,
        prizeMode: claims.prizeMode,
        playType: claims.playType,
      };
    },

    // Operator: the hot ranking.

    hotRanking,

    async setHotRanking(code: string, nodeIds: readonly string[]) {
      const merchant = await deps.merchants.byCode(code);
      if (!merchant) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      const duplicates = nodeIds.filter((id, i) => nodeIds.indexOf(id) !== i);
      if (duplicates.length > 0) {
        throw new AppError('request.invalid', { message: 'A game appears twice in the ranking.', value: { duplicates: [...new Set(duplicates)] } });
      }
      const known = await games.existingNodeIds(merchant.code, nodeIds);
      const unknown = nodeIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw new AppError('game.not.found', { value: { unknown } });
      await games.replaceHot(merchant.code, nodeIds);
      clearCaches();
      return hotRanking(merchant.code);
    },

    // Artwork.

    async gameArt(nodeId: string): Promise<string | undefined> {
      const key = `g:${nodeId}`;
      const hit = artCache.get(key);
      if (hit) return hit;
      const row = await games.artworkByNodeId(nodeId);
      if (!row) return undefined;
      const vendorName = (await games.vendorName(row.vassalage)) ?? row.vassalage;
      const svg = gameArtSvg({ nodeId, name: row.name_en, gameType: row.game_type, classify: row.game_classify, vassalage: row.vassalage, vendorName });
      artCache.set(key, svg);
      return svg;
    },

    async vendorArt(vassalage: string, white: boolean): Promise<string | undefined> {
      const key = `v:${vassalage}:${white ? 1 : 0}`;
      const hit = artCache.get(key);
      if (hit) return hit;
      const displayName = await games.vendorName(vassalage);
      if (!displayName) return undefined;
      const svg = vendorLogoSvg({ vassalage, displayName, white });
      artCache.set(key, svg);
      return svg;
    },

    clearCaches,
    responses,
  };
}

export type GameService = ReturnType<typeof createGameService>;
