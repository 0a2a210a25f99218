import {
  ACCOUNT_PATHS,
  envelopeOf,
  merchantCodeSchema,
  socialProviderSchema,
  socialProvidersSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import type { SocialService } from './service.ts';

export interface SocialRoutesOptions {
  service: SocialService;
}

const failures = failureResponses(400, 403, 500);
const providerParamsSchema = z.object({ provider: socialProviderSchema });
/** Browser navigations per IP and minute: generous for people, a ceiling for scripts. */
const NAVIGATION_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, { service }) => {
  app.get(
    ACCOUNT_PATHS.oauthProviders,
    {
      schema: {
        tags: ['session'],
        summary: 'Social login providers of the merchant and whether each can be used',
        description:
          'A provider is available when the server has a client for it and the merchant has its flag on ' +
          '(GOOGLELOGIN3, FACEBOOKLOGIN3). Log in by navigating to its start URL.',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(socialProvidersSchema), ...failures },
      },
    },
    async (request) => ok(service.list(request.merchant)),
  );

  app.get(
    ACCOUNT_PATHS.oauthStart,
    {
      config: NAVIGATION_LIMIT,
      schema: {
        tags: ['session'],
        summary: 'Start a social login (browser navigation): 302 to the provider',
        description:
          'OpenID Connect authorization code flow with PKCE (S256), state and nonce, kept in a sealed, ' +
          'HttpOnly __Host- cookie for 10 minutes. `merchant` names the tenant (a navigation sends no ' +
          'Merchant header; default: by host name). `returnTo` is a path under /m/ (anything else: ' +
          '/m/home). Provider off for the merchant: 403 feature.disabled; the provider unreachable: 302 ' +
          'to /m/login?socialError=login.social.failed.',
        params: providerParamsSchema,
        querystring: z.object({
          returnTo: z.string().max(2048).optional().describe('where to land after the login, e.g. /m/home'),
          merchant: merchantCodeSchema.optional().describe('merchant code'),
        }),
        response: failures,
      },
    },
    async (request, reply) => {
      const location = await service.start({
        request,
        reply,
        provider: request.params.provider,
        returnTo: request.query.returnTo,
        merchantCode: request.query.merchant,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    ACCOUNT_PATHS.oauthCallback,
    {
      config: NAVIGATION_LIMIT,
      schema: {
        tags: ['session'],
        summary: "The provider's redirect back (browser navigation): logs in, 302 to returnTo",
        description:
          'Checks the flow cookie, state and expiry, exchanges the code and validates the ID token ' +
          '(issuer, audience, nonce, expiry). Finds the member linked to the provider account, or links ' +
          'the member with the same e-mail when the provider verified it, or creates a member. Success: ' +
          'the session cookie and 302 to `returnTo?login=social`; failure: 302 to ' +
          '`/m/login?socialError=<errorCode>`. A provider without a configured client: 403 feature.disabled.',
        params: providerParamsSchema,
        querystring: z.looseObject({
          code: z.string().max(4096).optional(),
          state: z.string().max(1024).optional(),
          iss: z.string().max(1024).optional(),
          error: z.string().max(256).optional(),
          error_description: z.string().max(2048).optional(),
        }),
        response: failures,
      },
    },
    async (request, reply) => {
      const location = await service.callback({
        request,
        reply,
        provider: request.params.provider,
        state: request.query.state,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
};

export default socialRoutes;
