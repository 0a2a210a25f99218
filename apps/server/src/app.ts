import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { OPS_PREFIX } from '@lobby/contract';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import core from './core/index.ts';
import { createOpsRoutes } from './core/ops.ts';
import type { DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/prepare.ts';
import { MODULES } from './modules/index.ts';
import { buildServices } from './services.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuard from './plugins/input-guard.ts';
import merchantPlugin from './plugins/merchant.ts';
import openapiPlugin, { opsOpenapiRoute } from './plugins/openapi.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import { recordRouteTable } from './plugins/route-table.ts';
import { firebaseCspSources, firebaseWebConfig } from './integrations/firebase/web-config.ts';
import securityHeadersPlugin, { securityHeaderSet, WEB_APP_CSP_DIRECTIVES } from './plugins/security-headers.ts';
import { BODY_LIMIT, serverOptions } from './server-options.ts';
import webApp from './plugins/web-app.ts';
import consoleApp from './plugins/console-app.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open database; when omitted one is opened from config.databaseUrl and closed with the app. */
  database?: DatabaseHandle;
  /** Migrate, and seed an empty database, before serving (default true). */
  prepareDatabase?: boolean;
  /** The clock of sessions, captchas and sealed bodies (tests move it forward); default Date.now. */
  now?: () => number;
  /** where the log goes instead of stdout (tests read what the server logs) */
  logStream?: NodeJS.WritableStream;
}

export type App = FastifyInstance;

/** The web app's policy, opened to Firebase's endpoints only when the web signs in phones through Firebase. */
function webAppCsp(config: Config): typeof WEB_APP_CSP_DIRECTIVES & { frameSrc?: string[] } {
  const extra = firebaseCspSources(firebaseWebConfig(config));
  const base = WEB_APP_CSP_DIRECTIVES;
  return {
    ...base,
    connectSrc: [...base.connectSrc, ...extra.connectSrc],
    scriptSrc: [...base.scriptSrc, ...extra.scriptSrc],
    ...(extra.frameSrc.length > 0 ? { frameSrc: ["'self'", ...extra.frameSrc] } : {}),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const { database, owned } = await openDatabase({ url: config.databaseUrl, database: options.database, prepare: options.prepareDatabase, demo: config.seedDemo, pool: config.databasePool });
  const securityHeaders = securityHeaderSet({ contentSecurityPolicy: { directives: webAppCsp(config) } });
  const app = Fastify(serverOptions(config, securityHeaders, options.logStream)).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  recordRouteTable(app);

  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 50, fieldSize: 64 * 1024 } });
  await app.register(openapiPlugin);
  // one WebSocket server for the app (crash rounds, tournament leaderboards): each module adds its socket route
  await app.register(websocket, { options: { maxPayload: 1024 } });

  // The clock is decorated once here; sessions read members through the member module's repository.
  const clock = options.now ?? Date.now;
  await app.register(core, { config, database, ownsDatabase: owned, clock });
  // after the core: its counters share the core's Redis connection
  await app.register(rateLimitPlugin, { redis: app.redis?.command, prefix: config.redisPrefix });
  app.decorate('services', buildServices(app));
  await app.register(errorsPlugin);
  await app.register(inputGuard);
  await app.register(merchantPlugin);
  await app.register(authPlugin);

  const ops = createOpsRoutes();
  for (const module of MODULES) await app.register(module, { ops });
  ops.add(opsOpenapiRoute, {});
  // One /ops scope behind one guard, holding what the modules handed in; the token is optional (automation).
  await app.register(ops.scope, { prefix: OPS_PREFIX, token: config.opsToken });
  await app.register(webApp, { webDist: config.webDist });
  await app.register(consoleApp, { consoleDist: config.consoleDist });
  return app;
}
