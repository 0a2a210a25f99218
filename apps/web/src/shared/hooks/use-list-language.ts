import { useEffect, useState } from 'react';
import type { Language } from '@lobby/contract';
import { useLanguage } from './use-language';

/** Game lists reload on a language change, debounced 250 ms. */
export const LIST_LANGUAGE_DEBOUNCE_MS = 250;

/**
 * The UI language as game lists should ask for it: it follows a change 250 ms later, so flicking through
 * languages in the menu reloads the lists once, for the language that stays.
 */
export function useListLanguage(): Language {
  const [language] = useLanguage();
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    if (language === settled) return;
    const timer = setTimeout(() => setSettled(language), LIST_LANGUAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language, settled]);
  return settled;
}
