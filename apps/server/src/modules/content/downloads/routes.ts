import { CONTENT_PATHS, CONTENT_PLAYER_ENDPOINTS, failureEnvelopeSchema, merchantCodeSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAILY_CACHE_CONTROL, sendSvg } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { appIconSvg, webClipProfile } from './artwork.ts';

/**
 * The download page: the merchant's app links and the files the page offers. The Android and iOS builds
 * are not part of this install: their links answer a 404 envelope (download.not.available) rather than
 * a fake binary.
 */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public; documented with the session header as it always was.
  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.downloadResources, async (request) => ok(request.merchant.resources), {
    headers: sessionHeadersSchema,
  });

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
      const m = await app.merchants.byCode(request.params.code);
      if (!m) throw new AppError('request.not.found');
      switch (request.params.file) {
        case 'app-icon.svg':
          return sendSvg(reply, appIconSvg(m.name), DAILY_CACHE_CONTROL);
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

export default downloadRoutes;
