import { AppError } from './app-error.ts';

/**
 * An operator's title and HTML body per language (announcements, help articles), checked against the
 * merchant: only its languages, EN or its default language among the titles (what a reader falls back to),
 * and a body only beside a title. Answers the texts to store (a missing body is empty); a 400 otherwise.
 */
export function merchantTexts(
  merchant: { code: string; languages: readonly string[]; defaultLanguage: string },
  titles: Partial<Record<string, string>>,
  bodies: Partial<Record<string, string>>,
): Record<string, { title: string; content: string }> {
  const invalid = (message: string) => new AppError('request.invalid', { message });
  const languages = Object.keys(titles);
  for (const language of [...languages, ...Object.keys(bodies)]) {
    if (!merchant.languages.includes(language)) {
      throw invalid(`${language} is not a language of merchant ${merchant.code} (${merchant.languages.join(', ')}).`);
    }
  }
  if (!languages.includes('EN') && !languages.includes(merchant.defaultLanguage)) {
    throw invalid(`A title in EN or in the merchant's default language (${merchant.defaultLanguage}) is required.`);
  }
  for (const language of Object.keys(bodies)) {
    if (!languages.includes(language)) throw invalid(`bodies.${language} has no title in ${language}.`);
  }
  return Object.fromEntries(languages.map((l) => [l, { title: titles[l] ?? '', content: bodies[l] ?? '' }]));
}
