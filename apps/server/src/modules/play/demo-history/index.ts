import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createAgents } from '../../agents/agents/index.ts';
import { createDeposits } from '../../money/payments/index.ts';
import { createRounds } from '../rounds/index.ts';
import { withdrawalServiceOf } from '../../money/withdrawals/index.ts';
import type { GameRef } from '../rounds/index.ts';
import { createDemoHistoryLookups } from './lookups.ts';

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
  const repo = createDemoHistoryLookups(app.services);
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
  const repo = createDemoHistoryLookups(app.services);
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
 * The demo player's money: a withdrawal to its GCash wallet that an operator approved and the provider paid,
 * then its first deposit (which brought the first-deposit bonus) and a second one. The withdrawal equals the
 * deposits and the bonus, so the balance the README gives stands. `pin` is the player's withdrawal PIN
 * (public, like the demo's password).
 */
export const DEMO_MONEY = {
  payee: 'Juan Dela Cruz',
  pin: '246810',
  gcash: '0917 123 4567',
  withdrawalCents: 2_700_00,
  depositsCents: [1_000_00, 500_00],
} as const;

/**
 * The demo's deposits and withdrawal, the way a player and an operator make them: payee name, PIN and a GCash
 * payout account; a withdrawal request (the amount held), approved by the demo finance operator and paid out
 * by the provider; deposits opened at the provider's hosted checkout and paid there, whose signed webhook
 * credits them. It runs once the app is ready, since the bundled sandbox provider answers over this app's own
 * routes; without that provider (a production start) the demo has no deposits. Once: nothing happens when
 * the demo's withdrawal exists.
 */
async function demoMoney(app: FastifyInstance): Promise<void> {
  if (!app.config.standIns.sandboxPayments) return;
  const memberId = await createDemoHistoryLookups(app.services).memberId('LUCKY', 'demo');
  if (memberId === undefined) return;
  const withdrawalsRepo = app.services.withdrawalRecords;
  if (await withdrawalsRepo.byRequestKey(memberId, 'demo-history-withdrawal')) return;
  const purse = await app.services.purseById(memberId);
  const merchant = await app.merchants.byCode('LUCKY');
  if (!purse || !merchant) return;

  const withdrawals = withdrawalServiceOf(app);
  await app.services.accounts.setPayeeNameOnce(memberId, DEMO_MONEY.payee);
  if (!(await withdrawals.hasPaymentPassword(memberId))) {
    await withdrawals.setPaymentPassword(memberId, { loginPassword: 'Lucky#2026', paymentPassword: DEMO_MONEY.pin });
  }
  const payout = (await withdrawals.payoutAccounts(memberId)).find((a) => a.bank_code === 'GCASH') ??
    (await withdrawals.addPayoutAccount(purse, { bankCode: 'GCASH', accountNo: DEMO_MONEY.gcash }));
  const out = (await withdrawals.channels('LUCKY')).find((c) => c.code === 'GCASH');
  if (!out) return;
  const order = await withdrawals.request(purse, merchant.timeZone, {
    channelId: out.id,
    payoutAccountId: payout.id,
    amountCents: DEMO_MONEY.withdrawalCents,
    paymentPassword: DEMO_MONEY.pin,
    requestKey: 'demo-history-withdrawal',
    forfeitBonus: false,
  });
  const purseById = app.services.purseById;
  const approved = await withdrawals.approve(order.order_no, 'finance', purseById, async () => merchant.secondApprovalCents);
  if (approved.awaitingSecondApproval) await withdrawals.approve(order.order_no, 'finance2', purseById, async () => merchant.secondApprovalCents);

  const deposits = createDeposits(app);
  const payments = app.services.paymentRecords;
  const into = (await deposits.channels('LUCKY')).find((c) => c.code === 'GCASH');
  if (!into) return;
  for (const [index, amountCents] of DEMO_MONEY.depositsCents.entries()) {
    const opened = await deposits.create(
      purse,
      { channelId: into.id, amountCents, requestKey: `demo-history-deposit-${index + 1}` },
      { statusUrl: (orderNo) => `/m/voucherCenter?order=${encodeURIComponent(orderNo)}` },
    );
    // the player presses Pay on the provider's checkout page, which sends the signed webhook
    if (opened.checkout_url) {
      const checkout = new URL(opened.checkout_url, 'http://sandbox.internal').pathname;
      await app.selfRequest({ method: 'POST', path: `${checkout}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    }
    const after = await payments.order(opened.order_no);
    if (after?.status !== 'paid') app.log.warn({ orderNo: opened.order_no, status: after?.status }, 'demo history: a deposit was not credited');
  }
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
  // after every module is in: the sandbox provider's checkout and webhook are routes of this app
  app.addHook('onReady', async () => {
    try {
      await demoMoney(app);
    } catch (err) {
      // Two processes starting on one new database race through the same steps: each step is idempotent
      // or refuses the second writer (a PIN that exists, an order already reviewed), and the other process
      // finishes the history. The demo's past never stops a start.
      if (err instanceof AppError) app.log.info({ code: err.errorCode }, 'demo history: another process is writing it');
      else app.log.warn({ err }, 'demo history: the deposits and withdrawal could not be written');
    }
  });
};

export default demoHistory;
