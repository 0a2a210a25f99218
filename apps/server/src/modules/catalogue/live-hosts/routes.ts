import { LIVE_PATHS, LIVE_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameLanguageOf } from '../../../core/language.ts';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { hostAvatarSvg } from './avatar.ts';
import type { LiveHostService } from './service.ts';

export interface LiveHostRoutesOptions {
  service: LiveHostService;
}

const liveHostRoutes: FastifyPluginAsyncZod<LiveHostRoutesOptions> = async (app, { service }) => {
  // Public, documented with the session header: a signed-in member sees which hosts they follow.
  playerRoute(
    app,
    LIVE_PLAYER_ENDPOINTS.liveAnchors,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.anchors(request.merchant, gameLanguageOf(request), request.session?.memberId ?? null));
    },
    { headers: sessionHeadersSchema },
  );

  playerRoute(
    app,
    LIVE_PLAYER_ENDPOINTS.liveModels,
    async (request, reply) => {
      // on-air state moves with the clock and followed with the caller: a short private copy at most
      reply.header('cache-control', 'private, max-age=30');
      const { active, streaming } = request.query;
      return ok(await service.models(request.merchant, { active, streaming }, gameLanguageOf(request), request.session?.memberId ?? null));
    },
    { headers: sessionHeadersSchema },
  );

  playerRoute(app, LIVE_PLAYER_ENDPOINTS.liveFocus, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.focus(request.merchant, gameLanguageOf(request), sessionOf(request).memberId));
  });

  // Following is a real-account function, like favourites (trial accounts: 403 permission.trial).

  playerRoute(app, LIVE_PLAYER_ENDPOINTS.followHost, async (request) => {
    const memberId = sessionOf(request).memberId;
    await service.follow(request.merchant, memberId, request.body.anchorId);
    return ok(await service.focusIds(request.merchant, memberId));
  });

  playerRoute(app, LIVE_PLAYER_ENDPOINTS.unfollowHost, async (request) => {
    const memberId = sessionOf(request).memberId;
    await service.unfollow(request.merchant, memberId, request.body.anchorId);
    return ok(await service.focusIds(request.merchant, memberId));
  });

  app.get(
    `${LIVE_PATHS.hostImage}/:file`,
    {
      schema: {
        tags: ['media'],
        summary: 'A live host\'s portrait: /media/live-hosts/<id>.svg',
        params: z.object({ file: z.string().max(40) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const match = /^([1-9][0-9]{0,9})\.svg$/.exec(request.params.file);
      const id = match ? Number(match[1]) : 0;
      const host = id > 0 && id <= 2_147_483_647 ? await service.avatarOf(id) : undefined;
      if (!host) throw new AppError('request.not.found');
      return sendSvg(reply, hostAvatarSvg(host), DAILY_CACHE_CONTROL);
    },
  );
};

export default liveHostRoutes;
