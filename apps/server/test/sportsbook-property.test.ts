import { SPORTSBOOK_PATHS } from '@lobby/contract';
import { betOutcome, LEG_RESULTS } from '@lobby/contract/rules';
import type { LegResult } from '@lobby/contract/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMessage } from '../src/modules/play/sportsbook/index.ts';
import { accounts } from '../src/modules/money/ledger/index.ts';
import { expectSoundLedger, funds, get, newPlayer, path, post, rid, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Settlement and resettlement keep the ledger exact: for any sequence of bets (singles and parlays, any
 * stake), results, corrections, voids and cash-outs, every member's balance is what they started with, less
 * the stakes of accepted bets, plus what their bets paid; each settled bet paid exactly what its legs'
 * results now return (betOutcome); the sportsbook's vendor account holds the stakes less the payouts; and the
 * ledger's own integrity check passes. A broken rule (a correction that paid on top instead of replacing)
 * fails it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Step =
  | { kind: 'bet'; player: number; legs: number[]; stake: number }
  | { kind: 'result'; market: number; results: LegResult[] }
  | { kind: 'void'; market: number }
  | { kind: 'cashout'; player: number; pick: number };

const MARKETS = 4;
const resultArb = fc.constantFrom<LegResult>(...LEG_RESULTS);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), player: fc.integer({ min: 0, max: 1 }), legs: fc.uniqueArray(fc.integer({ min: 0, max: MARKETS - 1 }), { minLength: 1, maxLength: 3 }), stake: fc.integer({ min: 1_000, max: 9_999 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('result' as const), market: fc.integer({ min: 0, max: MARKETS - 1 }), results: fc.array(resultArb, { minLength: 2, maxLength: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), market: fc.integer({ min: 0, max: MARKETS - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cashout' as const), player: fc.integer({ min: 0, max: 1 }), pick: fc.integer({ min: 0, max: 9 }) }) },
);

let run = 0;
describe('sportsbook ledger property', () => {
  it('any sequence of bets, results, corrections, voids and cash-outs keeps every balance exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        run += 1;
        const svc = t.app.services.sportsbook;
        // four events, one two-way market each (a parlay takes one leg per event)
        const refs = Array.from({ length: MARKETS }, (_, i) => `prop-${run}-${i}`);
        const messages: FeedMessage[] = refs.flatMap((ref, i): FeedMessage[] => [
          { type: 'fixture', fixture: { ref, sport: 'tennis', league: { ref: 'prop', name: 'Property Open', country: 'Nowhere' }, home: `P${i}a`, away: `P${i}b`, startsAt: Date.now() + 3_600_000 } },
          { type: 'markets', eventRef: ref, markets: [{ ref: `${ref}:ml`, type: 'moneyline', line: null, selections: [{ code: 'home', name: 'A', probability: 0.4 + i * 0.05 }, { code: 'away', name: 'B', probability: 0.6 - i * 0.05 }] }] },
        ]);
        await svc.ingest(messages);
        const vendorRef = accounts.vendor('LUCKY', 'PHP', 'SB');
        const vendorBefore = await t.app.services.ledger.run((book) => book.postedBalance(vendorRef));
        const players = [await newPlayer(t.app, `prop${run}a`, 1_000_000), await newPlayer(t.app, `prop${run}b`, 1_000_000)];
        const start = await Promise.all(players.map(async (p) => Math.round((await funds(t.app, p.token)).sumBalance * 100)));
        const selections = await Promise.all(
          refs.map(async (ref) => {
            const ev = await svc.repository.eventByRef(t.app.db, ref);
            const detail = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.event, { id: ev!.id })));
            return detail.marketList[0] as { id: number; selections: Array<{ id: number; odds: number }> };
          }),
        );
        const betsOf: number[][] = [[], []];
        for (const s of steps) {
          if (s.kind === 'bet') {
            const legs = s.legs.map((m, i) => selections[m]!.selections[(m + i) % 2]!);
            const res = await post(t.app, SPORTSBOOK_PATHS.bets, { requestId: rid('p'), legs: legs.map((l) => ({ selectionId: l.id, odds: l.odds })), stake: s.stake / 100, oddsChange: 'any' }, players[s.player]!.token);
            if (res.statusCode === 200) betsOf[s.player]!.push(valueOf(res).id);
            else expect([409]).toContain(res.statusCode); // a settled market is closed
          } else if (s.kind === 'result') {
            await svc.ingest([{ type: 'result', marketRef: `${refs[s.market]}:ml`, results: { home: { result: s.results[0]! }, away: { result: s.results[1]! } } }]);
          } else if (s.kind === 'void') {
            await svc.ingest([{ type: 'void', marketRef: `${refs[s.market]}:ml`, reason: 'property' }]);
          } else {
            const ids = betsOf[s.player]!;
            if (ids.length === 0) continue;
            const id = ids[s.pick % ids.length]!;
            const bet = valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id }), players[s.player]!.token));
            if (bet.cashOut.available) await post(t.app, path(SPORTSBOOK_PATHS.cashOut, { id }), { requestId: rid('c'), amount: Number(bet.cashOut.amount) }, players[s.player]!.token);
          }
        }
        let vendorExpected = 0;
        for (const [i, p] of players.entries()) {
          const bets = (await Promise.all(betsOf[i]!.map(async (id) => valueOf(await get(t.app, path(SPORTSBOOK_PATHS.bet, { id }), p.token))))) as Array<{
            status: string;
            stake: string;
            payout: string | null;
            legs: Array<{ odds: number; result: LegResult | null; deadHeat: number }>;
          }>;
          let expected = start[i]!;
          for (const b of bets) {
            const stake = Math.round(Number(b.stake) * 100);
            const paid = b.payout === null ? 0 : Math.round(Number(b.payout) * 100);
            expected += paid - stake;
            vendorExpected += stake - paid;
            if (['won', 'lost', 'void'].includes(b.status)) {
              // what it paid is what its legs' results return now
              expect(paid).toBe(betOutcome(stake, b.legs.map((l) => ({ odds: Math.round(l.odds * 100), result: l.result, deadHeat: l.deadHeat }))).payout);
            }
          }
          expect(Math.round((await funds(t.app, p.token)).sumBalance * 100)).toBe(expected);
        }
        // the sportsbook's vendor account mirrors it: the stakes it took less what it paid
        const vendorAfter = await t.app.services.ledger.run((book) => book.postedBalance(vendorRef));
        expect(vendorAfter - vendorBefore).toBe(vendorExpected);
        await expectSoundLedger(t.app);
      }),
      { numRuns: Number(process.env.SPORTSBOOK_PROPERTY_RUNS ?? 10) },
    );
  }, 240_000);
});
