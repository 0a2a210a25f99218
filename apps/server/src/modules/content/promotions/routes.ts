import {
  CONTENT_PATHS,
  envelopeOf,
  failureEnvelopeSchema,
  promotionApplicationSchema,
  promotionApplyBodySchema,
  promotionIdParamsSchema,
  promotionListSchema,
  promotionSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../../core/language.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { PromotionService } from './service.ts';

export interface PromotionRoutesOptions {
  service: PromotionService;
}

const failures = failureResponses(400, 500);
const sessionFailures = { ...failures, 401: failureEnvelopeSchema, 403: failureEnvelopeSchema };

const promotionRoutes: FastifyPluginAsyncZod<PromotionRoutesOptions> = async (app, { service }) => {
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
      onRequest: requireSession,
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
        params: promotionIdParamsSchema,
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
        params: promotionIdParamsSchema,
        body: promotionApplyBodySchema,
        response: {
          200: envelopeOf(promotionApplicationSchema),
          ...sessionFailures,
          404: failureEnvelopeSchema,
          409: failureEnvelopeSchema,
        },
      },
      onRequest: requireRealMember,
    },
    async (request) =>
      ok(await service.apply(request.merchant.code, sessionOf(request), request.params.id, request.body.remark)),
  );
};

export default promotionRoutes;
