import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOpsGuard } from './operators/guard.ts';

/** The OpenAPI `security` of every operator route. */
export const OPS_SECURITY: { [scheme: string]: string[] }[] = [{ opsToken: [] }, { consoleSession: [] }];

/**
 * Operator routes all live in one `/ops` scope behind one guard (core/operators/guard.ts): the automation
 * token or an operator's console session, the route's permission, the merchant scope, and an audit row
 * for every change. A module cannot register into that scope itself (a Fastify plugin only registers into
 * its own context), so it hands its operator routes in with `ops.add(plugin, options)`, usually with the
 * very service its public routes use; after every module is registered, app.ts mounts the scope. Each route
 * is registered from its descriptor in the contract with `route()` (core/endpoint-route.ts). Without
 * OPS_TOKEN only signed-in operators get in.
 */
export interface OpsRoutes {
  add<O extends object>(plugin: FastifyPluginAsyncZod<O>, options: O): void;
}

/** What app.ts hands every module plugin. */
export interface ModuleOptions {
  ops: OpsRoutes;
}

/** A module: one self-contained Fastify plugin that builds its service from the decorated core. */
export type LobbyModule = FastifyPluginAsyncZod<ModuleOptions>;

export function createOpsRoutes(): OpsRoutes & { scope: FastifyPluginAsyncZod<{ token: string | undefined }> } {
  const entries: { plugin: FastifyPluginAsyncZod<object>; options: object }[] = [];
  return {
    add(plugin, options) {
      entries.push({ plugin: plugin as FastifyPluginAsyncZod<object>, options });
    },
    async scope(scope, { token }) {
      installOpsGuard(scope, { token });
      for (const { plugin, options } of entries) await scope.register(plugin, options);
    },
  };
}
