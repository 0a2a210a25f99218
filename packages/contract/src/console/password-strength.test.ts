import * as language from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { operatorPasswordCheck } from './password-strength.ts';

const check = operatorPasswordCheck({ dictionary: language.dictionary, adjacencyGraphs: language.adjacencyGraphs });

describe("the operators' password rule (zxcvbn)", () => {
  it.each([
    ['short#1A', 'tooShort'],
    ['P@ssw0rd2026!', 'common'],
    ['Password2026!', 'common'],
    ['changer-2026-Blue', 'containsName'],
    ['Ch4nger-Harbour-77', 'containsName'],
    ['qwertyuiop123', 'predictable'],
    ['aaaaaaaaaaaaaaaa', 'predictable'],
    ['abcdefgh12345678', 'predictable'],
    ['1q2w3e4r5t6y7u8i', 'predictable'],
  ] as const)('refuses %s (%s)', (password, problem) => {
    const verdict = check(password, { username: 'changer', displayName: 'Chris Changer' });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toContain(problem);
    expect(verdict.score).toBeLessThanOrEqual(1);
  });

  it.each(['Violet-Harbour-93-Kite', 'Saffron-Kettle-84-Drum', 'tPHuK-Ra6MX-pgqET-FEvgG', 'correct horse battery staple'])('takes %s', (password) => {
    const verdict = check(password, { username: 'changer', displayName: 'Chris Changer' });
    expect(verdict).toMatchObject({ ok: true, problems: [] });
    expect(verdict.score).toBeGreaterThanOrEqual(2);
  });

  it('checks the patterns alone before the dictionaries arrive (common passwords are not found yet)', () => {
    const bare = operatorPasswordCheck();
    expect(bare('abcdefgh12345678', {}).problems).toContain('predictable');
    expect(bare('Password2026!', {}).problems).not.toContain('common');
    expect(bare('', {})).toEqual({ ok: false, score: 0, problems: ['tooShort'], bits: 0 });
  });
});
