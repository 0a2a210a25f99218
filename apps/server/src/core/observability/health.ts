import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { failure } from '../../lib/envelope.ts';
import type { Metrics } from './metrics.ts';

/** How long a dependency may take to answer a probe before it counts as down. */
const PROBE_TIMEOUT_MS = 1_000;

type CheckState = 'ok' | 'down' | 'off';

declare module 'fastify' {
  interface FastifyInstance {
    /** shutting down: /readyz answers 503 so the load balancer stops sending before the port closes */
    readonly draining: boolean;
    startDraining(): void;
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const checksSchema = z.object({ database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down', 'off']) });
const readySchema = z.object({ status: z.literal('ok'), checks: checksSchema });
const unreadySchema = z.object({ status: z.enum(['unavailable', 'draining']), checks: checksSchema });

/** 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, loopback, and their IPv6 kin (fc00::/7, ::1, mapped IPv4). */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  const parts = v4.split('.').map(Number);
  if (parts.length === 4 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)) {
    const [a = -1, b = -1] = parts;
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  const v6 = address.toLowerCase();
  return v6 === '::1' || /^f[cd][0-9a-f]{2}:/.test(v6);
}

/**
 * The probes and the scrape, outside the envelope on purpose (load balancers, Kubernetes, Prometheus):
 * - `/livez`: the process answers (never fails while draining: a draining process is alive).
 * - `/readyz`: the database and, with REDIS_URL, Redis answer, and the process is not draining.
 * - `/healthz`: the same as /readyz (the name load balancers were given first).
 * - `/metrics`: Prometheus text; with METRICS_TOKEN as a bearer token, else to direct requests from
 *   loopback or private addresses only (not through a proxy: a forwarded request carries X-Forwarded-For).
 */
export function healthRoutes(app: FastifyInstance, metrics: Metrics, metricsToken: string | undefined): void {
  let draining = false;
  app.decorate('draining', { getter: () => draining });
  app.decorate('startDraining', () => {
    draining = true;
  });

  async function checks(): Promise<{ database: 'ok' | 'down'; redis: CheckState }> {
    const database = withTimeout(sql`select 1`.execute(app.db)).then(
      () => 'ok' as const,
      (err: unknown) => {
        app.log.error({ err }, 'readiness: the database does not answer');
        return 'down' as const;
      },
    );
    const redis: Promise<CheckState> = app.redis
      ? withTimeout(app.redis.command.ping()).then(
          () => 'ok' as const,
          (err: unknown) => {
            app.log.error({ err }, 'readiness: Redis does not answer');
            return 'down' as const;
          },
        )
      : Promise.resolve('off' as const);
    return { database: await database, redis: await redis };
  }

  async function ready(_request: FastifyRequest, reply: FastifyReply) {
    const found = await checks();
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' as const, checks: found });
    if (found.database !== 'ok' || found.redis === 'down') return reply.code(503).send({ status: 'unavailable' as const, checks: found });
    return { status: 'ok' as const, checks: found };
  }

  const readyRoute = (url: string, summary: string) =>
    app.get(url, { schema: { tags: ['health'], summary, response: { 200: readySchema, 503: unreadySchema } } }, ready);
  readyRoute('/readyz', 'Readiness: 200 when the database and Redis answer; 503 when one does not or while shutting down');
  readyRoute('/healthz', 'Health (as /readyz): 200 when the database and Redis answer, else 503');

  app.get(
    '/livez',
    { schema: { tags: ['health'], summary: 'Liveness: 200 while the process answers', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  const tokenBytes = metricsToken ? Buffer.from(`Bearer ${metricsToken}`) : undefined;
  app.get('/metrics', { schema: { tags: ['health'], summary: 'Prometheus metrics (bearer METRICS_TOKEN, or a direct request from a private address)', hide: true } }, async (request, reply) => {
    const allowed = tokenBytes
      ? (() => {
          const sent = Buffer.from(request.headers.authorization ?? '');
          return sent.length === tokenBytes.length && timingSafeEqual(sent, tokenBytes);
        })()
      : isPrivateAddress(request.raw.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
    reply.header('cache-control', 'no-store');
    if (!allowed) {
      if (!tokenBytes) return reply.code(403).send(failure('permission.denied', 'Metrics are served to private addresses only, or with METRICS_TOKEN.'));
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).send(failure('login.required', 'Metrics need the bearer token METRICS_TOKEN.'));
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}
