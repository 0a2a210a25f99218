import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResolvedMerchant } from '../core/merchants/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of a /wps or /lgw request (null on other paths, which have no tenant). */
    merchant: ResolvedMerchant;
  }
}

/** Only the API has tenants; the web app, media and ops routes do not. */
export function isTenantPath(url: string): boolean {
  return /^\/(wps|lgw)(\/|\?|$)/.test(url);
}

async function merchantPlugin(app: FastifyInstance): Promise<void> {
  const { merchants } = app;
  app.decorateRequest('merchant', null as unknown as ResolvedMerchant);
  // onRequest, before body parsing and validation: an unknown tenant is answered as such whatever else
  // is wrong with the request, and 404s under /wps still get a tenant (their answer is the envelope).
  app.addHook('onRequest', async (request) => {
    if (!isTenantPath(request.url)) return;
    const raw = request.headers.merchant;
    const header = Array.isArray(raw) ? raw.join(',') : raw;
    request.merchant = await merchants.resolve({ header, hostname: request.hostname });
  });
}

export default fp(merchantPlugin, { name: 'lobby-merchant', dependencies: ['lobby-core'] });
