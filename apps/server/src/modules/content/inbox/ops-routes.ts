import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
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
    CONSOLE_CONTENT_ENDPOINTS.messageSegment,
    async (request) => {
      const m = await merchants.byCode(request.query.merchant);
      if (!m) throw new AppError('request.not.found', { message: `No merchant ${request.query.merchant}.` });
      const sent = await service.broadcast(m.code, request.body);
      // a message is new: nothing before it
      request.auditChange({ merchant: m.code, before: null, after: { ...request.body, result: sent } });
      return ok(sent);
    },
  );

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
