import { REFERRAL_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { ReferralService } from './service.ts';

export interface ReferralRoutesOptions {
  service: ReferralService;
}

/** The offer is public, and documents the session header too: a signed-in caller may send it. */
const programHeaders = sessionHeadersSchema.pick({ authorization: true });

const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { service }) => {
  playerRoute(app, REFERRAL_PLAYER_ENDPOINTS.referralProgram, async (request) => ok(await service.program(request.merchant)), { headers: programHeaders });

  playerRoute(app, REFERRAL_PLAYER_ENDPOINTS.referralSummary, async (request) =>
    ok(
      await service.summary(sessionOf(request).memberId, request.merchant, {
        protocol: request.protocol,
        host: request.host,
        hostname: request.hostname,
      }),
    ),
  );

  playerRoute(app, REFERRAL_PLAYER_ENDPOINTS.referralRewards, async (request) => ok(await service.rewards(sessionOf(request).memberId, request.merchant, request.query)));
};

export default referralRoutes;
