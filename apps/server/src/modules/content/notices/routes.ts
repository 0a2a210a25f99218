import {
  announcementGroupsSchema,
  announcementQuerySchema,
  announcementReadBodySchema,
  CONTENT_PATHS,
  envelopeOf,
  failureEnvelopeSchema,
  noticeListSchema,
  popularAnnouncementsSchema,
  popularAnnouncementsQuerySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../../core/language.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { NoticeService } from './service.ts';

export interface NoticeRoutesOptions {
  service: NoticeService;
}

const failures = failureResponses(400, 500);
const sessionFailures = { ...failures, 401: failureEnvelopeSchema, 403: failureEnvelopeSchema };

/** The same answer for everyone of a merchant and language: shared caches may keep it briefly. */
const PUBLIC_SHORT = 'public, max-age=30';
const PUBLIC_VARY = 'Merchant, Language';

const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, { service }) => {
  app.get(
    CONTENT_PATHS.notices,
    {
      schema: {
        tags: ['content'],
        summary: "The operator's short notices for home's ticker, live now, in order",
        description:
          'Public. Each notice is live from startAt until endAt (null: no end); the text follows the Language ' +
          'header (EN when the notice has none in that language). announcementId names the announcement a tap ' +
          'opens (null: the notice list). At most 20.',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(noticeListSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_SHORT).header('vary', PUBLIC_VARY);
      return ok(await service.notices(request.merchant.code, languageOf(request.headers.language)));
    },
  );

  app.get(
    CONTENT_PATHS.popularAnnouncements,
    {
      schema: {
        tags: ['content'],
        summary: 'The player announcements most opened over the last 30 days',
        description:
          'Public. Counted from the read marks members leave when they open an announcement (trial sessions ' +
          'leave none), most readers first; only announcements live now, never one nobody opened.',
        headers: tenantHeadersSchema,
        querystring: popularAnnouncementsQuerySchema,
        response: { 200: envelopeOf(popularAnnouncementsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', PUBLIC_VARY);
      return ok(await service.popular(request.merchant.code, languageOf(request.headers.language), request.query.limit));
    },
  );

  app.get(
    CONTENT_PATHS.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements inside their date window, in value groups, with the read flag',
        description:
          'Session optional: visitors see nothing read, trial (type 4) sessions see everything read. ' +
          'Title and content follow the Language header (EN when the language has none).',
        headers: sessionHeadersSchema,
        querystring: announcementQuerySchema,
        response: { 200: envelopeOf(announcementGroupsSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.announcements(
          request.merchant.code,
          languageOf(request.headers.language),
          request.session,
          request.query,
        ),
      ),
  );

  app.post(
    CONTENT_PATHS.announcementRead,
    {
      schema: {
        tags: ['content'],
        summary: 'Mark an announcement read for the member (trial sessions: success, nothing stored)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: announcementReadBodySchema,
        response: { 200: envelopeOf(z.null()), ...sessionFailures, 404: failureEnvelopeSchema },
      },
      onRequest: requireSession,
    },
    async (request) => {
      await service.markRead(request.merchant.code, sessionOf(request), request.body.announcementId);
      return ok(null);
    },
  );
};

export default noticeRoutes;
