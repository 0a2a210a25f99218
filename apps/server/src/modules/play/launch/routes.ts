import { PLAY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameLanguage } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { LaunchService } from './service.ts';

export interface LaunchRoutesOptions {
  service: LaunchService;
  /** PUBLIC_URL: this site's origin for absolute links given to vendors (unset: the request's host) */
  publicUrl?: string;
}

const launchRoutes: FastifyPluginAsyncZod<LaunchRoutesOptions> = async (app, { service, publicUrl }) => {
  playerRoute(app, PLAY_PLAYER_ENDPOINTS.launchGame, async (request) => {
    const input = { ...request.query, ...(request.body ?? {}) };
    // the session headers' schema (playerRoute's) has taken the Language header as text
    const header = request.headers.language as string | undefined;
    return ok(
      await service.launch(
        sessionOf(request),
        request.merchant,
        input,
        gameLanguage(input.language, header, request.merchant),
        { ip: request.ip, siteUrl: publicUrl ?? `${request.protocol}://${request.host}` },
      ),
    );
  });
};

export default launchRoutes;
