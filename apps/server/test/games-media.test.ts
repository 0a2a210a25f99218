import { GAME_PATHS, INHOUSE_GAME_CODES, ORIGINAL_ART, rasterArtwork, rasterLogo } from '@lobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialsOf } from '../src/modules/catalogue/game-media/artwork.ts';
import { call, getQuery, maxAge, parseSvg } from './helpers/games.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function expectSvg(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(maxAge(res.headers['cache-control'])).toBeGreaterThanOrEqual(7 * 24 * 3600);
  const root = parseSvg(res.body);
  expect(root.name).toBe('svg');
  expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
  return root;
}

describe('game artwork', () => {
  it('is checked by a parser that refuses malformed XML', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow();
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).toThrow();
  });

  it('is a square, well-formed SVG with the initials, cached for long, the same every time', async () => {
    const games = (await getQuery(t.app, GAME_PATHS.gameList, { pageSize: 40, language: 'EN' })).json().value.games as {
      iconUrl: string;
      nodeName: string;
      vendorName: string;
    }[];
    // every kind of tile, including names with & and apostrophes
    const lottery = (await call(t.app, 'GET', GAME_PATHS.lotteryList)).json().value.list;
    const pvp = (await getQuery(t.app, GAME_PATHS.gameList, { gameType: 'PVP', gameName: "hold'em", language: 'EN' })).json().value.games;
    for (const g of [...games, ...lottery, ...pvp]) {
      const res = await call(t.app, 'GET', g.iconUrl);
      const root = expectSvg(res);
      expect(root.attributes.width).toBe(root.attributes.height);
      expect(res.body).toContain(`>${initialsOf(g.nodeName)}</text>`);
      expect(res.body).toContain(g.vendorName.toUpperCase().replace(/&/g, '&#38;'));
      expect((await call(t.app, 'GET', g.iconUrl)).body).toBe(res.body);
    }
    expect(pvp.length).toBeGreaterThan(0);
  });

  it('differs between games of one vendor and shares the vendor colour family', async () => {
    const [a, b] = (await getQuery(t.app, GAME_PATHS.gameList, { vassalage: 'JILI', pageSize: 2 })).json().value.games;
    const svgA = (await call(t.app, 'GET', a.iconUrl)).body;
    const svgB = (await call(t.app, 'GET', b.iconUrl)).body;
    expect(svgA).not.toBe(svgB);
  });

  it('gives each in-house game a picture and colour of its own, well-formed', async () => {
    const games = (await getQuery(t.app, GAME_PATHS.gameList, { vassalage: 'BGS', pageSize: 40, language: 'EN' })).json().value.games as { iconUrl: string; gameCode: string }[];
    expect(games).toHaveLength(10);
    const pictures = new Set<string>();
    for (const g of games) {
      const res = await call(t.app, 'GET', g.iconUrl);
      expectSvg(res);
      const game = INHOUSE_GAME_CODES[g.gameCode]!;
      expect(res.body).toContain(ORIGINAL_ART[game].glyph);
      expect(res.body).toContain(`hsl(${ORIGINAL_ART[game].hue} 78% 56%)`);
      pictures.add(ORIGINAL_ART[game].glyph);
    }
    expect(pictures.size).toBe(10);
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const file of ['4242424.svg', '1000001.png', '1000001', '..%2F..%2Fetc%2Fpasswd', '%3Cscript%3E.svg', `${'9'.repeat(70)}.svg`]) {
      const res = await call(t.app, 'GET', `/media/games/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().errorCode).toBe('request.not.found');
    }
  });
});

/** A WebP answer: its pixel size, and that browsers may keep it as long as the SVG. */
async function expectWebp(url: string): Promise<{ width: number; height: number; bytes: Buffer }> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(maxAge(res.headers['cache-control'])).toBeGreaterThanOrEqual(7 * 24 * 3600);
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta.format).toBe('webp');
  return { width: meta.width, height: meta.height, bytes: res.rawPayload };
}

describe('game artwork as WebP', () => {
  it('comes at every width pages ask for, square, small, the same every time', async () => {
    const games = (await getQuery(t.app, GAME_PATHS.gameList, { pageSize: 3, language: 'EN' })).json().value.games as { iconUrl: string }[];
    expect(games.length).toBe(3);
    for (const g of games) {
      const raster = rasterArtwork(g.iconUrl, 'game');
      expect(raster, g.iconUrl).not.toBeNull();
      for (const entry of raster!.srcSet.split(', ')) {
        const [url, w] = entry.split(' ') as [string, string];
        const width = Number(w.slice(0, -1));
        const image = await expectWebp(url);
        expect({ width: image.width, height: image.height }).toEqual({ width, height: width });
        // a 3-column tile at 2x is a few KB, not the 2 KB SVG's 100 KB of pixels
        expect(image.bytes.length).toBeLessThan(width * 40);
        expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(image.bytes)).toBe(true);
      }
    }
  });

  it('answers 404 for widths not offered, unknown games and malformed names', async () => {
    const [game] = (await getQuery(t.app, GAME_PATHS.gameList, { pageSize: 1 })).json().value.games as { nodeId: string }[];
    for (const file of [
      `${game!.nodeId}-241.webp`,
      `${game!.nodeId}-4800.webp`,
      `${game!.nodeId}-0.webp`,
      `${game!.nodeId}-750.webp`,
      `${game!.nodeId}.webp`,
      '4242424-240.webp',
      '-240.webp',
      '%3Cx%3E-240.webp',
      `${'9'.repeat(70)}-240.webp`,
    ]) {
      const res = await call(t.app, 'GET', `/media/games/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().errorCode).toBe('request.not.found');
    }
  });
});

describe('vendor artwork', () => {
  it('draws a wordmark and a white variant for every vendor of the mapping', async () => {
    const mapping = (await call(t.app, 'GET', GAME_PATHS.vendorMapping)).json().value as { vendors: { vassalage: string; displayName: string; mobileLargeIcon: string; whiteIcon: string }[] }[];
    const vendors = new Map(mapping.flatMap((m) => m.vendors.map((v) => [v.vassalage, v] as const)));
    expect(vendors.size).toBeGreaterThan(25);
    for (const v of vendors.values()) {
      const plain = await call(t.app, 'GET', v.mobileLargeIcon);
      const white = await call(t.app, 'GET', v.whiteIcon);
      expectSvg(plain);
      expectSvg(white);
      expect(plain.body).toContain(`>${v.displayName}</text>`);
      expect(white.body).not.toBe(plain.body);
      expect(white.body).toContain('fill="#FFFFFF"');
    }
    expect(vendors.get('TCG_LOTTO_VN')!.whiteIcon).toBe('/media/vendors/TCG_LOTTO_VN-WHITE.svg');
  });

  it('answers 404 for unknown vendors', async () => {
    for (const file of ['NOPE.svg', 'JILI-BLACK.svg', 'JILI.png', '-WHITE.svg']) {
      expect((await call(t.app, 'GET', `/media/vendors/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('wordmarks as WebP', () => {
  it("come at the height a page shows them, in the SVG's own proportions, for vendors and brands", async () => {
    const svg = await call(t.app, 'GET', '/media/vendors/JILI.svg');
    const [, w, h] = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg.body)!;
    const raster = rasterLogo('/media/vendors/JILI.svg', 24)!;
    expect(raster.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x', '3x']);
    for (const entry of raster.srcSet.split(', ')) {
      const url = entry.split(' ')[0]!;
      const height = Number(/-h(\d+)\.webp$/.exec(url)![1]);
      const image = await expectWebp(url);
      expect(image.height).toBe(height);
      expect(Math.abs(image.width - (Number(w) * height) / Number(h))).toBeLessThanOrEqual(1);
    }
    const white = await expectWebp('/media/vendors/JILI-WHITE-h48.webp');
    expect(white.bytes.equals((await expectWebp('/media/vendors/JILI-h48.webp')).bytes)).toBe(false);

    const logo = rasterLogo('/media/brand/LUCKY/logo.svg', 32)!;
    expect(logo.src).toBe('/media/brand/LUCKY/logo-h64.webp');
    const brand = await t.app.inject({ method: 'GET', url: logo.src });
    expect(brand.statusCode).toBe(200);
    expect(brand.headers['content-type']).toBe('image/webp');
    expect((await sharp(brand.rawPayload).metadata()).height).toBe(64);
  });

  it('answer 404 for heights not offered, unknown vendors or brands and other names', async () => {
    for (const url of [
      '/media/vendors/JILI-h8.webp',
      '/media/vendors/JILI-h500.webp',
      '/media/vendors/NOPE-h48.webp',
      '/media/vendors/JILI-BLACK-h48.webp',
      '/media/vendors/JILI-48.webp',
      '/media/brand/LUCKY/logo-h9.webp',
      '/media/brand/LUCKY/logo-h193.webp',
      '/media/brand/LUCKY/other-h48.webp',
      '/media/brand/LUCKY/logo.webp',
      '/media/brand/NOPE/logo-h48.webp',
      '/media/brand/LUCKY/%3Cx%3E-h48.webp',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('request.not.found');
    }
  });
});

describe('banner artwork', () => {
  it('draws every banner the API lists', async () => {
    const banners = (await getQuery(t.app, GAME_PATHS.banners, { groupName: 'm_home' })).json().value as { url: string; title: string }[];
    for (const b of banners) {
      const res = await call(t.app, 'GET', b.url);
      const root = expectSvg(res);
      expect(root.attributes.viewBox).toBe('0 0 750 300');
      expect(res.body).toContain(b.title);
    }
    expect((await call(t.app, 'GET', '/media/banners/99999.svg')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/media/banners/abc.svg')).statusCode).toBe(404);
  });

  it("draws the title and the call to action in the file's language; English without one", async () => {
    const [vi] = (await getQuery(t.app, GAME_PATHS.banners, { groupName: 'm_home', language: 'VI' })).json().value as { id: number; url: string; title: string }[];
    expect(vi!.url).toBe(`/media/banners/${vi!.id}_VI.svg`);
    const drawn = await call(t.app, 'GET', vi!.url);
    expectSvg(drawn);
    expect(drawn.body).toContain('>Thưởng chào mừng 120%</text>');
    expect(drawn.body).toContain('>CHƠI NGAY</text>');
    const english = await call(t.app, 'GET', `/media/banners/${vi!.id}.svg`);
    expect(english.body).toContain('>Welcome Bonus 120%</text>');
    expect(english.body).toContain('>PLAY NOW</text>');
    const thai = await call(t.app, 'GET', `/media/banners/${vi!.id}_TH.svg`);
    expect(thai.body).toContain('>โบนัสต้อนรับ 120%</text>');
    expect(thai.body).toContain('>เล่นเลย</text>');
    // the Indonesian call to action is longer: its button grows to hold it
    const id = await call(t.app, 'GET', `/media/banners/${vi!.id}_ID.svg`);
    expect(Number(/<rect x="48" y="196" width="(\d+)"/.exec(id.body)![1])).toBeGreaterThan(150);
    const webp = await expectWebp(`/media/banners/${vi!.id}_VI-750.webp`);
    expect(webp.width).toBe(750);
    // one URL per drawing: English has no suffix, and only platform languages exist
    for (const file of [`${vi!.id}_EN.svg`, `${vi!.id}_XX.svg`, `${vi!.id}_vi.svg`, `${vi!.id}_VI_VI.svg`, `${vi!.id}_EN-750.webp`, `99999_VI.svg`]) {
      expect((await call(t.app, 'GET', `/media/banners/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('comes as WebP at the widths pages ask for, 750 x 300 in shape; 404 for anything else', async () => {
    const [banner] = (await getQuery(t.app, GAME_PATHS.banners, { groupName: 'm_home' })).json().value as { url: string }[];
    const raster = rasterArtwork(banner!.url, 'banner');
    expect(raster).not.toBeNull();
    for (const entry of raster!.srcSet.split(', ')) {
      const [url, w] = entry.split(' ') as [string, string];
      const width = Number(w.slice(0, -1));
      const image = await expectWebp(url);
      expect({ width: image.width, height: image.height }).toEqual({ width, height: (width * 300) / 750 });
    }
    const id = banner!.url.split('/').pop()!.replace('.svg', '');
    for (const file of [`${id}-240.webp`, `${id}-751.webp`, '99999-750.webp', 'abc-750.webp', `${id}-750.png`]) {
      const res = await call(t.app, 'GET', `/media/banners/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().errorCode).toBe('request.not.found');
    }
  });
});

describe('status paths', () => {
  it('point the web at the artwork routes', async () => {
    const paths = (await call(t.app, 'GET', '/wps/system/status')).json().value.info.paths;
    expect(paths.gameImage).toBe(GAME_PATHS.gameImage);
    expect(paths.vendorIcon).toBe(GAME_PATHS.vendorIcon);
  });
});

// This app keeps the default catalogue cache (the other game suites turn it off).
describe('catalogue cache', () => {
  it('keeps answers per merchant and language', async () => {
    const url = `${GAME_PATHS.gameList}?vassalage=JILI&pageSize=3`;
    const en = await call(t.app, 'GET', url, { headers: { language: 'EN' } });
    const ty = await call(t.app, 'GET', url, { headers: { language: 'TY' } });
    const golden = await call(t.app, 'GET', url, { headers: { merchant: 'GOLDEN', language: 'EN' } });
    expect(en.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(en.json().value.games[0].nodeId).toBe(ty.json().value.games[0].nodeId);
    expect(en.json().value.games[0].gameName).not.toBe(ty.json().value.games[0].gameName);
    expect(golden.json().value.totalCount).not.toBe(en.json().value.totalCount);
    expect((await call(t.app, 'GET', url, { headers: { language: 'EN' } })).body).toBe(en.body);
  });

  it('shows an operator change of the hot ranking at once', async () => {
    const before = (await call(t.app, 'GET', GAME_PATHS.hot)).json().value.list as { nodeId: string }[];
    const nodeIds = before.slice(0, 5).map((g) => g.nodeId).reverse();
    expect((await call(t.app, 'PUT', '/ops/merchants/LUCKY/hot', { headers: opsHeaders(), payload: { nodeIds } })).statusCode).toBe(200);
    const after = (await call(t.app, 'GET', GAME_PATHS.hot)).json().value.list as { nodeId: string }[];
    expect(after.map((g) => g.nodeId)).toEqual(nodeIds);
  });

  it('serves the kept hot list until refresh=true asks for a fresh one', async () => {
    const first = (await call(t.app, 'GET', GAME_PATHS.hot)).json().value.list as { nodeId: string }[];
    // Behind the API's back: drop rank 1 from the ranking.
    await t.app.database.db.deleteFrom('hot_games').where('merchant_code', '=', 'LUCKY').where('node_id', '=', first[0]!.nodeId).execute();
    const kept = (await call(t.app, 'GET', GAME_PATHS.hot)).json().value.list as { nodeId: string }[];
    expect(kept.map((g) => g.nodeId)).toEqual(first.map((g) => g.nodeId));
    const fresh = (await call(t.app, 'GET', `${GAME_PATHS.hot}?refresh=true`)).json().value.list as { nodeId: string }[];
    expect(fresh.map((g) => g.nodeId)).toEqual(first.slice(1).map((g) => g.nodeId));
  });

  it('does not keep failures', async () => {
    expect((await call(t.app, 'GET', `${GAME_PATHS.gameList}?merchant=GOLDEN`)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${GAME_PATHS.gameList}?merchant=GOLDEN`, { headers: { merchant: 'GOLDEN' } })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `${GAME_PATHS.gameList}?merchant=GOLDEN`)).statusCode).toBe(400);
  });
});
