import { bannerListSchema, bannerQuerySchema, envelopeOf, GAME_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTWORK_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../core/svg.ts';
import { AppError } from '../../lib/app-error.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { tenantHeadersSchema } from '../../core/tenant-headers.ts';
import type { BannerService } from './service.ts';

export interface BannerRoutesOptions {
  service: BannerService;
}

const failures = failureResponses(400, 500);

const bannerRoutes: FastifyPluginAsyncZod<BannerRoutesOptions> = async (app, { service }) => {
  app.get(
    GAME_PATHS.banners,
    {
      schema: {
        tags: ['content'],
        summary: "A lobby screen's banners that are within their date window, in order",
        headers: tenantHeadersSchema,
        querystring: bannerQuerySchema,
        response: { 200: envelopeOf(bannerListSchema), ...failures },
      },
    },
    async (request) => ok(await service.banners(request.merchant.code, request.query.groupName)),
  );

  app.get(
    `${GAME_PATHS.bannerImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Banner artwork: /media/banners/<id>.svg (750 x 300)',
        params: z.object({ file: z.string().max(32) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const svg = match ? await service.bannerArt(Number(match[1])) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return sendSvg(reply, svg, ARTWORK_CACHE_CONTROL);
    },
  );
};

export default bannerRoutes;
