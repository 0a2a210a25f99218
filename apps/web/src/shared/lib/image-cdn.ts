import { session, STORAGE_KEYS } from './storage';

/**
 * Artwork from the merchant's image CDNs (the status answer's `imageCDNs`), in order, then from the site's
 * own origin. A base that failed once is remembered for the tab's session, so later images skip it at once
 * instead of each waiting for its own error. Only the site's own images move: paths (`/media/...`) and
 * relative URLs; absolute, protocol-relative, data: and blob: URLs load as they are.
 */

/** The site's own origin, always the last base: the page's own relative URL. */
export const OWN_ORIGIN = '';

/** The bases to try, in order: each http(s) CDN base once (no trailing slash), then the site itself. */
export function imageBases(imageCdns: readonly string[] | undefined): string[] {
  const bases: string[] = [];
  for (const raw of imageCdns ?? []) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    if (!bases.includes(base)) bases.push(base);
  }
  bases.push(OWN_ORIGIN);
  return bases;
}

/** Whether a URL is one of the site's own images, which a CDN serves too. */
export function isOwnImage(url: string): boolean {
  if (!url || url.startsWith('//')) return false;
  // a scheme (http:, https:, data:, blob:) means an image of its own
  return !/^[a-zA-Z][a-zA-Z\d+.-]*:/.test(url);
}

/** The URL on a base: `/media/a.svg` on `https://cdn.example` is `https://cdn.example/media/a.svg`. */
export function onBase(url: string, base: string): string {
  if (base === OWN_ORIGIN || !isOwnImage(url)) return url;
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A srcset with each candidate's URL on the base (descriptors kept). */
export function srcSetOnBase(srcSet: string, base: string): string {
  if (base === OWN_ORIGIN) return srcSet;
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
      return [onBase(url, base), ...descriptors].join(' ');
    })
    .join(', ');
}

// The failed bases of this tab: kept in memory, mirrored to session storage so a reload keeps skipping them.
let failed: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

function load(): ReadonlySet<string> {
  if (failed) return failed;
  const raw = session.get(STORAGE_KEYS.failedImageCdns);
  let list: unknown = [];
  try {
    list = raw ? JSON.parse(raw) : [];
  } catch {
    list = [];
  }
  failed = new Set(Array.isArray(list) ? list.filter((b): b is string => typeof b === 'string') : []);
  return failed;
}

/** The bases that failed in this session (the same set object until one more fails). */
export function failedImageBases(): ReadonlySet<string> {
  return load();
}

/** Remembers a CDN base as failed for the session; the site's own origin is never given up. */
export function markImageBaseFailed(base: string): void {
  if (base === OWN_ORIGIN || load().has(base)) return;
  failed = new Set([...load(), base]);
  session.set(STORAGE_KEYS.failedImageCdns, JSON.stringify([...failed]));
  for (const listener of listeners) listener();
}

export function subscribeFailedImageBases(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget what failed. */
export function resetFailedImageBases(): void {
  failed = null;
  session.remove(STORAGE_KEYS.failedImageCdns);
  for (const listener of listeners) listener();
}

/** No base failed: what the server renders with (it knows nothing of this tab). */
export const NONE_FAILED: ReadonlySet<string> = new Set();

/** The first base to use: not failed in this session, nor for this image. */
export function pickBase(bases: readonly string[], failedBases: ReadonlySet<string>, failedHere: ReadonlySet<string>): string {
  return bases.find((b) => b === OWN_ORIGIN || (!failedBases.has(b) && !failedHere.has(b))) ?? OWN_ORIGIN;
}
