import { endpoint } from '../common/endpoint.ts';
import { ACCOUNT_PATHS } from '../accounts/paths.ts';
import { rankProgressSchema } from '../accounts/schemas.ts';
import { REWARD_PATHS } from './paths.ts';
import {
  rewardCenterSchema,
  rewardClaimBodySchema,
  rewardClaimSchema,
  rewardHistoryQuerySchema,
  rewardHistorySchema,
  taskClaimBodySchema,
  tasksSchema,
  vipLevelsSchema,
} from './schemas.ts';

const failures = [400, 401, 403, 404, 409, 503] as const;

/** VIP levels and rank, the reward centre (where the merchant switched it on) and the daily and weekly tasks. */
export const REWARD_PLAYER_ENDPOINTS = {
  vipLevels: endpoint({
    method: 'GET',
    path: REWARD_PATHS.vipLevels,
    access: 'public',
    tags: ['rewards'],
    summary: "The merchant's VIP levels (requirement, level-up bonus, rebate, birthday bonus); a real member's standing too",
    response: vipLevelsSchema,
    failures: [400, 503],
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.rankProgress,
    access: 'real',
    tags: ['member'],
    summary: 'VIP rank and the per cent (of 100) towards the next one, from valid bets and deposits; real accounts only',
    response: rankProgressSchema,
    failures,
  }),
  /** the server also needs the merchant's REWCEN3 switch (else 403 feature.disabled) */
  rewardCenter: endpoint({
    method: 'GET',
    path: REWARD_PATHS.rewardCenter,
    access: 'real',
    tags: ['rewards'],
    summary: 'Rewards to claim (VIP level-up, birthday, daily rebate) and those on their way; REWCEN3 (else 403 feature.disabled)',
    response: rewardCenterSchema,
    failures,
  }),
  /** the server also needs the merchant's REWCEN3 switch (else 403 feature.disabled) */
  claimReward: endpoint({
    method: 'POST',
    path: REWARD_PATHS.rewardClaim,
    access: 'real',
    tags: ['rewards'],
    summary:
      'Claim a reward by key, once: paid as bonus money with its wagering; a repeat answers the first claim (replayed). ' +
      '404 reward.not.found, 409 reward.not.claimable',
    body: rewardClaimBodySchema,
    response: rewardClaimSchema,
    failures,
  }),
  rewardHistory: endpoint({
    method: 'GET',
    path: REWARD_PATHS.rewardHistory,
    access: 'real',
    tags: ['rewards'],
    summary: "The member's claimed rewards and tasks, newest first, 20 a page (beforeId)",
    query: rewardHistoryQuerySchema,
    response: rewardHistorySchema,
    failures,
  }),
  tasks: endpoint({
    method: 'GET',
    path: REWARD_PATHS.tasks,
    access: 'real',
    tags: ['rewards'],
    summary: "Today's and this week's tasks with progress (local midnight; weeks from Monday)",
    response: tasksSchema,
    failures,
  }),
  claimTask: endpoint({
    method: 'POST',
    path: REWARD_PATHS.taskClaim,
    access: 'real',
    tags: ['rewards'],
    summary: "Claim a completed task's reward for this period, once. 404 reward.not.found, 409 reward.not.claimable",
    body: taskClaimBodySchema,
    response: rewardClaimSchema,
    failures,
  }),
} as const;
