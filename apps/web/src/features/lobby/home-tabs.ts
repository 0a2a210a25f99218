import type { DataType, GameType } from '@lobby/contract';
import type { I18nKey } from '@/shared/i18n/keys';
import type { LobbyCategory } from '@/shared/lib/lobby-navigation';

/**
 * What the home game area shows:
 * - HOT (the landing tab): the home sections, a hot list with 'more' on every section;
 * - ESPORTS, COCKFIGHT, LOTT, ELOTT: their vendors; SPORTS: its vendors from the vendor mapping;
 * - any other category: its game list;
 * - after a section's 'more' set the data type to FAV or HOT: that list.
 */
export type HomeView =
  | { kind: 'sections' }
  | { kind: 'vendors'; category: GameType; source: 'sorting' | 'mapping' }
  | { kind: 'games'; category: GameType }
  | { kind: 'favourites' }
  | { kind: 'hot' };

const VENDOR_LIST_CATEGORIES: readonly GameType[] = ['ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

export function homeView(category: LobbyCategory, dataType: DataType): HomeView {
  if (dataType === 'FAV') return { kind: 'favourites' };
  if (dataType === 'HOT') return { kind: 'hot' };
  if (category === 'HOT') return { kind: 'sections' };
  if (VENDOR_LIST_CATEGORIES.includes(category)) return { kind: 'vendors', category, source: 'sorting' };
  if (category === 'SPORTS') return { kind: 'vendors', category, source: 'mapping' };
  return { kind: 'games', category };
}

/** A home section's 'more': what it sets before the area switches to the list view. */
export type SectionMore =
  | { dataType: 'FAV' | 'HOT' }
  | { category: GameType; vassalage?: string };

export interface HomeSection {
  id: string;
  titleKey?: I18nKey;
  /** a provider row's title is the vendor's own name */
  vendor?: string;
  /** rows per carousel slide (hot, JILI, FC, PGE 3; slots 1; bingo 2; fish 2) */
  rows: number;
  source:
    | { kind: 'favourites' }
    | { kind: 'hot' }
    | { kind: 'list'; gameType: GameType; vassalage?: string };
  more: SectionMore;
  /** only for signed-in real accounts */
  membersOnly?: boolean;
}

/** The home game area, in order; the provider picker follows the last one. */
export const HOME_SECTIONS: readonly HomeSection[] = [
  {
    id: 'favourites',
    titleKey: 'lobby.section.favourites',
    rows: 1,
    source: { kind: 'favourites' },
    more: { dataType: 'FAV' },
    membersOnly: true,
  },
  { id: 'hot', titleKey: 'lobby.section.hot', rows: 3, source: { kind: 'hot' }, more: { dataType: 'HOT' } },
  ...(['JILI', 'FC', 'PGE'] as const).map(
    (vendor): HomeSection => ({
      id: `vendor-${vendor}`,
      vendor,
      rows: 3,
      source: { kind: 'list', gameType: 'RNG', vassalage: vendor },
      more: { category: 'RNG', vassalage: vendor },
    }),
  ),
  { id: 'slots', titleKey: 'lobby.section.slots', rows: 1, source: { kind: 'list', gameType: 'RNG' }, more: { category: 'RNG' } },
  { id: 'bingo', titleKey: 'lobby.section.bingo', rows: 2, source: { kind: 'list', gameType: 'BINGO' }, more: { category: 'BINGO' } },
  { id: 'fishing', titleKey: 'lobby.section.fishing', rows: 2, source: { kind: 'list', gameType: 'FISH' }, more: { category: 'FISH' } },
];

/** Columns a section carousel holds at most (3.1 in view, moved 3 at a time). */
export const SECTION_COLUMNS = 9;
