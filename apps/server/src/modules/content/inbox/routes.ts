import {
  envelopeOf,
  INBOX_CHAT_PATHS,
  inboxListQuerySchema,
  inboxPageSchema,
  inboxReadBodySchema,
  inboxReadResultSchema,
  unreadCountSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../../core/language.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { InboxService } from './service.ts';

export interface InboxRoutesOptions {
  service: InboxService;
}

const failures = failureResponses(400, 401, 403, 429, 500);

/** The member's inbox: real accounts and agents; visitors 401, trial accounts 403 permission.trial. */
const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, { service }) => {
  app.get(
    INBOX_CHAT_PATHS.inbox,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['inbox'],
        summary: 'Inbox messages, newest first (paged), each in the Language header\'s language, else English, else the merchant\'s',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: inboxListQuerySchema,
        response: { 200: envelopeOf(inboxPageSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.list(sessionOf(request).memberId, request.query.pageNo, request.query.pageSize, {
          language: languageOf(request.headers.language),
          merchantDefault: request.merchant.defaultLanguage,
        }),
      ),
  );

  app.get(
    INBOX_CHAT_PATHS.inboxUnreadCount,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['inbox'],
        summary: 'How many inbox messages the member has not opened',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(unreadCountSchema), ...failures },
      },
    },
    async (request) => ok({ unReadCount: await service.unreadCount(sessionOf(request).memberId) }),
  );

  app.post(
    INBOX_CHAT_PATHS.inboxRead,
    {
      onRequest: requireRealMember,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['inbox'],
        summary: 'Mark messages read (ids of other members are ignored); answers the new unread count',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: inboxReadBodySchema,
        response: { 200: envelopeOf(inboxReadResultSchema), ...failures },
      },
    },
    async (request) => ok(await service.markRead(sessionOf(request).memberId, request.body.ids)),
  );
};

export default inboxRoutes;
