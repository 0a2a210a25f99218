import type { App } from '../../src/app.ts';
import { accounts, createLedger, pursesOf } from '../../src/modules/money/ledger/index.ts';
import { createDeposits } from '../../src/modules/money/payments/index.ts';
import type { Purse } from '../../src/modules/money/ledger/index.ts';
import { createRounds } from '../../src/modules/play/rounds/index.ts';
import type { GameRef } from '../../src/modules/play/rounds/index.ts';
import { checkout } from './money-api.ts';

/** A game as the rounds module takes it: of a type no seeded jackpot pool takes a share of, so a stake never drops a pool. */
export const TEST_GAME: GameRef = { vendor: 'DEMO', code: 'g', name: 'G', type: 'PVP' };

let serial = 0;

export interface PlayedRound {
  roundRef: string;
  /** undoes the round's stake, as a vendor's rollback does (the round is void afterwards) */
  rollbackStake(at?: number): Promise<void>;
}

/**
 * One round played and settled through the rounds service, as every game plays: the stake from the member's
 * money, the win paid back, at `at` (the app's clock when left out), so activity counts it as it counts any
 * game's. For stakes a test's member does not hold, `fund` first tops the cash up by the stake (a manual
 * adjustment on the real side, the faucet on the demo side): adjustments are not play, deposits nor
 * withdrawals.
 */
export async function settledRound(
  app: App,
  input: { memberId: number; bet: number; win?: number; at?: number; game?: GameRef; merchantCode?: string; currency?: string; demo?: boolean; fund?: boolean },
): Promise<PlayedRound> {
  const at = input.at ?? app.clock();
  const purse: Purse = { memberId: input.memberId, merchantCode: input.merchantCode ?? 'LUCKY', currency: input.currency ?? 'PHP', demo: input.demo ?? false };
  const n = serial++;
  if (input.fund ?? true) {
    await createLedger(app, () => at).transfer({
      key: `test-play-fund:${input.memberId}:${n}:${Date.now()}`,
      debit: purse.demo ? accounts.faucet(purse.merchantCode, purse.currency) : accounts.adjustments(purse.merchantCode, purse.currency),
      credit: accounts.cash(purse),
      amount: input.bet,
      kind: purse.demo ? 'demo_funding' : 'adjustment',
      memberId: input.memberId,
    });
  }
  const rounds = createRounds(app, { now: () => at });
  const roundRef = `test-round-${n}-${Date.now().toString(36)}`;
  const call = { purse, integration: 'TEST', roundRef, game: input.game ?? TEST_GAME };
  await rounds.inOne(purse, async (book) => {
    await rounds.bet({ ...call, transactionId: `${roundRef}:bet`, amount: input.bet }, undefined, book);
    await rounds.win({ ...call, transactionId: `${roundRef}:win`, betTransactionId: `${roundRef}:bet`, amount: input.win ?? 0, closeRound: true }, book);
  });
  return {
    roundRef,
    async rollbackStake(when = app.clock()) {
      await createRounds(app, { now: () => when }).rollback({ ...call, transactionId: `${roundRef}:rollback`, referenceTransactionId: `${roundRef}:bet` });
    },
  };
}

/**
 * A deposit of any brand's member, opened through the deposit service (as the deposit route does for a
 * session of that brand) and paid at the sandbox's hosted checkout, whose signed webhook credits it.
 */
export async function paidDepositOf(app: App, purse: Purse, amountCents: number, channelCode?: string): Promise<{ orderNo: string }> {
  const deposits = createDeposits(app);
  const channels = await deposits.channels(purse.merchantCode);
  const channel = channelCode ? channels.find((c) => c.code === channelCode) : channels[0];
  if (!channel) throw new Error(`no deposit channel ${channelCode ?? ''} at ${purse.merchantCode}`);
  const order = await deposits.create(purse, { channelId: channel.id, amountCents, requestKey: `test-dep-${serial++}-${Date.now().toString(36)}` }, { statusUrl: (no) => `/m/deposit/${no}` });
  await checkout(app, { checkoutUrl: order.checkout_url });
  const paid = await deposits.order(purse.memberId, order.order_no, pursesOf(app));
  if (paid.status !== 'paid') throw new Error(`deposit ${order.order_no} is ${paid.status}`);
  return { orderNo: order.order_no };
}
