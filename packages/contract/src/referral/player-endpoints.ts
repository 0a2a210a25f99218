import { endpoint } from '../common/endpoint.ts';
import { REFERRAL_PATHS } from './paths.ts';
import { referralProgramSchema, referralRewardsQuerySchema, referralRewardsSchema, referralSummarySchema } from './schemas.ts';

/** The Invite tab: the merchant's offer (anyone) and a real player's own code, counts and rewards (not agents: they invite from the agent area). */
export const REFERRAL_PLAYER_ENDPOINTS = {
  referralProgram: endpoint({
    method: 'GET',
    path: REFERRAL_PATHS.program,
    access: 'public',
    tags: ['referral'],
    summary: "The merchant's referral offer: whether it is on, the inviter's reward and the friend's minimum first deposit",
    response: referralProgramSchema,
    failures: [400],
  }),
  referralSummary: endpoint({
    method: 'GET',
    path: REFERRAL_PATHS.summary,
    access: 'player',
    tags: ['referral'],
    summary: "The member's invitation code and link, friends joined and deposited, rewards earned (403 feature.disabled when the programme is off, permission.denied for agents)",
    response: referralSummarySchema,
    failures: [400, 401, 403],
  }),
  referralRewards: endpoint({
    method: 'GET',
    path: REFERRAL_PATHS.rewards,
    access: 'player',
    tags: ['referral'],
    summary: "The member's referral rewards, newest first (beforeId pages on)",
    query: referralRewardsQuerySchema,
    response: referralRewardsSchema,
    failures: [400, 401, 403],
  }),
} as const;
