import { BlockList, isIP } from 'node:net';
import { isSupportedCountry } from 'libphonenumber-js';
import { viaTrustedProxy } from './trust-proxy.ts';
import type { TrustProxySetting } from './trust-proxy.ts';

/** A merchant's blocked-region list compiled for lookups: country codes plus a CIDR block list. */
export interface RegionMatcher {
  countries: ReadonlySet<string>;
  blockList: BlockList;
}

export function isCountryCode(entry: string): boolean {
  return /^[A-Z]{2}$/.test(entry);
}

/**
 * A two-letter code we recognise as a country or territory. libphonenumber's list covers every region
 * a visitor can dial from, which is the set the country picker and the proxy country header use.
 */
export function isKnownCountry(code: string): boolean {
  return isCountryCode(code) && isSupportedCountry(code);
}

export function compileRegions(entries: readonly string[]): RegionMatcher {
  const countries = new Set<string>();
  const blockList = new BlockList();
  for (const entry of entries) {
    if (isCountryCode(entry)) {
      countries.add(entry);
      continue;
    }
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = Number(prefix);
    // Entries are validated on write; anything else (e.g. edited by hand in the database) is skipped
    // rather than taking the status call down.
    if (family === 0 || !Number.isInteger(bits)) continue;
    try {
      blockList.addSubnet(address as string, bits, family === 4 ? 'ipv4' : 'ipv6');
    } catch {
      continue;
    }
  }
  return { countries, blockList };
}

/** `::ffff:127.0.0.1` (how a dual-stack socket reports an IPv4 peer) is checked as 127.0.0.1. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? (mapped[1] as string) : ip;
}

export function isRestricted(matcher: RegionMatcher, ip: string, country: string | null): boolean {
  if (country && matcher.countries.has(country)) return true;
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return matcher.blockList.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The visitor's country as told by a trusted reverse proxy / CDN (Cloudflare's CF-IPCountry or a generic
 * X-Country-Code). There is no GeoIP database in an offline install, so without a trusted proxy the
 * country is unknown (null) and only CIDR entries can restrict. The header counts only when the request
 * came through a proxy TRUST_PROXY trusts: a client could otherwise pick its own country.
 */
export function countryFromHeaders(
  request: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } },
  trustProxy: TrustProxySetting,
): string | null {
  if (!viaTrustedProxy(request.socket?.remoteAddress, trustProxy)) return null;
  const { headers } = request;
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    // CF sends XX (unknown) and T1 (Tor): neither is a country.
    if (value && isKnownCountry(value)) return value;
  }
  return null;
}
