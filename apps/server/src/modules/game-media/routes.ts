import { GAME_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTWORK_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../core/svg.ts';
import { AppError } from '../../lib/app-error.ts';
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
        params: z.object({ file: z.string().max(80) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
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
        params: z.object({ file: z.string().max(80) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_]{1,32}?)(-WHITE)?\.svg$/.exec(request.params.file);
      const svg = match ? await service.vendorArt(match[1]!, match[2] !== undefined) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return sendSvg(reply, svg, ARTWORK_CACHE_CONTROL);
    },
  );
};

export default gameMediaRoutes;
