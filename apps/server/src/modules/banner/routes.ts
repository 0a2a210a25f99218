import { bannerListSchema, bannerQuerySchema, envelopeOf, failureEnvelopeSchema, GAME_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { ARTWORK_CACHE_CONTROL } from '../game/media-routes.ts';
import { tenantHeadersSchema } from '../system/routes.ts';
import type { BannerService } from './service.ts';

export interface BannerRoutesOptions {
  service: BannerService;
}

const failures = { 400: failureEnvelopeSchema, 500: failureEnvelopeSchema };

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
        response: {
          200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const svg = match ? await service.bannerArt(Number(match[1])) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', ARTWORK_CACHE_CONTROL).send(svg);
    },
  );
};

export default bannerRoutes;
