import { createHash } from 'node:crypto';

/** Server-made artwork (tiles, wordmarks, banners, promotion cards, app icons) draws with these. */

/** Text for an SVG or XML document: the five characters with a meaning there become references. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An HSL colour with the hue taken round the circle, so offsets past 360 or below 0 still work. */
export function hsl(h: number, s: number, l: number): string {
  return `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;
}

/** The artwork's type face: what phones have, bold and condensed enough for tiles. */
export const ARTWORK_FONT = "'Trebuchet MS', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The plain face of promotion cards and app icons. */
export const PLAIN_FONT = 'Arial, Helvetica, sans-serif';

/** A hue (0-359) that belongs to a text: the same text, the same colour, on every machine. */
export function hueOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt16BE(0) % 360;
}
