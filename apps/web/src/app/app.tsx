import { Suspense, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Providers } from './providers';
import { StatusGate } from './status/status-gate';

/**
 * The app around its router: the browser passes `<RouterProvider>`, the server `<StaticRouterProvider>`,
 * so both render the same tree (hydration needs that). The language instance is explicit for the same
 * reason: the server has one per language.
 */
export function App({ client, i18n, children }: { client: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Providers client={client}>
        {/* The page hydrates inside a boundary: React hydrates the content of a server-rendered boundary after
            the root, at low priority and in short slices that leave the main thread free between them (a tap
            on it hydrates its part at once), instead of in one long task. */}
        <Suspense fallback={null}>
          <StatusGate>{children}</StatusGate>
          <MarkLive />
        </Suspense>
      </Providers>
    </I18nextProvider>
  );
}

/** Marks the page as live (hydrated or rendered by the browser): tests and benchmarks wait for it. */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
