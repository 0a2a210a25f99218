import { crashPointFromHash } from './games.ts';
import { hmacSha256, sha256Hex, sha256OfHex, toHex } from './hmac.ts';

/**
 * Crash rounds come from a published hash chain: each round's hash is the SHA-256 (of the hex text) of the
 * next round's hash, so the chain's terminal hash, published before the first round, commits to every
 * round. A round's crash point is crashPointFromHash of HMAC-SHA256 keyed by the round's hash over the
 * chain's salt (published with the terminal hash), so nobody, the house included, could pick the hashes
 * to suit a crash point.
 */
export async function crashRoundPoint(hash: string, salt: string): Promise<number> {
  return crashPointFromHash(toHex(await hmacSha256(hash, salt)));
}

/** Whether `hash` (a crashed round's) leads to `previous` (the round before's hash, or the terminal hash). */
export async function crashHashLinks(hash: string, previous: string): Promise<boolean> {
  return (await sha256Hex(hash)) === previous;
}

/**
 * Whether a chain's salt is its beacon round's randomness: drand's randomness is the SHA-256 of the round's
 * signature (its bytes), so anyone holding the signature can check the salt without trusting the server.
 */
export async function crashSaltMatchesBeacon(salt: string, signature: string): Promise<boolean> {
  return (await sha256OfHex(signature)) === salt.toLowerCase();
}
