import { ACCOUNT_PATHS, captchaResultSchema, envelopeOf, failureEnvelopeSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import type { CaptchaService } from '../../../core/captcha/service.ts';

export interface CaptchaRoutesOptions {
  captchas: CaptchaService;
}

const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { captchas }) => {
  app.get(
    ACCOUNT_PATHS.captcha,
    {
      schema: {
        tags: ['session'],
        summary: 'A captcha image (base64 SVG in cap) and its id',
        description:
          'Single use, valid 2 minutes, only from the same client (IP and User-Agent). Send captchaId and ' +
          'the digits read with the login or registration. 30 per minute per IP.',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(captchaResultSchema), 400: failureEnvelopeSchema, 429: failureEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captchas.create(request));
    },
  );
};

export default captchaRoutes;
