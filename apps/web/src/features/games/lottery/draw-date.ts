import { isLanguage, LANGUAGE_TAGS } from '@lobby/contract/rules';

/** A draw's day as Vietnam sees it (the regional draws are dated in Vietnamese time), in the UI language. */
export function formatDrawDay(drawAt: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(isLanguage(language) ? LANGUAGE_TAGS[language] : 'en', {
      timeZone: 'Asia/Ho_Chi_Minh',
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(drawAt);
  } catch {
    return new Date(drawAt).toISOString().slice(0, 10);
  }
}
