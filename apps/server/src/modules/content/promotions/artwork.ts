import type { Language } from '@lobby/contract';
import { escapeXml, hueOf, PLAIN_FONT } from '../../../lib/svg.ts';

/** The card's label under the title, in the card's language. */
export const PROMOTION_LABEL: Record<Language, string> = {
  EN: 'PROMOTION',
  TY: 'PROMO',
  CN: '优惠活动',
  TW: '優惠活動',
  VI: 'KHUYẾN MÃI',
  TH: 'โปรโมชั่น',
  ID: 'PROMOSI',
};

/** Promotion card artwork (750 x 360), made here: no external image host. */
export function promotionSvg(p: { id: number; title: string; language: Language }): string {
  const h = hueOf(`promotion:${p.id}`);
  const title = escapeXml(p.title);
  const size = Math.max(28, Math.min(56, Math.floor(1100 / Math.max(10, [...p.title].length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360" role="img" aria-label="${title}">
  <title>${title}</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},70%,15%)"/></linearGradient></defs>
  <rect width="750" height="360" fill="url(#bg)"/>
  <circle cx="620" cy="90" r="120" fill="#FFFFFF" fill-opacity="0.08"/>
  <circle cx="680" cy="300" r="80" fill="#FFFFFF" fill-opacity="0.06"/>
  <text x="48" y="190" font-family="${PLAIN_FONT}" font-size="${size}" font-weight="900" fill="#FFE27A">${title}</text>
  <text x="48" y="250" font-family="${PLAIN_FONT}" font-size="22" font-weight="700" fill="#FFFFFF" fill-opacity="0.85">${escapeXml(PROMOTION_LABEL[p.language])}</text>
</svg>
`;
}
