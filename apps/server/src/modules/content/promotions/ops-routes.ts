import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { PromotionConsoleRepository } from './console-repository.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../core/endpoint-route.ts';
import { assertSees } from '../../../core/operators/guard.ts';
import type { PromotionService } from './service.ts';

export interface PromotionOpsRoutesOptions {
  service: PromotionService;
  consoleRepository: PromotionConsoleRepository;
}

/** The operator's review of promotion applications, in the /ops scope. */
const promotionOpsRoutes: FastifyPluginAsyncZod<PromotionOpsRoutesOptions> = async (app, { service }) => {
  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.decidePromotionApplication,
    async (request) => {
      const merchant = await service.applicationMerchant(request.params.id);
      assertSees(request, merchant);
      // a merchant named in the query must be the application's own
      if (request.query.merchant !== undefined && request.query.merchant !== merchant) throw new AppError('promotion.application.not.found');
      const was = await service.applicationStatus(request.params.id);
      const decided = await service.decide(request.params.id, request.body.status, request.body.amount);
      request.auditChange({ merchant, before: { id: request.params.id, status: was }, after: decided });
      return ok(decided);
    },
  );
};

export default promotionOpsRoutes;
