import { describe, expect, it } from 'vitest';
import { fetchBanners } from '@/shared/api/games/get-banners';
import { fetchJackpot } from './get-jackpot';
import { fetchWinners } from './get-winners';
import { isApiError } from '@/shared/lib/http';
import { envelope } from '@/test/fixtures';
import { mockFetch } from '@/test/render-app';

const banner = { id: 1, groupName: 'm_home', title: 'Welcome', url: '/media/banners/1.svg', link: null, sort: 1, startAt: 0, endAt: null };
const winner = { nodeId: 'JILI_1', gameName: 'Fortune Gems', customerName: 'ja***23', winAmount: 900, wonAt: 1 };
const pool = { code: 'GRAND', name: 'Grand', amount: 1000.5, currency: 'PHP', lastWin: null };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return isApiError(error) ? error.errorCode : String(error);
  }
  return 'resolved';
}

describe("answers home reads while it paints, checked without zod", () => {
  it('pass through when they have the contract’s shape', async () => {
    mockFetch({
      '/lgw/banners': () => envelope([banner]),
      '/lgw/games/winners': () => envelope({ list: [winner, { ...winner, winAmount: 5000 }] }),
      '/lgw/jackpot': () => envelope({ pools: [pool] }),
    });
    expect(await fetchBanners('m_home', 'EN')).toEqual([banner]);
    expect((await fetchWinners('EN')).map((w) => w.winAmount)).toEqual([5000, 900]);
    expect(await fetchJackpot()).toEqual({ pools: [pool] });
  });

  it('fail as an invalid answer when a field the screen reads is missing or of the wrong kind', async () => {
    mockFetch({
      '/lgw/banners': () => envelope([{ ...banner, url: 7 }]),
      '/lgw/games/winners': () => envelope({ list: [{ ...winner, winAmount: '900' }] }),
      '/lgw/jackpot': () => envelope({ pools: [{ ...pool, amount: null }] }),
    });
    expect(await failure(fetchBanners('m_home', 'EN'))).toBe('response.invalid');
    expect(await failure(fetchWinners('EN'))).toBe('response.invalid');
    expect(await failure(fetchJackpot())).toBe('response.invalid');
  });
});
