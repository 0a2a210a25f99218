import type { FastifyInstance } from 'fastify';

/** One served route: the method and the URL pattern as registered (prefixes included). */
export interface RouteEntry {
  method: string;
  url: string;
  /** the permission an /ops route names in its config (core/operators/permissions.ts) */
  permission?: string;
  /** the OpenAPI summary: what the route does, for people (the audit log's action labels) */
  summary?: string;
  /** a read audited like a change (config.audit) */
  audited?: boolean;
  /** a list exported as CSV with an audit row `EXPORT <url>` (config.csvExport) */
  exports?: boolean;
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
    const config = route.config as { permission?: string; audit?: boolean; csvExport?: boolean } | undefined;
    const permission = config?.permission;
    const summary = (route.schema as { summary?: unknown } | undefined)?.summary;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        ...(permission ? { permission } : {}),
        ...(typeof summary === 'string' ? { summary } : {}),
        ...(config?.audit ? { audited: true } : {}),
        ...(config?.csvExport ? { exports: true } : {}),
      });
    }
  });
  app.decorate('routeTable', { getter: () => routes });
}
