import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../core/ops.ts';
import { createAgents } from '../agents/index.ts';

const DAY_MS = 86_400_000;

/**
 * agent02's daily salary from agent01, offered and accepted three days ago and settled since, so the agent
 * screens show a contract with paid periods. Written through the agents' own service and settlement job
 * on a clock set to when each step happened: the statements and the commission transfers on the ledger
 * are the job's, paid from the team's seeded rounds. Once: nothing happens when agent02 has any contract.
 */
async function agentSalary(app: FastifyInstance): Promise<void> {
  const merchant = await app.merchants.byCode('LUCKY');
  if (!merchant) return;
  const now = app.clock();
  const members = await app.db
    .selectFrom('members')
    .select(['id', 'username_key'])
    .where('merchant_code', '=', 'LUCKY')
    .where('username_key', 'in', ['agent01', 'agent02'])
    .execute();
  const upline = members.find((m) => m.username_key === 'agent01');
  const agent = members.find((m) => m.username_key === 'agent02');
  if (!upline || !agent) return;
  const past = createAgents(app, () => now - 3 * DAY_MS);
  if ((await past.service.contracts(agent.id)).length > 0) return;
  const offered = await past.service.propose(upline.id, merchant, {
    agentId: agent.id,
    kind: 'salary',
    terms: {
      tiers: [
        { minValidBet: 0, rateBp: 50 },
        { minValidBet: 2_000, rateBp: 80 },
      ],
    },
  });
  await past.service.respond(agent.id, offered.id, true);
  // the days closed since the acceptance, settled as the job settles them
  await createAgents(app).settlement.run();
}

/**
 * The demo's past, written through the platform's own services (never rows of its own), only when the demo
 * is asked for (SEED_DEMO): the seed in db/ writes the demo's accounts before any service exists; what
 * must go through a module's rules is played here, once the modules are built.
 */
const demoHistory: LobbyModule = async (app) => {
  if (!app.config.seedDemo) return;
  await agentSalary(app);
};

export default demoHistory;
