import { useEffect, useState } from 'react';
import { checkOperatorPassword } from '@lobby/contract/rules';
import type { PasswordVerdict } from '@lobby/contract/rules';

/**
 * The operators' password rule as the server runs it (packages/contract), shown while the operator types.
 * The common-password list (zxcvbn's, about 400 KB) is its own chunk, fetched when a password field first
 * shows; until it has arrived the verdict leaves the common check out and says it is still checking.
 */
let common: Promise<Set<string>> | undefined;

export function loadCommonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())));
  return common;
}

export interface LiveVerdict extends PasswordVerdict {
  /** the common-password list has not arrived yet */
  checking: boolean;
}

export function usePasswordVerdict(password: string, context: { username?: string; displayName?: string }): LiveVerdict {
  const [list, setList] = useState<Set<string> | null>(null);
  useEffect(() => {
    let live = true;
    loadCommonPasswords()
      .then((set) => live && setList(set))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const verdict = checkOperatorPassword(password, { ...context, isCommon: (candidate) => list?.has(candidate) ?? false });
  return { ...verdict, checking: list === null };
}
