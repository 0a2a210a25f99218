import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CREDENTIAL_PAGES } from '@lobby/contract/paths';
import { failure } from '../lib/envelope.ts';
import { MANIFEST_PATH, webAppManifest } from './brand-head.ts';
import { hostMerchant, pageMerchant } from './page-merchant.ts';
import { withImageOrigins } from './security-headers.ts';
import { createWebRenderer } from './web-render.ts';

export interface WebAppOptions {
  webDist: string;
  /** render public pages on the server when the web build has its server half (default on) */
  serverRender?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A sign-in or registration form's fields are a few hundred bytes; anything far past that is not a form of ours. */
const CREDENTIAL_FORM_LIMIT = 64 * 1024;
const HIDDEN = { schema: { hide: true } } as const;
/**
 * The standalone provably-fair verifier (apps/web/public): one HTML file with its script inline, made to be
 * saved and opened from disk. The pages' policy (script-src 'self') would block that script here, so the
 * file is always handed over as a download rather than shown broken.
 */
export const FAIR_VERIFIER_FILE = 'fair-verifier.html';

/**
 * Serves the built web app under /m. Vite puts content-hashed files in assets/, which may be cached for
 * good; everything else (index.html, sw.js, manifest, icons) keeps its name across releases, so the
 * browser must revalidate it or a new release would never reach the phone.
 */
export default async function webApp(app: FastifyInstance, { webDist, serverRender = true }: WebAppOptions): Promise<void> {
  const renderer = serverRender ? createWebRenderer(app, webDist) : null;
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const indexFile = path.join(webDist, 'index.html');

  app.get('/', HIDDEN, async (_request, reply) => reply.redirect('/m/home', 302));

  await app.register(
    async (web) => {
      await web.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        cacheControl: false,
        // Called with the reply (it was the raw response before @fastify/static 10, whose headers the
        // reply's own overrode): a cache-control the route already set stays.
        setHeaders: (reply, filePath) => {
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
          if (path.basename(filePath) === FAIR_VERIFIER_FILE) reply.header('content-disposition', `attachment; filename="${FAIR_VERIFIER_FILE}"`);
        },
      });

      // Checked per request so `npm run build` while the server runs is picked up without a restart.
      // Handlers here are plain functions that return nothing: returning the reply from an async
      // handler after sendFile makes Fastify await it as a thenable, stacking a stream listener per
      // layer of the not-found path.
      const sendIndex = (request: FastifyRequest, reply: FastifyReply): void => {
        // The pages load artwork from the merchants' image CDNs: their img-src allows those origins.
        void app.merchants
          .all()
          .then((merchants) => {
            const policy = reply.getHeader('content-security-policy');
            const bases = merchants.flatMap((m) => m.imageCdns);
            if (typeof policy === 'string' && bases.length > 0) reply.header('content-security-policy', withImageOrigins(policy, bases));
          })
          .catch(() => undefined)
          .finally(() => sendPage(request, reply));
      };

      const sendPage = (request: FastifyRequest, reply: FastifyReply): void => {
        if (!existsSync(indexFile)) {
          reply
            .code(503)
            .type('text/plain; charset=utf-8')
            .header('cache-control', 'no-store')
            .send('web app not built: run npm run build');
          return;
        }
        if (!renderer || request.method !== 'GET') {
          reply.code(200).sendFile('index.html');
          return;
        }
        // The server-rendered page when there is one, else the shell the browser renders itself.
        void renderer.send(request, reply).then((sent) => {
          if (!sent && !reply.sent) reply.code(200).sendFile('index.html');
        });
      };

      web.get('/', HIDDEN, (request, reply) => {
        sendIndex(request, reply);
      });

      // The brand's own manifest (name, icons, colours), not one for every brand baked into the build.
      web.get(MANIFEST_PATH.slice('/m'.length), HIDDEN, async (request, reply) => {
        const [merchant, host] = await Promise.all([pageMerchant(app, request), hostMerchant(app, request)]);
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .send(JSON.stringify(webAppManifest(merchant, merchant.code === host.code)));
      });

      // A credential form submitted before the app is live posts here (web: shared/hooks/use-credential-form):
      // 303 back to the page as a GET, with the page's own query and without the fields. The body is read (a
      // client must be able to finish sending it) and dropped unparsed: it is never validated, stored or
      // logged, so no error message can echo it either.
      await web.register(async (forms) => {
        forms.removeAllContentTypeParsers();
        forms.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CREDENTIAL_FORM_LIMIT }, (_request, _body, done) => {
          done(null, undefined);
        });
        for (const page of Object.values(CREDENTIAL_PAGES)) {
          forms.post(page.slice('/m'.length), HIDDEN, async (request, reply) =>
            reply.header('cache-control', 'no-store').redirect(request.url, 303),
          );
        }
      });

      // The client-side router owns every other path, except a missing hashed asset: answering that
      // with HTML would be parsed as a script and cached as one.
      web.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
        const pathname = request.url.split('?')[0] ?? '';
        const isAsset = pathname.startsWith('/m/assets/');
        const isRead = request.method === 'GET' || request.method === 'HEAD';
        if ((isAsset && existsSync(indexFile)) || !isRead) {
          reply.code(404).send(failure('request.not.found'));
          return;
        }
        sendIndex(request, reply);
      });
    },
    { prefix: '/m' },
  );
}
