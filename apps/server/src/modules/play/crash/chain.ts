import { createHash, randomBytes } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/**
 * The hash chain of a merchant's crash rounds. From a secret seed: s(0) = seed, s(m) = SHA-256 of the hex
 * text of s(m - 1). A chain of `length` rounds uses them backwards: round k's hash is s(length - k + 1), so
 * round 1 plays s(length) and the last round s(1); the terminal hash s(length + 1), published before round
 * 1, is what round 1's hash hashes to, and every round's hash hashes to the round before's. Only the seed is
 * stored; a process walks the chain once and keeps a checkpoint every CHECKPOINT steps, so any hash is at
 * most that many SHA-256 away.
 */
const CHECKPOINT = 1_000;
/** SHA-256 steps between two yields to the event loop while walking a chain. */
const SLICE = 5_000;

export function sha256Text(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface ChainSecret {
  seed: string;
  length: number;
}

/**
 * A fresh secret seed and the terminal hash to publish. The salt is not made here: it is the randomness of a
 * beacon round announced with the terminal hash, so nobody knows it when the seed is fixed.
 */
export async function newChain(length: number): Promise<ChainSecret & { terminalHash: string }> {
  const seed = randomBytes(32).toString('hex');
  const result = await walk(seed, length);
  remember(seed, Promise.resolve(result.checkpoints));
  return { seed, length, terminalHash: result.terminal };
}

async function walk(seed: string, length: number): Promise<{ checkpoints: string[]; terminal: string }> {
  const checkpoints: string[] = [seed];
  let h = seed;
  for (let m = 1; m <= length + 1; m++) {
    h = sha256Text(h);
    if (m % CHECKPOINT === 0) checkpoints.push(h);
    if (m % SLICE === 0) await yieldToLoop();
  }
  return { checkpoints, terminal: h };
}

/** Checkpoints of the chains this process has walked, by seed. */
const walked = new Map<string, Promise<string[]>>();

function remember(seed: string, checkpoints: Promise<string[]>): void {
  walked.set(seed, checkpoints);
  // a process keeps a few chains at most (one per merchant it runs): the oldest goes first
  if (walked.size > 64) walked.delete(walked.keys().next().value!);
}

/** Round k's hash (1 <= k <= length). */
export async function chainHash(chain: ChainSecret, k: number): Promise<string> {
  if (!Number.isInteger(k) || k < 1 || k > chain.length) throw new RangeError(`round ${k} is outside the chain`);
  let checkpoints = walked.get(chain.seed);
  if (!checkpoints) {
    checkpoints = walk(chain.seed, chain.length).then((w) => w.checkpoints);
    remember(chain.seed, checkpoints);
  }
  const m = chain.length - k + 1;
  const base = Math.floor(m / CHECKPOINT);
  let h = (await checkpoints)[base]!;
  for (let i = base * CHECKPOINT; i < m; i++) h = sha256Text(h);
  return h;
}
