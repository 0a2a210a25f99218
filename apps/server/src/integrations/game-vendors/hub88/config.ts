import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** The Hub88 connection: off unless HUB88_API_URL, HUB88_OPERATOR_ID and both keys are set. */
export interface Hub88Config {
  /** Hub88's Operator API base, e.g. https://api.hub88.io (no trailing slash) */
  apiUrl: string;
  operatorId: number;
  /** the operator's RSA private key: signs the Games API calls */
  privateKey: KeyObject;
  /** Hub88's RSA public key: verifies the Wallet API calls Hub88 makes */
  publicKey: KeyObject;
  /** the catalogue's vendors (vassalage codes) whose games launch through Hub88 */
  vendors: string[];
  /** ISO 3166-1 alpha-2 country sent with each launch (the market's) */
  country: string;
  /** the operator's sub-partner (brand) id at Hub88, if Hub88 gave one */
  subPartnerId: string | undefined;
}

export interface Hub88Env {
  HUB88_API_URL?: string;
  HUB88_OPERATOR_ID?: string;
  HUB88_PRIVATE_KEY?: string;
  HUB88_PUBLIC_KEY?: string;
  HUB88_VENDORS?: string;
  HUB88_COUNTRY?: string;
  HUB88_SUB_PARTNER_ID?: string;
}

/**
 * Reads and checks the Hub88 variables. Nothing set: undefined (Hub88 off). Some set: all of API URL,
 * operator id, both keys and at least one vendor are required, and the keys must be RSA keys of the right
 * kind; every refusal names the variable, never the value (they are secrets).
 */
export function parseHub88Config(e: Hub88Env): Hub88Config | undefined {
  const set = [e.HUB88_API_URL, e.HUB88_OPERATOR_ID, e.HUB88_PRIVATE_KEY, e.HUB88_PUBLIC_KEY, e.HUB88_VENDORS].filter((v) => v !== undefined);
  if (set.length === 0) return undefined;
  const missing = (['HUB88_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_PRIVATE_KEY', 'HUB88_PUBLIC_KEY', 'HUB88_VENDORS'] as const).filter((k) => !e[k]);
  if (missing.length > 0) throw new Error(`Hub88 is half configured: set ${missing.join(', ')} too (or the _FILE form), or none of the HUB88_ variables`);
  let apiUrl: URL;
  try {
    apiUrl = new URL(e.HUB88_API_URL!);
  } catch {
    throw new Error('HUB88_API_URL: an http(s) URL');
  }
  if (apiUrl.protocol !== 'https:' && apiUrl.protocol !== 'http:') throw new Error('HUB88_API_URL: an http(s) URL');
  const operatorId = Number(e.HUB88_OPERATOR_ID);
  if (!/^\d{1,12}$/.test(e.HUB88_OPERATOR_ID!) || !Number.isSafeInteger(operatorId) || operatorId <= 0) {
    throw new Error('HUB88_OPERATOR_ID: the operator id Hub88 gave (a positive integer)');
  }
  const privateKey = rsaKey('HUB88_PRIVATE_KEY', () => createPrivateKey(e.HUB88_PRIVATE_KEY!), 'private');
  const publicKey = rsaKey('HUB88_PUBLIC_KEY', () => createPublicKey(e.HUB88_PUBLIC_KEY!), 'public');
  const vendors = e.HUB88_VENDORS!.split(',').map((v) => v.trim()).filter(Boolean);
  if (vendors.length === 0 || vendors.some((v) => !/^[A-Za-z0-9_]{1,32}$/.test(v))) {
    throw new Error('HUB88_VENDORS: the catalogue vendor codes whose games launch through Hub88, comma separated (e.g. PG,JILI)');
  }
  const country = e.HUB88_COUNTRY ?? 'PH';
  if (!/^[A-Z]{2}$/.test(country)) throw new Error('HUB88_COUNTRY: an ISO 3166-1 alpha-2 country code (e.g. PH)');
  const subPartnerId = e.HUB88_SUB_PARTNER_ID;
  if (subPartnerId !== undefined && !/^[\w.-]{1,64}$/.test(subPartnerId)) throw new Error('HUB88_SUB_PARTNER_ID: letters, digits, _ . - (64 at most)');
  return { apiUrl: apiUrl.href.replace(/\/+$/, ''), operatorId, privateKey, publicKey, vendors, country, subPartnerId };
}

function rsaKey(name: string, make: () => KeyObject, kind: 'private' | 'public'): KeyObject {
  let key: KeyObject;
  try {
    key = make();
  } catch {
    throw new Error(`${name}: not a readable PEM ${kind} key (-----BEGIN ${kind === 'private' ? 'PRIVATE KEY' : 'PUBLIC KEY'}----- …)`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${name}: an RSA key is needed (Hub88 signs with RSA-SHA256), this is ${key.asymmetricKeyType ?? 'not one'}`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new Error(`${name}: the RSA key is ${bits} bits; 2048 at least`);
  return key;
}
