import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, pickLanguage, type Language } from '@lobby/contract/rules';
import { renderContext } from './render-context';
import { local, STORAGE_KEYS, writeCookie } from './storage';

export const SOURCE_LANGUAGE: Language = 'EN';

type Bundle = Record<string, unknown>;

// One lazy chunk per locale file; a language without a file falls back to EN (the source of truth).
const bundles = import.meta.glob<Bundle>('../../locales/*.json', { import: 'default' });

function bundleLoader(lang: Language): (() => Promise<Bundle>) | undefined {
  return bundles[`../../locales/${lang}.json`];
}

export function hasBundle(lang: Language): boolean {
  return bundleLoader(lang) !== undefined;
}

async function ensureBundle(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const load = bundleLoader(lang);
  if (!load) return;
  const bundle = await load();
  // A language's first bundle: nothing to merge it into, so it is added as it is (a deep merge walked every
  // key of it, milliseconds of the start-up's longest task).
  const first = !i18next.hasResourceBundle(lang, 'translation');
  i18next.addResourceBundle(lang, 'translation', bundle, !first, true);
}

function setDocumentLanguage(lang: Language): void {
  // written only when it changes: a write restyles the page (:lang() rules)
  if (document.documentElement.lang !== LANGUAGE_TAGS[lang]) document.documentElement.lang = LANGUAGE_TAGS[lang];
}

let initialised: Promise<unknown> | null = null;

/** Starts i18next in `lang`, fetching only that bundle (plus EN when `lang` has none of its own). */
export async function initI18n(lang: Language): Promise<void> {
  initialised ??= i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: SOURCE_LANGUAGE,
    // Platform codes (EN, TY, …) are not BCP 47, so i18next must not try to split or lower-case them.
    load: 'currentOnly',
    lowerCaseLng: false,
    cleanCode: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await initialised;
  await Promise.all([ensureBundle(lang), hasBundle(lang) ? null : ensureBundle(SOURCE_LANGUAGE)]);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
  setDocumentLanguage(lang);
}

export function currentLanguage(): Language {
  const server = renderContext();
  if (server) return server.language;
  const lang = i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Switches the UI language. i18next emits 'languageChanged' to every listener (react-i18next re-renders,
 * query hooks keyed by language refetch); `persist` is false when start-up re-picks a language because the
 * merchant's list changed, so the player's own choice stays the saved one.
 */
export async function changeLanguage(lang: Language, { persist = true } = {}): Promise<void> {
  if (persist) saveLanguage(lang);
  await ensureBundle(lang);
  if (!hasBundle(lang)) await ensureBundle(SOURCE_LANGUAGE);
  setDocumentLanguage(lang);
  await i18next.changeLanguage(lang);
}

/** Saved in storage and as a cookie, so the server renders the next page in it. */
export function saveLanguage(lang: Language): void {
  local.set(STORAGE_KEYS.language, lang);
  writeCookie(STORAGE_KEYS.language, lang);
}

export function savedLanguage(): string | null {
  return local.get(STORAGE_KEYS.language);
}

export function deviceLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language to show for a merchant: saved choice, then device, then the merchant default. */
export function chooseLanguage(supported: readonly Language[], merchantDefault: Language): Language {
  return pickLanguage(savedLanguage(), deviceLanguages(), supported, merchantDefault);
}

export { i18next };
