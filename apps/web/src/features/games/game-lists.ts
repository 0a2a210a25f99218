import type { Game, VendorMapping } from '@lobby/contract';
import { INHOUSE_VENDORS, type BannerGroup, type GameType } from '@lobby/contract/rules';
import type { PathName } from '@/shared/lib/paths';

/** A game category screen: the type its list shows and the banner group above it. */
export interface CategoryConfig {
  gameType: GameType;
  bannerGroup: BannerGroup;
}

/** The category screens by route name (the game type comes from the path). */
export const CATEGORY_SCREENS: Partial<Record<PathName, CategoryConfig>> = {
  liveGames: { gameType: 'LIVE', bannerGroup: 'm_live' },
  slotGames: { gameType: 'RNG', bannerGroup: 'm_rng' },
  sportGames: { gameType: 'SPORTS', bannerGroup: 'm_sports' },
  inPlay: { gameType: 'SPORTS', bannerGroup: 'm_sports' },
  fishingGames: { gameType: 'FISH', bannerGroup: 'm_fish' },
  pokerGames: { gameType: 'PVP', bannerGroup: 'm_pvp' },
  lott: { gameType: 'LOTT', bannerGroup: 'm_lott' },
  elott: { gameType: 'ELOTT', bannerGroup: 'm_elott' },
  inHouse: { gameType: 'INHOUSE', bannerGroup: 'm_home' },
};

/** Banner group of a game type (the game centre takes its type from the query). */
export const BANNER_GROUP_OF_TYPE: Partial<Record<GameType, BannerGroup>> = {
  RNG: 'm_rng',
  BINGO: 'm_rng',
  LIVE: 'm_live',
  FISH: 'm_fish',
  PVP: 'm_pvp',
  SPORTS: 'm_sports',
  ESPORTS: 'm_sports',
  COCKFIGHT: 'm_sports',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
};

export interface VendorTab {
  vassalage: string;
  displayName: string;
  whiteIcon: string;
  gameCount: number;
}

export interface Classification {
  gameClassify: string;
  displayName: string;
}

/** Vendors of one game type in lobby order (BINGO is RNG's vendors that carry bingo). */
export function vendorsOfType(mapping: VendorMapping | undefined, gameType: GameType): VendorTab[] {
  if (!mapping) return [];
  if (gameType === 'BINGO') {
    const rng = mapping.find((e) => e.gameType === 'RNG');
    return (rng?.vendors ?? []).filter((v) => v.classifications.some((c) => c.gameClassify === 'BG')).map(toTab);
  }
  return (mapping.find((e) => e.gameType === gameType)?.vendors ?? []).map(toTab);
}

function toTab(v: VendorMapping[number]['vendors'][number]): VendorTab {
  return { vassalage: v.vassalage, displayName: v.displayName, whiteIcon: v.whiteIcon, gameCount: v.gameCount };
}

/** The provider strip leaves out LOTT, ELOTT and SPORTS and shows each vendor once. */
export const PROVIDER_STRIP_EXCLUDED: readonly GameType[] = ['LOTT', 'ELOTT', 'SPORTS'];

export function providerStripVendors(mapping: VendorMapping | undefined): VendorTab[] {
  const seen = new Map<string, VendorTab>();
  for (const entry of mapping ?? []) {
    if (PROVIDER_STRIP_EXCLUDED.includes(entry.gameType)) continue;
    for (const vendor of entry.vendors) {
      const known = seen.get(vendor.vassalage);
      if (known) known.gameCount += vendor.gameCount;
      else seen.set(vendor.vassalage, toTab(vendor));
    }
  }
  return [...seen.values()];
}

/**
 * The classifications to offer: the chosen vendor's own (over every type, or one type), or with no vendor
 * every vendor's of that type; each key once, in the order first met.
 */
export function classificationsOf(
  mapping: VendorMapping | undefined,
  { vassalage, gameType }: { vassalage?: string | null; gameType?: GameType | null },
): Classification[] {
  const out = new Map<string, Classification>();
  for (const entry of mapping ?? []) {
    if (gameType && entry.gameType !== gameType) continue;
    for (const vendor of entry.vendors) {
      if (vassalage && vendor.vassalage !== vassalage) continue;
      for (const c of vendor.classifications) if (!out.has(c.gameClassify)) out.set(c.gameClassify, c);
    }
  }
  return [...out.values()];
}

/** The display name of a vendor from the mapping, else its code. */
export function vendorNameOf(mapping: VendorMapping | undefined, vassalage: string): string {
  for (const entry of mapping ?? []) {
    const vendor = entry.vendors.find((v) => v.vassalage === vassalage);
    if (vendor) return vendor.displayName;
  }
  return vassalage;
}

/**
 * The hot list (and favourites) are filtered on the client by game type; INHOUSE by the in-house
 * vendor list (BGS),
 * BINGO as RNG games classified BG. No type: everything.
 */
export function filterByGameType<T extends Game>(list: readonly T[], gameType: GameType | null | undefined): T[] {
  if (!gameType) return [...list];
  if (gameType === 'INHOUSE') {
    return list.filter((g) => g.gameType === 'INHOUSE' || (INHOUSE_VENDORS as readonly string[]).includes(g.vassalage));
  }
  if (gameType === 'BINGO') return list.filter((g) => g.gameType === 'RNG' && g.gameClassify === 'BG');
  return list.filter((g) => g.gameType === gameType);
}

/** Trimmed, case-insensitive substring match on the shown and the catalogue name. */
export function matchesName(game: Pick<Game, 'gameName' | 'nodeName'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return game.gameName.toLowerCase().includes(needle) || game.nodeName.toLowerCase().includes(needle);
}

/** Popular games in slides of 3 (one row) under 6 games, else 6 (two rows). */
export function chunkPopular<T>(games: readonly T[]): { perSlide: 3 | 6; slides: T[][] } {
  const perSlide = games.length < 6 ? 3 : 6;
  const slides: T[][] = [];
  for (let i = 0; i < games.length; i += perSlide) slides.push(games.slice(i, i + perSlide));
  return { perSlide, slides };
}

/** A game type read from the query, or null. */
export function parseGameType(value: string | null, types: readonly string[]): GameType | null {
  return value && types.includes(value) ? (value as GameType) : null;
}
