import { CONTENT_PATHS, failureEnvelopeSchema, merchantCodeSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { MerchantService } from '../merchant/service.ts';
import { appIconSvg, promotionSvg, webClipProfile } from './artwork.ts';
import type { AnnouncementService } from './service.ts';

export interface ContentMediaRoutesOptions {
  service: AnnouncementService;
  merchants: MerchantService;
}

const CACHE = 'public, max-age=86400';

/**
 * Promotion artwork and the download page's files. The Android and iOS builds are not part of this
 * install: their links answer a 404 envelope (download.not.available) rather than a fake binary.
 */
const contentMediaRoutes: FastifyPluginAsyncZod<ContentMediaRoutesOptions> = async (app, { service, merchants }) => {
  app.get(
    `${CONTENT_PATHS.promotionImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Promotion artwork: /media/promotions/<id>.svg (750 x 360)',
        params: z.object({ file: z.string().max(32) }),
        response: {
          200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const title = match ? await service.promotionTitle(Number(match[1])) : undefined;
      if (!match || title === undefined) throw new AppError('request.not.found');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(promotionSvg({ id: Number(match[1]), title }));
    },
  );

  app.get(
    `${CONTENT_PATHS.download}/:code/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Download page files: app-icon.svg, webclip.mobileconfig; ios and android.apk are not uploaded (404)',
        params: z.object({ code: merchantCodeSchema, file: z.string().max(64) }),
        response: {
          200: { description: 'the file', content: { '*/*': { schema: z.string() } } },
          404: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const m = await merchants.byCode(request.params.code);
      if (!m) throw new AppError('request.not.found');
      switch (request.params.file) {
        case 'app-icon.svg':
          return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(appIconSvg(m.name));
        case 'webclip.mobileconfig':
          return reply
            .type('application/x-apple-aspen-config')
            .header('content-disposition', `attachment; filename="${m.code.toLowerCase()}.mobileconfig"`)
            .send(webClipProfile({ brand: m.name, code: m.code, url: `${request.protocol}://${request.host}/m/home` }));
        case 'ios':
        case 'android.apk':
        case 'app.ipa':
          throw new AppError('download.not.available');
        default:
          throw new AppError('request.not.found');
      }
    },
  );
};

export default contentMediaRoutes;
