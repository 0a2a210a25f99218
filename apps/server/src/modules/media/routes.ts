import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../core/svg.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantService } from '../../core/merchants/service.ts';
import { brandLogoSvg } from './service.ts';

export interface MediaRoutesOptions {
  merchants: MerchantService;
}

const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { merchants }) => {
  // Brand names change rarely and the SVG is cheap to make, but the header asks for it on every page.
  const cache = new Map<string, string>();

  app.get(
    '/media/brand/:code/logo.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Brand wordmark (SVG) of a merchant',
        params: z.object({ code: z.string().max(64) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const merchant = await merchants.byCode(request.params.code);
      if (!merchant) throw new AppError('request.not.found');
      const key = `${merchant.code}\n${merchant.name}`;
      let svg = cache.get(key);
      if (!svg) {
        svg = brandLogoSvg(merchant.name);
        cache.set(key, svg);
      }
      return sendSvg(reply, svg, DAILY_CACHE_CONTROL);
    },
  );
};

export default mediaRoutes;
