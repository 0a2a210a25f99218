import {
  createBrowserRouter,
  matchRoutes,
  replace,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { getHref, PATHS, RETURN_PARAM } from '@/shared/lib/paths';
import { nextTask } from '@/shared/lib/next-task';
import { renderContext } from '@/shared/lib/render-context';
import { currentRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { LoadingPlaceholder } from '@/shared/ui/loading-placeholder';
import { recoverableScreen } from './recoverable-screen';
import type { RouteEntry, RouteHandle } from './route-entry';
import { ROUTES } from './routes';
import { AppLayout } from './shell/app-layout';
import { settledLocation } from './shell/settled-location';

/**
 * A screen whose chunk fails (deploy replaced it, connection dropped) does not crash the shell: the header
 * and bottom bar stay usable, and the route shows the failure with a Retry button, loading the chunk again
 * on Retry or on the next navigation there (recoverable-screen.tsx).
 */
export function lazyScreen(entry: RouteEntry) {
  return async () => {
    try {
      return { Component: await entry.screen() };
    } catch (error) {
      console.error(`screen for ${entry.name} failed to load`, error);
      return { Component: recoverableScreen(entry.screen, entry.name) };
    }
  };
}

/**
 * Visitors go to login, which brings them back here afterwards (or to the entry's own target, e.g. change
 * password sends them home); trial accounts may not open real-member screens and stay where they were.
 */
export function guardLoader(entry: RouteEntry) {
  return ({ request }: LoaderFunctionArgs) => {
    if (entry.access === 'public') return null;
    const role = currentRole();
    if (role === 'visitor') {
      const target = entry.visitorRedirect ?? 'login';
      const { pathname, search } = new URL(request.url);
      throw replace(target === 'login' ? getHref('login', { [RETURN_PARAM]: `${pathname}${search}` }) : getHref(target));
    }
    if (entry.access === 'real-member' && role === 'trial') {
      // On the server the page is left to the browser, whose guard shows the alert to the player (a dialog
      // opened here would be the server's, and the redirect would come without a word).
      if (renderContext()) throw new Response(null, { status: 403 });
      showTrialAlert();
      throw replace(settledLocation() ?? PATHS.home);
    }
    return null;
  };
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function buildRoutes(table: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const entry of table) {
    for (const path of entry.paths) {
      // '/m' and '/m/' are one route to React Router; keep the first.
      const key = normalise(path);
      if (seen.has(key)) continue;
      seen.add(key);
      children.push({
        id: `${entry.name}:${key}`,
        path: key,
        handle: { entry } satisfies RouteHandle,
        loader: entry.access === 'public' ? undefined : guardLoader(entry),
        lazy: lazyScreen(entry),
        HydrateFallback: LoadingPlaceholder,
      });
    }
  }
  // Anything else goes home, replacing the bad entry so Back does not return to it.
  children.push({ id: 'unknown', path: '*', loader: () => replace(PATHS.home) });
  return [{ id: 'root', Component: AppLayout, children }];
}

/**
 * Pages the server renders: every public screen with the app's chrome. Member screens depend on the
 * account and are the browser's; the in-house games (no chrome) are canvases and live data.
 */
export function isServerRendered(entry: RouteEntry): boolean {
  return entry.serverRender ?? (entry.access === 'public' && entry.chrome !== 'none');
}

/**
 * With `hydrationData` (a server-rendered page) the lazy screens of the first URL are loaded before the
 * router is made, so its first render is the server's page rather than the loading placeholder.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  const routes = buildRoutes();
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    // matching and creating the router each rank every route: two tasks, not one
    await nextTask();
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
