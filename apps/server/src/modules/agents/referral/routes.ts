import {
  envelopeOf,
  REFERRAL_PATHS,
  referralProgramSchema,
  referralRewardsQuerySchema,
  referralRewardsSchema,
  referralSummarySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requirePlayer, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { ReferralService } from './service.ts';

export interface ReferralRoutesOptions {
  service: ReferralService;
}

const failures = failureResponses(400, 401, 403);
/**
 * onRequest: a real player. Visitors 401, trial accounts 403 permission.trial, agents 403 permission.denied
 * (they invite from the agent area), before anything is read.
 */
const member = { onRequest: requirePlayer };
const schemaBase = { tags: ['referral'], headers: sessionHeadersSchema, security: SESSION_SECURITY };

const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { service }) => {
  app.get(
    REFERRAL_PATHS.program,
    {
      schema: {
        tags: ['referral'],
        summary: "The merchant's referral offer: whether it is on, the inviter's reward and the friend's minimum first deposit",
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(referralProgramSchema), ...failureResponses(400) },
      },
    },
    async (request) => ok(await service.program(request.merchant)),
  );

  app.get(
    REFERRAL_PATHS.summary,
    {
      ...member,
      schema: {
        ...schemaBase,
        summary: "The member's invitation code and link, friends joined and deposited, rewards earned (403 feature.disabled when the programme is off, permission.denied for agents)",
        response: { 200: envelopeOf(referralSummarySchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.summary(sessionOf(request).memberId, request.merchant, {
          protocol: request.protocol,
          host: request.host,
          hostname: request.hostname,
        }),
      ),
  );

  app.get(
    REFERRAL_PATHS.rewards,
    {
      ...member,
      schema: {
        ...schemaBase,
        summary: "The member's referral rewards, newest first (beforeId pages on)",
        querystring: referralRewardsQuerySchema,
        response: { 200: envelopeOf(referralRewardsSchema), ...failures },
      },
    },
    async (request) => ok(await service.rewards(sessionOf(request).memberId, request.merchant, request.query)),
  );
};

export default referralRoutes;
