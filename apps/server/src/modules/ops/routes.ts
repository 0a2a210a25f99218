import { createHash, timingSafeEqual } from 'node:crypto';
import {
  envelopeOf,
  failureEnvelopeSchema,
  merchantCodeSchema,
  opsMerchantSummarySchema,
  opsMerchantUpdateSchema,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { isCountryCode, isKnownCountry } from '../../lib/regions.ts';
import type { OpsService } from './service.ts';

export interface OpsRoutesOptions {
  service: OpsService;
  token: string;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The contract checks the form of each entry; only the server knows which two-letter codes are countries. */
const updateBodySchema = opsMerchantUpdateSchema.superRefine((body, ctx) => {
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
const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
};
const security = [{ opsToken: [] }];

/** Registered only when OPS_TOKEN is set; without it every /ops path is an ordinary 404. */
/** onRequest hook of every /ops plugin: 401 ops.unauthorized without `Authorization: Bearer <OPS_TOKEN>`. */
export function opsTokenGuard(token: string): (request: FastifyRequest) => Promise<void> {
  const expected = digest(`Bearer ${token}`);
  // Compare digests in constant time so the answer time says nothing about how much of a guess matched.
  return async (request) => {
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new AppError('ops.unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
    }
  };
}

const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, { service, token }) => {
  app.addHook('onRequest', opsTokenGuard(token));

  app.get(
    '/merchants',
    {
      schema: {
        tags: ['ops'],
        summary: 'All merchants with their operator switches',
        security,
        response: { 200: envelopeOf(z.array(opsMerchantSummarySchema)), ...failures },
      },
    },
    async () => ok(await service.list()),
  );

  app.get(
    '/merchants/:code',
    {
      schema: {
        tags: ['ops'],
        summary: "One merchant's operator switches",
        security,
        params: paramsSchema,
        response: { 200: envelopeOf(opsMerchantSummarySchema), ...failures },
      },
    },
    async (request) => ok(await service.get(request.params.code)),
  );

  app.patch(
    '/merchants/:code',
    {
      schema: {
        tags: ['ops'],
        summary: 'Switch maintenance and blocked regions (ISO country codes, IPv4/IPv6 CIDRs)',
        description:
          'Omitted fields stay as they are; blockedRegions replaces the whole list. Takes effect on the ' +
          'next status call of this process, within seconds on the others.',
        security,
        params: paramsSchema,
        body: updateBodySchema,
        response: { 200: envelopeOf(opsMerchantSummarySchema), ...failures },
      },
    },
    async (request) => ok(await service.update(request.params.code, request.body)),
  );
};

export default opsRoutes;
