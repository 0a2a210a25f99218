import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import type { MemberRow } from '../../../db/schema.ts';
import type { ActivityService } from '../../money/activity/index.ts';
import type { AmlService } from '../../money/aml/index.ts';
import type { BonusService } from '../../money/bonus/index.ts';
import type { WithdrawalsRepository } from '../../money/withdrawals/index.ts';
import type { RoundReads } from '../../play/rounds/index.ts';
import { createRiskRepository } from './repository.ts';
import { riskOpsRoutes } from './routes.ts';
import { createRiskService } from './service.ts';

export type { RiskService } from './service.ts';
export { taggedWith } from './audience.ts';

/**
 * Risk on this app: built once in the composition root (services.ts), where withdrawals and verification ask
 * whether a player is under review.
 */
export function createRisk(
  app: FastifyInstance,
  deps: {
    members: { usernames(ids: readonly number[]): Promise<Map<number, string>>; byId(id: number): Promise<MemberRow | undefined> };
    withdrawals: WithdrawalsRepository;
    activity: Pick<ActivityService, 'deposits'>;
    aml: Pick<AmlService, 'rules'>;
    bonus: Pick<BonusService, 'grantsOf'>;
    rounds: Pick<RoundReads, 'unusualWins'>;
  },
) {
  return createRiskService({
    repository: createRiskRepository(app.db),
    merchant: async (code) => {
      const m = await app.merchants.byCode(code);
      return m && { timeZone: m.timeZone, currency: m.currency.code };
    },
    usernames: (ids) => deps.members.usernames(ids),
    linkedSignIns: (memberId, merchantCode, since) => app.sessions.linkedSignIns(memberId, merchantCode, since),
    withdrawals: deps.withdrawals,
    latestDeposit: async (memberId) => (await deps.activity.deposits(memberId)).latest,
    turnoverBp: async (merchantCode) => (await deps.aml.rules(merchantCode)).turnoverBp,
    grantsOf: (ids) => deps.bonus.grantsOf(ids),
    unusualWins: (memberId, since, rule) => deps.rounds.unusualWins(memberId, since, rule),
    now: app.clock,
  });
}

/** The operators' risk routes. */
const risk: LobbyModule = async (app, { ops }) => {
  ops.add(riskOpsRoutes, { service: app.services.risk, members: app.services.accounts, merchants: app.merchants });
};

export default risk;
