import { endpoint } from '../common/endpoint.ts';
import { consoleMerchantQuerySchema } from '../console/players/schemas.ts';
import { opsAccountParamsSchema } from '../ops/schemas.ts';
import { PROTECTION_OPS_PATHS } from './paths.ts';
import {
  exclusionViewSchema,
  limitHitsQuerySchema,
  limitHitsSchema,
  opsExclusionBodySchema,
  opsLiftBodySchema,
  opsLimitViewSchema,
  opsProtectionSchema,
  opsSetLimitBodySchema,
} from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404, 409] as const;
const member = { params: opsAccountParamsSchema, query: consoleMerchantQuerySchema, tags, failures } as const;

/** A player's protection on the player file, and the report of limits players hit. Every change is audited. */
export const PROTECTION_OPS_ENDPOINTS = {
  memberProtection: endpoint({
    method: 'GET',
    path: PROTECTION_OPS_PATHS.member,
    permission: 'players.read',
    summary: "A player's limits (own, waiting, operator's), exclusions and their history",
    ...member,
    response: opsProtectionSchema,
  }),
  setMemberLimit: endpoint({
    method: 'POST',
    path: PROTECTION_OPS_PATHS.memberLimits,
    permission: 'players.manage',
    summary: "Set or remove the operator's limit on a player (never looser than the player's own: the lower of the two counts)",
    description: 'value: "1250.00" for money kinds, whole minutes ("90") for session; 400 rg.limit.invalid otherwise.',
    ...member,
    body: opsSetLimitBodySchema,
    response: opsLimitViewSchema,
  }),
  excludeMember: endpoint({
    method: 'POST',
    path: PROTECTION_OPS_PATHS.memberExclusion,
    permission: 'players.manage',
    summary: 'Exclude a player for a time or permanently (every session ends); never shortens an exclusion in force (409 rg.exclusion.shorter)',
    ...member,
    body: opsExclusionBodySchema,
    response: exclusionViewSchema,
  }),
  liftMemberExclusion: endpoint({
    method: 'POST',
    path: PROTECTION_OPS_PATHS.memberExclusionLift,
    permission: 'players.manage',
    summary: "Lift an operator's exclusion (a player's own break or self-exclusion is never lifted: 409 rg.exclusion.own)",
    ...member,
    body: opsLiftBodySchema,
    response: exclusionViewSchema,
  }),
  limitHits: endpoint({
    method: 'GET',
    path: PROTECTION_OPS_PATHS.limitHits,
    permission: 'players.read',
    summary: 'Players whose stake, deposit or sign-in a limit refused, per limit, most recent first; format=csv exports them',
    csv: true,
    tags,
    query: limitHitsQuerySchema,
    response: limitHitsSchema,
    failures: [400, 401, 403],
  }),
};
