import {
  CONSOLE_CONTENT_PATHS,
  consoleContentMerchantQuerySchema,
  consoleMessagesBodySchema,
  envelopeOf,
  opsInboxMessageBodySchema,
  opsMemberQuerySchema,
} from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY, opsAccountParamsSchema } from '../../core/ops.ts';
import { opsMerchant } from '../../core/operators/guard.ts';
import type { InboxService } from './service.ts';

export interface InboxOpsRoutesOptions {
  service: InboxService;
  merchants: MerchantService;
}

const failures = failureResponses(400, 401, 404);

/** Operators write to a member's inbox, in the /ops scope. */
const inboxOpsRoutes: FastifyPluginAsyncZod<InboxOpsRoutesOptions> = async (app, { service, merchants }) => {
  app.post(
    CONSOLE_CONTENT_PATHS.messages.replace(/^\/ops/, ''),
    {
      config: { permission: 'support.reply' },
      schema: {
        tags: ['ops'],
        summary: "Put a message into the inbox of every player of a segment: 'all', 'vip>=N' (VIP level N or above) or 'depositors'",
        description: 'Active real-money players only (not trial, not disabled); all of them get it or none. The body is plain text.',
        security: OPS_SECURITY,
        querystring: consoleContentMerchantQuerySchema,
        body: consoleMessagesBodySchema,
        response: { 200: envelopeOf(z.object({ sent: z.number().int() })), ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const m = await merchants.byCode(request.query.merchant);
      if (!m) throw new AppError('request.not.found', { message: `No merchant ${request.query.merchant}.` });
      const sent = await service.broadcast(m.code, request.body);
      // a message is new: nothing before it
      request.auditChange({ merchant: m.code, before: null, after: { ...request.body, result: sent } });
      return ok(sent);
    },
  );

  app.post(
    '/members/:account/messages',
    {
      config: { permission: 'support.reply' },
      schema: {
        tags: ['ops'],
        summary: "Put a message into a member's inbox",
        security: OPS_SECURITY,
        params: opsAccountParamsSchema,
        querystring: opsMemberQuerySchema,
        body: opsInboxMessageBodySchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...failures },
      },
    },
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const sent = await service.send(merchantCode, request.params.account, request.body);
      request.auditChange({ merchant: merchantCode, before: null, after: { ...request.body, result: sent } });
      return ok(sent);
    },
  );
};

export default inboxOpsRoutes;
