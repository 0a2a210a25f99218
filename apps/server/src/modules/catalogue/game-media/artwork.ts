import { BINGO_CLASSIFY, INHOUSE_GAME_CODES, INHOUSE_VENDOR, ORIGINAL_ART } from '@lobby/contract';
import { hash32 } from '../../../lib/stable-hash.ts';
import { ARTWORK_FONT, escapeXml, hsl } from '../../../lib/svg.ts';

/**
 * Server-made artwork: game tiles and vendor wordmarks as SVG, deterministic from their ids (the
 * same request always draws the same picture), so no image host is needed and browsers may cache them.
 */

/** The vendor's colour: a hue from its code, so a vendor's tiles belong together. */
export function vendorHue(vassalage: string): number {
  return hash32(`vendor:${vassalage}`) % 360;
}

/** Up to two initials from the first words with a letter or digit ("Golden Gems 2" -> "GG"). */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-_/&:.]+/)
    .map((w) => [...w].find((c) => /[\p{L}\p{N}]/u.test(c)))
    .filter((c): c is string => c !== undefined);
  return words.slice(0, 2).join('').toUpperCase() || '?';
}

type Glyph = 'slot' | 'bingo' | 'fish' | 'card' | 'spade' | 'ball' | 'pad' | 'rooster' | 'lotto' | 'dice';

function glyphOf(gameType: string, classify: string | null): Glyph {
  if (classify === BINGO_CLASSIFY) return 'bingo';
  switch (gameType) {
    case 'FISH':
      return 'fish';
    case 'LIVE':
      return 'card';
    case 'PVP':
      return 'spade';
    case 'SPORTS':
      return 'ball';
    case 'ESPORTS':
      return 'pad';
    case 'COCKFIGHT':
      return 'rooster';
    case 'LOTT':
    case 'ELOTT':
      return 'lotto';
    case 'INHOUSE':
      return 'dice';
    default:
      return 'slot';
  }
}

/** The type's glyph, white on the tile, centred on (128, 92) within about 90 x 70. */
function glyphSvg(glyph: Glyph): string {
  const w = 'fill="#FFFFFF"';
  const line = 'fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"';
  switch (glyph) {
    case 'slot':
      return `<rect x="80" y="58" width="96" height="68" rx="12" ${line}/>
  <line x1="112" y1="62" x2="112" y2="122" stroke="#FFFFFF" stroke-width="4"/><line x1="144" y1="62" x2="144" y2="122" stroke="#FFFFFF" stroke-width="4"/>
  <text x="96" y="104" font-size="28" font-weight="900" text-anchor="middle" ${w}>7</text><text x="128" y="104" font-size="28" font-weight="900" text-anchor="middle" ${w}>7</text><text x="160" y="104" font-size="28" font-weight="900" text-anchor="middle" ${w}>7</text>
  <path d="M176 70 h10 v30" ${line}/><circle cx="186" cy="104" r="6" ${w}/>`;
    case 'bingo':
      return `<circle cx="128" cy="92" r="36" ${w}/><circle cx="128" cy="92" r="22" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="4"/>
  <text x="128" y="102" font-size="26" font-weight="900" text-anchor="middle" fill="#1F2937">75</text>`;
    case 'fish':
      return `<path d="M78 92 C 98 60, 150 60, 168 92 C 150 124, 98 124, 78 92 Z" ${w}/><path d="M166 92 L 190 70 L 186 92 L 190 114 Z" ${w}/>
  <circle cx="100" cy="88" r="6" fill="#1F2937"/>`;
    case 'card':
      return `<rect x="100" y="54" width="56" height="76" rx="8" ${w} transform="rotate(-10 128 92)"/>
  <path d="M128 74 C 112 88, 112 100, 124 100 L 120 112 L 136 112 L 132 100 C 144 100, 144 88, 128 74 Z" fill="#1F2937" transform="rotate(-10 128 92)"/>`;
    case 'spade':
      return `<path d="M128 52 C 96 82, 88 100, 108 110 C 116 114, 124 110, 126 104 L 118 132 L 138 132 L 130 104 C 132 110, 140 114, 148 110 C 168 100, 160 82, 128 52 Z" ${w}/>`;
    case 'ball':
      return `<circle cx="128" cy="92" r="38" ${w}/><path d="M128 76 L 143 87 L 137 105 L 119 105 L 113 87 Z" fill="#1F2937"/>
  <path d="M128 76 V 56 M143 87 L 162 80 M137 105 L 148 122 M119 105 L 108 122 M113 87 L 94 80" stroke="#1F2937" stroke-width="4"/>`;
    case 'pad':
      return `<path d="M86 76 C 86 66, 94 62, 104 62 H 152 C 162 62, 170 66, 170 76 L 178 114 C 180 126, 166 130, 158 120 L 148 108 H 108 L 98 120 C 90 130, 76 126, 78 114 Z" ${w}/>
  <path d="M104 80 v20 M94 90 h20" stroke="#1F2937" stroke-width="6" stroke-linecap="round"/><circle cx="150" cy="84" r="6" fill="#1F2937"/><circle cx="162" cy="96" r="6" fill="#1F2937"/>`;
    case 'rooster':
      return `<path d="M112 62 l6 -12 l6 10 l6 -12 l6 12 l4 -8 l2 14 Z" fill="#FDE047"/>
  <circle cx="124" cy="76" r="14" ${w}/><path d="M110 76 l-12 4 l12 4 Z" fill="#FDE047"/>
  <path d="M116 88 C 104 110, 120 130, 146 128 C 168 126, 176 100, 166 80 C 158 96, 146 100, 136 92 Z" ${w}/>
  <path d="M166 80 C 180 72, 186 86, 180 96" ${line}/><circle cx="120" cy="74" r="3" fill="#1F2937"/>`;
    case 'lotto':
      return `<circle cx="100" cy="100" r="22" ${w}/><circle cx="156" cy="100" r="22" ${w}/><circle cx="128" cy="72" r="22" ${w}/>
  <text x="100" y="108" font-size="20" font-weight="900" text-anchor="middle" fill="#1F2937">6</text><text x="156" y="108" font-size="20" font-weight="900" text-anchor="middle" fill="#1F2937">9</text><text x="128" y="80" font-size="20" font-weight="900" text-anchor="middle" fill="#1F2937">8</text>`;
    case 'dice':
      return `<rect x="92" y="56" width="72" height="72" rx="14" ${w}/>
  <circle cx="110" cy="74" r="7" fill="#1F2937"/><circle cx="128" cy="92" r="7" fill="#1F2937"/><circle cx="146" cy="110" r="7" fill="#1F2937"/>
  <circle cx="146" cy="74" r="7" fill="#1F2937"/><circle cx="110" cy="110" r="7" fill="#1F2937"/>`;
  }
}

export interface GameArtInput {
  nodeId: string;
  name: string;
  gameType: string;
  classify: string | null;
  vassalage: string;
  vendorName: string;
  /** the game's code at its vendor (an in-house game's picks its own picture) */
  code?: string;
}

/** A tile's width and height in the SVG's own units. */
export const GAME_ART_SIZE = 256;

/** A square tile: vendor-coloured gradient, a few soft shapes, the type's glyph, the game's initials, the vendor. */
export function gameArtSvg(g: GameArtInput): string {
  const seed = hash32(`art:${g.nodeId}`);
  // the in-house games each have a picture and a colour of their own
  const game = g.vassalage === INHOUSE_VENDOR && g.code ? INHOUSE_GAME_CODES[g.code] : undefined;
  const original = game ? ORIGINAL_ART[game] : undefined;
  const hue = original ? original.hue : vendorHue(g.vassalage) + ((seed % 31) - 15);
  const top = hsl(hue, 78, 56);
  const bottom = hsl(hue + 28, 72, 20);
  const bubbles = [0, 1, 2]
    .map((i) => {
      const h = hash32(`art:${g.nodeId}:${i}`);
      const cx = 20 + (h % 216);
      const cy = 20 + ((h >>> 8) % 150);
      const r = 18 + ((h >>> 16) % 40);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF" fill-opacity="${(0.06 + ((h >>> 24) % 8) / 100).toFixed(2)}"/>`;
    })
    .join('');
  const initials = escapeXml(initialsOf(g.name));
  const vendor = escapeXml(g.vendorName.toUpperCase());
  const title = escapeXml(g.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${title}">
  <title>${title}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  ${bubbles}
  <rect width="256" height="256" fill="url(#shade)"/>
  <g opacity="0.95">${original ? original.glyph : glyphSvg(glyphOf(g.gameType, g.classify))}</g>
  <text x="128" y="196" font-family="${ARTWORK_FONT}" font-size="52" font-weight="900" text-anchor="middle" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.25" stroke-width="2" paint-order="stroke" letter-spacing="2">${initials}</text>
  <text x="128" y="234" font-family="${ARTWORK_FONT}" font-size="15" font-weight="700" text-anchor="middle" fill="#FFFFFF" fill-opacity="0.85" letter-spacing="1.5">${vendor}</text>
</svg>
`;
}

/**
 * A vendor wordmark sized to its name: a badge in the vendor's colour and the name; the WHITE variant is
 * all white for dark backgrounds. Width from the character count (no font metrics here), with textLength
 * so any fallback font still fits.
 */
export function vendorLogoSvg(v: { vassalage: string; displayName: string; white: boolean }): string {
  const hue = vendorHue(v.vassalage);
  const name = escapeXml(v.displayName);
  const height = 64;
  const fontSize = 30;
  const textWidth = Math.max(48, Math.round([...v.displayName].length * fontSize * 0.58));
  const width = 56 + textWidth + 12;
  const fill = v.white ? '#FFFFFF' : 'url(#ink)';
  const badge = v.white ? '#FFFFFF' : 'url(#badge)';
  const letter = escapeXml(initialsOf(v.displayName).slice(0, 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">
  <title>${name}</title>
  <defs>
    <linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 80, 58)}"/><stop offset="1" stop-color="${hsl(hue + 28, 75, 30)}"/></linearGradient>
    <linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 52)}"/><stop offset="1" stop-color="${hsl(hue + 20, 75, 34)}"/></linearGradient>
  </defs>
  <rect x="4" y="8" width="48" height="48" rx="12" fill="${badge}"/>
  <text x="28" y="42" font-family="${ARTWORK_FONT}" font-size="28" font-weight="900" text-anchor="middle" fill="${v.white ? hsl(hue, 70, 30) : '#FFFFFF'}">${letter}</text>
  <text x="62" y="${height / 2 + fontSize * 0.35}" font-family="${ARTWORK_FONT}" font-size="${fontSize}" font-weight="800" fill="${fill}" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${name}</text>
</svg>
`;
}
