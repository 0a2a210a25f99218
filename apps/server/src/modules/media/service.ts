import { ARTWORK_FONT, escapeXml } from '../../lib/svg.ts';

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
