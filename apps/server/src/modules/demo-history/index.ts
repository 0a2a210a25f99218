import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../core/ops.ts';
import { createAgents } from '../agents/index.ts';
import { createRounds } from '../rounds/index.ts';
import type { GameRef } from '../rounds/index.ts';
import { createDemoHistoryRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The demo player's last week of slot rounds (cents): losses and wins, one of them ten times its stake, big
 * enough for the winner board. Wins and stakes come to the same total, so the balance the README promises
 * (₱12,345.67) is what the player has after them.
 */
export const DEMO_ROUNDS: readonly { daysAgo: number; hour: number; bet: number; win: number }[] = [
  { daysAgo: 6, hour: 20, bet: 100_00, win: 0 },
  { daysAgo: 6, hour: 21, bet: 50_00, win: 125_00 },
  { daysAgo: 5, hour: 19, bet: 60_00, win: 600_00 },
  { daysAgo: 4, hour: 22, bet: 200_00, win: 0 },
  { daysAgo: 3, hour: 13, bet: 150_00, win: 80_00 },
  { daysAgo: 2, hour: 21, bet: 120_00, win: 0 },
  { daysAgo: 1, hour: 18, bet: 100_00, win: 175_00 },
  { daysAgo: 1, hour: 23, bet: 200_00, win: 0 },
];

/**
 * The demo player's rounds, played through the rounds service (the same calls a game vendor makes) on a
 * clock set to when each was played: stakes and wins are ledger transfers, the progressive pool takes its
 * share of each stake, the big win reaches the winner board, and the records screens list them. Each call
 * has its own transaction id, so a second start replays them and moves nothing.
 */
async function demoPlay(app: FastifyInstance): Promise<void> {
  const repo = createDemoHistoryRepository(app.db);
  const memberId = await repo.memberId('LUCKY', 'demo');
  if (memberId === undefined || (await repo.hasVendorTransaction('DEMO', 'demo-history-1-bet'))) return;
  const purse = await app.services.purseById(memberId);
  const game: GameRef | undefined = await repo.firstSlot('LUCKY');
  if (!purse || !game) return;
  const now = app.clock();
  for (const [index, r] of DEMO_ROUNDS.entries()) {
    const at = now - r.daysAgo * DAY_MS - (24 - r.hour) * HOUR_MS;
    const rounds = createRounds(app, { now: () => at });
    const n = index + 1;
    const roundRef = `demo-history-${n}`;
    await rounds.bet({ purse, integration: 'DEMO', transactionId: `${roundRef}-bet`, roundRef, game, amount: r.bet });
    await rounds.win({ purse, integration: 'DEMO', transactionId: `${roundRef}-win`, roundRef, game, amount: r.win, betTransactionId: `${roundRef}-bet`, closeRound: true });
  }
}

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
  const repo = createDemoHistoryRepository(app.db);
  const [uplineId, agentId] = [await repo.memberId('LUCKY', 'agent01'), await repo.memberId('LUCKY', 'agent02')];
  if (uplineId === undefined || agentId === undefined) return;
  const upline = { id: uplineId };
  const agent = { id: agentId };
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
  await demoPlay(app);
  await agentSalary(app);
};

export default demoHistory;
