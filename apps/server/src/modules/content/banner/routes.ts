import { GAME_PATHS, GAME_PLAYER_ENDPOINTS, parseRasterArtwork } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseArtworkId, parseArtworkSvg } from '../../../core/localized-artwork.ts';
import { gameLanguageOf } from '../../../core/language.ts';
import { sendWebp } from '../../../core/raster.ts';
import { ARTWORK_CACHE_CONTROL, ARTWORK_RESPONSES, sendSvg } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { BannerService } from './service.ts';

export interface BannerRoutesOptions {
  service: BannerService;
}

const bannerRoutes: FastifyPluginAsyncZod<BannerRoutesOptions> = async (app, { service }) => {
  playerRoute(app, GAME_PLAYER_ENDPOINTS.lobbyBanners, async (request) =>
    ok(await service.banners(request.merchant.code, request.query.groupName, gameLanguageOf(request))),
  );

  app.get(
    `${GAME_PATHS.bannerImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Banner artwork: /media/banners/<id>.svg (750 x 300), or <id>_<LANG>.svg in another language',
        description:
          'The title and the call to action in English, or in the language the file name carries (12_VI.svg); ' +
          'also <id>-<width>.webp and <id>_<LANG>-<width>.webp at the widths pages use: 750 or 1125.',
        params: z.object({ file: z.string().max(32) }),
        response: ARTWORK_RESPONSES,
      },
    },
    async (request, reply) => {
      const raster = parseRasterArtwork(request.params.file, 'banner');
      const rasterRef = raster ? parseArtworkId(raster.id) : null;
      if (raster && rasterRef) {
        const image = await service.bannerArtWebp(rasterRef.id, rasterRef.language, raster.width);
        if (!image) throw new AppError('request.not.found');
        return sendWebp(reply, image, ARTWORK_CACHE_CONTROL);
      }
      const ref = parseArtworkSvg(request.params.file);
      const svg = ref ? await service.bannerArt(ref.id, ref.language) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return sendSvg(reply, svg, ARTWORK_CACHE_CONTROL);
    },
  );
};

export default bannerRoutes;
