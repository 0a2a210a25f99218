import { useEffect, useMemo, useState } from 'react';
import { operatorPasswordCheck } from '@lobby/contract/rules';
import type { PasswordLanguage, PasswordVerdict } from '@lobby/contract/rules';

/**
 * The operators' password rule as the server runs it (packages/contract, on zxcvbn), shown while the operator
 * types. zxcvbn's dictionaries (about 400 KB) are their own chunk, fetched when a password field first shows;
 * until they have arrived the verdict checks the patterns only and says it is still checking.
 */
let language: Promise<PasswordLanguage> | undefined;

export function loadPasswordLanguage(): Promise<PasswordLanguage> {
  language ??= import('@zxcvbn-ts/language-common').then((m) => ({ dictionary: m.dictionary, adjacencyGraphs: m.adjacencyGraphs }));
  return language;
}

export interface LiveVerdict extends PasswordVerdict {
  /** the dictionaries have not arrived yet */
  checking: boolean;
}

const patternsOnly = operatorPasswordCheck();

export function usePasswordVerdict(password: string, context: { username?: string; displayName?: string }): LiveVerdict {
  const [loaded, setLoaded] = useState<PasswordLanguage | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordLanguage()
      .then((l) => live && setLoaded(l))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const check = useMemo(() => (loaded ? operatorPasswordCheck(loaded) : patternsOnly), [loaded]);
  return { ...check(password, context), checking: loaded === null };
}
