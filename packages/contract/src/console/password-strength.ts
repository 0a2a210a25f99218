/**
 * The operators' password rule, one function both sides run: the console shows its verdict as the operator
 * types, the server enforces it. Stricter than the players' policy (PASSWORD_POLICY): operators hold money
 * and players' data.
 *
 * A password passes when it is 12 to 128 characters, holds neither the username nor the display name, is not
 * a common password (also once lower-cased, with l33t letters read back and digits or symbols stripped from
 * its ends: `P@ssw0rd2026!` is `password`), and is hard to guess: the characters that do not continue a run,
 * a sequence or a keyboard walk, times the bits of the alphabet it draws from, reach STRONG_BITS.
 * The common-password list is zxcvbn's (@zxcvbn-ts/language-common), handed in by the caller so this
 * module carries no 400 KB dictionary.
 */
export const OPERATOR_PASSWORD_RULE = { minLength: 12, maxLength: 128, strongBits: 60 } as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsName' | 'common' | 'predictable';

export interface PasswordVerdict {
  ok: boolean;
  /** 0 (empty or refused) to 4 (very strong), for a meter */
  score: 0 | 1 | 2 | 3 | 4;
  problems: PasswordProblem[];
  /** the estimated bits of the guessable part */
  bits: number;
}

/** What the server answers (and the console shows) for each problem. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${OPERATOR_PASSWORD_RULE.minLength} characters.`,
  tooLong: `Use at most ${OPERATOR_PASSWORD_RULE.maxLength} characters.`,
  containsName: 'Do not use your username or name in the password.',
  common: 'This is a common password (or one with a few letters swapped): choose something less guessable.',
  predictable: 'Too easy to guess: avoid repeated characters, sequences and keyboard rows; add words, digits or symbols.',
};

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '(': 'c', '3': 'e', '6': 'g', '1': 'l', '!': 'i', '|': 'l', '0': 'o', '$': 's', '5': 's', '7': 't', '+': 't', '2': 'z', '9': 'g' };

// Rows of a US keyboard (and the keypad): neighbours in a row or the row below continue a walk.
const KEY_ROWS = ['`1234567890-=', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./', '~!@#$%^&*()_+', 'QWERTYUIOP{}|', 'ASDFGHJKL:"', 'ZXCVBNM<>?', '789', '456', '123'];

function keyPosition(ch: string): [number, number] | undefined {
  for (let r = 0; r < KEY_ROWS.length; r++) {
    const c = KEY_ROWS[r]!.indexOf(ch);
    if (c >= 0) return [r % 4, c];
  }
  return undefined;
}

function adjacentKeys(a: string, b: string): boolean {
  const pa = keyPosition(a.toLowerCase()) ?? keyPosition(a);
  const pb = keyPosition(b.toLowerCase()) ?? keyPosition(b);
  if (!pa || !pb) return false;
  return Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1;
}

/** Whether the character at `i` ends a block that repeats the block just before it (`abcabc`, `Pass#Pass#`). */
function repeatsBlock(chars: string[], i: number): boolean {
  for (let k = 2; k <= 8 && 2 * k <= i + 1; k++) {
    let same = true;
    for (let j = 0; j < k && same; j++) same = chars[i - j] === chars[i - j - k];
    if (same) return true;
  }
  return false;
}

/** Characters that do not continue what came before (a repeat, a +-1 sequence, a keyboard neighbour). */
function surprisingCharacters(chars: string[]): number {
  let count = 0;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const prev = chars[i - 1];
    if (prev === undefined) {
      count++;
      continue;
    }
    const step = (ch.codePointAt(0) ?? 0) - (prev.codePointAt(0) ?? 0);
    const continues = Math.abs(step) <= 1 || adjacentKeys(prev, ch);
    if (!continues && !repeatsBlock(chars, i)) count++;
  }
  return count;
}

function alphabetBits(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/\d/.test(password)) size += 10;
  if (/[^a-zA-Z\d]/.test(password)) size += 33;
  return Math.log2(Math.max(size, 2));
}

/** The shapes a common password hides in: as typed, lower-cased, l33t read back, ends stripped. */
function commonForms(password: string): string[] {
  const lower = password.toLowerCase();
  const unleet = [...lower].map((c) => LEET[c] ?? c).join('');
  const strip = (s: string) => s.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const stripDigits = (s: string) => s.replace(/[\d\W_]+$/g, '').replace(/^[\d\W_]+/g, '');
  return [...new Set([lower, unleet, strip(lower), strip(unleet), stripDigits(lower), stripDigits(unleet)])].filter((f) => f.length >= 3);
}

export function checkOperatorPassword(
  password: string,
  context: { username?: string | null; displayName?: string | null; isCommon: (candidate: string) => boolean },
): PasswordVerdict {
  const chars = [...password];
  const problems: PasswordProblem[] = [];
  if (chars.length < OPERATOR_PASSWORD_RULE.minLength) problems.push('tooShort');
  if (chars.length > OPERATOR_PASSWORD_RULE.maxLength) problems.push('tooLong');
  const lower = password.toLowerCase();
  const names = [context.username, ...(context.displayName ?? '').split(/\s+/)]
    .map((n) => (n ?? '').trim().toLowerCase())
    .filter((n) => n.length >= 3);
  if (names.some((n) => lower.includes(n) || commonForms(password).some((f) => f.includes(n)))) problems.push('containsName');
  if (password.length > 0 && commonForms(password).some((f) => context.isCommon(f))) problems.push('common');
  const bits = Math.round(surprisingCharacters(chars) * alphabetBits(password));
  if (password.length > 0 && bits < OPERATOR_PASSWORD_RULE.strongBits) problems.push('predictable');
  const ok = problems.length === 0;
  let score: PasswordVerdict['score'] = 0;
  if (password.length > 0) {
    if (!ok) score = bits >= OPERATOR_PASSWORD_RULE.strongBits / 2 ? 1 : 0;
    else score = bits >= 90 ? 4 : bits >= 75 ? 3 : 2;
  }
  return { ok, score, problems, bits };
}
