/** The game lobby's API paths and where the server serves game artwork. */
export const GAME_PATHS = {
  vendorMapping: '/lgw/vendors/mapping',
  vendorSorting: '/lgw/vendors/sorting',
  vendorGameTypes: '/lgw/vendors/gameTypes',
  gameList: '/lgw/games/mobile',
  /** POST adds, DELETE removes (body nodeId, vendor) */
  favourites: '/lgw/games/favourites',
  favouriteIds: '/lgw/games/favourites/ids',
  favouriteList: '/lgw/games/favourites/list',
  /** GET lists, POST adds */
  recent: '/lgw/games/recent',
  hot: '/lgw/games/hot',
  popular: '/lgw/games/popular',
  winners: '/lgw/games/winners',
  lotteryList: '/lgw/games/lottery',
  lotteryMenu: '/lgw/vn/games/game_menu',
  /** the latest draw of every lottery game (or of one gameCode), with the next draw's time and seed hash */
  lotteryNumero: '/lgw/lottery/numero',
  /** one draw recomputed from its revealed seed */
  lotteryVerify: '/lgw/lottery/verify',
  /** the last draws of one Vietnamese lottery game */
  lotteryVnRecent: '/lgw/vn/lottery/recent',
  /** the latest draw of every Vietnamese lottery game, grouped by region */
  lotteryVnNumero: '/lgw/vn/lottery/numero',
  launch: '/wps/game/launchGame',
  banners: '/lgw/banners',
  /**
   * artwork: `<gameImage>/<nodeId>.svg`, `<vendorIcon>/<vassalage>.svg` and `<vassalage>-WHITE.svg`; game
   * tiles and banners also as WebP (`rasterArtwork`)
   */
  gameImage: '/media/games',
  vendorIcon: '/media/vendors',
  bannerImage: '/media/banners',
  /** the bundled demo vendor's game pages */
  demoGame: '/games/demo',
  opsHot: '/ops/merchants/:code/hot',
} as const;

/**
 * Server-drawn artwork (game tiles, banners) is SVG for API clients, any size. Pages show it as WebP at one
 * of these widths, `<base>/<id>-<width>.webp`: an SVG is laid out and painted on the page's main thread
 * (text and all), a WebP is decoded off it. A game tile fits a 3-column phone grid (about 120 CSS px, so
 * 240 px at 2x); a banner the phone's width.
 */
export const ARTWORK_WIDTHS = {
  game: [160, 240, 320, 480],
  banner: [750, 1125],
} as const;

export type ArtworkKind = keyof typeof ARTWORK_WIDTHS;

const ARTWORK_BASE: Record<ArtworkKind, string> = { game: GAME_PATHS.gameImage, banner: GAME_PATHS.bannerImage };
/** The width a page asks for when it cannot choose (no srcset support). */
const ARTWORK_DEFAULT_WIDTH: Record<ArtworkKind, number> = { game: 240, banner: 750 };
/** An artwork id: a nodeId or a banner id. */
const ARTWORK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The WebP of a server-drawn artwork id at one of its widths. */
export function rasterArtworkUrl(kind: ArtworkKind, id: string, width: number): string {
  return `${ARTWORK_BASE[kind]}/${id}-${width}.webp`;
}

/**
 * The raster versions of a server-drawn SVG, by its URL (`<base>/<id>.svg`): a src and a srcset of every
 * width. Null for any other image (an operator's own URL), which is shown as it is.
 */
export function rasterArtwork(url: string, kind: ArtworkKind): { src: string; srcSet: string } | null {
  const base = `${ARTWORK_BASE[kind]}/`;
  if (!url.startsWith(base) || !url.endsWith('.svg')) return null;
  const id = url.slice(base.length, -'.svg'.length);
  if (!ARTWORK_ID.test(id)) return null;
  return {
    src: rasterArtworkUrl(kind, id, ARTWORK_DEFAULT_WIDTH[kind]),
    srcSet: ARTWORK_WIDTHS[kind].map((width) => `${rasterArtworkUrl(kind, id, width)} ${width}w`).join(', '),
  };
}

/** `<id>-<width>.webp` with a width offered for the kind, or null. */
export function parseRasterArtwork(file: string, kind: ArtworkKind): { id: string; width: number } | null {
  const match = /^([A-Za-z0-9_-]{1,64}?)-(\d{2,4})\.webp$/.exec(file);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(ARTWORK_WIDTHS[kind] as readonly number[]).includes(width)) return null;
  return { id: match[1]!, width };
}

/**
 * Server-drawn wordmarks (a brand's logo, a vendor's) as WebP at a pixel height, `<svg path minus .svg>-h<height>.webp`:
 * their text is laid out and painted on the page's main thread when shown as SVG (the first one on a page
 * cost tens of milliseconds: font matching), a WebP is decoded off it. A logo keeps its own proportions, so
 * it is asked for by height, at 1x, 2x and 3x of the height it is shown at.
 */
export const LOGO_HEIGHTS = { min: 16, max: 192 } as const;

const LOGO_SOURCES: readonly RegExp[] = [
  // a vendor's wordmark, or its white one for dark backgrounds
  new RegExp(`^${GAME_PATHS.vendorIcon}/[A-Za-z0-9_]{1,32}(?:-WHITE)?\\.svg$`),
  // a brand's logo
  /^\/media\/brand\/[A-Za-z0-9_-]{1,64}\/logo\.svg$/,
];

/** The WebP of a server-drawn wordmark at a pixel height (within LOGO_HEIGHTS). */
export function rasterLogoUrl(svgUrl: string, height: number): string {
  return `${svgUrl.slice(0, -'.svg'.length)}-h${height}.webp`;
}

/**
 * A src and an x-descriptor srcset for a wordmark shown `cssHeight` px tall, or null for any other image (an
 * operator's own URL), which is shown as it is.
 */
export function rasterLogo(url: string, cssHeight: number): { src: string; srcSet: string } | null {
  if (!LOGO_SOURCES.some((pattern) => pattern.test(url))) return null;
  const heights = [1, 2, 3]
    .map((density) => ({ density, height: Math.round(cssHeight * density) }))
    .filter(({ height }) => height >= LOGO_HEIGHTS.min && height <= LOGO_HEIGHTS.max);
  if (heights.length === 0) return null;
  const src = rasterLogoUrl(url, (heights.find((h) => h.density === 2) ?? heights[0]!).height);
  return { src, srcSet: heights.map(({ density, height }) => `${rasterLogoUrl(url, height)} ${density}x`).join(', ') };
}

/** `<name>-h<height>.webp` with a height in LOGO_HEIGHTS, or null. */
export function parseRasterLogo(file: string): { name: string; height: number } | null {
  const match = /^([A-Za-z0-9_-]{1,64}?)-h(\d{2,3})\.webp$/.exec(file);
  if (!match) return null;
  const height = Number(match[2]);
  if (height < LOGO_HEIGHTS.min || height > LOGO_HEIGHTS.max) return null;
  return { name: match[1]!, height };
}
