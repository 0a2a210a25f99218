import { chatMessageSchema, envelopeOf, opsChatReplyBodySchema, opsMemberQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY, opsAccountParamsSchema } from '../../core/ops.ts';
import { opsMerchant } from '../../core/operators/guard.ts';
import type { ChatService } from './service.ts';

export interface ChatOpsRoutesOptions {
  service: ChatService;
  merchants: MerchantService;
}

const failures = failureResponses(400, 401, 404);

/** Customer-service staff answer in a member's chat, in the /ops scope. */
const chatOpsRoutes: FastifyPluginAsyncZod<ChatOpsRoutesOptions> = async (app, { service, merchants }) => {
  app.post(
    '/chat/:account/reply',
    {
      config: { permission: 'support.reply' },
      schema: {
        tags: ['ops'],
        summary: "A customer-service reply in a member's live chat",
        security: OPS_SECURITY,
        params: opsAccountParamsSchema,
        querystring: opsMemberQuerySchema,
        body: opsChatReplyBodySchema,
        response: { 200: envelopeOf(chatMessageSchema), ...failures },
      },
    },
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      request.auditChange({ merchant: merchantCode });
      return ok(await service.reply(merchantCode, request.params.account, request.body.text));
    },
  );
};

export default chatOpsRoutes;
