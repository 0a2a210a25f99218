import { envelopeOf, LIVE_OPS_PATHS, opsLiveHostBodySchema, opsLiveHostParamsSchema, opsLiveHostQuerySchema, opsLiveHostSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { opsMerchant } from '../../core/operators/guard.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { LiveHostService } from './service.ts';

export interface LiveHostOpsRoutesOptions {
  service: LiveHostService;
  merchants: MerchantService;
}

/** The operator switches a host on (listed, on air by schedule) or off (hidden from players). */
const liveHostOpsRoutes: FastifyPluginAsyncZod<LiveHostOpsRoutesOptions> = async (app, { service, merchants }) => {
  app.patch(
    LIVE_OPS_PATHS.host.replace(/^\/ops/, ''),
    {
      config: { permission: 'content.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Switch a live host on or off',
        security: OPS_SECURITY,
        params: opsLiveHostParamsSchema,
        querystring: opsLiveHostQuerySchema,
        body: opsLiveHostBodySchema,
        response: { 200: envelopeOf(opsLiveHostSchema), ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      // The host is looked up within the merchant: another merchant's host id is a 404 here.
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const before = await service.state(merchantCode, request.params.id);
      const host = await service.setEnabled(merchantCode, request.params.id, request.body.enabled);
      request.auditChange({ merchant: merchantCode, before: before ?? null, after: host });
      return ok(host);
    },
  );
};

export default liveHostOpsRoutes;
