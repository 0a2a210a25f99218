import { CONTENT_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { parseArtworkSvg } from '../../../core/localized-artwork.ts';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../../core/svg.ts';
import { promotionSvg } from './artwork.ts';
import type { PromotionService } from './service.ts';

export interface PromotionMediaRoutesOptions {
  service: PromotionService;
}

/** Promotion artwork, drawn from the promotion's title. */
const promotionMediaRoutes: FastifyPluginAsyncZod<PromotionMediaRoutesOptions> = async (app, { service }) => {
  app.get(
    `${CONTENT_PATHS.promotionImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Promotion artwork: /media/promotions/<id>.svg (750 x 360), or <id>_<LANG>.svg in another language',
        params: z.object({ file: z.string().max(32) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const ref = parseArtworkSvg(request.params.file);
      const title = ref ? await service.promotionTitle(ref.id, ref.language) : undefined;
      if (!ref || title === undefined) throw new AppError('request.not.found');
      return sendSvg(reply, promotionSvg({ id: ref.id, title, language: ref.language }), DAILY_CACHE_CONTROL);
    },
  );
};

export default promotionMediaRoutes;
