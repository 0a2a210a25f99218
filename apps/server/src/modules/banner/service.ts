import { BANNER_GROUPS } from '@lobby/contract';
import type { Banner, BannerGroup } from '@lobby/contract';
import { createRasterizer } from '../../core/raster.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { BANNER_ART_WIDTH, bannerSvg } from './artwork.ts';
import type { BannerRepository } from './repository.ts';

export function createBannerService(deps: { repository: BannerRepository; now: () => number }) {
  const { repository, now } = deps;
  const art = createTtlCache<string>({ ttlMs: 3600 * 1000, maxEntries: 500, now });
  // A 750 px banner is about 11 KB.
  const raster = createRasterizer({ maxBytes: 16 * 1024 * 1024 });

  /** The banner's SVG, drawn from its row (kept for an hour). */
  async function bannerArt(id: number): Promise<string | undefined> {
    const key = String(id);
    const hit = art.get(key);
    if (hit) return hit;
    const row = await repository.bannerById(id);
    if (!row) return undefined;
    const svg = bannerSvg({ id: row.id, title: row.title, groupName: row.group_name });
    art.set(key, svg);
    return svg;
  }

  return {
    /** Banners of a lobby screen that are within their date window now. */
    async banners(merchantCode: string, groupName: BannerGroup): Promise<Banner[]> {
      const rows = await repository.activeBanners(merchantCode, groupName, now());
      return rows.map((r) => ({
        id: r.id,
        groupName: (BANNER_GROUPS as readonly string[]).includes(r.group_name) ? (r.group_name as BannerGroup) : groupName,
        title: r.title,
        url: r.image_url,
        link: r.link,
        sort: r.sort,
        startAt: r.start_at,
        endAt: r.end_at,
      }));
    },

    bannerArt,

    /** The banner as WebP at one of the offered widths (ARTWORK_WIDTHS.banner). */
    async bannerArtWebp(id: number, width: number): Promise<Buffer | undefined> {
      const svg = await bannerArt(id);
      return svg === undefined ? undefined : raster.webp(svg, width, BANNER_ART_WIDTH);
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
