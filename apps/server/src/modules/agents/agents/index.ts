import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { accountOpener } from '../../accounts/member/index.ts';
import { accountRulesOf } from '../../accounts/register/index.ts';
import { paymentPasswordCheckOf } from '../../money/withdrawals/index.ts';
import agentConsoleRoutes from './console-routes.ts';
import { createAgentOpsRepository } from './ops-repository.ts';
import agentOpsRoutes from './ops-routes.ts';
import { createAgentsRepository } from './repository.ts';
import agentRoutes from './routes.ts';
import { createAgentsService } from './service.ts';
import { createSettlement } from './settlement.ts';
import { createSettlementRepository } from './settlement-repository.ts';

/** How often the settlement job looks for closed contract periods. */
const SETTLE_EVERY_MS = 60_000;
/** The settlement job's queue (core/jobs). */
export const SETTLEMENT_QUEUE = 'agents.settle';

/**
 * The agents' service and settlement job on this app's database, on a clock of the caller's (the app's
 * own by default; the demo's history writes its past on a clock of its own).
 */
export function createAgents(app: FastifyInstance, now: () => number = app.clock) {
  const members = app.services.accounts;
  const ledger = app.services.ledger;
  const repository = createAgentsRepository(app.db);
  const service = createAgentsService({
    database: app.database,
    repository,
    ledger,
    openAccount: accountOpener(app.db),
    accountRules: accountRulesOf(app),
    checkPaymentPassword: paymentPasswordCheckOf(app),
    usernameTaken: async (merchantCode, key) => (await members.byUsername(merchantCode, key)) !== undefined,
    activity: app.services.activity,
    now,
  });
  const settlement = createSettlement({
    repository: createSettlementRepository(app.db),
    ledger,
    merchantOf: (code) => app.merchants.byCode(code),
    activity: app.services.activity,
    now,
  });
  return { service, settlement, repository };
}

/** The agent area: downline tree, team KPI, payment relay, contracts with the upline and their settlements. */
const agents: LobbyModule = async (app, { ops }) => {
  const { service, settlement, repository } = createAgents(app);
  await app.register(agentRoutes, { service, settlement });
  ops.add(agentOpsRoutes, { settlement });
  ops.add(agentConsoleRoutes, { repository, opsRepository: createAgentOpsRepository(app.db), merchants: app.merchants, activity: app.services.activity });

  // A scheduled job (core/jobs), once a minute across the install's processes. A second run at once (a job
  // run again after its process died, or the operators' POST /ops/agents/settle) pays nothing twice: each
  // period is settled in one transaction under a unique key. State lives only in the database.
  app.jobs.define(SETTLEMENT_QUEUE, async () => void (await settlement.run()), { retryLimit: 0, expireSeconds: 600 });
  app.jobs.schedule(SETTLEMENT_QUEUE, { everyMs: SETTLE_EVERY_MS });
};

export default agents;
