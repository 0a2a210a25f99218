import { envelopeOf, opsMemberQuerySchema, opsPromotionDecisionSchema, PROMOTION_APPLICATION_STATUSES } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { PromotionConsoleRepository } from './console-repository.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { assertSees } from '../../core/operators/guard.ts';
import { promotionIdParams } from './routes.ts';
import type { PromotionService } from './service.ts';

export interface PromotionOpsRoutesOptions {
  service: PromotionService;
  consoleRepository: PromotionConsoleRepository;
}

const failures = failureResponses(400, 401, 403, 404);

/** The operator's review of promotion applications, in the /ops scope. */
const promotionOpsRoutes: FastifyPluginAsyncZod<PromotionOpsRoutesOptions> = async (app, { service }) => {
  app.patch(
    '/promotions/applications/:id',
    {
      config: { permission: 'content.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Approve or reject a promotion application',
        description: "merchant: when named, an application to another merchant's promotion is not found.",
        security: OPS_SECURITY,
        params: promotionIdParams,
        querystring: opsMemberQuerySchema,
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
    async (request) => {
      const merchant = await service.applicationMerchant(request.params.id);
      assertSees(request, merchant);
      // a merchant named in the query must be the application's own
      if (request.query.merchant !== undefined && request.query.merchant !== merchant) throw new AppError('promotion.application.not.found');
      const was = await service.applicationStatus(request.params.id);
      const decided = await service.decide(request.params.id, request.body.status);
      request.auditChange({ merchant, before: { id: request.params.id, status: was }, after: decided });
      return ok(decided);
    },
  );
};

export default promotionOpsRoutes;
