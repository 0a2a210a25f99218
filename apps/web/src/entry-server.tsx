/**
 * Server rendering of the public /m pages. The server (apps/server, plugins/web-render.ts) imports the
 * build of this file and calls `render` for a page navigation. One request:
 *   1. the route table decides whether the page is rendered here (public screens) or left to the browser
 *      (member screens, the in-house games);
 *   2. React Router's static handler matches the URL and loads the lazy screen;
 *   3. data: the tree is rendered to a string, the queries it asked for are fetched through the app's own
 *      routes in process (no HTTP hop), and again until no new query appears (a list waits for its
 *      categories, …): the same query options the browser uses, so the keys and shapes are the same;
 *   4. the last render streams through React's `renderToPipeableStream`, and the query cache goes with the
 *      page (dehydrated) so the browser hydrates without fetching the first screen again.
 * Everything a render reads of its request (merchant, language, theme, session, transport) comes from the
 * render context, kept per request in AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { SystemStatus } from '@lobby/contract';
import { isLanguage, SYSTEM_STATUS, type Language } from '@lobby/contract/rules';
import { statusKeys } from '@/shared/api/system/get-status';
import { App } from '@/app/app';
import { fillQueries, type RenderTimings } from '@/app/ssr-data';
import { createQueryClient } from '@/app/query-client';
import type { RouteHandle } from '@/app/route-entry';
import { buildRoutes, isServerRendered } from '@/app/router';
import { installRenderContext, type RenderContext } from '@/shared/lib/render-context';
import { documentTitle } from '@/shared/lib/document-title';
import { serialiseSsrState, type SsrState } from '@/shared/lib/ssr-state';
import { SOURCE_LANGUAGE } from '@/shared/lib/i18n';

export type RenderInput = Omit<RenderContext, 'fetch'> & {
  /** the page's absolute URL */
  url: string;
  fetch: typeof fetch;
  /** no live session but a remember-device cookie: the browser may renew one */
  canRenew: boolean;
  /** the data passes give up after this long and render what they have (the browser fetches the rest) */
  dataBudgetMs?: number;
};

export type RenderResult =
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 503 under maintenance, 451 in a blocked region (the gate's pages), else 200 */
      status: number;
      /** source modules of the screen (build-manifest keys): their stylesheets and scripts go into the head */
      modules: string[];
      /** the document title: the page's and the brand's name (shared/lib/document-title.ts) */
      title: string;
      timings: RenderTimings;
      /** the JSON for the page's state script */
      state: string;
      /** streams the markup of #root into `destination` and ends it */
      pipe(destination: Writable): void;
    };

const storage = new AsyncLocalStorage<RenderContext>();
installRenderContext(() => storage.getStore());

const routes = buildRoutes();
const handler = createStaticHandler(routes);

// ---- languages: one i18next instance per language, all bundles in memory ----

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
const translators = new Map<Language, I18n>();

function translator(lang: Language): I18n {
  let instance = translators.get(lang);
  if (instance) return instance;
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [file, bundle] of Object.entries(bundles)) {
    const code = /([A-Z]+)\.json$/.exec(file)?.[1];
    if (code && isLanguage(code)) resources[code] = { translation: bundle };
  }
  instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: SOURCE_LANGUAGE,
    load: 'currentOnly',
    lowerCaseLng: false,
    cleanCode: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  translators.set(lang, instance);
  return instance;
}

function tree(client: QueryClient, i18n: I18n, router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext): ReactNode {
  return (
    <StrictMode>
      <App client={client} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>
  );
}

/** Public screens render here; everything else is the browser's (see isServerRendered in the router). */
export async function render(input: RenderInput): Promise<RenderResult> {
  const context: RenderContext = {
    merchant: input.merchant,
    language: input.language,
    theme: input.theme,
    session: input.session,
    fetch: input.fetch,
    html: input.html,
  };
  return storage.run(context, async () => {
    const request = new Request(input.url, { method: 'GET' });
    const matched = await handler.query(request);
    if (matched instanceof Response) {
      const location = matched.headers.get('Location');
      if (location && matched.status >= 300 && matched.status < 400) {
        return { kind: 'redirect', status: matched.status, location };
      }
      return { kind: 'browser' };
    }
    const leaf = matched.matches[matched.matches.length - 1];
    const entry = (leaf?.route.handle as RouteHandle | undefined)?.entry;
    if (!entry || !isServerRendered(entry) || matched.errors) return { kind: 'browser' };

    const client = createQueryClient();
    // A failed query is left to the browser (it retries with the person there); the server does not wait.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const i18n = translator(input.language);
    const router = createStaticRouter(handler.dataRoutes, matched);
    const element = () => tree(client, i18n, router, matched);
    const timings = await fillQueries(client, () => renderToString(element()), input.dataBudgetMs ?? 1500);

    for (const query of client.getQueryCache().getAll()) {
      if (query.state.status === 'error') console.warn('server render: query failed', query.queryKey, query.state.error);
    }
    const state: SsrState = {
      merchant: input.merchant ?? '',
      language: input.language,
      theme: input.theme,
      session: input.session,
      canRenew: input.canRenew,
      queries: dehydrate(client),
      router: { loaderData: matched.loaderData, actionData: matched.actionData, errors: null },
    };
    const status = client.getQueryData<SystemStatus>(statusKeys.all);
    const system = status?.status;
    const title = documentTitle(entry.chrome === 'home' ? null : i18n.t(entry.titleKey), status?.info.brand.name);
    return {
      kind: 'page',
      status:
        system === SYSTEM_STATUS.MAINTENANCE ? 503 : system === SYSTEM_STATUS.REGION_RESTRICTED ? 451 : 200,
      modules: entry.screen.module ? [entry.screen.module] : [],
      title,
      timings,
      state: serialiseSsrState(state),
      pipe(destination: Writable) {
        // Within the request's context: React renders in later ticks, which AsyncLocalStorage follows.
        storage.run(context, () => {
          const stream = renderToPipeableStream(element(), {
            // Every boundary inline, however large: outlined ones are completed by inline scripts.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            // Everything is loaded by now: wait for the whole page so no boundary needs an inline script
            // (the Content-Security-Policy allows none), then stream it.
            onAllReady() {
              stream.pipe(destination);
            },
            onShellError(error) {
              destination.destroy(error instanceof Error ? error : new Error(String(error)));
            },
            onError(error) {
              console.error('server render failed', error);
            },
          });
        });
      },
    };
  });
}
