import { GAME_LIST_LIMITS } from '@lobby/contract';
import type { Game, GameList, GameType, HotGame, Language, Winner } from '@lobby/contract';
import type { CacheBus } from '../../../core/cache-bus.ts';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsToAmount } from '../../../lib/money.ts';
import { isOn, LOTTERY_TYPES, nonEmpty, pageOf, totalPages, typeFilter, vendorDto, VN_LOTTERY_VENDOR } from './catalogue.ts';
import type { GameCatalogue } from './catalogue.ts';
import type { GameFilter, GameIdsQuery, GameRecord } from './repository.ts';

/**
 * At most this many matches and a name search reads the trigram index rather than walking the list
 * order: the walk reads about pageSize x catalogue / matches index entries (20,000 games, 250 matches:
 * 2,880, about 0.1 µs each), the trigram index about 1.2 µs per match of every merchant.
 */
const FEW_NAME_MATCHES = 250;
const POPULAR_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** At most this stale: the winner board shows a new big win within seconds. */
export const WINNERS_TTL_MS = 5_000;

/** The winner board shows names like ja***23: the first two and last two characters. */
export function maskCustomerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
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

/** A line of the winner board (written by the rounds module). */
export interface WinnerRecord {
  game_id: number;
  customer_name: string;
  win_amount: number;
  won_at: number;
}

export interface CatalogueServiceDeps {
  catalogue: GameCatalogue;
  /** the members' recent plays (player-games' table): what makes a game popular */
  plays: { mostPlayed(gameIds: GameIdsQuery, since: number, limit: number): Promise<number[]> };
  /** the winner board (the rounds module's table) */
  winnerBoard: { biggestWins(merchantCode: string, gameIds: GameIdsQuery, limit: number): Promise<WinnerRecord[]> };
  merchants: MerchantService;
  /** the hot ranking is cached by every process: a change drops the catalogue caches of all of them */
  bus: CacheBus;
  now: () => number;
}

function matches(row: GameRecord, f: GameFilter): boolean {
  return (
    (f.gameType === undefined || row.game_type === f.gameType) &&
    (f.classify === undefined || row.game_classify === f.classify) &&
    (f.vassalage === undefined || row.vassalage === f.vassalage) &&
    !(f.excludeVendors ?? []).includes(row.vassalage)
  );
}

/** The public lobby lists (vendors, games, hot, popular, winners, lottery) and the operator's hot ranking. */
export function createCatalogueService(deps: CatalogueServiceDeps) {
  const { catalogue, now } = deps;
  const { games, vendorsOf, toGame, rowsInOrder } = catalogue;
  const hotCache = catalogue.cache<(GameRecord & { rank: number })[]>(64);
  // Counting a big category is most of a list query's cost, and every page of it has the same total:
  // kept per catalogue version, so exact (a write to games or vendors raises the version) and kept
  // whatever the answer cache's TTL, for every page, language and filter order asking the same.
  const countCache = catalogue.versioned<number>(2000);
  /**
   * Serialized public answers (lists, hot, popular, winners, vendors) by merchant, language and URL: what
   * everyone asking the same gets. Cleared with the rest when the hot ranking changes.
   */
  const responses = catalogue.cache<string>(4000);
  /** The winner board's answers: a big win (any game's, recorded by the rounds service) shows within seconds. */
  const winnerResponses = catalogue.cache<string>(500, WINNERS_TTL_MS);

  /** The query's merchant, when given, must be the tenant of the Merchant header (or its trial code). */
  function checkQueryMerchant(merchant: ResolvedMerchant, ...codes: (string | undefined)[]): void {
    for (const raw of codes) {
      const code = raw?.trim();
      if (code && code !== merchant.code && code !== merchant.trialMerchantCode) {
        throw new AppError('request.invalid', { message: 'The merchant in the query does not match the Merchant header.' });
      }
    }
  }

  async function hotRows(merchantCode: string, refresh: boolean) {
    if (refresh) {
      const rows = await games.hot(merchantCode);
      hotCache.set(merchantCode, rows);
      return rows;
    }
    return hotCache.getOrLoad(merchantCode, () => games.hot(merchantCode));
  }

  async function merchantByCode(code: string): Promise<ResolvedMerchant> {
    const merchant = await deps.merchants.byCode(code);
    if (!merchant) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return merchant;
  }

  async function hotRanking(code: string) {
    const merchant = await merchantByCode(code);
    const rows = await games.hotRanking(merchant.code);
    return { list: rows.map((r) => ({ rank: r.rank, nodeId: r.node_id, gameName: r.name_en })) };
  }

  return {
    responses,
    winnerResponses,
    checkQueryMerchant,
    mapping: catalogue.mapping,
    sorting: catalogue.sorting,

    async vendorGameTypes(merchant: ResolvedMerchant) {
      const [vendors, map] = await Promise.all([vendorsOf(merchant.code), catalogue.mapping(merchant)]);
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
      const version = await games.version();
      const vendors = await catalogue.vendorsAt(version, merchant.code);
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
      const total = countCache.getOrLoad(version, JSON.stringify(filter), () => games.count(filter));
      // A name search walks the list order until the page is full: quick when matches are many, a whole
      // catalogue for a rare term, which the trigram index answers instead (its total is known first).
      // The page's ids come from the database (the index, in list order); their rows from the rows kept
      // at this catalogue version.
      const [count, ids] = filter.nameContains
        ? await total.then(async (n) => [n, await games.listIds(filter, pageOf(q.pageNo, q.pageSize), { fewNameMatches: n <= FEW_NAME_MATCHES })] as const)
        : await Promise.all([total, games.listIds(filter, pageOf(q.pageNo, q.pageSize))]);
      const rows = await catalogue.rowsAt(version, merchant.code, ids);
      return {
        games: rows.map((r) => toGame(r, vendors, language)),
        pageNum: q.pageNo,
        totalPages: totalPages(count, q.pageSize),
        totalCount: count,
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
        deps.plays.mostPlayed(games.filterIds(filter), since, q.limit),
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
      // a count out of range is clamped, not refused: a page asking for 100 gets the board's 50
      const rows = await deps.winnerBoard.biggestWins(merchant.code, games.filterIds(filter), Math.min(Math.max(q.limitNum, 1), GAME_LIST_LIMITS.winnerLimit));
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
        catalogue.lotteryPrizeMode(merchant),
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
        catalogue.lotteryPrizeMode(merchant),
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

    // Operator: the hot ranking.

    hotRanking,

    async setHotRanking(code: string, nodeIds: readonly string[]) {
      const merchant = await merchantByCode(code);
      const duplicates = nodeIds.filter((id, i) => nodeIds.indexOf(id) !== i);
      if (duplicates.length > 0) {
        throw new AppError('request.invalid', { message: 'A game appears twice in the ranking.', value: { duplicates: [...new Set(duplicates)] } });
      }
      const known = await games.existingNodeIds(merchant.code, nodeIds);
      const unknown = nodeIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw new AppError('game.not.found', { value: { unknown } });
      await games.replaceHot(merchant.code, nodeIds);
      await deps.bus.invalidate('catalogue');
      return hotRanking(merchant.code);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
