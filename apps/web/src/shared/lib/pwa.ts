import { create } from 'zustand';
import { local, STORAGE_KEYS } from './storage';

/**
 * The installable-app side of start-up, kept tiny because it sits in the entry chunk:
 * - the service worker (vite-plugin-pwa, generateSW) is registered only in production builds, after the
 *   page has loaded, from a lazy chunk (workbox-window stays off the home route's budget);
 * - Chromium's `beforeinstallprompt` fires once, early, whether or not a download screen is open, so it is
 *   caught here and kept for the add-to-home guide's Install button;
 * - an iOS home-screen launch marks WEBCLIP, which platform.ts reads to hide download prompts.
 */

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallPromptState {
  /** the deferred prompt, while the browser offers one */
  event: BeforeInstallPromptEvent | null;
  /** set once the app was installed from this page */
  installed: boolean;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ event: null, installed: false }));

/** Shows the browser's install dialog; resolves true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const { event } = useInstallPrompt.getState();
  if (!event) return false;
  // A prompt can be shown once; the browser fires a fresh event if it may offer again.
  useInstallPrompt.setState({ event: null });
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the mini-infobar away; the app offers installing in its own guide.
    event.preventDefault();
    useInstallPrompt.setState({ event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ event: null, installed: true });
  });
}

/**
 * iOS home-screen apps (Add to Home Screen and the profile's web clip) run with their own storage, so the
 * marker cannot leak into Safari. Android's installed app shares storage with the browser: there the live
 * display-mode check in platform.ts is used instead, or the browser tab would stop offering the download.
 */
function markWebClipLaunch(): void {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (iosStandalone && local.get(STORAGE_KEYS.webclip) === null) local.set(STORAGE_KEYS.webclip, '1');
}

function registerServiceWorker(): void {
  const register = () => {
    void import('./pwa-register')
      .then((m) => m.register())
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export function startPwa(): void {
  markWebClipLaunch();
  listenForInstallPrompt();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();
}
