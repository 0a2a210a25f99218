import { LANGUAGE_TAGS } from '@lobby/contract/rules';
import type { ResolvedMerchant } from '../core/merchants/service.ts';

/**
 * What makes a page and the installed app the brand's own rather than the build's: its web app manifest
 * (name, short name, icons, colours from the brand's configuration) and, in each page's head, its title,
 * theme colour, manifest link and home-screen icon.
 */
export const MANIFEST_PATH = '/m/manifest.webmanifest';

function iconUrl(code: string, file: string): string {
  return `/media/brand/${encodeURIComponent(code)}/icons/${file}`;
}

/**
 * A brand that is not its host's own (chosen with ?merchant=, or by cookie on a shared host) is named in
 * the URLs the browser fetches without cookies or opens later: the manifest link, the installed app's start.
 */
function brandQuery(merchant: ResolvedMerchant, ownHost: boolean): string {
  return ownHost ? '' : `?merchant=${encodeURIComponent(merchant.code)}`;
}

export function manifestHref(merchant: ResolvedMerchant, ownHost: boolean): string {
  return `${MANIFEST_PATH}${brandQuery(merchant, ownHost)}`;
}

export function webAppManifest(merchant: ResolvedMerchant, ownHost: boolean) {
  const start = `/m/home${brandQuery(merchant, ownHost)}`;
  const { shortName, themeColor, backgroundColor } = merchant.appearance;
  return {
    // one installed app per brand, even where brands share a host
    id: start,
    name: merchant.name,
    short_name: shortName,
    description: `${merchant.name}: slots, live casino, fishing, sports and lottery in one app.`,
    lang: LANGUAGE_TAGS[merchant.defaultLanguage],
    start_url: start,
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor,
    background_color: backgroundColor,
    categories: ['games', 'entertainment'],
    icons: [
      { src: iconUrl(merchant.code, 'icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconUrl(merchant.code, 'icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconUrl(merchant.code, 'maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** index.html's head made the brand's: title, theme colour, manifest link and iOS home-screen icon. */
export function brandHead(head: string, merchant: ResolvedMerchant, options: { title: string; ownHost: boolean }): string {
  return head
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(options.title)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${merchant.appearance.themeColor}$2`)
    .replace(/(<link rel="manifest" href=")[^"]*(")/, `$1${escapeHtml(manifestHref(merchant, options.ownHost))}$2`)
    .replace(/(<link rel="apple-touch-icon" href=")[^"]*(")/, `$1${iconUrl(merchant.code, 'apple-touch-icon-180.png')}$2`);
}
