import { LANGUAGES } from '@lobby/contract';
import type { Language } from '@lobby/contract';

/**
 * File names of server-drawn artwork that carries words (banners, promotion cards): `<id>.svg` is drawn in
 * English, `<id>_<LANG>.svg` in another platform language. The language is in the file name, not a query
 * or a header, so every language is its own cacheable URL; its WebP is `<id>_<LANG>-<width>.webp`.
 */
export interface ArtworkRef {
  id: number;
  language: Language;
}

const FILE_ID = /^(\d{1,9})(?:_([A-Z]{2}))?$/;

/** `12` or `12_VI` (the id part of a file name) as an artwork reference; null for anything else. */
export function parseArtworkId(fileId: string): ArtworkRef | null {
  const match = FILE_ID.exec(fileId);
  if (!match) return null;
  const language = (match[2] ?? 'EN') as Language;
  // `12_EN` is not a name the server hands out: one URL per drawing.
  if (match[2] === 'EN' || !(LANGUAGES as readonly string[]).includes(language)) return null;
  return { id: Number(match[1]), language };
}

/** `<id>.svg` or `<id>_<LANG>.svg` as an artwork reference; null for anything else. */
export function parseArtworkSvg(file: string): ArtworkRef | null {
  return file.endsWith('.svg') ? parseArtworkId(file.slice(0, -'.svg'.length)) : null;
}

/**
 * The URL of a row's artwork in a language: the server's own drawing of this row (`<base>/<id>.svg`) moves
 * to the language's file; any other image (an operator's upload or link) is returned as it is.
 */
export function localizedArtworkUrl(url: string, base: string, id: number, language: Language): string {
  if (url !== `${base}/${id}.svg` || language === 'EN') return url;
  return `${base}/${id}_${language}.svg`;
}
