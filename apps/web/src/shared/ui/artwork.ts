import { rasterArtwork, rasterLogo, type ArtworkKind } from '@lobby/contract/paths';

/**
 * How wide the server's artwork shows, for the browser's pick from its widths: a tile of the three-column
 * grid or carousel is about a third of the app (at most 480 px wide), a winner-board thumbnail 40 px, a
 * banner the app's width.
 */
export const ARTWORK_SIZES = {
  tile: '(min-width: 480px) 150px, 31vw',
  thumbnail: '40px',
  banner: '(min-width: 480px) 450px, 94vw',
} as const;

/**
 * An <img>'s src, srcSet and sizes for an artwork URL: the server's own SVG artwork as WebP at the width the
 * layout needs (decoded off the main thread, where an SVG is laid out and painted on it), any other image
 * as it is.
 */
export function artworkImage(url: string, kind: ArtworkKind, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const raster = rasterArtwork(url, kind);
  return raster ? { src: raster.src, srcSet: raster.srcSet, sizes } : { src: url };
}

/**
 * An <img>'s src and srcSet for a wordmark (the brand's logo, a vendor's) shown `cssHeight` px tall: the
 * server's own SVG wordmark as WebP at 1x, 2x and 3x of that height (an SVG's text is laid out and painted
 * on the main thread, the first one on a page for tens of milliseconds), any other image as it is.
 */
export function logoImage(url: string, cssHeight: number): { src: string; srcSet?: string } {
  return rasterLogo(url, cssHeight) ?? { src: url };
}
