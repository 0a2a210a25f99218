import { BONUS_OPS_PATHS, BONUS_PATHS } from '@lobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSoundLedger,
  funds,
  get,
  launchToken,
  newPlayer,
  ops,
  paidDeposit,
  path,
  post,
  readyToWithdraw,
  rid,
  rngGame,
  valueOf,
  vendorFor,
  withdraw,
} from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * A property: no sequence of deposits, bonus claims, bets (won or lost) and withdrawals, with or without
 * giving the bonus up, makes bonus money withdrawable before its wagering is met. After every step: what
 * can be withdrawn is never more than the cash; bonus money becomes cash only when no grant is left
 * unmet; a withdrawal while a bonus is active goes through only when the player gave it up, and then no
 * bonus is left. The ledger is audited after all runs. On SQLite, or PostgreSQL.
 */

let t: TestApp;
let slot: string;
let campaignId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.database.db.updateTable('bonus_rules').set({ enabled: 0 }).execute();
  await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
  slot = (await rngGame(t.app)).nodeId;
  const created = valueOf<{ id: number }>(
    await ops(t.app, 'POST', `${BONUS_OPS_PATHS.campaigns}?merchant=LUCKY`, {
      kind: 'code',
      amount: '40.00',
      name: 'Property bonus',
      startAt: Date.now() - 1000,
      endAt: null,
      page: { category: 'deposit_promo', titles: { EN: 'Property bonus' }, bodies: {} },
      wagering: { multiplier: 3, base: 'bonus', contributions: { RNG: 100 }, maxStake: null, expiryDays: 7 },
      eligibility: { segmentId: null, vipMin: null, vipMax: null, countries: [], languages: [], firstTimeOnly: false, perPlayer: 'unlimited', budget: null, requiresCode: false },
    }),
  );
  campaignId = created.id;
  valueOf(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: campaignId })}?merchant=LUCKY`, { action: 'publish' }));
});

afterAll(async () => {
  if (t) await expectSoundLedger(t.app);
  await t?.close();
});

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'claim' }
  | { kind: 'bet'; cents: number; win: number }
  | { kind: 'withdraw'; amount: number; forfeit: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 400 }) }),
  fc.record({ kind: fc.constant('claim' as const) }),
  fc.record({ kind: fc.constant('bet' as const), cents: fc.integer({ min: 100, max: 6000 }), win: fc.constantFrom(0, 0, 0.5, 1, 2, 5) }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 200, max: 400 }), forfeit: fc.boolean() }),
);

const releases = async (memberId: number) =>
  Number(
    (await t.app.database.db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).where('kind', '=', 'bonus_release').executeTakeFirstOrThrow()).n,
  );

describe('bonus money and withdrawals', () => {
  it('bonus money is never withdrawable before its wagering is met', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        const p = await newPlayer(t.app, 'bprop');
        await paidDeposit(t.app, p.token, 300);
        const w = await readyToWithdraw(t.app, p);
        const vendor = vendorFor(t.app, p, await launchToken(t.app, p.token, slot), slot);
        for (const s of steps) {
          const before = valueOf<{ active: Array<{ wagered: number; wageringRequired: number }> }>(await get(t.app, BONUS_PATHS.bonuses, p.token));
          const releasedBefore = await releases(p.id);
          let withdrew = false;
          if (s.kind === 'deposit') await paidDeposit(t.app, p.token, s.amount);
          // claims are limited to 30 a minute per address, and every run claims from the test's one address: a
          // claim the limiter turns away (429) is a step that claimed nothing
          else if (s.kind === 'claim') expect([200, 429]).toContain((await post(t.app, path(BONUS_PATHS.claim, { id: campaignId }), undefined, p.token)).statusCode);
          else if (s.kind === 'bet') {
            const round = rid('r');
            const tx = rid('b');
            const bet = await vendor.bet(tx, round, s.cents);
            if (bet.status === 'RS_OK') await vendor.win(rid('w'), round, Math.floor(s.cents * s.win), tx);
            else expect(bet.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
          } else {
            const res = await withdraw(t.app, p.token, { channelId: w.channelId, payoutAccountId: w.accountId, amount: s.amount, forfeitBonus: s.forfeit });
            withdrew = res.statusCode === 200;
            if (before.active.length && !s.forfeit) expect(res.statusCode, res.body).not.toBe(200);
          }
          const f = await funds(t.app, p.token);
          const after = valueOf<{ active: Array<{ wagered: number; wageringRequired: number }> }>(await get(t.app, BONUS_PATHS.bonuses, p.token));
          expect(f.cash).toBeGreaterThanOrEqual(0);
          expect(f.bonus).toBeGreaterThanOrEqual(0);
          expect(f.withdrawable).toBeLessThanOrEqual(f.cash);
          // bonus money became cash only when nothing is left to wager
          if (after.active.length) expect(await releases(p.id)).toBe(releasedBefore);
          // a withdrawal while a bonus was active gave it up
          if (withdrew && before.active.length) {
            expect(after.active).toHaveLength(0);
            expect(f.bonus).toBe(0);
          }
        }
      }),
      { numRuns: Number(process.env.BONUS_PROPERTY_RUNS ?? 12) },
    );
  }, 240_000);
});
