import type { FastifyInstance } from 'fastify';

/** One served route: the method and the URL pattern as registered (prefixes included). */
export interface RouteEntry {
  method: string;
  url: string;
  /** the permission an /ops route names in its config (core/operators/permissions.ts) */
  permission?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route of the app as registered, HEAD left out (Fastify adds one per GET): tests check their rules against it */
    readonly routeTable: readonly RouteEntry[];
  }
}

/** Records every route; called on the root before anything registers, so no route is left out. */
export function recordRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, ...(permission ? { permission } : {}) });
  });
  app.decorate('routeTable', { getter: () => routes });
}
