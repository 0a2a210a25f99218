import type { GameType } from '@lobby/contract';
import type { I18nKey } from '@/shared/i18n/keys';
import type { HrefQuery, PathName } from './paths';

/**
 * Where each game category lives: the top nav, the side menu and the home tabs all take a category's screen
 * from here, so they agree. Categories without a screen of their own (cockfight, bingo) open the game
 * centre with the type in the query; sports and e-sports open the sportsbook.
 */
export const CATEGORY_ROUTES: Readonly<Record<GameType, { name: PathName; query?: HrefQuery }>> = {
  RNG: { name: 'slotGames' },
  LIVE: { name: 'liveGames' },
  FISH: { name: 'fishingGames' },
  PVP: { name: 'pokerGames' },
  SPORTS: { name: 'sportGames' },
  LOTT: { name: 'lott' },
  ELOTT: { name: 'elott' },
  INHOUSE: { name: 'inHouse' },
  // the sportsbook, on its four e-sports
  ESPORTS: { name: 'sportGames', query: { sport: 'esports' } },
  COCKFIGHT: { name: 'gameCenter', query: { gameType: 'COCKFIGHT' } },
  BINGO: { name: 'gameCenter', query: { gameType: 'BINGO' } },
};

/** The display name of a category (the vendor sorting answer carries only the code). */
export function categoryNameKey(category: GameType | 'HOT'): I18nKey {
  return category === 'HOT' ? 'lobby.tabs.HOT' : (`lobby.category.${category}` as I18nKey);
}

/** The categories of the lobby from the vendor sorting, in its order, each once. */
export function lobbyCategories(sorting: readonly { gameCategory: GameType }[]): GameType[] {
  return [...new Set(sorting.map((s) => s.gameCategory))];
}

/**
 * The home tab bar: HOT first, then the categories, with bingo right after slots. Bingo is no category of
 * the sorting (it is RNG with classify BG), but it has a home section and a side-menu shortcut, and the tab
 * bar must be able to show it as the current category.
 */
export function homeTabs(categories: readonly GameType[]): (GameType | 'HOT')[] {
  const tabs: (GameType | 'HOT')[] = ['HOT'];
  for (const category of categories) {
    tabs.push(category);
    if (category === 'RNG' && !categories.includes('BINGO')) tabs.push('BINGO');
  }
  return tabs;
}

/** Top nav: every category except SPORTS. */
export function topNavCategories(categories: readonly GameType[]): GameType[] {
  return categories.filter((c) => c !== 'SPORTS');
}
