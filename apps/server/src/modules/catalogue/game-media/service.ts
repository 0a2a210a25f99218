import { createRasterizer, webpAtHeight } from '../../../core/raster.ts';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import type { GameRepository } from '../catalogue/index.ts';
import { GAME_ART_SIZE, gameArtSvg, vendorLogoSvg } from './artwork.ts';

/** Game tiles and vendor wordmarks, drawn from the catalogue and kept: they never change for an id. */
export function createGameMediaService(deps: { games: GameRepository; now: () => number }) {
  const { games } = deps;
  const artCache = createTtlCache<string | undefined>({ ttlMs: 24 * 3600 * 1000, maxEntries: 5000, now: deps.now });
  // A 240 px tile is about 3 KB: 48 MB keeps every size of several thousand games.
  const raster = createRasterizer({ maxBytes: 48 * 1024 * 1024 });

  async function gameArt(nodeId: string): Promise<string | undefined> {
    return artCache.getOrLoad(`g:${nodeId}`, async () => {
      const row = await games.artworkByNodeId(nodeId);
      if (!row) return undefined;
      const vendorName = (await games.vendorName(row.vassalage)) ?? row.vassalage;
      return gameArtSvg({ nodeId, name: row.name_en, gameType: row.game_type, classify: row.game_classify, vassalage: row.vassalage, vendorName, code: row.game_code });
    });
  }

  async function vendorArt(vassalage: string, white: boolean): Promise<string | undefined> {
    return artCache.getOrLoad(`v:${vassalage}:${white ? 1 : 0}`, async () => {
      const displayName = await games.vendorName(vassalage);
      if (!displayName) return undefined;
      return vendorLogoSvg({ vassalage, displayName, white });
    });
  }

  return {
    gameArt,

    /** The tile as WebP at one of the offered widths (ARTWORK_WIDTHS.game). */
    async gameArtWebp(nodeId: string, width: number): Promise<Buffer | undefined> {
      const svg = await gameArt(nodeId);
      return svg === undefined ? undefined : raster.webp(svg, width, GAME_ART_SIZE);
    },

    vendorArt,

    /** The wordmark as WebP `height` px tall (LOGO_HEIGHTS). */
    async vendorArtWebp(vassalage: string, white: boolean, height: number): Promise<Buffer | undefined> {
      const svg = await vendorArt(vassalage, white);
      return svg === undefined ? undefined : ((await webpAtHeight(raster, svg, height)) ?? undefined);
    },
  };
}

export type GameMediaService = ReturnType<typeof createGameMediaService>;
