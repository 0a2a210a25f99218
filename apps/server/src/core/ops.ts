import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** onRequest of the /ops scope: 401 ops.unauthorized without `Authorization: Bearer <OPS_TOKEN>`. */
export function opsTokenGuard(token: string): (request: FastifyRequest) => Promise<void> {
  const expected = digest(`Bearer ${token}`);
  // Compare digests in constant time so the answer time says nothing about how much of a guess matched.
  return async (request) => {
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new AppError('ops.unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
    }
  };
}

/** The OpenAPI `security` of every operator route. */
export const OPS_SECURITY: { [scheme: string]: string[] }[] = [{ opsToken: [] }];

/** Operator routes name a member by account (its username). */
export const opsAccountParamsSchema = z.object({ account: z.string().trim().min(1).max(64) });

/**
 * Operator routes all live in one `/ops` scope that checks the operator token once, in one onRequest
 * hook. A module cannot register into that scope itself (a Fastify plugin only registers into its own
 * context), so it hands its operator routes in with `ops.add(plugin, options)`, usually with the very
 * service its public routes use; after every module is registered, app.ts mounts the scope, and only
 * when OPS_TOKEN is set: without it every /ops path is an ordinary 404.
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

export function createOpsRoutes(): OpsRoutes & { scope: FastifyPluginAsyncZod<{ token: string }> } {
  const entries: { plugin: FastifyPluginAsyncZod<object>; options: object }[] = [];
  return {
    add(plugin, options) {
      entries.push({ plugin: plugin as FastifyPluginAsyncZod<object>, options });
    },
    async scope(scope, { token }) {
      scope.addHook('onRequest', opsTokenGuard(token));
      for (const { plugin, options } of entries) await scope.register(plugin, options);
    },
  };
}
