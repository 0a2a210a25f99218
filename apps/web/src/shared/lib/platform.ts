import { isNativeAppUserAgent } from '@lobby/contract/rules';
import { local, STORAGE_KEYS } from './storage';

/** Inside the native wrapper's WebView. */
export function isNativeApp(): boolean {
  return isNativeAppUserAgent(navigator.userAgent);
}

/** Launched from the home screen as an installed PWA or iOS web clip. */
export function isInstalledWebApp(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || iosStandalone || local.get(STORAGE_KEYS.webclip) !== null;
}

/** Download prompts make no sense where the app is already installed. */
export function canOfferDownload(): boolean {
  return !isNativeApp() && !isInstalledWebApp();
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
