import {
  consolidatedSettingsSchema,
  countryListSchema,
  domainRouteListSchema,
  envelopeOf,
  systemStatusSchema,
  whitelabelResponseSchema,
} from '@lobby/contract';
import type { TrustProxySetting } from '../../../lib/trust-proxy.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { languageOf } from '../../../core/language.ts';
import { countryFromHeaders } from './service.ts';
import type { SystemService } from './service.ts';

export interface SystemRoutesOptions {
  service: SystemService;
  trustProxy: TrustProxySetting;
}

const failures = failureResponses(400, 500);

const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { service, trustProxy }) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'Tenant info and the status gate (0 normal, 1 maintenance, 2 region restricted)',
        description:
          'Always answers 200, also during maintenance or region restriction: the web needs it to show ' +
          'the gate. Customer-service paths are encrypted (key: last 8 characters).',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(systemStatusSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.status(request.merchant, {
          ip: request.ip,
          country: countryFromHeaders(request.raw, trustProxy),
        }),
      ),
  );

  app.get(
    '/wps/system/settings/consolidated',
    {
      schema: {
        tags: ['system'],
        summary: 'Merchant settings: brand, languages, currency, templates, flags',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(consolidatedSettingsSchema), ...failures },
      },
    },
    async (request) => ok(service.settings(request.merchant)),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags: ['system'],
        summary: 'White-label flags of the merchant',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(whitelabelResponseSchema), ...failures },
      },
    },
    async (request) => ok({ flags: request.merchant.whitelabel }),
  );

  app.get(
    '/wps/system/country',
    {
      schema: {
        tags: ['system'],
        summary: 'Countries with dialling codes, names in the Language header language, sorted by name',
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(countryListSchema), ...failures },
      },
    },
    async (request) => ok(service.countries(languageOf(request.headers.language))),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags: ['system'],
        summary: "The merchant's domains",
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(domainRouteListSchema), ...failures },
      },
    },
    async (request) => ok(service.domainRoutes(request.merchant)),
  );

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 when the database answers, else 503',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await service.checkDatabase();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default systemRoutes;
