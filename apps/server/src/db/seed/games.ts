import type { BannerGroup, GameType } from '@lobby/contract';
import { BANNER_GROUPS, winnerBoardMinCents } from '@lobby/contract';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { hash32 } from '../../lib/stable-hash.ts';
import type { Database, NewGameRow, NewVendorRow } from '../schema.ts';
import {
  ADJECTIVES,
  FISH_NOUNS,
  INHOUSE_NAMES,
  LOTTO_NAMES,
  NAME_SYLLABLES,
  PVP_NAMES,
  PVP_VARIANTS,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_NAMES,
  VN_LOTTO_NAMES,
} from './catalogue-words.ts';
import type { Word } from './catalogue-words.ts';
import { BANNER_TITLES, WELCOME_BANNER_TITLE } from './banner-texts.ts';

/**
 * The demo game catalogue: a deterministic generator (same input, same games, same nodeIds) and an
 * idempotent seeder. A game's attributes depend only on its vendor and its number within the vendor, so
 * a bigger catalogue (bench: 20,000 games) holds the smaller one's games under the same nodeIds.
 */

/** What a generated game is, before it becomes a game type and classification. */
type Kind = 'slot' | 'bingo' | 'table' | 'fish' | 'live' | 'pvp' | 'sports' | 'esports' | 'cockfight' | 'lott' | 'vnlott' | 'inhouse';

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  accountTypeName: string;
  /** share of the scaled catalogue per kind (relative weights) */
  kinds?: Partial<Record<Kind, number>>;
  /** a fixed list of games instead of a scaled share */
  fixed?: readonly { kind: Kind; name: Word; code: string; classify: string; playType?: 'Tradition' | 'Entertainment' }[];
  classifications: Readonly<Record<string, string>>;
}

const SLOT_CLASSES = { SLOT: 'Slots', JP: 'Jackpot', TABLE: 'Table Games', BG: 'Bingo', FISH: 'Fishing' } as const;
const LIVE_CLASSES = {
  BAC: 'Baccarat',
  ROU: 'Roulette',
  SIC: 'Sic Bo',
  DT: 'Dragon Tiger',
  BJ: 'Blackjack',
  GS: 'Game Shows',
} as const;
const PVP_CLASSES = { POKER: 'Poker', TONGITS: 'Tongits', RUMMY: 'Rummy', MAHJONG: 'Mahjong & Domino' } as const;

function one(name: string, ty = name): Word {
  return { en: name, ty, cn: name, vi: name, tw: name };
}

function lobby(kind: Kind, vassalage: string, name: Word, classify: string) {
  return [{ kind, name, code: `${vassalage}_LOBBY`, classify }] as const;
}

const ESPORT = (vassalage: string, displayName: string): VendorSeed => ({
  vassalage,
  displayName,
  accountTypeName: `${vassalage}_ESPORTS`,
  fixed: lobby('esports', vassalage, { en: `${displayName}`, ty: `${displayName}`, cn: `${displayName} 电竞`, vi: `${displayName}`, tw: `${displayName} 電競` }, 'ES'),
  classifications: { ES: 'E-sports' },
});

const COCKFIGHT = (vassalage: string, displayName: string): VendorSeed => ({
  vassalage,
  displayName,
  accountTypeName: `${vassalage}_COCKFIGHT`,
  fixed: lobby('cockfight', vassalage, { en: `${displayName} Cockfight`, ty: `${displayName} Sabong`, cn: `${displayName} 斗鸡`, vi: `${displayName} Đá Gà`, tw: `${displayName} 鬥雞` }, 'CF'),
  classifications: { CF: 'Cockfight' },
});

/** The vendors lobbies of this kind carry, plus invented live, fish, pvp and slot studios. */
export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { vassalage: 'JILI', displayName: 'JILI', accountTypeName: 'JILI_GAMES', kinds: { slot: 60, bingo: 6, fish: 10, table: 6, pvp: 4 }, classifications: { ...SLOT_CLASSES, ...PVP_CLASSES } },
  { vassalage: 'FC', displayName: 'Fa Chai', accountTypeName: 'FC_GAMES', kinds: { slot: 50, fish: 8, bingo: 4 }, classifications: SLOT_CLASSES },
  { vassalage: 'PGE', displayName: 'PG', accountTypeName: 'PG_SOFT', kinds: { slot: 60 }, classifications: SLOT_CLASSES },
  { vassalage: 'SPG', displayName: 'Sun Palace', accountTypeName: 'SPG_GAMES', kinds: { slot: 25, fish: 5 }, classifications: SLOT_CLASSES },
  { vassalage: 'NOVA', displayName: 'Nova Spin', accountTypeName: 'NOVA_SPIN', kinds: { slot: 30, table: 4 }, classifications: SLOT_CLASSES },
  { vassalage: 'KNG', displayName: 'Kinetic Gaming', accountTypeName: 'KNG_GAMES', kinds: { slot: 20, table: 5 }, classifications: SLOT_CLASSES },
  { vassalage: 'LUXR', displayName: 'Luxor Reels', accountTypeName: 'LUXR_SLOTS', kinds: { slot: 25 }, classifications: SLOT_CLASSES },
  { vassalage: 'BNG', displayName: 'Bingo Bay', accountTypeName: 'BNG_BINGO', kinds: { bingo: 12, slot: 4 }, classifications: SLOT_CLASSES },
  { vassalage: 'OCN', displayName: 'Ocean Star', accountTypeName: 'OCN_FISH', kinds: { fish: 12 }, classifications: { FISH: 'Fishing' } },
  { vassalage: 'EVL', displayName: 'Evolve Live', accountTypeName: 'EVL_LIVE', kinds: { live: 25 }, classifications: LIVE_CLASSES },
  { vassalage: 'VIVA', displayName: 'Viva Casino', accountTypeName: 'VIVA_LIVE', kinds: { live: 15 }, classifications: LIVE_CLASSES },
  { vassalage: 'DGL', displayName: 'Dragon Gate Live', accountTypeName: 'DGL_LIVE', kinds: { live: 12 }, classifications: LIVE_CLASSES },
  { vassalage: 'KGP', displayName: 'King Poker', accountTypeName: 'KGP_CARDS', kinds: { pvp: 10 }, classifications: PVP_CLASSES },
  { vassalage: 'TPG', displayName: 'Tongits Pro', accountTypeName: 'TPG_CARDS', kinds: { pvp: 8 }, classifications: PVP_CLASSES },
  {
    vassalage: 'BTI',
    displayName: 'BTI Sports',
    accountTypeName: 'BTI_SPORTS',
   
    fixed: lobby('sports', 'BTI', { en: 'BTI Sportsbook', ty: 'BTI Sportsbook', cn: 'BTI 体育', vi: 'BTI Thể Thao', tw: 'BTI 體育' }, 'SB'),
    classifications: { SB: 'Sportsbook' },
  },
  {
    vassalage: 'SBX',
    displayName: 'SportsBook X',
    accountTypeName: 'SBX_SPORTS',
   
    fixed: [
      { kind: 'sports', name: { en: 'SBX Sportsbook', ty: 'SBX Sportsbook', cn: 'SBX 体育', vi: 'SBX Thể Thao', tw: 'SBX 體育' }, code: 'SBX_LOBBY', classify: 'SB' },
      { kind: 'sports', name: { en: 'SBX Virtual Sports', ty: 'SBX Virtual na Palakasan', cn: 'SBX 虚拟体育', vi: 'SBX Thể Thao Ảo', tw: 'SBX 虛擬體育' }, code: 'SBX_VIRTUAL', classify: 'VS' },
    ],
    classifications: { SB: 'Sportsbook', VS: 'Virtual Sports' },
  },
  ESPORT('AV', 'AV Esports'),
  ESPORT('AI', 'AI Esports'),
  ESPORT('IMES', 'IM Esports'),
  ESPORT('TF', 'TF Gaming'),
  ESPORT('IA', 'IA Esports'),
  COCKFIGHT('SV3', 'SV388'),
  COCKFIGHT('DS88', 'DS88'),
  COCKFIGHT('DIG', 'DIG'),
  COCKFIGHT('WGB', 'WGB'),
  COCKFIGHT('WS168', 'WS168'),
  {
    vassalage: 'TCG',
    displayName: 'TCG Lottery',
    accountTypeName: 'TCG_LOTTO',
   
    fixed: LOTTO_NAMES.map((n) => ({ kind: 'lott' as const, name: n, code: n.code, classify: n.classify })),
    classifications: { LOTTO: 'Lotto', DIGIT: 'Digit Games' },
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'TCG VN Lottery',
    accountTypeName: 'TCG_LOTTO_VN',
   
    fixed: VN_LOTTO_NAMES.map((n) => ({
      kind: 'vnlott' as const,
      name: n,
      code: n.code,
      classify: n.classify,
      playType: n.fast ? ('Entertainment' as const) : ('Tradition' as const),
    })),
    classifications: { VN_NORTH: 'Northern Lottery', VN_CENTRAL: 'Central Lottery', VN_SOUTH: 'Southern Lottery', FAST: 'Quick Draws' },
  },
  {
    vassalage: 'BGS',
    displayName: 'BGS Originals',
    accountTypeName: 'BGS_INHOUSE',
   
    fixed: INHOUSE_NAMES.map((n, i) => ({ kind: 'inhouse' as const, name: n, code: `BGS_${String(i + 1).padStart(2, '0')}`, classify: n.classify })),
    classifications: { CRASH: 'Crash', MINES: 'Mines', PLINKO: 'Plinko & Wheel', DICE: 'Dice', KENO: 'Keno' },
  },
];

export function vendorSeed(vassalage: string): VendorSeed | undefined {
  return VENDOR_SEEDS.find((v) => v.vassalage === vassalage);
}

/** Category order of the lobby; SPORTS holds the e-sport and cockfight vendors too (the API splits them). */
const SORTING: readonly { category: GameType; vendors: readonly string[] }[] = [
  { category: 'RNG', vendors: ['JILI', 'FC', 'PGE', 'SPG', 'NOVA', 'KNG', 'LUXR', 'BNG'] },
  { category: 'FISH', vendors: ['JILI', 'FC', 'OCN', 'SPG'] },
  { category: 'LIVE', vendors: ['EVL', 'VIVA', 'DGL'] },
  { category: 'SPORTS', vendors: ['BTI', 'SBX', 'AV', 'AI', 'IMES', 'TF', 'IA', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168'] },
  { category: 'PVP', vendors: ['KGP', 'TPG', 'JILI'] },
  { category: 'LOTT', vendors: ['TCG', 'TCG_LOTTO_VN'] },
  { category: 'ELOTT', vendors: ['TCG_LOTTO_VN'] },
  { category: 'INHOUSE', vendors: ['BGS'] },
];

export interface MerchantCatalogue {
  merchantCode: string;
  /** vendors this merchant does not carry */
  withoutVendors: readonly string[];
  /** share of each scaled vendor's games carried (1: all) */
  share: number;
  /** salt of the list order, so merchants differ */
  sortSalt: string;
  /** the Vietnamese lottery's type here: ELOTT makes the merchant's prize mode ELOTT */
  vnLotteryType: 'LOTT' | 'ELOTT';
  hotCount: number;
  winnerCount: number;
}

export const CATALOGUE_SEEDS: readonly MerchantCatalogue[] = [
  { merchantCode: 'LUCKY', withoutVendors: [], share: 1, sortSalt: 'lucky', vnLotteryType: 'ELOTT', hotCount: 60, winnerCount: 200 },
  {
    merchantCode: 'GOLDEN',
    withoutVendors: ['KGP', 'SBX', 'LUXR'],
    share: 0.75,
    sortSalt: 'golden',
    vnLotteryType: 'LOTT',
    hotCount: 40,
    winnerCount: 200,
  },
  // The market brands carry a small share, so a fresh database (every API test builds one) stays quick to seed.
  { merchantCode: 'JADE', withoutVendors: ['TPG', 'BNG'], share: 0.2, sortSalt: 'jade', vnLotteryType: 'LOTT', hotCount: 30, winnerCount: 100 },
  { merchantCode: 'SIAM', withoutVendors: ['TPG', 'KGP'], share: 0.2, sortSalt: 'siam', vnLotteryType: 'LOTT', hotCount: 30, winnerCount: 100 },
  { merchantCode: 'NUSA', withoutVendors: ['TPG', 'BNG'], share: 0.2, sortSalt: 'nusa', vnLotteryType: 'LOTT', hotCount: 30, winnerCount: 100 },
];

/** Games of the default catalogue (LUCKY; GOLDEN carries about three quarters of them, the market brands a fifth). */
export const DEFAULT_GAME_COUNT = 1600;

/** A number in [0, 1) from a key. */
function unit(key: string): number {
  return hash32(key) / 0x1_0000_0000;
}

function pick<T>(list: readonly T[], key: string): T {
  return list[hash32(key) % list.length]!;
}

function weighted<K extends string>(weights: Partial<Record<K, number>>, key: string): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = unit(key) * total;
  for (const [k, w] of entries) {
    r -= w;
    if (r < 0) return k;
  }
  return entries[entries.length - 1]![0];
}

function join(a: Word, b: Word, suffix: Word, viNounFirst = true): Word {
  return {
    en: `${a.en} ${b.en}${suffix.en}`,
    ty: `${a.ty} ${b.ty}${suffix.ty}`,
    cn: `${a.cn}${b.cn}${suffix.cn}`,
    vi: viNounFirst ? `${b.vi} ${a.vi}${suffix.vi}` : `${a.vi} ${b.vi}${suffix.vi}`,
    tw: `${a.tw}${b.tw}${suffix.tw}`,
  };
}

function numbered(word: Word, n: number): Word {
  if (n <= 1) return word;
  return { en: `${word.en} ${n}`, ty: `${word.ty} ${n}`, cn: `${word.cn} ${n}`, vi: `${word.vi} ${n}`, tw: `${word.tw} ${n}` };
}

/**
 * The k-th name of a kind at a vendor. Slot names walk adjective x noun x suffix with a step coprime to
 * its size, so names within a vendor do not repeat until the space (4,608) is used up.
 */
function nameFor(kind: Kind, k: number, vendorNo: number): { name: Word; classify: string } {
  switch (kind) {
    case 'slot': {
      const space = ADJECTIVES.length * SLOT_NOUNS.length * SLOT_SUFFIXES.length;
      const i = (k * 7919 + vendorNo * 131) % space;
      const a = ADJECTIVES[i % ADJECTIVES.length]!;
      const b = SLOT_NOUNS[Math.floor(i / ADJECTIVES.length) % SLOT_NOUNS.length]!;
      const s = SLOT_SUFFIXES[Math.floor(i / (ADJECTIVES.length * SLOT_NOUNS.length))]!;
      const classify = b.en === 'Jackpot' || s.en === ' Hold & Win' ? 'JP' : 'SLOT';
      return { name: numbered(join(a, b, s), Math.floor(k / space) + 1), classify };
    }
    case 'bingo': {
      const i = (k * 17 + vendorNo * 7) % ADJECTIVES.length;
      const bingo = { en: 'Bingo', ty: 'Bingo', cn: '宾果', vi: 'Bingo', tw: '賓果' };
      return { name: numbered(join(ADJECTIVES[i]!, bingo, SLOT_SUFFIXES[0]!, false), Math.floor(k / ADJECTIVES.length) + 1), classify: 'BG' };
    }
    case 'fish': {
      const space = ADJECTIVES.length * FISH_NOUNS.length;
      const i = (k * 29 + vendorNo * 11) % space;
      const a = ADJECTIVES[i % ADJECTIVES.length]!;
      const b = FISH_NOUNS[Math.floor(i / ADJECTIVES.length)]!;
      return { name: numbered(join(a, b, SLOT_SUFFIXES[0]!), Math.floor(k / space) + 1), classify: 'FISH' };
    }
    case 'table': {
      const space = ADJECTIVES.length * TABLE_NAMES.length;
      const i = (k * 31 + vendorNo * 3) % space;
      const t = TABLE_NAMES[i % TABLE_NAMES.length]!;
      const a = ADJECTIVES[Math.floor(i / TABLE_NAMES.length)]!;
      return { name: numbered(join(a, t, SLOT_SUFFIXES[0]!), Math.floor(k / space) + 1), classify: 'TABLE' };
    }
    case 'live': {
      const t = TABLE_NAMES[k % TABLE_NAMES.length]!;
      return { name: numbered(t, Math.floor(k / TABLE_NAMES.length) + 1), classify: t.classify };
    }
    case 'pvp': {
      const space = PVP_NAMES.length * PVP_VARIANTS.length;
      const p = PVP_NAMES[k % PVP_NAMES.length]!;
      const v = PVP_VARIANTS[Math.floor((k % space) / PVP_NAMES.length)]!;
      const name = { en: `${p.en}${v.en}`, ty: `${p.ty}${v.ty}`, cn: `${p.cn}${v.cn}`, vi: `${p.vi}${v.vi}`, tw: `${p.tw}${v.tw}` };
      return { name: numbered(name, Math.floor(k / space) + 1), classify: p.classify };
    }
    default:
      return { name: one(`Game ${k + 1}`), classify: 'SLOT' };
  }
}

const TYPE_OF: Record<Exclude<Kind, 'vnlott'>, GameType> = {
  slot: 'RNG',
  bingo: 'RNG',
  table: 'RNG',
  fish: 'FISH',
  live: 'LIVE',
  pvp: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  lott: 'LOTT',
  inhouse: 'INHOUSE',
};

const MIN_BETS: Record<Kind, readonly number[]> = {
  slot: [10, 20, 50, 100, 200, 500, 1000],
  bingo: [10, 50, 100],
  table: [100, 500, 1000],
  fish: [10, 50, 100],
  live: [1000, 2000, 5000, 10000],
  pvp: [500, 1000, 2000],
  sports: [1000],
  esports: [1000],
  cockfight: [5000],
  lott: [500, 1000, 2000],
  vnlott: [500, 1000],
  inhouse: [10, 100],
};
const LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50];
/** Trial accounts may play these kinds (no real-money-only vendors). */
const FREEPLAY_KINDS = new Set<Kind>(['slot', 'bingo', 'table', 'fish', 'inhouse']);

export interface GeneratedGame {
  nodeId: string;
  gameId: string;
  gameCode: string;
  gameType: GameType;
  vassalage: string;
  classify: string;
  names: Word;
  isNew: boolean;
  isGameH5: boolean;
  playType: 'Tradition' | 'Entertainment';
  freeplay: boolean;
  minBetCents: number;
  minLine: number;
}

/** The scaled vendors' game counts for a catalogue of `total` games. */
function scaledCounts(total: number): Map<string, number> {
  const fixed = VENDOR_SEEDS.reduce((s, v) => s + (v.fixed?.length ?? 0), 0);
  const scaled = VENDOR_SEEDS.filter((v) => v.kinds);
  const weight = (v: VendorSeed) => Object.values(v.kinds ?? {}).reduce((s, n) => s + (n ?? 0), 0);
  const totalWeight = scaled.reduce((s, v) => s + weight(v), 0);
  const room = Math.max(scaled.length, total - fixed);
  const counts = new Map(scaled.map((v) => [v.vassalage, Math.max(1, Math.floor((room * weight(v)) / totalWeight))]));
  // Rounding leftovers go to the biggest vendor, so the total is exact.
  const sum = [...counts.values()].reduce((s, n) => s + n, 0);
  counts.set('JILI', (counts.get('JILI') ?? 0) + room - sum);
  return counts;
}

/**
 * The whole catalogue of `total` games (every vendor). NodeIds: vendor number (2 digits from 10) and the
 * game's number within the vendor (5 digits), e.g. 1000042 is JILI's game 42.
 */
export function generateCatalogue(total: number = DEFAULT_GAME_COUNT, vnLotteryType: 'LOTT' | 'ELOTT' = 'ELOTT'): GeneratedGame[] {
  const counts = scaledCounts(total);
  const games: GeneratedGame[] = [];
  VENDOR_SEEDS.forEach((v, index) => {
    const vendorNo = 10 + index;
    const make = (n: number, kind: Kind, names: Word, classify: string, code: string, playType?: 'Tradition' | 'Entertainment'): GeneratedGame => {
      const key = `${v.vassalage}:${n}`;
      const gameType = kind === 'vnlott' ? vnLotteryType : TYPE_OF[kind];
      return {
        nodeId: `${vendorNo}${String(n).padStart(5, '0')}`,
        gameId: String(1000 + n),
        gameCode: code,
        gameType,
        vassalage: v.vassalage,
        classify,
        names,
        isNew: unit(`${key}:new`) < 0.08,
        isGameH5: kind === 'live' || unit(`${key}:h5`) >= 0.02,
        playType: playType ?? 'Tradition',
        freeplay: FREEPLAY_KINDS.has(kind) && unit(`${key}:free`) < 0.7,
        minBetCents: pick(MIN_BETS[kind], `${key}:bet`),
        minLine: kind === 'slot' ? pick(LINES, `${key}:lines`) : 1,
      };
    };
    if (v.fixed) {
      v.fixed.forEach((f, i) => games.push(make(i + 1, f.kind, f.name, f.classify, f.code, f.playType)));
      return;
    }
    const perKind = new Map<Kind, number>();
    const count = counts.get(v.vassalage) ?? 0;
    for (let n = 1; n <= count; n++) {
      const kind = weighted(v.kinds ?? {}, `${v.vassalage}:${n}:kind`);
      const k = perKind.get(kind) ?? 0;
      perKind.set(kind, k + 1);
      const { name, classify } = nameFor(kind, k, vendorNo);
      games.push(make(n, kind, name, classify, `${v.vassalage}_${kind.toUpperCase()}_${String(n).padStart(5, '0')}`));
    }
  });
  return games;
}

/** Every name lower-cased, one per line: the name search matches a substring of one name. */
export function nameKeyOf(names: readonly string[]): string {
  return [...new Set(names.map((n) => n.toLowerCase()))].join('\n');
}

function gameRow(m: MerchantCatalogue, g: GeneratedGame, now: number): NewGameRow {
  const others = { CN: g.names.cn, VI: g.names.vi, TW: g.names.tw };
  return {
    merchant_code: m.merchantCode,
    node_id: g.nodeId,
    game_id: g.gameId,
    game_code: g.gameCode,
    game_type: g.gameType,
    vassalage: g.vassalage,
    game_classify: g.classify,
    is_new: g.isNew ? 1 : 0,
    is_game_h5: g.isGameH5 ? 1 : 0,
    play_type: g.playType,
    freeplay: g.freeplay ? 1 : 0,
    show_icon: 1,
    min_bet: g.minBetCents,
    min_line: g.minLine,
    enabled: 1,
    // Lists interleave the vendors: the order is a per-merchant shuffle, stable across runs.
    sort: hash32(`${m.sortSalt}:${g.nodeId}`) % 1_000_000,
    name_en: g.names.en,
    name_ty: g.names.ty,
    names: JSON.stringify(others),
    name_key: nameKeyOf([g.names.en, g.names.ty, others.CN, others.VI, others.TW]),
    created_at: now,
  };
}

/** The games a merchant carries out of the generated catalogue. */
export function merchantGames(m: MerchantCatalogue, total: number): GeneratedGame[] {
  return generateCatalogue(total, m.vnLotteryType).filter((g) => {
    if (m.withoutVendors.includes(g.vassalage)) return false;
    const v = vendorSeed(g.vassalage);
    if (m.share >= 1 || v?.fixed) return true;
    return unit(`${m.merchantCode}:carry:${g.nodeId}`) < m.share;
  });
}

function vendorRows(m: MerchantCatalogue, games: readonly GeneratedGame[]): NewVendorRow[] {
  return VENDOR_SEEDS.filter((v) => !m.withoutVendors.includes(v.vassalage)).map((v, i) => {
    const types = [...new Set(games.filter((g) => g.vassalage === v.vassalage).map((g) => g.gameType))];
    return {
      merchant_code: m.merchantCode,
      vassalage: v.vassalage,
      display_name: v.displayName,
      account_type_name: v.accountTypeName,
      game_types: JSON.stringify(types),
      classifications: JSON.stringify(v.classifications),
      sort: (i + 1) * 10,
      enabled: 1,
    };
  });
}

/** Banners per lobby screen; the artwork route draws each one from its row (no external hosts). */
const BANNER_PLAN: Readonly<Record<BannerGroup, readonly { title: string; link: string | null }[]>> = {
  m_home: [
    { title: WELCOME_BANNER_TITLE, link: '/m/activity' },
    { title: 'Daily Cashback 10%', link: '/m/activity' },
    { title: 'Slots Tournament', link: '/m/slot-games' },
  ],
  m_rng: [
    { title: 'Spin & Win Weekly', link: '/m/activity' },
    { title: 'Bingo Night', link: '/m/provider?vassalage=BNG' },
  ],
  m_sports: [
    { title: 'Parlay Boost 50%', link: '/m/sport-games' },
    { title: 'E-sports Cup', link: '/m/activity' },
  ],
  m_pvp: [{ title: 'Tongits League', link: '/m/poker-games' }],
  m_live: [{ title: 'Live Casino VIP Tables', link: '/m/live-games' }],
  m_fish: [{ title: 'Fishing Frenzy', link: '/m/fishing-games' }],
  m_lott: [{ title: 'Lotto Draw Tonight', link: '/m/lott' }],
  m_elott: [{ title: 'Vietnam Lottery Every Minute', link: '/m/elott' }],
  m_reg: [
    { title: 'Sign Up Gift', link: '/m/register' },
    { title: 'Get the App', link: '/m/download' },
  ],
};

function winnerName(key: string): string {
  const a = pick(NAME_SYLLABLES, `${key}:a`);
  const b = pick(NAME_SYLLABLES, `${key}:b`);
  const digits = hash32(`${key}:d`) % 100;
  const style = hash32(`${key}:s`) % 3;
  if (style === 0) return `${a}${b}${String(digits).padStart(2, '0')}`;
  if (style === 1) return `${a}_${b}${digits}`;
  return `${a}${b}${pick(NAME_SYLLABLES, `${key}:c`)}${1990 + (digits % 20)}`;
}

async function insertBatched<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
  conflict: readonly string[],
  size = 1000,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    const result = await trx
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are built for this table above
      .values(batch as any)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .onConflict((oc) => oc.columns(conflict as any).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export interface CatalogueOptions {
  /** games of the full catalogue (LUCKY); default 1,600 */
  gameCount?: number;
}

export interface CatalogueReport {
  games: number;
}

/**
 * Idempotent: vendors, sorting and games are inserted when missing (ON CONFLICT DO NOTHING, so two
 * processes starting at once are fine); the hot ranking and banners of a merchant only when it has
 * none, so an operator's ranking survives. One transaction per merchant, batched inserts.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  now: number = Date.now(),
  options: CatalogueOptions = {},
): Promise<CatalogueReport> {
  const total = options.gameCount ?? DEFAULT_GAME_COUNT;
  const report: CatalogueReport = { games: 0 };
  const present = new Set(
    (await db.selectFrom('merchants').select('code').execute()).map((r) => r.code),
  );
  for (const m of CATALOGUE_SEEDS) {
    if (!present.has(m.merchantCode)) continue;
    const games = merchantGames(m, total);
    await db.transaction().execute(async (trx) => {
      await insertBatched(trx, 'vendors', vendorRows(m, games), ['merchant_code', 'vassalage']);
      const carried = new Set(VENDOR_SEEDS.map((v) => v.vassalage).filter((v) => !m.withoutVendors.includes(v)));
      const sorting = SORTING.map((s, i) => ({
        merchant_code: m.merchantCode,
        game_category: s.category,
        sort: (i + 1) * 10,
        vendors: s.vendors.filter(
          (v) => carried.has(v) && games.some((g) => g.vassalage === v && (s.category === 'SPORTS' || g.gameType === s.category)),
        ),
      }))
        .filter((s) => s.vendors.length > 0)
        .map(({ vendors, ...row }) => ({ ...row, vendor_names: JSON.stringify(vendors) }));
      await insertBatched(trx, 'vendor_sorting', sorting, ['merchant_code', 'game_category']);
      report.games += await insertBatched(
        trx,
        'games',
        games.map((g) => gameRow(m, g, now)),
        ['merchant_code', 'node_id'],
      );

      const hasHot = await trx.selectFrom('hot_games').select('node_id').where('merchant_code', '=', m.merchantCode).limit(1).executeTakeFirst();
      if (!hasHot) {
        const hotKinds = new Set<GameType>(['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE', 'SPORTS']);
        const hot = games
          .filter((g) => hotKinds.has(g.gameType))
          .map((g) => ({ g, score: hash32(`${m.sortSalt}:hot:${g.nodeId}`) }))
          .sort((a, b) => a.score - b.score)
          .slice(0, m.hotCount);
        await insertBatched(
          trx,
          'hot_games',
          hot.map((h, i) => ({ merchant_code: m.merchantCode, node_id: h.g.nodeId, rank: i + 1 })),
          ['merchant_code', 'node_id'],
        );
      }

      const hasBanners = await trx.selectFrom('banners').select('id').where('merchant_code', '=', m.merchantCode).limit(1).executeTakeFirst();
      if (!hasBanners) {
        const day = 24 * 3600 * 1000;
        const rows = BANNER_GROUPS.flatMap((group) =>
          BANNER_PLAN[group].map((b, i) => ({
            merchant_code: m.merchantCode,
            group_name: group,
            title: b.title,
            image_url: '',
            link: b.link,
            sort: (i + 1) * 10,
            start_at: now - day,
            end_at: null as number | null,
          })),
        );
        // Outside their window, so the home carousel shows that the window is honoured.
        rows.push(
          { merchant_code: m.merchantCode, group_name: 'm_home', title: 'Summer Festival', image_url: '', link: null, sort: 5, start_at: now - 60 * day, end_at: now - 30 * day },
          { merchant_code: m.merchantCode, group_name: 'm_home', title: 'Grand Jackpot Week', image_url: '', link: null, sort: 6, start_at: now + 30 * day, end_at: now + 37 * day },
        );
        await trx.insertInto('banners').values(rows).execute();
        // The artwork is drawn from the row, so its URL needs the id the database gave it.
        await trx
          .updateTable('banners')
          .set({ image_url: sql<string>`${'/media/banners/'} || cast(id as text) || ${'.svg'}` })
          .where('merchant_code', '=', m.merchantCode)
          .where('image_url', '=', '')
          .execute();
      }
      // Every seeded banner's title in every language; a re-seed adds the languages a banner lacks and never
      // changes a stored text (an operator's edit stays).
      const seeded = await trx.selectFrom('banners').select(['id', 'title']).where('merchant_code', '=', m.merchantCode).execute();
      const texts = seeded.flatMap((b) =>
        Object.entries(BANNER_TITLES[b.title] ?? {}).map(([language, title]) => ({ banner_id: b.id, language, title })),
      );
      if (texts.length > 0) {
        await trx.insertInto('banner_texts').values(texts).onConflict((oc) => oc.columns(['banner_id', 'language']).doNothing()).execute();
      }
    });
  }
  if (report.games > 0) {
    // Fresh statistics, so the planner picks the list indexes from the first request (PostgreSQL would
    // analyze on its own a little later; SQLite never does).
    await sql`analyze`.execute(db);
  }
  return report;
}

/**
 * The demo's winner board: other players' big wins of the last week on the merchant's games (made up, so
 * only with the demo). Amounts are in the merchant's currency and scale: from its winner-board threshold
 * (the smallest win the board takes, see winnerBoardMinCents) to about 2,000 times it, mostly modest. Once
 * per merchant: nothing is added when it has any winner.
 */
export async function seedWinners(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = new Map((await db.selectFrom('merchants').select(['code', 'currency_code']).execute()).map((m) => [m.code, m.currency_code]));
  for (const m of CATALOGUE_SEEDS) {
    const currency = merchants.get(m.merchantCode);
    if (!currency) continue;
    await db.transaction().execute(async (trx) => {
      const hasWinners = await trx.selectFrom('game_winners').select('id').where('merchant_code', '=', m.merchantCode).limit(1).executeTakeFirst();
      if (hasWinners) return;
      const ids = await trx
        .selectFrom('games')
        .select(['id', 'node_id', 'game_type'])
        .where('merchant_code', '=', m.merchantCode)
        .where('game_type', 'in', ['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE'])
        .orderBy('id')
        .execute();
      if (ids.length === 0) return;
      const floor = winnerBoardMinCents(currency);
      // whole units in every currency (the dong and the rupiah have no cents; the others show round wins)
      const unitCents = 100;
      const winners = Array.from({ length: m.winnerCount }, (_, i) => {
        const key = `${m.merchantCode}:winner:${i}`;
        const game = ids[hash32(`${key}:game`) % ids.length]!;
        const scale = 1 + Math.pow(unit(`${key}:amount`), 4) * 2_000;
        const cents = Math.round((floor * scale) / unitCents) * unitCents;
        return {
          merchant_code: m.merchantCode,
          game_id: game.id,
          customer_name: winnerName(key),
          win_amount: cents,
          won_at: now - Math.round(unit(`${key}:when`) * 7 * 24 * 3600 * 1000),
        };
      });
      await trx.insertInto('game_winners').values(winners).execute();
    });
  }
}
