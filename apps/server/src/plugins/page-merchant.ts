import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMerchantCode } from '@lobby/contract/rules';
import type { ResolvedMerchant } from '../core/merchants/service.ts';

/** The preference cookie the web app writes for the merchant (shared/lib/storage.ts writeCookie). */
export const MERCHANT_COOKIE = 'merchant';

/** The brand the request's host stands for (its domain, else the install's default brand). */
export function hostMerchant(app: FastifyInstance, request: FastifyRequest): Promise<ResolvedMerchant> {
  return app.merchants.resolve({ header: undefined, hostname: request.hostname });
}

/**
 * The brand a page (or a file the page links: its manifest, its error page) is shown as, the way the browser
 * would choose it: `?merchant=` first, then the web app's merchant cookie, then the host. An unknown code
 * changes nothing.
 */
export async function pageMerchant(app: FastifyInstance, request: FastifyRequest): Promise<ResolvedMerchant> {
  const query = request.query as Record<string, unknown> | undefined;
  const fromUrl = typeof query?.merchant === 'string' ? query.merchant : undefined;
  const chosen = [fromUrl, request.cookies[MERCHANT_COOKIE]].find((code) => isMerchantCode(code));
  if (chosen) {
    try {
      return await app.merchants.resolve({ header: chosen, hostname: request.hostname });
    } catch {
      // an unknown code: the host decides, as it does for the browser's API calls
    }
  }
  return hostMerchant(app, request);
}
