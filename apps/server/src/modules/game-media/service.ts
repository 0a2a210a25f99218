import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { GameRepository } from '../catalogue/index.ts';
import { gameArtSvg, vendorLogoSvg } from './artwork.ts';

/** Game tiles and vendor wordmarks, drawn from the catalogue and kept: they never change for an id. */
export function createGameMediaService(deps: { games: GameRepository; now: () => number }) {
  const { games } = deps;
  const artCache = createTtlCache<string | undefined>({ ttlMs: 24 * 3600 * 1000, maxEntries: 5000, now: deps.now });

  return {
    async gameArt(nodeId: string): Promise<string | undefined> {
      return artCache.getOrLoad(`g:${nodeId}`, async () => {
        const row = await games.artworkByNodeId(nodeId);
        if (!row) return undefined;
        const vendorName = (await games.vendorName(row.vassalage)) ?? row.vassalage;
        return gameArtSvg({ nodeId, name: row.name_en, gameType: row.game_type, classify: row.game_classify, vassalage: row.vassalage, vendorName });
      });
    },

    async vendorArt(vassalage: string, white: boolean): Promise<string | undefined> {
      return artCache.getOrLoad(`v:${vassalage}:${white ? 1 : 0}`, async () => {
        const displayName = await games.vendorName(vassalage);
        if (!displayName) return undefined;
        return vendorLogoSvg({ vassalage, displayName, white });
      });
    },
  };
}

export type GameMediaService = ReturnType<typeof createGameMediaService>;
