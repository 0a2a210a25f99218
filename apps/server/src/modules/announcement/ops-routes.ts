import { envelopeOf, failureEnvelopeSchema, opsPromotionDecisionSchema, PROMOTION_APPLICATION_STATUSES } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { opsTokenGuard } from '../ops/routes.ts';
import type { AnnouncementService } from './service.ts';

export interface PromotionOpsRoutesOptions {
  service: AnnouncementService;
  token: string;
}

const failures = { 400: failureEnvelopeSchema, 401: failureEnvelopeSchema, 404: failureEnvelopeSchema };

/** Registered under /ops only when OPS_TOKEN is set. */
const promotionOpsRoutes: FastifyPluginAsyncZod<PromotionOpsRoutesOptions> = async (app, { service, token }) => {
  app.addHook('onRequest', opsTokenGuard(token));

  app.patch(
    '/promotions/applications/:id',
    {
      schema: {
        tags: ['ops'],
        summary: 'Approve or reject a promotion application',
        security: [{ opsToken: [] }],
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: opsPromotionDecisionSchema,
        response: {
          200: envelopeOf(
            z.object({
              id: z.number().int(),
              promotionId: z.number().int(),
              status: z.enum(PROMOTION_APPLICATION_STATUSES),
              updatedAt: z.number().int(),
            }),
          ),
          ...failures,
        },
      },
    },
    async (request) => ok(await service.decide(request.params.id, request.body.status)),
  );
};

export default promotionOpsRoutes;
