#!/usr/bin/env node
/**
 * The exact return of the demo vendor's 9/6 Jacks or Better (apps/server/src/integrations/game-vendors/demo/
 * poker/math.ts), at five coins, over every one of the 2,598,960 deals:
 *  - with the best of the 32 holds on every deal (optimal play: the declared 99.54%, published 99.5439%);
 *  - with the simple strategy the unit test simulates (published 99.46%).
 *
 * A hold's value is the average pay of every hand the draw can end in. Those sums come from one table: for
 * every set U of 0 to 5 cards, the total pay of the 5-card hands containing U (every hand adds its pay to its
 * 32 subsets). The hands that keep S and avoid the discarded D are counted by inclusion–exclusion over D:
 * Σ_{T⊆D} (−1)^|T| total(S∪T), over C(47, 5 − |S|) draws. Sets are indexed by their combinatorial rank.
 *
 *   node bench/video-poker-exact.mjs
 *
 * About a minute on a 2-core machine: a bench, not a CI test (the unit tests check hold values exactly and
 * simulate 10^6 hands).
 */
import { register } from 'tsx/esm/api';

register();
const m = await import('../apps/server/src/integrations/game-vendors/demo/poker/math.ts');

const C = Array.from({ length: 53 }, () => new Array(6).fill(0));
for (let n = 0; n <= 52; n++) {
  C[n][0] = 1;
  for (let k = 1; k <= 5; k++) C[n][k] = n === 0 ? 0 : C[n - 1][k - 1] + C[n - 1][k];
}
const C47 = [C[47][5], C[47][4], C[47][3], C[47][2], C[47][1], C[47][0]];
const totals = [0, 1, 2, 3, 4, 5].map((k) => new Float64Array(C[52][k]));

const started = Date.now();
const hand = [0, 0, 0, 0, 0];
const ranks = new Int32Array(32);
const sizes = new Int8Array(32);
for (let mask = 0; mask < 32; mask++) sizes[mask] = (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1) + ((mask >> 4) & 1);

/** The combinatorial rank of each of the hand's 32 subsets (cards ascending). */
function subsetRanks() {
  for (let mask = 0; mask < 32; mask++) {
    let r = 0;
    let i = 0;
    for (let b = 0; b < 5; b++) if (mask & (1 << b)) r += C[hand[b]][++i];
    ranks[mask] = r;
  }
}

function forEachHand(fn) {
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            hand[0] = a; hand[1] = b; hand[2] = c; hand[3] = d; hand[4] = e;
            fn();
          }
}

// 1. every hand's pay (coins at five coins) into its 32 subsets
forEachHand(() => {
  const pay = m.payCoins(m.evaluate(hand), 5);
  if (pay === 0) return;
  subsetRanks();
  for (let mask = 0; mask < 32; mask++) totals[sizes[mask]][ranks[mask]] += pay;
});
console.log(`table of subset totals: ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** Exact value (coins at five coins) of keeping `keep` (a mask of the current hand). */
function holdValue(keep) {
  const discard = 31 & ~keep;
  let sum = 0;
  // every T ⊆ discard
  for (let t = discard; ; t = (t - 1) & discard) {
    const u = keep | t;
    const v = totals[sizes[u]][ranks[u]];
    sum += sizes[t] & 1 ? -v : v;
    if (t === 0) break;
  }
  return sum / C47[sizes[keep]];
}

let optimal = 0;
let simple = 0;
let deals = 0;
forEachHand(() => {
  subsetRanks();
  let best = 0;
  for (let keep = 0; keep < 32; keep++) {
    const v = holdValue(keep);
    if (v > best) best = v;
  }
  optimal += best;
  const holds = m.simpleStrategy(hand);
  let keep = 0;
  for (let i = 0; i < 5; i++) if (holds[i]) keep |= 1 << i;
  simple += holdValue(keep);
  deals++;
});
const perCoin = (x) => x / deals / 5;
console.log(`deals: ${deals}`);
console.log(`optimal play: ${(perCoin(optimal) * 100).toFixed(4)}% (declared ${(m.POKER_RTP * 100).toFixed(4)}%)`);
console.log(`simple strategy: ${(perCoin(simple) * 100).toFixed(4)}% (published 99.46%)`);
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
if (Math.abs(perCoin(optimal) - m.POKER_RTP) > 5e-7) {
  console.error('the exact optimal return differs from the declared RTP');
  process.exit(1);
}
