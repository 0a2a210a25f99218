import { envelopeOf, failureEnvelopeSchema, opsInboxMessageBodySchema, opsMemberQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { MerchantService } from '../merchant/service.ts';
import { opsTokenGuard } from '../ops/routes.ts';
import type { InboxService } from './service.ts';

export interface InboxOpsRoutesOptions {
  service: InboxService;
  merchants: MerchantService;
  token: string;
}

export const opsAccountParamsSchema = z.object({ account: z.string().trim().min(1).max(64) });

/** The merchant an ops call names (`?merchant=`), else the default one. */
export async function opsMerchantCode(merchants: MerchantService, code: string | undefined): Promise<string> {
  if (code) {
    const found = await merchants.byCode(code);
    if (!found) throw new AppError('merchant.unknown');
    return found.code;
  }
  const fallback = (await merchants.all()).find((m) => m.isDefault);
  if (!fallback) throw new AppError('merchant.unknown');
  return fallback.code;
}

const failures = { 400: failureEnvelopeSchema, 401: failureEnvelopeSchema, 404: failureEnvelopeSchema };

/** Registered under /ops only when OPS_TOKEN is set. */
const inboxOpsRoutes: FastifyPluginAsyncZod<InboxOpsRoutesOptions> = async (app, { service, merchants, token }) => {
  app.addHook('onRequest', opsTokenGuard(token));

  app.post(
    '/members/:account/messages',
    {
      schema: {
        tags: ['ops'],
        summary: "Put a message into a member's inbox",
        security: [{ opsToken: [] }],
        params: opsAccountParamsSchema,
        querystring: opsMemberQuerySchema,
        body: opsInboxMessageBodySchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...failures },
      },
    },
    async (request) => {
      const merchantCode = await opsMerchantCode(merchants, request.query.merchant);
      return ok(await service.send(merchantCode, request.params.account, request.body));
    },
  );
};

export default inboxOpsRoutes;
