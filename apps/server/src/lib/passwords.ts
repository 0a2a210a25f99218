import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';
import { PASSWORD_POLICY } from '@lobby/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error.ts';

/**
 * argon2id at OWASP's minimum (m=19 MiB, t=2, p=1): slow enough for stolen hashes, cheap enough for a login
 * burst on a small server. Stored hashes carry their own parameters, so raising these later still
 * verifies old hashes.
 */
export const ARGON2_OPTIONS: Options = {
  // The package's enum is an ambient const enum, which isolated modules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * At most one argon2 computation per core at a time; the rest wait their turn. More at once only share
 * the same cores and thrash their caches with 19 MiB each (measured: 8 concurrent verifies on one core
 * ran at 60 % of the one-at-a-time rate), and a login burst would pin that much memory per request.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

/** False for a wrong password and for a hash that cannot be read (never throws on user input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A verify against a hash nobody's password matches, for unknown users: the answer then takes as long
 * as for a real account, so timing does not tell which usernames exist.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
  return false;
}

// The most common passwords (zxcvbn's list), compared case-insensitively.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * The password policy every place that sets a password applies (register, change, reset, set-by-phone):
 * length in code points within PASSWORD_POLICY, not a common password, not the username.
 */
export function checkPasswordPolicy(password: string, context: { username?: string | null } = {}): void {
  const value = { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength };
  const length = [...password].length;
  if (length < PASSWORD_POLICY.minLength) throw new AppError('password.too.short', { value });
  if (length > PASSWORD_POLICY.maxLength) throw new AppError('password.too.long', { value });
  const lower = password.toLowerCase();
  if (isCommonPassword(password) || (context.username && lower === context.username.toLowerCase())) {
    throw new AppError('password.too.common', { value });
  }
}
