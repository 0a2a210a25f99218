import { describe, expect, it } from 'vitest';
import { homeTabs, lobbyCategories, topNavCategories } from '@/shared/lib/game-categories';
import { HOME_SECTIONS, homeView } from './home-tabs';

describe('home tabs rule', () => {
  it('HOT shows the sections; ESPORTS, COCKFIGHT, LOTT, ELOTT their vendors; SPORTS its mapped vendors; others a list', () => {
    expect(homeView('HOT', 'ALL')).toEqual({ kind: 'sections' });
    for (const category of ['ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const) {
      expect(homeView(category, 'ALL')).toEqual({ kind: 'vendors', category, source: 'sorting' });
    }
    expect(homeView('SPORTS', 'ALL')).toEqual({ kind: 'vendors', category: 'SPORTS', source: 'mapping' });
    for (const category of ['RNG', 'LIVE', 'FISH', 'PVP', 'INHOUSE', 'BINGO'] as const) {
      expect(homeView(category, 'ALL')).toEqual({ kind: 'games', category });
    }
  });

  it("a section's FAV or HOT data type shows that list whatever the category", () => {
    expect(homeView('HOT', 'FAV')).toEqual({ kind: 'favourites' });
    expect(homeView('HOT', 'HOT')).toEqual({ kind: 'hot' });
  });

  it('tabs: HOT first, bingo after slots; top nav without SPORTS; categories once each', () => {
    const categories = lobbyCategories([
      { gameCategory: 'RNG' },
      { gameCategory: 'SPORTS' },
      { gameCategory: 'ESPORTS' },
      { gameCategory: 'RNG' },
    ]);
    expect(categories).toEqual(['RNG', 'SPORTS', 'ESPORTS']);
    expect(homeTabs(categories)).toEqual(['HOT', 'RNG', 'BINGO', 'SPORTS', 'ESPORTS']);
    expect(topNavCategories(categories)).toEqual(['RNG', 'ESPORTS']);
  });

  it('sections in order with their row counts and their more actions', () => {
    expect(HOME_SECTIONS.map((s) => [s.id, s.rows])).toEqual([
      ['favourites', 1],
      ['hot', 3],
      ['vendor-JILI', 3],
      ['vendor-FC', 3],
      ['vendor-PGE', 3],
      ['slots', 1],
      ['bingo', 2],
      ['fishing', 2],
    ]);
    expect(HOME_SECTIONS.find((s) => s.id === 'favourites')).toMatchObject({ membersOnly: true, more: { dataType: 'FAV' } });
    expect(HOME_SECTIONS.find((s) => s.id === 'vendor-FC')?.more).toEqual({ category: 'RNG', vassalage: 'FC' });
    expect(HOME_SECTIONS.find((s) => s.id === 'bingo')?.more).toEqual({ category: 'BINGO' });
  });
});
