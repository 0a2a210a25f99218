import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetSettledLocation } from '@/app/shell/settled-location';
import { forgetEncryptionKey } from '@/shared/api/session/get-encryption-key';
import { changeLanguage, initI18n } from '@/shared/lib/i18n';
import { initMerchant } from '@/shared/lib/merchant';
import { toast } from '@/shared/lib/toast';
import { useGameCategoryStore } from '@/shared/stores/game-category-store';
import { useSessionStore } from '@/shared/lib/session';
import { settleDialog } from '@/shared/stores/dialog-store';
import { useUiStore } from '@/app/shell/ui-store';

// Lazy screens resolve through dynamic imports; on a loaded CI machine that can take longer than the
// 1 s default for findBy*/waitFor, which made tests fail on timing rather than behaviour.
configure({ asyncUtilTimeout: 5000 });

// Node 21+ has a global `navigator` of its own (no `onLine`, no `language` of the page), which can win over
// jsdom's: the app would read it and think itself offline. The page's navigator is jsdom's.
if (globalThis.navigator !== window.navigator) {
  Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true, writable: true });
}

// jsdom has neither layout nor media queries.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toast.clear();
  useUiStore.setState({ overlay: null });
  settleDialog(false);
  forgetEncryptionKey();
  forgetSettledLocation();
  useSessionStore.setState({ info: null });
  useGameCategoryStore.setState({ current: 'HOT' });
  localStorage.clear();
  sessionStorage.clear();
  initMerchant('');
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.className = '';
  await changeLanguage('EN', { persist: false });
});
