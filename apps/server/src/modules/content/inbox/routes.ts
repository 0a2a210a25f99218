import { INBOX_CHAT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headerLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { InboxService } from './service.ts';

export interface InboxRoutesOptions {
  service: InboxService;
}

/** The member's inbox: real accounts and agents; visitors 401, trial accounts 403 permission.trial. */
const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, { service }) => {
  playerRoute(app, INBOX_CHAT_PLAYER_ENDPOINTS.inbox, async (request) =>
    ok(
      await service.list(sessionOf(request).memberId, request.query.pageNo, request.query.pageSize, {
        language: headerLanguageOf(request),
        merchantDefault: request.merchant.defaultLanguage,
      }),
    ),
  );

  playerRoute(app, INBOX_CHAT_PLAYER_ENDPOINTS.inboxUnreadCount, async (request) =>
    ok({ unReadCount: await service.unreadCount(sessionOf(request).memberId) }),
  );

  playerRoute(
    app,
    INBOX_CHAT_PLAYER_ENDPOINTS.markInboxRead,
    async (request) => ok(await service.markRead(sessionOf(request).memberId, request.body.ids)),
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
  );
};

export default inboxRoutes;
