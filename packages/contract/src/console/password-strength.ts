import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { OptionsType } from '@zxcvbn-ts/core';

/**
 * The operators' password rule, one function both sides run: the console shows its verdict as the operator
 * types, the server enforces it. Stricter than the players' policy (PASSWORD_POLICY): operators hold money
 * and players' data.
 *
 * A password passes when it is 12 to 128 characters, holds neither the username nor the display name, is not
 * mostly a common password (zxcvbn finds one, l33t and case read back, over most of it: `P@ssw0rd2026!`), and
 * zxcvbn (@zxcvbn-ts/core) scores it strong (4: about 10^10 guesses or more, with its dictionaries, keyboard
 * walks, sequences, repeats and dates). The dictionaries (@zxcvbn-ts/language-common, about 400 KB) are handed
 * in by the caller, so a bundle that never checks a password carries none of it.
 */
export const OPERATOR_PASSWORD_RULE = { minLength: 12, maxLength: 128, minScore: 4 } as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsName' | 'common' | 'predictable';

export interface PasswordVerdict {
  ok: boolean;
  /** 0 (empty or refused) to 4 (very strong), for a meter */
  score: 0 | 1 | 2 | 3 | 4;
  problems: PasswordProblem[];
  /** zxcvbn's estimate of the guesses it takes, as bits (log2) */
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

/** zxcvbn's dictionaries and keyboard layouts (@zxcvbn-ts/language-common's `dictionary` and `adjacencyGraphs`). */
export interface PasswordLanguage {
  dictionary: NonNullable<OptionsType['dictionary']>;
  adjacencyGraphs: NonNullable<OptionsType['graphs']>;
}

export type OperatorPasswordCheck = (
  password: string,
  context: { username?: string | null; displayName?: string | null },
) => PasswordVerdict;

/** A common password covering this share of the characters makes the whole one common (`Password2026!`). */
const COMMON_SHARE = 0.6;

/**
 * The rule with zxcvbn built on `language`; without it (the console, while the dictionaries load) only the
 * patterns are checked and `common` cannot be found.
 */
export function operatorPasswordCheck(language?: PasswordLanguage): OperatorPasswordCheck {
  const zxcvbn = new ZxcvbnFactory({
    ...(language ? { dictionary: language.dictionary, graphs: language.adjacencyGraphs } : {}),
    useLevenshteinDistance: true,
  });
  return (password, context) => {
    const chars = [...password];
    const problems: PasswordProblem[] = [];
    if (chars.length < OPERATOR_PASSWORD_RULE.minLength) problems.push('tooShort');
    if (chars.length > OPERATOR_PASSWORD_RULE.maxLength) problems.push('tooLong');
    const names = [context.username, ...(context.displayName ?? '').split(/\s+/)]
      .map((n) => (n ?? '').trim())
      .filter((n) => n.length >= 3);
    if (password.length === 0) return { ok: false, score: 0, problems, bits: 0 };
    // zxcvbn reads at most maxLength characters; a longer one is refused above anyway
    const result = zxcvbn.check(password.slice(0, OPERATOR_PASSWORD_RULE.maxLength), names);
    if (result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) problems.push('containsName');
    const commonChars = result.sequence
      .filter((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords-common')
      .reduce((sum, m) => sum + [...m.token].length, 0);
    if (commonChars >= COMMON_SHARE * chars.length) problems.push('common');
    if (result.score < OPERATOR_PASSWORD_RULE.minScore) problems.push('predictable');
    const ok = problems.length === 0;
    const score = (ok ? Math.max(result.score, 2) : Math.min(result.score, 1)) as PasswordVerdict['score'];
    return { ok, score, problems, bits: Math.round(result.guessesLog10 * Math.log2(10)) };
  };
}
