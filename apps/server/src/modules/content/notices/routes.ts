import { CONTENT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headerLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { NoticeService } from './service.ts';

export interface NoticeRoutesOptions {
  service: NoticeService;
}

/** The same answer for everyone of a merchant and language: shared caches may keep it briefly. */
const PUBLIC_SHORT = 'public, max-age=30';
const PUBLIC_VARY = 'Merchant, Language';

const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, { service }) => {
  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.notices, async (request, reply) => {
    reply.header('cache-control', PUBLIC_SHORT).header('vary', PUBLIC_VARY);
    return ok(await service.notices(request.merchant.code, headerLanguageOf(request)));
  });

  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.popularAnnouncements, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('vary', PUBLIC_VARY);
    return ok(await service.popular(request.merchant.code, headerLanguageOf(request), request.query.limit));
  });

  // Session optional (the read flags): documented with the session header.
  playerRoute(
    app,
    CONTENT_PLAYER_ENDPOINTS.announcementGroups,
    async (request) =>
      ok(
        await service.announcements(
          request.merchant.code,
          headerLanguageOf(request),
          request.session,
          request.query,
        ),
      ),
    { headers: sessionHeadersSchema },
  );

  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.markAnnouncementRead, async (request) => {
    await service.markRead(request.merchant.code, sessionOf(request), request.body.announcementId);
    return ok(null);
  });
};

export default noticeRoutes;
