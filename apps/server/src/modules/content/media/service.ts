import { ARTWORK_FONT, escapeXml, PLAIN_FONT } from '../../../lib/svg.ts';

/** A five-pointed star centred on (cx, cy). */
function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

/**
 * The brand wordmark: a star glyph and the brand name in a gold gradient on a transparent background,
 * sized to the text so the header can scale it by height. The width is estimated from the character
 * count (no font metrics on the server); the text is squeezed to that width with textLength so any
 * fallback font still fits.
 */
export function brandLogoSvg(brand: string): string {
  const height = 64;
  const fontSize = 34;
  const glyph = 52;
  const gap = 10;
  const textWidth = Math.max(60, Math.round([...brand].length * fontSize * 0.6));
  const width = glyph + gap + textWidth + 8;
  const name = escapeXml(brand);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">
  <title>${name}</title>
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FFF1B8"/>
      <stop offset="0.45" stop-color="#F5C542"/>
      <stop offset="0.55" stop-color="#D9A21B"/>
      <stop offset="1" stop-color="#A8740C"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.7"/>
      <stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <circle cx="${glyph / 2 + 4}" cy="${height / 2}" r="${glyph / 2 - 1}" fill="none" stroke="url(#gold)" stroke-width="2.5"/>
  <path d="${starPath(glyph / 2 + 4, height / 2 + 1, 19, 8)}" fill="url(#gold)" stroke="#8A5E08" stroke-width="0.8" stroke-linejoin="round"/>
  <path d="${starPath(glyph / 2 + 4, height / 2 + 1, 19, 8)}" fill="url(#shine)"/>
  <text x="${glyph + gap + 4}" y="${height / 2 + fontSize * 0.35}" font-family="${ARTWORK_FONT}" font-size="${fontSize}" font-weight="800" letter-spacing="0.5" fill="url(#gold)" stroke="#8A5E08" stroke-width="0.6" paint-order="stroke" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${name}</text>
</svg>
`;
}

/** The installed app's icons, by file name: the web app manifest's and the iOS home-screen icon. */
export const BRAND_ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon-180.png': { size: 180, maskable: true },
} as const;
export type BrandIconFile = keyof typeof BRAND_ICONS;

/**
 * A brand's app icon (512 x 512): its initial in gold inside a gold ring, on its own colours (theme colour
 * into background colour). The maskable icon (and the iOS one, which iOS rounds itself) fills the square:
 * launchers cut their own shape out of it, so the mark stays inside the middle 80 %.
 */
export function brandIconSvg(brand: string, colors: { themeColor: string; backgroundColor: string }, maskable: boolean): string {
  const letter = escapeXml(([...brand.trim()][0] ?? '?').toUpperCase());
  const name = escapeXml(brand);
  const scale = maskable ? 0.78 : 1;
  const ring = 168 * scale;
  const font = 230 * scale;
  const plate = maskable ? '<rect width="512" height="512" fill="url(#plate)"/>' : '<rect width="512" height="512" rx="112" fill="url(#plate)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="${name}">
  <title>${name}</title>
  <defs>
    <linearGradient id="plate" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="${colors.themeColor}"/>
      <stop offset="1" stop-color="${colors.backgroundColor}"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FFF1B8"/>
      <stop offset="0.45" stop-color="#F5C542"/>
      <stop offset="0.55" stop-color="#D9A21B"/>
      <stop offset="1" stop-color="#A8740C"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.6">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
  </defs>
  ${plate}
  <rect width="512" height="512" fill="url(#glow)"/>
  <circle cx="256" cy="256" r="${ring}" fill="none" stroke="url(#gold)" stroke-width="${14 * scale}"/>
  <text x="256" y="${256 + font * 0.35}" font-family="${PLAIN_FONT}" font-size="${font}" font-weight="900" text-anchor="middle" fill="url(#gold)" stroke="#8A5E08" stroke-width="${3 * scale}" paint-order="stroke">${letter}</text>
</svg>
`;
}
