/** UI languages the platform can serve. A merchant enables a subset of these. */
export const LANGUAGES = ['EN', 'CN', 'TW', 'TY', 'VI', 'TH', 'ID'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'TY';
export const DEFAULT_SUPPORTED_LANGUAGES: readonly Language[] = ['EN', 'TY'];

/** BCP 47 tag for each platform language code (document lang, Intl formatting). */
export const LANGUAGE_TAGS: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  TW: 'zh-TW',
  TY: 'tl',
  VI: 'vi',
  TH: 'th',
  ID: 'id',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a device language tag (navigator.language, Accept-Language) to a platform language.
 * TY is the platform's code for Tagalog/Filipino (tl, fil).
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  const [base, region] = lower.split(/[-_]/);
  if (base === 'zh') {
    if (region === 'tw' || region === 'hk' || region === 'mo' || lower.includes('hant')) return 'TW';
    return 'CN';
  }
  switch (base) {
    case 'en':
      return 'EN';
    case 'tl':
    case 'fil':
      return 'TY';
    case 'vi':
      return 'VI';
    case 'th':
      return 'TH';
    case 'id':
    case 'in':
      return 'ID';
    default:
      return undefined;
  }
}

/**
 * The language the app starts in: a saved choice, else the first supported device language, else the
 * merchant default.
 */
export function pickLanguage(
  saved: string | null | undefined,
  deviceTags: readonly string[],
  supported: readonly Language[],
  merchantDefault: Language,
): Language {
  if (isLanguage(saved) && supported.includes(saved)) return saved;
  for (const tag of deviceTags) {
    const lang = languageFromTag(tag);
    if (lang && supported.includes(lang)) return lang;
  }
  return supported.includes(merchantDefault) ? merchantDefault : (supported[0] ?? merchantDefault);
}
