import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next } from '@/shared/lib/i18n';
import { vi } from 'vitest';
import type { SystemStatus } from '@lobby/contract';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import type { RouteEntry } from '@/app/route-entry';
import { createQueryClient } from '@/app/query-client';
import { envelope } from './fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

/** Replaces fetch with a table of path -> handler; unknown paths answer 404 so a stray call is loud. */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const handler = handlers[new URL(request.url).pathname];
    if (!handler) return new Response('not found', { status: 404 });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function mockStatus(status: SystemStatus) {
  return mockFetch({ '/wps/system/status': () => envelope(status) });
}

export function renderApp(
  path: string | string[],
  { table, seed }: { table?: readonly RouteEntry[]; seed?: (client: QueryClient) => void } = {},
) {
  const client = createQueryClient();
  // Retries with back-off would make every failure test wait seconds; the retry rule has its own test.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // What the cache holds as the app starts (a server-rendered page's state, for one).
  seed?.(client);
  const router = createMemoryRouter(buildRoutes(table), {
    initialEntries: Array.isArray(path) ? path : [path],
    initialIndex: Array.isArray(path) ? path.length - 1 : 0,
  });
  const view = render(
    <App client={client} i18n={i18next}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, router, client };
}
