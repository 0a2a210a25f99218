import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Providers } from './providers';
import { HydrationUnit } from '@/shared/ui/hydration-unit';
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
        {/* The page hydrates in parts after the root (the shell and screens have parts of their own). */}
        <HydrationUnit>
          <StatusGate>{children}</StatusGate>
          <MarkLive />
        </HydrationUnit>
      </Providers>
    </I18nextProvider>
  );
}

/**
 * Marks the page as live (rendered by the browser, or its hydration under way: a tap on a part not hydrated
 * yet hydrates that part first and is then handled): tests and benchmarks wait for it.
 */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
