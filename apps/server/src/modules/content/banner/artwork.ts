import type { Language } from '@lobby/contract';
import { hash32 } from '../../../lib/stable-hash.ts';
import { ARTWORK_FONT, escapeXml, hsl } from '../../../lib/svg.ts';

/** A banner's width in the SVG's own units (750 x 300). */
export const BANNER_ART_WIDTH = 750;

/** The banner's call to action, in the language of its title. */
export const BANNER_CTA: Record<Language, string> = {
  EN: 'PLAY NOW',
  TY: 'LARO NA',
  CN: '立即游戏',
  TW: '立即遊戲',
  VI: 'CHƠI NGAY',
  TH: 'เล่นเลย',
  ID: 'MAIN SEKARANG',
};

/** A 750 x 300 banner: a gradient from the banner's group, soft shapes, its title and a call to action. */
export function bannerSvg(b: { id: number; title: string; groupName: string; language: Language }): string {
  const hue = hash32(`banner:${b.groupName}`) % 360;
  const seed = hash32(`banner:${b.id}`);
  const title = escapeXml(b.title);
  const fontSize = Math.max(34, Math.min(64, Math.floor(1100 / Math.max(10, textWidth(b.title)))));
  const cta = BANNER_CTA[b.language];
  // the button fits its words: about 13 units a letter at 20 px, a wide (CJK) character twice that
  const button = Math.max(150, Math.round(textWidth(cta) * 13) + 44);
  const rings = [0, 1, 2, 3]
    .map((i) => {
      const h = hash32(`banner:${b.id}:${i}`);
      return `<circle cx="${380 + (h % 360)}" cy="${(h >>> 9) % 300}" r="${40 + ((h >>> 18) % 110)}" fill="#FFFFFF" fill-opacity="0.07"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${title}">
  <title>${title}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + (seed % 40), 75, 45)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 14)}"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF1B8"/><stop offset="0.5" stop-color="#F5C542"/><stop offset="1" stop-color="#B7800F"/></linearGradient>
  </defs>
  <rect width="750" height="300" fill="url(#bg)"/>
  ${rings}
  <text x="48" y="${150 + fontSize * 0.1}" font-family="${ARTWORK_FONT}" font-size="${fontSize}" font-weight="900" fill="url(#gold)" stroke="#000000" stroke-opacity="0.3" stroke-width="2" paint-order="stroke">${title}</text>
  <rect x="48" y="196" width="${button}" height="44" rx="22" fill="url(#gold)"/>
  <text x="${48 + button / 2}" y="225" font-family="${ARTWORK_FONT}" font-size="20" font-weight="800" text-anchor="middle" fill="#1C1404">${escapeXml(cta)}</text>
</svg>
`;
}

/** A text's width in letters: a wide character (Chinese, Japanese, Korean, full-width forms) counts as two. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u.test(ch) ? 2 : 1;
  return width;
}
