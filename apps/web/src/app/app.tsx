import { useEffect, type ReactNode } from 'react';
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
  // Marks the page as live (hydrated or rendered by the browser): tests and benchmarks wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <Providers client={client}>
        <StatusGate>{children}</StatusGate>
      </Providers>
    </I18nextProvider>
  );
}
