import {
  envelopeOf,
  LIVE_PATHS,
  liveAnchorsQuerySchema,
  liveFocusIdsSchema,
  liveFollowBodySchema,
  liveHostListSchema,
  liveModelsQuerySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameLanguageOf } from '../../../core/language.ts';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { hostAvatarSvg } from './avatar.ts';
import type { LiveHostService } from './service.ts';

export interface LiveHostRoutesOptions {
  service: LiveHostService;
}

const failures = failureResponses(400, 401, 403, 404, 500);
const tags = ['live'];

const liveHostRoutes: FastifyPluginAsyncZod<LiveHostRoutesOptions> = async (app, { service }) => {
  app.get(
    LIVE_PATHS.anchors,
    {
      schema: {
        tags,
        summary: 'Anchor list: every active live host, on air first (followed first), then by next shift; uncached',
        description:
          'streaming: inside a weekly shift now (the merchant\'s time zone); liveUntil: the shift\'s end; nextShiftAt: ' +
          'the next start. followed is filled for a signed-in member. Cache-Control: no-store.',
        headers: sessionHeadersSchema,
        querystring: liveAnchorsQuerySchema,
        response: { 200: envelopeOf(liveHostListSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.anchors(request.merchant, gameLanguageOf(request), request.session?.memberId ?? null));
    },
  );

  app.get(
    LIVE_PATHS.models,
    {
      schema: {
        tags,
        summary: 'Live model list in the merchant\'s order, filtered by active (default 1) and streaming (absent: both)',
        headers: sessionHeadersSchema,
        querystring: liveModelsQuerySchema,
        response: { 200: envelopeOf(liveHostListSchema), ...failures },
      },
    },
    async (request, reply) => {
      // on-air state moves with the clock and followed with the caller: a short private copy at most
      reply.header('cache-control', 'private, max-age=30');
      const { active, streaming } = request.query;
      return ok(await service.models(request.merchant, { active, streaming }, gameLanguageOf(request), request.session?.memberId ?? null));
    },
  );

  app.get(
    LIVE_PATHS.focus,
    {
      onRequest: requireSession,
      schema: {
        tags,
        summary: 'Focus list: the hosts the member follows, newest follow first (empty for trial accounts)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: liveAnchorsQuerySchema,
        response: { 200: envelopeOf(liveHostListSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.focus(request.merchant, gameLanguageOf(request), sessionOf(request).memberId));
    },
  );

  // Following is a real-account function, like favourites (trial accounts: 403 permission.trial).

  app.post(
    LIVE_PATHS.focus,
    {
      onRequest: requireRealMember,
      schema: {
        tags,
        summary: 'Follow a host (following twice changes nothing); answers the followed host ids',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: liveFollowBodySchema,
        response: { 200: envelopeOf(liveFocusIdsSchema), ...failures },
      },
    },
    async (request) => {
      const memberId = sessionOf(request).memberId;
      await service.follow(request.merchant, memberId, request.body.anchorId);
      return ok(await service.focusIds(request.merchant, memberId));
    },
  );

  app.delete(
    LIVE_PATHS.focus,
    {
      onRequest: requireRealMember,
      schema: {
        tags,
        summary: 'Unfollow a host (unfollowing one not followed changes nothing); answers the followed host ids',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: liveFollowBodySchema,
        response: { 200: envelopeOf(liveFocusIdsSchema), ...failures },
      },
    },
    async (request) => {
      const memberId = sessionOf(request).memberId;
      await service.unfollow(request.merchant, memberId, request.body.anchorId);
      return ok(await service.focusIds(request.merchant, memberId));
    },
  );

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
