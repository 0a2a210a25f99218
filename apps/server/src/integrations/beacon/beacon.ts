import { createHash } from 'node:crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';

/** One published round of a randomness beacon: its number, its randomness (hex) and the signature it is the hash of. */
export interface BeaconRound {
  round: number;
  randomness: string;
  signature: string;
}

/**
 * A public source of randomness that publishes numbered rounds at known times, none of which anybody (this
 * server included) can know before its time. Crash announces a future round when it commits a chain and takes
 * that round's randomness as the chain's salt, so the operator cannot have picked the seed to suit the salt.
 */
export interface RandomnessBeacon {
  /** what a commitment names: 'drand' or 'local' */
  readonly name: string;
  /** the beacon's chain: drand's chain hash; for the local beacon, the SHA-256 of its public key */
  readonly chain: string;
  /** the first round published at or after `at` (epoch ms) */
  firstRoundFrom(at: number): Promise<number>;
  /** when `round` is published (epoch ms) */
  timeOf(round: number): Promise<number>;
  /**
   * The round, checked (its randomness is the SHA-256 of its signature, and the signature is the beacon's);
   * undefined while it is not published yet. Rejects with a BeaconError when the beacon cannot be reached or
   * answers something that does not check.
   */
  fetch(round: number): Promise<BeaconRound | undefined>;
  /** where anyone can read the round for themselves; null when nobody else can (the local beacon) */
  publicUrl(round: number): string | null;
}

export class BeaconError extends Error {
  override readonly name = 'BeaconError';
}

/** When rounds come: round 1 at genesis, then one each period (drand's rule). */
export interface BeaconTiming {
  genesisMs: number;
  periodMs: number;
}

export function firstRoundFrom(timing: BeaconTiming, at: number): number {
  if (at <= timing.genesisMs) return 1;
  return Math.ceil((at - timing.genesisMs) / timing.periodMs) + 1;
}

export function timeOfRound(timing: BeaconTiming, round: number): number {
  return timing.genesisMs + (round - 1) * timing.periodMs;
}

/** drand's unchained scheme on G1 (quicknet): signatures on G1, the group's public key on G2. */
export const UNCHAINED_G1_SCHEME = 'bls-unchained-g1-rfc9380';
const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const bls = bls12_381.shortSignatures;

/** What an unchained round signs: the SHA-256 of its number as 8 big-endian bytes. */
function roundMessage(round: number): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(round));
  return createHash('sha256').update(bytes).digest();
}

export function randomnessOf(signatureHex: string): string {
  return createHash('sha256').update(Buffer.from(signatureHex, 'hex')).digest('hex');
}

const HEX = /^(?:[0-9a-f]{2})+$/;

/** Whether `signatureHex` is the beacon's BLS signature of `round` under `publicKeyHex` (a malformed one is not). */
export function verifyRoundSignature(round: number, signatureHex: string, publicKeyHex: string): boolean {
  if (!HEX.test(signatureHex) || !HEX.test(publicKeyHex)) return false;
  try {
    return bls.verify(Buffer.from(signatureHex, 'hex'), bls.hash(roundMessage(round), DST), Buffer.from(publicKeyHex, 'hex'));
  } catch {
    return false;
  }
}

/** A signer of rounds under the unchained G1 scheme (the local beacon's, and tests' stand-in for drand's group). */
export function roundSigner(seed: string) {
  const { secretKey, publicKey } = bls.keygen(createHash('sha384').update(`lobby beacon key:${seed}`).digest());
  return {
    publicKey: publicKey.toHex(true),
    sign(round: number): BeaconRound {
      const signature = bls.sign(bls.hash(roundMessage(round), DST), secretKey).toHex(true);
      return { round, signature, randomness: randomnessOf(signature) };
    },
  };
}
