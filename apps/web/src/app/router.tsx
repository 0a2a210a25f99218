import { createBrowserRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getHref, PATHS, RETURN_PARAM } from '@/shared/lib/paths';
import { currentRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { LoadingPlaceholder } from '@/shared/ui/loading-placeholder';
import type { RouteEntry, RouteHandle } from './route-entry';
import { ROUTES } from './routes';
import { AppLayout } from './shell/app-layout';
import { settledLocation } from './shell/settled-location';

/**
 * A screen whose chunk fails (deploy replaced it, connection dropped) logs and shows the loading
 * placeholder instead of crashing the shell: the header and bottom bar stay usable, so the person can go
 * elsewhere or retry.
 */
export function lazyScreen(entry: RouteEntry) {
  return async () => {
    try {
      return { Component: await entry.screen() };
    } catch (error) {
      console.error(`screen for ${entry.name} failed to load`, error);
      return { Component: LoadingPlaceholder };
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
