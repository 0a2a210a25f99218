import { CONSOLE_CONTENT_ENDPOINTS, consoleBrandUpdateSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { actorSees } from '../../../core/operators/permissions.ts';
import { ok } from '../../../lib/envelope.ts';
import { isCountryCode, isKnownCountry } from '../../../lib/regions.ts';
import type { MerchantOpsService } from './service.ts';

export interface MerchantOpsRoutesOptions {
  service: MerchantOpsService;
}

/** The contract checks the form of each entry; only the server knows which two-letter codes are countries. */
const updateBodySchema = consoleBrandUpdateSchema.superRefine((body, ctx) => {
  body.blockedRegions?.forEach((entry, index) => {
    if (isCountryCode(entry) && !isKnownCountry(entry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['blockedRegions', index],
        message: `${entry} is not a known country code`,
      });
    }
  });
});

/** The operator's merchant switches (maintenance, blocked regions), in the /ops scope. */
const merchantOpsRoutes: FastifyPluginAsyncZod<MerchantOpsRoutesOptions> = async (app, { service }) => {
  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.brands,
    // An operator sees only the merchants in their scope.
    async (request) => ok((await service.list()).filter((m) => !request.opsActor || actorSees(request.opsActor, m.code))),
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.brand,
    async (request) => ok(await service.get(request.params.code)),
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.updateBrand,
    async (request) => {
      const before = await service.get(request.params.code);
      const after = await service.update(request.params.code, request.body);
      request.auditChange({ merchant: after.code, before, after });
      return ok(after);
    },
    { body: updateBodySchema },
  );
};

export default merchantOpsRoutes;
