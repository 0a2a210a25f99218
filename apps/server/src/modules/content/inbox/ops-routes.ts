import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../core/endpoint-route.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { opsMerchant } from '../../../core/operators/guard.ts';
import type { InboxService } from './service.ts';

export interface InboxOpsRoutesOptions {
  service: InboxService;
  merchants: MerchantService;
}

/** Operators write to a member's inbox, in the /ops scope. */
const inboxOpsRoutes: FastifyPluginAsyncZod<InboxOpsRoutesOptions> = async (app, { service, merchants }) => {
  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.messageMember,
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const sent = await service.send(merchantCode, request.params.account, request.body);
      request.auditChange({ merchant: merchantCode, before: null, after: { ...request.body, result: sent } });
      return ok(sent);
    },
  );
};

export default inboxOpsRoutes;
