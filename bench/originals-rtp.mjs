#!/usr/bin/env node
/**
 * Simulated return of every in-house game, through the project's own outcome functions and payout rounding:
 * rounds of ₱1 (100 cents, where rounding a win to the cent mattered most) on floats derived as the games
 * derive them (HMAC-SHA256(server seed, "client seed:nonce:cursor"), 4 bytes per float), crash points from
 * random 52-bit hashes. For each game it prints the declared RTP, the exact RTP of the same strategy (computed,
 * as the unit tests compute it) and the simulated RTP with its 95% confidence interval.
 *
 *   node bench/originals-rtp.mjs [--rounds 10000000] [--games dice,limbo,...]
 *
 * 10^7 rounds per game take several minutes on a 2-core machine (hi-lo draws 52 floats a round): a bench,
 * not a CI test. The exact figures are asserted in packages/contract/src/fair/rtp.test.ts.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const g = await import('../packages/contract/src/fair/games.ts');

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10000000' },
    games: { type: 'string', default: 'dice,limbo,coinflip,keno,plinko,wheel,mines,tower,hilo,crash' },
  },
});
const ROUNDS = Number(values.rounds);
const STAKE = 100;

const serverSeed = randomBytes(32).toString('hex');
const clientSeed = randomBytes(8).toString('hex');

/** The round's floats, as fairFloats makes them (synchronously, with node's HMAC). */
function floats(nonce, count) {
  const out = new Array(count);
  let n = 0;
  for (let cursor = 0; n < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i + 4 <= 32 && n < count; i += 4) {
      out[n++] = bytes[i] / 256 + bytes[i + 1] / 256 ** 2 + bytes[i + 2] / 256 ** 3 + bytes[i + 3] / 256 ** 4;
    }
  }
  return out;
}

const dice = { target: 2, direction: 'over' };
const keno = [1, 7, 13, 22, 40];
const minesAt = { mines: 3, reveal: 4 };
const towerAt = { mode: 'medium', levels: 3 };

/** Each game: the strategy simulated, its exact RTP, and one round's payout in cents. */
const GAMES = {
  dice: {
    what: 'over 2.00 (98%, 1.0102x)',
    exact: () => g.diceChance(dice) * g.diceMultiplier(dice),
    round(nonce) {
      const f = floats(nonce, 2);
      return g.diceWins(dice, g.diceRoll(f[0])) ? g.payoutCents(STAKE, g.diceMultiplier(dice), f[1]) : 0;
    },
  },
  limbo: {
    what: 'target 2.00x',
    exact: () => g.TARGET_RTP,
    round(nonce) {
      const f = floats(nonce, 3);
      return g.limboResult(f[0], f[1]) >= 2 ? g.payoutCents(STAKE, 2, f[2]) : 0;
    },
  },
  coinflip: {
    what: 'heads',
    exact: () => g.COINFLIP_MULTIPLIER / 2,
    round(nonce) {
      const f = floats(nonce, 2);
      return g.coinSide(f[0]) === 'heads' ? g.payoutCents(STAKE, g.COINFLIP_MULTIPLIER, f[1]) : 0;
    },
  },
  keno: {
    what: '5 picks',
    exact: () => g.kenoRtp(5),
    round(nonce) {
      const f = floats(nonce, 11);
      const drawn = g.kenoDraw(f.slice(0, 10));
      const m = g.KENO_PAYTABLES[5][keno.filter((n) => drawn.includes(n)).length];
      return m > 0 ? g.payoutCents(STAKE, m, f[10]) : 0;
    },
  },
  plinko: {
    what: '12 rows, medium',
    exact: () => g.plinkoRtp(12, 'medium'),
    round(nonce) {
      const f = floats(nonce, 13);
      const m = g.PLINKO_TABLES['12:medium'][g.plinkoPath(12, f.slice(0, 12)).slot];
      return m > 0 ? g.payoutCents(STAKE, m, f[12]) : 0;
    },
  },
  wheel: {
    what: '30 segments, medium',
    exact: () => g.wheelRtp(30, 'medium'),
    round(nonce) {
      const f = floats(nonce, 2);
      const m = g.WHEEL_TABLES['30:medium'][g.wheelSegment(30, f[0])];
      return m > 0 ? g.payoutCents(STAKE, m, f[1]) : 0;
    },
  },
  mines: {
    what: '3 mines, cash out after 4 gems (tiles 0-3)',
    exact: () => {
      let p = 1;
      for (let i = 0; i < minesAt.reveal; i++) p *= (25 - minesAt.mines - i) / (25 - i);
      return p * g.minesMultiplier(minesAt.mines, minesAt.reveal);
    },
    round(nonce) {
      const f = floats(nonce, minesAt.mines + 1);
      const mines = g.minePositions(minesAt.mines, f.slice(0, minesAt.mines));
      const safe = [0, 1, 2, 3].every((t) => !mines.includes(t));
      return safe ? g.payoutCents(STAKE, g.minesMultiplier(minesAt.mines, minesAt.reveal), f[minesAt.mines]) : 0;
    },
  },
  tower: {
    what: 'medium, cash out after 3 levels (first tile)',
    exact: () => (2 / 3) ** towerAt.levels * g.towerMultiplier(towerAt.mode, towerAt.levels),
    round(nonce) {
      const need = g.towerFloatsNeeded(towerAt.mode);
      const f = floats(nonce, need + 1);
      const bombs = g.towerBombs(towerAt.mode, f.slice(0, need));
      const safe = bombs.slice(0, towerAt.levels).every((level) => !level.includes(0));
      return safe ? g.payoutCents(STAKE, g.towerMultiplier(towerAt.mode, towerAt.levels), f[need]) : 0;
    },
  },
  hilo: {
    what: 'the likelier side 5 times, then cash out',
    exact: () => {
      // every rank sequence: the chance of the path times what it pays
      const guessOf = (rank) => (rank <= 7 ? 'higher' : 'lower');
      function walk(rank, depth, chance) {
        if (depth === 5) return g.hiloMultiplier(chance);
        let sum = 0;
        const guess = guessOf(rank);
        for (let next = 1; next <= 13; next++) {
          if (g.hiloWins(rank, next, guess)) sum += walk(next, depth + 1, chance * g.hiloChance(rank, guess)) / 13;
        }
        return sum;
      }
      let total = 0;
      for (let rank = 1; rank <= 13; rank++) total += walk(rank, 0, 1) / 13;
      // each card weighs 1/13; a path that lasts pays 0.99 over the chance of its guesses
      return total;
    },
    round(nonce) {
      const f = floats(nonce, g.HILO_MAX_CARDS + 1);
      let rank = g.hiloCard(f[0]).rank;
      let chance = 1;
      for (let s = 1; s <= 5; s++) {
        const guess = rank <= 7 ? 'higher' : 'lower';
        const next = g.hiloCard(f[s]).rank;
        if (!g.hiloWins(rank, next, guess)) return 0;
        chance *= g.hiloChance(rank, guess);
        rank = next;
      }
      return g.payoutCents(STAKE, g.hiloMultiplier(chance), f[g.HILO_MAX_CARDS]);
    },
  },
  crash: {
    what: 'cash out at 2.00x (a crash at 2.00x wins)',
    exact: () => g.TARGET_RTP,
    round() {
      const point = g.crashPointFromHash(randomBytes(7).toString('hex'));
      return point >= 2 ? g.payoutCents(STAKE, 2, 0) : 0;
    },
  },
};

const pct = (x) => `${(x * 100).toFixed(4)}%`;
console.log(`originals RTP: ${ROUNDS.toLocaleString('en')} rounds of ₱1 per game, node ${process.version}`);
console.log('| game | strategy | declared | exact | simulated (95% CI) | exact inside CI | seconds |');
console.log('|---|---|---|---|---|---|---|');
for (const name of values.games.split(',')) {
  const game = GAMES[name];
  if (!game) throw new Error(`unknown game ${name}`);
  const started = Date.now();
  let sum = 0;
  let sumSq = 0;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const r = game.round(nonce) / STAKE;
    sum += r;
    sumSq += r * r;
  }
  const mean = sum / ROUNDS;
  const sd = Math.sqrt(Math.max(0, sumSq / ROUNDS - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(ROUNDS);
  const exact = game.exact();
  const inside = Math.abs(exact - mean) <= half;
  console.log(
    `| ${name} | ${game.what} | ${pct(g.TARGET_RTP)} | ${pct(exact)} | ${pct(mean)} ± ${(half * 100).toFixed(4)} pp | ${inside ? 'yes' : 'NO'} | ${((Date.now() - started) / 1000).toFixed(0)} |`,
  );
}
