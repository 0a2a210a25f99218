import {
  envelopeOf,
  merchantCodeSchema,
  consoleBrandSummarySchema,
  consoleBrandUpdateSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { actorSees } from '../../core/operators/permissions.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { isCountryCode, isKnownCountry } from '../../lib/regions.ts';
import type { MerchantOpsService } from './service.ts';

export interface MerchantOpsRoutesOptions {
  service: MerchantOpsService;
}

/** The contract checks the form of each entry; only the server knows which two-letter codes are countries. */
const updateBodySchema = consoleBrandUpdateSchema.superRefine((body, ctx) => {
  body.blockedRegions?.forEach((entry, index) => {
    if (isCountryCode(entry) && !isKnownCountry(entry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['blockedRegions', index],
        message: `${entry} is not a known country code`,
      });
    }
  });
});

const paramsSchema = z.object({ code: merchantCodeSchema });
const failures = failureResponses(400, 401, 404);
const security = OPS_SECURITY;

/** The operator's merchant switches (maintenance, blocked regions), in the /ops scope. */
const merchantOpsRoutes: FastifyPluginAsyncZod<MerchantOpsRoutesOptions> = async (app, { service }) => {
  app.get(
    '/merchants',
    {
      config: { permission: 'brands.read' },
      schema: {
        tags: ['ops'],
        summary: 'All merchants with their operator switches',
        security,
        response: { 200: envelopeOf(z.array(consoleBrandSummarySchema)), ...failures },
      },
    },
    // An operator sees only the merchants in their scope.
    async (request) => ok((await service.list()).filter((m) => !request.opsActor || actorSees(request.opsActor, m.code))),
  );

  app.get(
    '/merchants/:code',
    {
      config: { permission: 'brands.read' },
      schema: {
        tags: ['ops'],
        summary: "One merchant's operator switches",
        security,
        params: paramsSchema,
        response: { 200: envelopeOf(consoleBrandSummarySchema), ...failures },
      },
    },
    async (request) => ok(await service.get(request.params.code)),
  );

  app.patch(
    '/merchants/:code',
    {
      config: { permission: 'brands.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Switch maintenance, blocked regions (ISO country codes, IPv4/IPv6 CIDRs), image CDNs, white-label flags and languages',
        description:
          'Omitted fields stay as they are; blockedRegions and imageCdns replace the whole list. imageCdns: ' +
          'the bases the web loads artwork from, in order, before the site itself (status info.imageCDNs; ' +
          "the pages' Content-Security-Policy allows their origins). whitelabel: only the named flags change. " +
          'languages replace the list; defaultLanguage must be one of them. Takes effect on the ' +
          'next status call of every process (with REDIS_URL; without it, on the others within seconds).',
        security,
        params: paramsSchema,
        body: updateBodySchema,
        response: { 200: envelopeOf(consoleBrandSummarySchema), ...failures },
      },
    },
    async (request) => {
      const before = await service.get(request.params.code);
      const after = await service.update(request.params.code, request.body);
      request.auditChange({ merchant: after.code, before, after });
      return ok(after);
    },
  );
};

export default merchantOpsRoutes;
