import {
  announcementGroupsSchema,
  announcementQuerySchema,
  announcementReadBodySchema,
  CONTENT_PATHS,
  envelopeOf,
  failureEnvelopeSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../core/language.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../plugins/auth.ts';
import type { NoticeService } from './service.ts';

export interface NoticeRoutesOptions {
  service: NoticeService;
}

const failures = failureResponses(400, 500);
const sessionFailures = { ...failures, 401: failureEnvelopeSchema, 403: failureEnvelopeSchema };

const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, { service }) => {
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
