import {
  ACCOUNT_PATHS,
  encryptedBodySchema,
  encryptionKeySchema,
  envelopeOf,
  freeplayBodySchema,
  loginPayloadSchema,
  loginResultSchema,
  REMEMBER_COOKIE,
  SESSION_COOKIE,
  trialResultSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { decryptBody, encryptedHeadersSchema, requireEncryption } from '../../../plugins/body-decryption.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import type { LoginService } from './login-service.ts';

export interface SessionRoutesOptions {
  login: LoginService;
}

const failures = failureResponses(400, 401, 403, 429, 500);

function tokenOf(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return value.replace(/^bearer\s+/i, '').trim() || undefined;
}

const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { login }) => {
  app.get(
    ACCOUNT_PATHS.encryptionKey,
    {
      schema: {
        tags: ['session'],
        summary: 'Public key for sealed bodies (login, register, set password by phone)',
        description:
          'RSA-OAEP-256 (3072 bits) as a JWK. Clients wrap a fresh AES-256-GCM key with it per request and ' +
          'send `Encryption: RSA-OAEP-256+A256GCM` with the body {kid, key, iv, data}; the payload carries ' +
          '`ts` (epoch ms, at most 5 minutes old) and a single-use `nonce`.',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(encryptionKeySchema), ...failures },
      },
    },
    async (_request, reply) => {
      // Caching is fine for a minute, not longer: a rotated key should reach clients soon.
      reply.header('cache-control', 'public, max-age=60');
      return ok(await app.encryption.publicKey());
    },
  );

  app.post(
    ACCOUNT_PATHS.login,
    {
      preValidation: requireEncryption,
      schema: {
        tags: ['session'],
        summary: 'Log in: by username and password, by mobile number and SMS code, or by Firebase',
        description:
          'Sealed body (see encryption-key) holding a loginPayload. With `Session-Transport: cookie` the ' +
          'token is set as the __Host-lobby_session HttpOnly cookie and answered as null. After a failed ' +
          'attempt the failure value is {captcha: true} and the next attempt needs captcha and captchaId ' +
          '(GET /wps/captcha). Limits: 10 attempts per username and 30 per IP in 15 minutes (429 with ' +
          'Retry-After).',
        headers: encryptedHeadersSchema,
        body: encryptedBodySchema,
        response: { 200: envelopeOf(loginResultSchema), ...failures },
      },
    },
    async (request, reply) => {
      const payload = await decryptBody(request, loginPayloadSchema);
      return ok(await login.login({ request, reply, payload }));
    },
  );

  app.post(
    ACCOUNT_PATHS.freeplay,
    {
      schema: {
        tags: ['session'],
        summary: 'Free play: log in to a trial account (resumed by userName, else a new one)',
        headers: sessionHeadersSchema,
        // The web may post nothing at all (null body) when there is no trial name to resume.
        body: freeplayBodySchema.nullish(),
        response: { 200: envelopeOf(trialResultSchema), ...failures },
      },
    },
    async (request, reply) => ok(await login.freeplay({ request, reply, userName: request.body?.userName })),
  );

  app.post(
    ACCOUNT_PATHS.trialUser,
    {
      schema: {
        tags: ['session'],
        summary: 'Create a trial (guest) account with a demo balance and log in to it',
        description: 'Type 4, under the trial merchant code. New trial accounts are limited per IP.',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(trialResultSchema), ...failures },
      },
    },
    async (request, reply) => ok(await login.createTrial({ request, reply })),
  );

  const logoutSchema = {
    tags: ['session'],
    summary: 'Log out: revokes the session and the remembered device, clears the cookies',
    description: 'Idempotent: answers success without a session too.',
    headers: sessionHeadersSchema,
    response: { 200: envelopeOf(z.object({ loggedOut: z.literal(true) })), ...failures },
  };
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: ACCOUNT_PATHS.logout,
      schema: logoutSchema,
      handler: async (request, reply) => {
        const token = tokenOf(request.headers.authorization) ?? request.cookies[SESSION_COOKIE];
        await login.logout({ reply, token, rememberToken: request.cookies[REMEMBER_COOKIE] });
        return ok({ loggedOut: true as const });
      },
    });
  }

  app.post(
    ACCOUNT_PATHS.renew,
    {
      schema: {
        tags: ['session'],
        summary: 'A new session from the remembered device (cookie) or the current session',
        description:
          'The old session is revoked. Without a remembered device or a live session: 401 login.required ' +
          '(or login.session.expired for a dead token).',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(loginResultSchema), ...failures },
      },
    },
    async (request, reply) => {
      const result = await login.renew({ request, reply, rememberToken: request.cookies[REMEMBER_COOKIE] });
      if (!result) {
        if (request.sessionSource === 'none') throw new AppError('login.required');
        throw new AppError('login.session.expired');
      }
      return ok(result);
    },
  );
};

export default sessionRoutes;
