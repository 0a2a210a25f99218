import {
  announcementGroupsSchema,
  announcementQuerySchema,
  announcementReadBodySchema,
  CONTENT_PATHS,
  customerServiceItemSchema,
  envelopeOf,
  failureEnvelopeSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  promotionApplicationSchema,
  promotionApplyBodySchema,
  promotionListSchema,
  promotionSchema,
  resourceSchema,
  socialLinkSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../plugins/auth.ts';
import { languageOf } from '../system/service.ts';
import type { AnnouncementService } from './service.ts';

export interface AnnouncementRoutesOptions {
  service: AnnouncementService;
}

const failures = { 400: failureEnvelopeSchema, 500: failureEnvelopeSchema };
const sessionFailures = { ...failures, 401: failureEnvelopeSchema, 403: failureEnvelopeSchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const announcementRoutes: FastifyPluginAsyncZod<AnnouncementRoutesOptions> = async (app, { service }) => {
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
      preHandler: requireSession,
    },
    async (request) => {
      await service.markRead(request.merchant.code, sessionOf(request), request.body.announcementId);
      return ok(null);
    },
  );

  app.get(
    CONTENT_PATHS.promotions,
    {
      schema: {
        tags: ['content'],
        summary: 'Promotions inside their date window and the categories present',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(promotionListSchema), ...failures },
      },
    },
    async (request) =>
      ok(await service.promotions(request.merchant.code, languageOf(request.headers.language), request.session)),
  );

  app.get(
    CONTENT_PATHS.promotionApplications,
    {
      schema: {
        tags: ['content'],
        summary: "The member's promotion applications with their state (pending, approved, rejected)",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(z.array(promotionApplicationSchema)), ...sessionFailures },
      },
      preHandler: requireSession,
    },
    async (request) => ok(await service.applications(sessionOf(request), languageOf(request.headers.language))),
  );

  app.get(
    `${CONTENT_PATHS.promotions}/:id`,
    {
      schema: {
        tags: ['content'],
        summary: 'One promotion (404 when unknown or outside its window)',
        headers: sessionHeadersSchema,
        params: idParams,
        response: { 200: envelopeOf(promotionSchema), ...failures, 404: failureEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        await service.promotion(
          request.merchant.code,
          languageOf(request.headers.language),
          request.session,
          request.params.id,
        ),
      ),
  );

  app.post(
    `${CONTENT_PATHS.promotions}/:id/apply`,
    {
      schema: {
        tags: ['content'],
        summary: 'Apply for a promotion once (real members; the application starts pending)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        params: idParams,
        body: promotionApplyBodySchema,
        response: {
          200: envelopeOf(promotionApplicationSchema),
          ...sessionFailures,
          404: failureEnvelopeSchema,
          409: failureEnvelopeSchema,
        },
      },
      preHandler: requireRealMember,
    },
    async (request) =>
      ok(await service.apply(request.merchant.code, sessionOf(request), request.params.id, request.body.remark)),
  );

  app.get(
    CONTENT_PATHS.helpCenter,
    {
      schema: {
        tags: ['content'],
        summary: 'Help centre articles with their children (sanitized HTML)',
        headers: sessionHeadersSchema,
        querystring: helpCenterQuerySchema,
        response: { 200: envelopeOf(helpCenterSchema), ...failures },
      },
    },
    async (request) =>
      ok({
        items: await service.helpCenter(
          request.merchant.code,
          languageOf(request.query.lang ?? request.headers.language),
        ),
      }),
  );

  app.get(
    CONTENT_PATHS.customerService,
    {
      schema: {
        tags: ['content'],
        summary: 'Customer-service links: title and encrypted path (key: the last 8 characters)',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(z.array(customerServiceItemSchema)), ...failures },
      },
    },
    async (request) => ok(await service.customerService(request.merchant)),
  );

  app.get(
    CONTENT_PATHS.socialLinks,
    {
      schema: {
        tags: ['content'],
        summary: 'Social links (TELEGRAM, TELEGRAM2, FACEBOOK, FACEBOOK2, WHATSAPP)',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(z.array(socialLinkSchema)), ...failures },
      },
    },
    async (request) => ok(request.merchant.socialLinks),
  );

  app.get(
    CONTENT_PATHS.downloads,
    {
      schema: {
        tags: ['content'],
        summary: 'Download resources: IOS, Android, MOBILECONFIG, AppDownloadIcon',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(z.array(resourceSchema)), ...failures },
      },
    },
    async (request) => ok(request.merchant.resources),
  );
};

export default announcementRoutes;
