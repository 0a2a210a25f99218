import type { RegisterMethod } from '@lobby/contract';
import { local, STORAGE_KEYS } from '@/shared/lib/storage';

/**
 * How this registration came in: APP inside the native wrapper (start-up marks <html>), PWA when
 * launched as an installed web app, WEBCLIP when the iOS web clip set its marker, else H5.
 */
export function registerMethod(): RegisterMethod {
  if (document.documentElement.classList.contains('app-wrapper')) return 'APP';
  if (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) return 'PWA';
  if (local.get(STORAGE_KEYS.webclip) !== null) return 'WEBCLIP';
  return 'H5';
}
