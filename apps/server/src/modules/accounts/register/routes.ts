import {
  ACCOUNT_PATHS,
  affiliateCheckSchema,
  availabilitySchema,
  encryptedBodySchema,
  envelopeOf,
  failureEnvelopeSchema,
  loginResultSchema,
  registerPayloadSchema,
  registerSettingsSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { decryptBody, encryptedHeadersSchema, requireEncryption } from '../../../plugins/body-decryption.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import type { RegisterMode, RegisterService } from './service.ts';

export interface RegisterRoutesOptions {
  service: RegisterService;
}

const failures = failureResponses(400, 403, 409, 429, 500);

/** Availability checks answer fast and say little, but they still list accounts: limited per IP. */
const checkRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

const registerRoutes: FastifyPluginAsyncZod<RegisterRoutesOptions> = async (app, { service }) => {
  app.get(
    ACCOUNT_PATHS.registerSettings,
    {
      schema: {
        tags: ['register'],
        summary: 'Registration rules per field (enabled, required, length, pattern id) and the pattern table',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(registerSettingsSchema), 400: failureEnvelopeSchema },
      },
    },
    async (request) => ok(await service.settings(request.merchant)),
  );

  const registerRoute = (url: string, mode: RegisterMode, summary: string, description: string) =>
    app.post(
      url,
      {
        preValidation: requireEncryption,
        schema: {
          tags: ['register'],
          summary,
          description:
            `${description} Sealed body (see /wps/session/encryption-key) holding a registerPayload. Every ` +
            'field is checked against the register settings; failures name the field ' +
            '(register.field.invalid, value {field, patternId, min, max}). Success logs the new member in ' +
            '(answer as for the login, firstTimeLogin true). 20 attempts per IP per hour.',
          headers: encryptedHeadersSchema,
          body: encryptedBodySchema,
          response: { 200: envelopeOf(loginResultSchema), ...failures },
        },
      },
      async (request, reply) => {
        const payload = await decryptBody(request, registerPayloadSchema);
        return ok(await service.register({ request, reply, payload, mode }));
      },
    );
  registerRoute(ACCOUNT_PATHS.register, 'username', 'Register with a username and password', 'Needs USERNAMEREG3.');
  registerRoute(
    ACCOUNT_PATHS.registerMobile,
    'mobile',
    'Register with a mobile number',
    'Needs MOBILENUMREG3. The username defaults to the number (E.164 digits); the password is asked ' +
      'only with MOBILENUMPASSREG3 (without it the member logs in by SMS); the SMS code with REGMOBVERF3.',
  );

  app.get(
    ACCOUNT_PATHS.checkUsername,
    {
      config: checkRateLimit,
      schema: {
        tags: ['register'],
        summary: 'Whether a username is free and valid under the username rule',
        headers: tenantHeadersSchema,
        querystring: z.object({ username: z.string().max(64) }),
        response: { 200: envelopeOf(availabilitySchema), ...failures },
      },
    },
    async (request) => ok({ available: await service.usernameAvailable(request.merchant, request.query.username) }),
  );

  app.get(
    ACCOUNT_PATHS.checkEmail,
    {
      config: checkRateLimit,
      schema: {
        tags: ['register'],
        summary: 'Whether an e-mail address is valid and not registered yet',
        headers: tenantHeadersSchema,
        querystring: z.object({ email: z.string().max(254) }),
        response: { 200: envelopeOf(availabilitySchema), ...failures },
      },
    },
    async (request) => ok({ available: await service.emailAvailable(request.merchant, request.query.email) }),
  );

  app.get(
    ACCOUNT_PATHS.affiliateCheck,
    {
      config: checkRateLimit,
      schema: {
        tags: ['register'],
        summary: 'Whether an invitation (affiliate) code belongs to a member of this merchant',
        headers: tenantHeadersSchema,
        querystring: z.object({ code: z.string().max(32), domain: z.string().max(255).optional() }),
        response: { 200: envelopeOf(affiliateCheckSchema), ...failures },
      },
    },
    async (request) => ok({ data: { success: await service.affiliateExists(request.merchant, request.query.code) } }),
  );
};

export default registerRoutes;
