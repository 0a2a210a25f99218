/**
 * HMAC-SHA256 and SHA-256 through WebCrypto, the same code in Node and in the browser: the server draws
 * outcomes with it and the verify screen recomputes them with it.
 */
const encoder = new TextEncoder();

/** The part of WebCrypto used here, typed without the DOM or Node libraries (both sides compile this). */
interface Subtle {
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: 'HMAC'; hash: 'SHA-256' }, extractable: false, usages: ['sign']): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

function subtle(): Subtle {
  const c = (globalThis as { crypto?: { subtle?: Subtle } }).crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available');
  return c.subtle;
}

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, encoder.encode(message)));
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

/** The SHA-256 of the bytes a hex string spells (not of its text); null when it is not hex. */
export async function sha256OfHex(hex: string): Promise<string | null> {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return toHex(new Uint8Array(await subtle().digest('SHA-256', bytes)));
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
