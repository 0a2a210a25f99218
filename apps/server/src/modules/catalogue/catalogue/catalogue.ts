import { BINGO_CLASSIFY, GAME_PATHS, GAME_TYPES, prizeModeOf, splitSportsSorting, VN_LOTTERY_VENDOR } from '@lobby/contract';
import type { Game, GameType, Language, PrizeMode, Vendor, VendorMapping, VendorSortingEntry } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsToAmount } from '../../../lib/money.ts';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import type { TtlCache } from '../../../lib/ttl-cache.ts';
import type { GameRecord, GameRepository, VendorRecord } from './repository.ts';

/** The vendor that runs the Vietnamese lottery (the lottery menu's games). */
export { VN_LOTTERY_VENDOR };
export const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

export function isOn(flag: string | boolean | undefined): boolean {
  return flag === true || flag === '1' || flag === 'true';
}

export function nonEmpty<T extends string>(value: T | '' | undefined): T | undefined {
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

export function pageOf(offsetPage: number, pageSize: number) {
  return { offset: (offsetPage - 1) * pageSize, limit: pageSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
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

export interface MerchantVendors {
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

export function vendorDto(v: { vassalage: string; displayName: string; accountTypeName: string }): Vendor {
  return {
    vassalage: v.vassalage,
    displayName: v.displayName,
    accountTypeName: v.accountTypeName,
    mobileLargeIcon: vendorIconUrl(v.vassalage),
    whiteIcon: vendorIconUrl(v.vassalage, true),
  };
}

/** A game's name in the language, English when it has none. */
export function nameIn(row: GameRecord, language: Language): string {
  if (language === 'EN') return row.name_en;
  if (language === 'TY') return row.name_ty;
  const others = parseJson<Record<string, string>>(row.names, {});
  return others[language] || row.name_en;
}

/**
 * Answers kept under the catalogue version (repository.version(), raised by database triggers on every
 * write to games or vendors): exact for as long as the version holds, so kept whatever the cache TTL, in
 * every process. A newer version drops what older ones kept; concurrent misses on a key share one load.
 */
export interface VersionedCache<T> {
  getOrLoad(version: number, key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createVersionedCache<T>(maxEntries: number): VersionedCache<T> {
  let current = -1;
  const entries = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  return {
    getOrLoad(version, key, load) {
      if (version > current) {
        current = version;
        entries.clear();
      }
      const k = `${version}\n${key}`;
      const hit = entries.get(k);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = loading.get(k);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          if (version === current) {
            entries.set(k, value);
            if (entries.size > maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
          }
          return value;
        })
        .finally(() => loading.delete(k));
      loading.set(k, promise);
      return promise;
    },
    clear() {
      entries.clear();
      loading.clear();
      current = -1;
    },
  };
}

/**
 * Game rows kept under the catalogue version, like a database's buffer cache in the process: a list query
 * reads only the ids of its page (from the index), and the rows come from here, exact while the version
 * holds. A newer version drops them all; a load that finishes after the version moved keeps nothing.
 */
export interface VersionedRows {
  /** The rows of these ids in this order; ids the database no longer has (for the merchant) drop out. */
  get(version: number, merchantCode: string, ids: readonly number[]): Promise<GameRecord[]>;
  clear(): void;
}

export function createVersionedRows(load: (merchantCode: string, ids: readonly number[]) => Promise<GameRecord[]>, maxRows: number): VersionedRows {
  let current = -1;
  const rows = new Map<number, GameRecord>();
  return {
    async get(version, merchantCode, ids) {
      if (version > current) {
        current = version;
        rows.clear();
      }
      const missing = ids.filter((id) => rows.get(id)?.merchant_code !== merchantCode);
      const loaded = missing.length === 0 ? [] : await load(merchantCode, missing);
      const byId = new Map<number, GameRecord>();
      for (const r of loaded) byId.set(r.id, r);
      if (version === current) {
        for (const r of loaded) rows.set(r.id, r);
        for (let over = rows.size - maxRows; over > 0; over--) {
          const oldest = rows.keys().next().value;
          if (oldest === undefined) break;
          rows.delete(oldest);
        }
      }
      const out: GameRecord[] = [];
      for (const id of ids) {
        const r = byId.get(id) ?? rows.get(id);
        if (r !== undefined && r.merchant_code === merchantCode) out.push(r);
      }
      return out;
    },
    clear() {
      rows.clear();
      current = -1;
    },
  };
}

export interface GameCatalogueDeps {
  games: GameRepository;
  now: () => number;
  /** how long a process reuses catalogue answers (lists, vendors, hot, winners); 0: never */
  cacheTtlMs: number;
}

/**
 * The game catalogue as the game modules read it: a merchant's vendors, the vendor mapping and sorting
 * (cached per process for cacheTtlMs), games as the API shows them, and the checks before a game is
 * played. The catalogue module answers the lists from it; favourites, recent and launch use it too.
 */
export function createGameCatalogue(deps: GameCatalogueDeps) {
  const { games, now } = deps;
  const caches: { clear(): void }[] = [];

  /**
   * A cache of catalogue answers; clearCaches() empties every one made here. `maxTtlMs` keeps fast-moving
   * answers (the winner board) fresher than the catalogue's own time to live.
   */
  function cache<T>(maxEntries: number, maxTtlMs?: number): TtlCache<T> {
    const ttlMs = maxTtlMs === undefined ? deps.cacheTtlMs : Math.min(deps.cacheTtlMs, maxTtlMs);
    const c = createTtlCache<T>({ ttlMs, maxEntries, now });
    caches.push(c as TtlCache<unknown>);
    return c;
  }

  /** A versioned cache (see createVersionedCache); clearCaches() empties it too. */
  function versioned<T>(maxEntries: number): VersionedCache<T> {
    const c = createVersionedCache<T>(maxEntries);
    caches.push(c);
    return c;
  }

  /** Enough for every game of a large catalogue (20,000 rows are about 10 MB). */
  const rowsByVersion = createVersionedRows((merchantCode, ids) => games.byIds(merchantCode, ids), 50_000);
  caches.push(rowsByVersion);

  const vendorCache = cache<MerchantVendors>(64);
  const vendorsByVersion = versioned<MerchantVendors>(64);
  const mappingCache = cache<VendorMapping>(64);
  const sortingCache = cache<VendorSortingEntry[]>(64);

  async function loadVendors(merchantCode: string): Promise<MerchantVendors> {
    const rows = (await games.vendors(merchantCode)).map(vendorInfo);
    return { byCode: new Map(rows.map((v) => [v.vassalage, v])), disabled: rows.filter((v) => !v.enabled).map((v) => v.vassalage) };
  }

  async function vendorsOf(merchantCode: string): Promise<MerchantVendors> {
    return vendorCache.getOrLoad(merchantCode, () => loadVendors(merchantCode));
  }

  /** The merchant's vendors as of the catalogue version (read just before). */
  async function vendorsAt(version: number, merchantCode: string): Promise<MerchantVendors> {
    return vendorsByVersion.getOrLoad(version, merchantCode, () => loadVendors(merchantCode));
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

  /** Rows by id in the given order (ids of games since disabled drop out). */
  async function rowsInOrder(merchantCode: string, ids: readonly number[]): Promise<GameRecord[]> {
    const rows = await games.byIds(merchantCode, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is GameRecord => r !== undefined && r.enabled === 1);
  }

  /** The game by nodeId (and vendor, when given), enabled and of an enabled vendor. */
  async function loadPlayable(merchantCode: string, nodeId: string, vendor: string | undefined): Promise<GameRecord> {
    const game = await games.byNodeId(merchantCode, nodeId);
    if (!game || (vendor !== undefined && vendor !== game.vassalage)) throw new AppError('game.not.found');
    const vendors = await vendorsOf(merchantCode);
    if (game.enabled !== 1 || vendors.byCode.get(game.vassalage)?.enabled === false) throw new AppError('game.disabled');
    return game;
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

  async function lotteryPrizeMode(merchant: ResolvedMerchant): Promise<PrizeMode> {
    return prizeModeOf(await mapping(merchant));
  }

  return {
    games,
    cache,
    versioned,
    clearCaches(): void {
      for (const c of caches) c.clear();
    },
    vendorsOf,
    vendorsAt,
    /** Game rows by id as of the catalogue version (read just before), in the order asked. */
    rowsAt: rowsByVersion.get,
    toGame,
    rowsInOrder,
    loadPlayable,
    sorting,
    mapping,
    lotteryPrizeMode,
  };
}

export type GameCatalogue = ReturnType<typeof createGameCatalogue>;
