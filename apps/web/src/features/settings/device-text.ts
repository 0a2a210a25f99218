import type { TFunction } from 'i18next';

/** "Chrome on Android", or what is known of it. */
export function deviceName(t: TFunction, device: { browser: string | null; os: string | null }): string {
  if (device.browser && device.os) return t('memberSettings.device.on', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('memberSettings.device.unknown');
}

/** The country's name in the app's language, from its ISO code. */
export function countryName(code: string | null, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language === 'TY' ? 'fil' : language.toLowerCase(), 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
