import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope.ts';
import { CONSOLE_APP_CSP } from './security-headers.ts';

export interface ConsoleAppOptions {
  /** the console build (apps/console/dist) */
  consoleDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HIDDEN = { schema: { hide: true } } as const;

/**
 * Serves the operators' console (apps/console) under /console: hashed files in assets/ cached for good,
 * every other path answers index.html uncached (the client-side router owns it). Its own policy: scripts
 * and styles of its own, and never framed. Without a build, /console answers a plain 503.
 */
export default async function consoleApp(app: FastifyInstance, { consoleDist }: ConsoleAppOptions): Promise<void> {
  const assetsDir = path.join(consoleDist, 'assets') + path.sep;
  const indexFile = path.join(consoleDist, 'index.html');

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', (_request, reply, done) => {
        reply.header('content-security-policy', CONSOLE_APP_CSP);
        reply.header('x-frame-options', 'DENY');
        reply.header('referrer-policy', 'same-origin');
        done();
      });

      await scope.register(fastifyStatic, {
        root: consoleDist,
        prefix: '/',
        index: false,
        cacheControl: false,
        // Called with the reply (it was the raw response before @fastify/static 10, whose headers the
        // reply's own overrode): a cache-control the route already set (index.html's no-store) stays.
        setHeaders: (reply, filePath) => {
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        },
      });

      // Checked per request: a build made while the server runs is picked up without a restart.
      const sendIndex = (_request: FastifyRequest, reply: FastifyReply): void => {
        if (!existsSync(indexFile)) {
          reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('console not built');
          return;
        }
        reply.header('cache-control', 'no-store');
        reply.code(200).sendFile('index.html', { cacheControl: false });
      };

      scope.get('/', HIDDEN, (request, reply) => {
        sendIndex(request, reply);
      });

      // A missing hashed asset is a 404 (HTML would be parsed and cached as a script); writes are not pages.
      scope.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
        const pathname = request.url.split('?')[0] ?? '';
        const isAsset = pathname.startsWith('/console/assets/');
        const isRead = request.method === 'GET' || request.method === 'HEAD';
        if ((isAsset && existsSync(indexFile)) || !isRead) {
          reply.code(404).send(failure('request.not.found'));
          return;
        }
        sendIndex(request, reply);
      });
    },
    { prefix: '/console' },
  );
}
