import {
  ACCOUNT_PATHS,
  envelopeOf,
  failureEnvelopeSchema,
  sliderChallengeSchema,
  smsRequestSchema,
  smsResultSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { languageOf } from '../../../core/language.ts';
import { clientKeyOf } from '../../../core/captcha/service.ts';
import type { SmsPurposeKind } from '../../../core/sms-codes/repository.ts';
import type { VerificationService } from './service.ts';

export interface VerificationRoutesOptions {
  service: VerificationService;
}

const failures = failureResponses(400, 403, 409, 429, 503);

const SMS_DESCRIPTION =
  'Needs a solved slider challenge (GET /wps/captcha/slider). The code has 6 digits and lasts 5 minutes ' +
  '(expirationTime, epoch ms). Limits: 1 per number per 60 s, 5 per number per hour, 20 per IP per hour ' +
  '(429 sms.rate.limited, value.retryAfterSeconds, Retry-After). The SMS is in the Language header language.';

const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, { service }) => {
  app.get(
    ACCOUNT_PATHS.sliderCaptcha,
    {
      // Each challenge is a database row: a client asking for hundreds is not solving them.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['verification'],
        summary: 'A slider captcha: background with a jigsaw gap and the piece to drag into it (SVG data URIs)',
        description:
          'The piece is drawn at pieceY; the answer (sent with the SMS request) is its final left offset x ' +
          'and the drag trail. Single use, 2 minutes, bound to this client (IP and User-Agent).',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(sliderChallengeSchema), 400: failureEnvelopeSchema, 429: failureEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.createSlider(clientKeyOf(request)));
    },
  );

  const smsRoute = (path: string, kind: SmsPurposeKind, summary: string, description: string) =>
    app.post(
      path,
      {
        schema: {
          tags: ['verification'],
          summary,
          description: `${description} ${SMS_DESCRIPTION}`,
          headers: tenantHeadersSchema,
          body: smsRequestSchema,
          response: { 200: envelopeOf(smsResultSchema), ...failures },
        },
      },
      async (request) =>
        ok(
          await service.sendCode({
            merchant: request.merchant,
            kind,
            body: request.body,
            clientKey: clientKeyOf(request),
            ip: request.ip,
            language: languageOf(request.headers.language),
          }),
        ),
    );

  smsRoute(
    ACCOUNT_PATHS.smsNoLogin,
    'noLogin',
    'Send an SMS code for login by SMS or password by phone',
    'Sent only when a member of the merchant has the number, but answered the same either way, so the ' +
      'call does not tell which numbers are registered.',
  );
  smsRoute(
    ACCOUNT_PATHS.smsRegister,
    'register',
    'Send an SMS code for registration by mobile number',
    'A number a member of the merchant already has is refused (409 register.mobile.exists).',
  );
};

export default verificationRoutes;
