import { describe, expect, it } from 'vitest';
import { gameListQuerySchema, prizeModeOf, splitSportsSorting } from '../index.ts';
import { parseRasterArtwork, parseRasterLogo, rasterArtwork, rasterLogo } from './paths.ts';

describe('prize mode rule', () => {
  const vendors = (...codes: string[]) => codes.map((vassalage) => ({ vassalage }));

  it('is ELOTT when the ELOTT entry has TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: vendors('TCG_LOTTO_VN') }])).toBe('ELOTT');
    expect(prizeModeOf([{ gameType: 'RNG', vendors: vendors('JILI') }, { gameType: 'ELOTT', vendors: vendors('X', 'LOTT') }])).toBe('ELOTT');
    // the vendor under LOTT, or another vendor under ELOTT, does not make it ELOTT
    expect(prizeModeOf([{ gameType: 'LOTT', vendors: vendors('TCG_LOTTO_VN') }])).toBe('LOTT');
    expect(prizeModeOf([{ gameType: 'ELOTT', vendors: vendors('TCG') }])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});

describe('sports split', () => {
  it('splits SPORTS into SPORTS, ESPORTS and COCKFIGHT right after SPORTS, keeping vendor order', () => {
    const out = splitSportsSorting([
      { gameCategory: 'RNG', vendorNames: ['JILI'] },
      { gameCategory: 'SPORTS', vendorNames: ['SV3', 'BTI', 'AV', 'IMES', 'DS88', 'SBX'] },
      { gameCategory: 'PVP', vendorNames: ['KGP'] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'RNG', vendorNames: ['JILI'] },
      { gameCategory: 'SPORTS', vendorNames: ['BTI', 'SBX'] },
      { gameCategory: 'ESPORTS', vendorNames: ['AV', 'IMES'] },
      { gameCategory: 'COCKFIGHT', vendorNames: ['SV3', 'DS88'] },
      { gameCategory: 'PVP', vendorNames: ['KGP'] },
    ]);
  });

  it('drops empty groups and merges stray ESPORTS / COCKFIGHT entries into the split', () => {
    const out = splitSportsSorting([
      { gameCategory: 'ESPORTS', vendorNames: ['TF'] },
      { gameCategory: 'SPORTS', vendorNames: ['AV', 'WGB'] },
      { gameCategory: 'LIVE', vendorNames: ['EVL'] },
    ]);
    expect(out).toEqual([
      { gameCategory: 'ESPORTS', vendorNames: ['AV', 'TF'] },
      { gameCategory: 'COCKFIGHT', vendorNames: ['WGB'] },
      { gameCategory: 'LIVE', vendorNames: ['EVL'] },
    ]);
  });

  it('leaves a list without SPORTS as it is', () => {
    const list = [{ gameCategory: 'RNG' as const, vendorNames: ['JILI'] }];
    expect(splitSportsSorting(list)).toEqual(list);
  });
});

describe('game list query', () => {
  it('defaults to page 1 of 36 and refuses page 0, pageSize over 200 and unknown types', () => {
    expect(gameListQuerySchema.parse({})).toMatchObject({ pageNo: 1, pageSize: 36 });
    expect(gameListQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ pageSize: '10000' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ gameType: 'CASINO' }).success).toBe(false);
    // clients send empty parameters for "no filter"
    expect(gameListQuerySchema.safeParse({ gameType: '', vassalage: '', minBet: '', isNew: '' }).success).toBe(true);
  });
});

describe('raster artwork URLs', () => {
  it('turn the server’s own SVG artwork into a src and a srcset of every offered width', () => {
    expect(rasterArtwork('/media/games/1000115.svg', 'game')).toEqual({
      src: '/media/games/1000115-240.webp',
      srcSet: [160, 240, 320, 480].map((w) => `/media/games/1000115-${w}.webp ${w}w`).join(', '),
    });
    expect(rasterArtwork('/media/banners/7.svg', 'banner')).toEqual({
      src: '/media/banners/7-750.webp',
      srcSet: '/media/banners/7-750.webp 750w, /media/banners/7-1125.webp 1125w',
    });
  });

  it('leave every other image alone', () => {
    for (const url of [
      'https://cdn.example.com/media/games/1.svg',
      '/media/games/1.png',
      '/media/games/a/b.svg',
      '/media/games/%3Cx%3E.svg',
      '/media/games/.svg',
      '/media/banners/1.svg',
      '',
    ]) {
      expect(rasterArtwork(url, 'game'), url).toBeNull();
    }
  });

  it('read back only the widths offered, with ids that may hold dashes', () => {
    expect(parseRasterArtwork('ab-12-320.webp', 'game')).toEqual({ id: 'ab-12', width: 320 });
    expect(parseRasterArtwork('7-1125.webp', 'banner')).toEqual({ id: '7', width: 1125 });
    for (const file of ['1-241.webp', '1-1125.webp', '1.webp', '1-240.png', '-240.webp', '../1-240.webp', '1-240.webp.svg']) {
      expect(parseRasterArtwork(file, 'game'), file).toBeNull();
    }
    // every URL a page is given reads back to its id and width
    for (const kind of ['game', 'banner'] as const) {
      for (const entry of rasterArtwork(`${kind === 'game' ? '/media/games' : '/media/banners'}/a-1.svg`, kind)!.srcSet.split(', ')) {
        const [url, w] = entry.split(' ');
        expect(parseRasterArtwork(url!.split('/').pop()!, kind)).toEqual({ id: 'a-1', width: Number(w!.slice(0, -1)) });
      }
    }
  });
});

describe('wordmarks as WebP', () => {
  it('offer the server\'s own vendor and brand wordmarks at 1x, 2x and 3x of the shown height', () => {
    expect(rasterLogo('/media/vendors/JILI.svg', 24)).toEqual({
      src: '/media/vendors/JILI-h48.webp',
      srcSet: '/media/vendors/JILI-h24.webp 1x, /media/vendors/JILI-h48.webp 2x, /media/vendors/JILI-h72.webp 3x',
    });
    expect(rasterLogo('/media/vendors/TCG_LOTTO_VN-WHITE.svg', 30)?.src).toBe('/media/vendors/TCG_LOTTO_VN-WHITE-h60.webp');
    expect(rasterLogo('/media/brand/LUCKY/logo.svg', 32)?.src).toBe('/media/brand/LUCKY/logo-h64.webp');
    // only the heights the server draws (16-192): 3x of 80 is left out
    expect(rasterLogo('/media/brand/LUCKY/logo.svg', 80)?.srcSet.split(', ').map((e) => e.split(' ')[1])).toEqual(['1x', '2x']);
  });

  it('leave any other image as it is', () => {
    for (const url of ['https://cdn.example/jili.svg', '/media/vendors/../x.svg', '/media/vendors/JILI.png', '/media/brand/LUCKY/icon.svg', '/media/games/1.svg']) {
      expect(rasterLogo(url, 24), url).toBeNull();
    }
  });

  it('read back only offered heights', () => {
    expect(parseRasterLogo('JILI-WHITE-h48.webp')).toEqual({ name: 'JILI-WHITE', height: 48 });
    expect(parseRasterLogo('logo-h192.webp')).toEqual({ name: 'logo', height: 192 });
    for (const file of ['logo-h15.webp', 'logo-h193.webp', 'logo-48.webp', 'logo-h48.png', '-h48.webp', 'a/b-h48.webp']) {
      expect(parseRasterLogo(file), file).toBeNull();
    }
  });
});
