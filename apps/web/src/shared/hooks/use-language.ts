import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@lobby/contract/rules';
import { changeLanguage, SOURCE_LANGUAGE } from '@/shared/lib/i18n';

/** The current UI language and a setter that saves the choice; re-renders on 'languageChanged'. */
export function useLanguage(): [Language, (lang: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : SOURCE_LANGUAGE;
  return [lang, (next) => changeLanguage(next)];
}
