import { GAME_PATHS, parseRasterArtwork, parseRasterLogo } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWebp } from '../../../core/raster.ts';
import { ARTWORK_CACHE_CONTROL, ARTWORK_RESPONSES, sendSvg } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { GameMediaService } from './service.ts';

export interface GameMediaRoutesOptions {
  service: GameMediaService;
}

const gameMediaRoutes: FastifyPluginAsyncZod<GameMediaRoutesOptions> = async (app, { service }) => {
  app.get(
    `${GAME_PATHS.gameImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Game artwork: /media/games/<nodeId>.svg (square, vendor colours, type glyph, initials)',
        description: 'Also <nodeId>-<width>.webp at the widths pages use: 160, 240, 320 or 480.',
        params: z.object({ file: z.string().max(80) }),
        response: ARTWORK_RESPONSES,
      },
    },
    async (request, reply) => {
      const raster = parseRasterArtwork(request.params.file, 'game');
      if (raster) {
        const image = await service.gameArtWebp(raster.id, raster.width);
        if (!image) throw new AppError('request.not.found');
        return sendWebp(reply, image, ARTWORK_CACHE_CONTROL);
      }
      const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.file);
      const svg = match ? await service.gameArt(match[1]!) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return sendSvg(reply, svg, ARTWORK_CACHE_CONTROL);
    },
  );

  app.get(
    `${GAME_PATHS.vendorIcon}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Vendor wordmark: /media/vendors/<vassalage>.svg, or <vassalage>-WHITE.svg for dark backgrounds',
        description: 'Also <vassalage>[-WHITE]-h<height>.webp, 16 to 192 px tall, for pages.',
        params: z.object({ file: z.string().max(80) }),
        response: ARTWORK_RESPONSES,
      },
    },
    async (request, reply) => {
      const raster = parseRasterLogo(request.params.file);
      if (raster) {
        const name = /^([A-Za-z0-9_]{1,32}?)(-WHITE)?$/.exec(raster.name);
        const image = name ? await service.vendorArtWebp(name[1]!, name[2] !== undefined, raster.height) : undefined;
        if (!image) throw new AppError('request.not.found');
        return sendWebp(reply, image, ARTWORK_CACHE_CONTROL);
      }
      const match = /^([A-Za-z0-9_]{1,32}?)(-WHITE)?\.svg$/.exec(request.params.file);
      const svg = match ? await service.vendorArt(match[1]!, match[2] !== undefined) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return sendSvg(reply, svg, ARTWORK_CACHE_CONTROL);
    },
  );
};

export default gameMediaRoutes;
