import { ERROR_CATALOGUE, GAME_PATHS, nodeIdSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoErrorPage, demoGamePage } from '../../integrations/game-vendors/demo-vendor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GameService } from './service.ts';

export interface DemoGameRoutesOptions {
  service: GameService;
}

const html = { content: { 'text/html': { schema: z.string() } } };

/** The bundled demo vendor's game pages: a browser page, so failures are pages too, not JSON. */
const demoGameRoutes: FastifyPluginAsyncZod<DemoGameRoutesOptions> = async (app, { service }) => {
  app.get(
    `${GAME_PATHS.demoGame}/:nodeId`,
    {
      schema: {
        tags: ['games'],
        summary: 'Demo vendor game page (opened through the URL of a launch; the ticket is valid for 5 minutes)',
        params: z.object({ nodeId: nodeIdSchema }),
        querystring: z.object({ ticket: z.string().max(4096).optional() }),
        response: {
          200: { description: 'the game page', ...html },
          403: { description: 'a forged, expired or mismatched ticket, or a disabled game', ...html },
          404: { description: 'the game is gone', ...html },
        },
      },
      // A bad nodeId in the path is answered as a page as well.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
      if (request.validationError) {
        return reply.code(404).send(demoErrorPage(ERROR_CATALOGUE['game.not.found'].message));
      }
      try {
        const view = await service.demoGame(request.query.ticket ?? '', request.params.nodeId);
        return reply.send(demoGamePage(view));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return reply.code(err.statusCode === 404 ? 404 : 403).send(demoErrorPage(err.message));
      }
    },
  );
};

export default demoGameRoutes;
