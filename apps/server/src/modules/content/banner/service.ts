import { BANNER_GROUPS, GAME_PATHS } from '@lobby/contract';
import type { Banner, BannerGroup, Language } from '@lobby/contract';
import { localizedArtworkUrl } from '../../../core/localized-artwork.ts';
import { createRasterizer } from '../../../core/raster.ts';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import { BANNER_ART_WIDTH, bannerSvg } from './artwork.ts';
import type { BannerRepository } from './repository.ts';

export function createBannerService(deps: { repository: BannerRepository; now: () => number }) {
  const { repository, now } = deps;
  const art = createTtlCache<string>({ ttlMs: 3600 * 1000, maxEntries: 500, now });
  // A 750 px banner is about 11 KB.
  const raster = createRasterizer({ maxBytes: 16 * 1024 * 1024 });

  /** The banner's SVG in a language, drawn from its row and text (kept for an hour). */
  async function bannerArt(id: number, language: Language): Promise<string | undefined> {
    const key = `${id}:${language}`;
    const hit = art.get(key);
    if (hit) return hit;
    const row = await repository.bannerById(id, language);
    if (!row) return undefined;
    const svg = bannerSvg({ id: row.id, title: row.title, groupName: row.group_name, language });
    art.set(key, svg);
    return svg;
  }

  return {
    /**
     * Banners of a lobby screen that are within their date window now, titled in the language. A banner
     * the server draws points at its artwork in that language; an operator's own image is left as it is.
     */
    async banners(merchantCode: string, groupName: BannerGroup, language: Language): Promise<Banner[]> {
      const rows = await repository.activeBanners(merchantCode, groupName, now(), language);
      return rows.map((r) => ({
        id: r.id,
        groupName: (BANNER_GROUPS as readonly string[]).includes(r.group_name) ? (r.group_name as BannerGroup) : groupName,
        title: r.title,
        url: localizedArtworkUrl(r.image_url, GAME_PATHS.bannerImage, r.id, language),
        link: r.link,
        sort: r.sort,
        startAt: r.start_at,
        endAt: r.end_at,
      }));
    },

    bannerArt,

    /** The banner as WebP at one of the offered widths (ARTWORK_WIDTHS.banner). */
    async bannerArtWebp(id: number, language: Language, width: number): Promise<Buffer | undefined> {
      const svg = await bannerArt(id, language);
      return svg === undefined ? undefined : raster.webp(svg, width, BANNER_ART_WIDTH);
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
