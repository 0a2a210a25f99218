import { LIVE_OPS_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { opsMerchant } from '../../../core/operators/guard.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LiveHostService } from './service.ts';

export interface LiveHostOpsRoutesOptions {
  service: LiveHostService;
  merchants: MerchantService;
}

/** The operator switches a host on (listed, on air by schedule) or off (hidden from players). */
const liveHostOpsRoutes: FastifyPluginAsyncZod<LiveHostOpsRoutesOptions> = async (app, { service, merchants }) => {
  route(
    app,
    LIVE_OPS_ENDPOINTS.setLiveHost,
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
