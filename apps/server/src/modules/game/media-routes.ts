import { failureEnvelopeSchema, GAME_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { GameService } from './service.ts';

export interface GameMediaRoutesOptions {
  service: GameService;
}

/** Artwork is drawn from the id alone and only changes with a rename: browsers keep it for 30 days. */
export const ARTWORK_CACHE_CONTROL = 'public, max-age=2592000';

const svgResponse = {
  200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
  404: failureEnvelopeSchema,
};

const gameMediaRoutes: FastifyPluginAsyncZod<GameMediaRoutesOptions> = async (app, { service }) => {
  app.get(
    `${GAME_PATHS.gameImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Game artwork: /media/games/<nodeId>.svg (square, vendor colours, type glyph, initials)',
        params: z.object({ file: z.string().max(80) }),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.file);
      const svg = match ? await service.gameArt(match[1]!) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', ARTWORK_CACHE_CONTROL).send(svg);
    },
  );

  app.get(
    `${GAME_PATHS.vendorIcon}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'Vendor wordmark: /media/vendors/<vassalage>.svg, or <vassalage>-WHITE.svg for dark backgrounds',
        params: z.object({ file: z.string().max(80) }),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_]{1,32}?)(-WHITE)?\.svg$/.exec(request.params.file);
      const svg = match ? await service.vendorArt(match[1]!, match[2] !== undefined) : undefined;
      if (!svg) throw new AppError('request.not.found');
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', ARTWORK_CACHE_CONTROL).send(svg);
    },
  );
};

export default gameMediaRoutes;
