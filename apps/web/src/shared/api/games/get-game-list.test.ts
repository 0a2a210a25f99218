import { describe, expect, it } from 'vitest';
import { useGameFilterStore } from '@/shared/stores/game-filter-store';
import { gameListQuery, gameListQueryOptions, nextGamePage } from './get-game-list';

describe('game list query', () => {
  it('sends every parameter for the mobile html5 client, 36 a page', () => {
    expect(gameListQuery({ gameType: 'LIVE', vassalage: 'EVO' }, 1, 'EN')).toEqual({
      clientType: 2,
      platform: 'html5',
      gameName: '',
      gameType: 'LIVE',
      pageNo: 1,
      pageSize: 36,
      vassalage: 'EVO',
      gameClassify: '',
      minBet: '',
      minLine: '',
      isNew: '',
      language: 'EN',
    });
  });

  it('asks for BINGO as RNG with classify BG', () => {
    const query = gameListQuery({ gameType: 'BINGO', gameClassify: 'SLOT' }, 2, 'TY');
    expect(query).toMatchObject({ gameType: 'RNG', gameClassify: 'BG', pageNo: 2, language: 'TY' });
  });

  it('sends NEW as isNew 1 with an empty classify', () => {
    expect(gameListQuery({ gameType: 'RNG', gameClassify: 'SLOT', isNew: true }, 1, 'EN')).toMatchObject({
      isNew: '1',
      gameClassify: '',
    });
  });

  it('trims the searched name', () => {
    expect(gameListQuery({ gameName: '  Monkey ' }, 1, 'EN').gameName).toBe('Monkey');
  });

  it('has a next page while the answered page is before the last', () => {
    expect(nextGamePage({ games: [], pageNum: 1, totalPages: 3, totalCount: 80 })).toBe(2);
    expect(nextGamePage({ games: [], pageNum: 3, totalPages: 3, totalCount: 80 })).toBeUndefined();
    expect(nextGamePage({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 })).toBeUndefined();
  });

  it('starts again at page 1 under a new key when a filter changes', () => {
    const a = gameListQueryOptions({ gameType: 'RNG', vassalage: 'JILI' }, 'EN');
    const b = gameListQueryOptions({ gameType: 'RNG', vassalage: 'FC' }, 'EN');
    const c = gameListQueryOptions({ gameType: 'RNG', vassalage: 'JILI', gameName: 'x' }, 'EN');
    const d = gameListQueryOptions({ gameType: 'RNG', vassalage: 'JILI' }, 'TY');
    const keys = [a, b, c, d].map((o) => JSON.stringify(o.queryKey));
    expect(new Set(keys).size).toBe(4);
    expect(a.initialPageParam).toBe(1);
  });
});

describe('game filter store', () => {
  it('clears the classification when the vendor changes, and resets to ALL without a vendor', () => {
    const store = useGameFilterStore.getState();
    store.setVassalage('JILI');
    store.setGameClassify('SLOT');
    store.setVassalage('JILI');
    expect(useGameFilterStore.getState().gameClassify).toBe('SLOT');
    useGameFilterStore.getState().setVassalage('FC');
    expect(useGameFilterStore.getState().gameClassify).toBeNull();
    useGameFilterStore.getState().setDataType('FAV');
    useGameFilterStore.getState().setGameName('monkey');
    useGameFilterStore.getState().reset();
    expect(useGameFilterStore.getState()).toMatchObject({ dataType: 'ALL', vassalage: null, gameClassify: null, gameName: '' });
  });
});
