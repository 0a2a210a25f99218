import { chatMessageSchema, envelopeOf, failureEnvelopeSchema, opsChatReplyBodySchema, opsMemberQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import type { MerchantService } from '../merchant/service.ts';
import { opsAccountParamsSchema, opsMerchantCode } from '../inbox/ops-routes.ts';
import { opsTokenGuard } from '../ops/routes.ts';
import type { ChatService } from './service.ts';

export interface ChatOpsRoutesOptions {
  service: ChatService;
  merchants: MerchantService;
  token: string;
}

const failures = { 400: failureEnvelopeSchema, 401: failureEnvelopeSchema, 404: failureEnvelopeSchema };

/** Registered under /ops only when OPS_TOKEN is set: customer-service staff answer in a member's chat. */
const chatOpsRoutes: FastifyPluginAsyncZod<ChatOpsRoutesOptions> = async (app, { service, merchants, token }) => {
  app.addHook('onRequest', opsTokenGuard(token));

  app.post(
    '/chat/:account/reply',
    {
      schema: {
        tags: ['ops'],
        summary: "A customer-service reply in a member's live chat",
        security: [{ opsToken: [] }],
        params: opsAccountParamsSchema,
        querystring: opsMemberQuerySchema,
        body: opsChatReplyBodySchema,
        response: { 200: envelopeOf(chatMessageSchema), ...failures },
      },
    },
    async (request) => {
      const merchantCode = await opsMerchantCode(merchants, request.query.merchant);
      return ok(await service.reply(merchantCode, request.params.account, request.body.text));
    },
  );
};

export default chatOpsRoutes;
