import { createHash, createHmac } from 'node:crypto';

/**
 * The demo vendor's live tables: baccarat, dragon tiger, European roulette and sic bo. Everything here is
 * pure: a round's result comes from its server seed (published as a SHA-256 hash before the round, revealed
 * after) through the fair stream below, and each bet spot returns a stated fraction of its stake. The page's
 * script runs the same stream to verify a round.
 */

export const LIVE_GAMES = ['baccarat', 'dragon-tiger', 'roulette', 'sicbo'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

export const LIVE_GAME_NAMES: Record<LiveGame, string> = {
  baccarat: 'Baccarat',
  'dragon-tiger': 'Dragon Tiger',
  roulette: 'European Roulette',
  sicbo: 'Sic Bo',
};

/** Cards of the shoe: baccarat and dragon tiger deal from a freshly shuffled 8-deck shoe each round. */
export const DECKS = 8;
export const SHOE = DECKS * 52;

// --- The fair stream ------------------------------------------------------------------------------------

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Uniform integers from a round's seed: block c is HMAC-SHA256(key = the seed's hex text, message =
 * "<round>:<c>"), read as eight big-endian 32-bit words; a word w gives w mod n unless it falls in the last,
 * partial run of n (then the next word is read), so every value is exactly equally likely.
 */
export function fairStream(seed: string, round: number) {
  let block = 0;
  let words: number[] = [];
  const next = (): number => {
    if (words.length === 0) {
      const digest = createHmac('sha256', seed).update(`${round}:${block++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  return {
    int(n: number): number {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const w = next();
        if (w < limit) return w % n;
      }
    },
  };
}

export type FairStream = ReturnType<typeof fairStream>;

// --- Cards --------------------------------------------------------------------------------------------

/** A card: rank 1 (ace) to 13 (king), suit 0..3 (spades, hearts, diamonds, clubs). */
export interface Card {
  rank: number;
  suit: number;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export function cardText(card: Card): string {
  return `${RANKS[card.rank - 1]}${SUITS[card.suit]}`;
}

/**
 * Draws cards off a shoe shuffled by the stream (a Fisher-Yates shuffle done one card at a time: the k-th card
 * is swapped with a uniform one of the cards from k on, so the cards dealt are those of a full shuffle).
 */
export function shoeDealer(stream: FairStream) {
  const shoe = Array.from({ length: SHOE }, (_, i) => i);
  let k = 0;
  return (): Card => {
    const j = k + stream.int(SHOE - k);
    [shoe[k], shoe[j]] = [shoe[j]!, shoe[k]!];
    const c = shoe[k++]!;
    return { rank: (c % 13) + 1, suit: Math.floor(c / 13) % 4 };
  };
}

// --- Outcomes ---------------------------------------------------------------------------------------

export interface BaccaratOutcome {
  game: 'baccarat';
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

export interface DragonTigerOutcome {
  game: 'dragon-tiger';
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
}

export interface RouletteOutcome {
  game: 'roulette';
  pocket: number;
  color: 'red' | 'black' | 'green';
}

export interface SicBoOutcome {
  game: 'sicbo';
  dice: [number, number, number];
  total: number;
}

export type LiveOutcome = BaccaratOutcome | DragonTigerOutcome | RouletteOutcome | SicBoOutcome;

export const baccaratValue = (rank: number) => (rank >= 10 ? 0 : rank);

/** Whether the banker draws a third card, by its two-card total and the player's third card's value (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Baccarat's tableau from four cards and whatever third cards the rules call for (drawn from `draw` in order). */
export function baccaratHand(draw: () => Card): BaccaratOutcome {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  const total = (cards: Card[]) => cards.reduce((s, c) => s + baccaratValue(c.rank), 0) % 10;
  const pt = total(player);
  const bt = total(banker);
  if (pt < 8 && bt < 8) {
    let third: number | null = null;
    if (pt <= 5) {
      const c = draw();
      player.push(c);
      third = baccaratValue(c.rank);
    }
    if (bankerDraws(bt, third)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    game: 'baccarat',
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function rouletteOutcome(pocket: number): RouletteOutcome {
  return { game: 'roulette', pocket, color: pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black' };
}

export function sicBoOutcome(dice: [number, number, number]): SicBoOutcome {
  return { game: 'sicbo', dice, total: dice[0] + dice[1] + dice[2] };
}

export function dragonTigerOutcome(dragon: Card, tiger: Card): DragonTigerOutcome {
  return { game: 'dragon-tiger', dragon, tiger, winner: dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie' };
}

/** A round's result from its seed and number. */
export function liveOutcome(game: LiveGame, seed: string, round: number): LiveOutcome {
  const stream = fairStream(seed, round);
  switch (game) {
    case 'baccarat':
      return baccaratHand(shoeDealer(stream));
    case 'dragon-tiger': {
      const draw = shoeDealer(stream);
      const dragon = draw();
      return dragonTigerOutcome(dragon, draw());
    }
    case 'roulette':
      return rouletteOutcome(stream.int(37));
    case 'sicbo':
      return sicBoOutcome([stream.int(6) + 1, stream.int(6) + 1, stream.int(6) + 1]);
  }
}

// --- Bet spots ---------------------------------------------------------------------------------------

/** What a spot returns for a stake: num/den of it, stake included (0: lost; 1: pushed; 36: a straight up won). */
export type Return = readonly [num: number, den: number];
const LOSE: Return = [0, 1];
const PUSH: Return = [1, 1];

/** A spot's return on an outcome; rounding: the return in cents is floored (floor(stake x num / den)). */
export function returnCents(stakeCents: number, r: Return): number {
  return Math.floor((stakeCents * r[0]) / r[1]);
}

/** The spots of each game, and how each is said in the paytable (its payout "x:1"). */
export interface SpotInfo {
  label: string;
  /** the payout as the paytable says it */
  pays: string;
}

function rouletteSpots(): Map<string, { numbers: number[]; pays: number; label: string }> {
  const spots = new Map<string, { numbers: number[]; pays: number; label: string }>();
  const add = (id: string, numbers: number[], pays: number, label: string) => spots.set(id, { numbers, pays, label });
  for (let n = 0; n <= 36; n++) add(`straight-${n}`, [n], 35, `Straight ${n}`);
  // splits: side by side in a row, one above the other, and the zero with 1, 2 and 3
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add(`split-${n}-${n + 1}`, [n, n + 1], 17, `Split ${n}/${n + 1}`);
    if (n <= 33) add(`split-${n}-${n + 3}`, [n, n + 3], 17, `Split ${n}/${n + 3}`);
  }
  for (const n of [1, 2, 3]) add(`split-0-${n}`, [0, n], 17, `Split 0/${n}`);
  for (let n = 1; n <= 34; n += 3) add(`street-${n}`, [n, n + 1, n + 2], 11, `Street ${n}-${n + 2}`);
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) add(`corner-${n}`, [n, n + 1, n + 3, n + 4], 8, `Corner ${n}/${n + 1}/${n + 3}/${n + 4}`);
  for (let n = 1; n <= 31; n += 3) add(`line-${n}`, [n, n + 1, n + 2, n + 3, n + 4, n + 5], 5, `Line ${n}-${n + 5}`);
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  for (const d of [1, 2, 3]) add(`dozen-${d}`, range(12 * d - 11, 12 * d), 2, `Dozen ${12 * d - 11}-${12 * d}`);
  for (const c of [1, 2, 3]) add(`column-${c}`, range(1, 36).filter((n) => n % 3 === c % 3), 2, `Column ${c}`);
  add('red', [...RED_NUMBERS], 1, 'Red');
  add('black', range(1, 36).filter((n) => !RED_NUMBERS.has(n)), 1, 'Black');
  add('odd', range(1, 36).filter((n) => n % 2 === 1), 1, 'Odd');
  add('even', range(1, 36).filter((n) => n % 2 === 0), 1, 'Even');
  add('low', range(1, 18), 1, '1-18');
  add('high', range(19, 36), 1, '19-36');
  return spots;
}

const ROULETTE = rouletteSpots();

/** Sic bo totals: a total of 4 to 17 pays this many to one (triples count toward totals). */
export const SIC_BO_TOTALS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };

function sicBoSpots(): Map<string, SpotInfo> {
  const spots = new Map<string, SpotInfo>();
  spots.set('small', { label: 'Small 4-10', pays: '1:1' });
  spots.set('big', { label: 'Big 11-17', pays: '1:1' });
  for (let t = 4; t <= 17; t++) spots.set(`total-${t}`, { label: `Total ${t}`, pays: `${SIC_BO_TOTALS[t]}:1` });
  spots.set('any-triple', { label: 'Any triple', pays: '30:1' });
  for (let d = 1; d <= 6; d++) spots.set(`triple-${d}`, { label: `Triple ${d}`, pays: '180:1' });
  for (let d = 1; d <= 6; d++) spots.set(`double-${d}`, { label: `Double ${d}`, pays: '10:1' });
  for (let d = 1; d <= 6; d++) spots.set(`single-${d}`, { label: `Single ${d}`, pays: '1:1 / 2:1 / 3:1' });
  for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) spots.set(`combo-${a}-${b}`, { label: `Combination ${a}-${b}`, pays: '5:1' });
  return spots;
}

export const LIVE_SPOTS: Record<LiveGame, ReadonlyMap<string, SpotInfo>> = {
  baccarat: new Map([
    ['player', { label: 'Player', pays: '1:1' }],
    ['banker', { label: 'Banker', pays: '0.95:1' }],
    ['tie', { label: 'Tie', pays: '8:1' }],
    ['player-pair', { label: 'Player pair', pays: '11:1' }],
    ['banker-pair', { label: 'Banker pair', pays: '11:1' }],
  ]),
  'dragon-tiger': new Map([
    ['dragon', { label: 'Dragon', pays: '1:1' }],
    ['tiger', { label: 'Tiger', pays: '1:1' }],
    ['tie', { label: 'Tie', pays: '8:1' }],
  ]),
  roulette: new Map([...ROULETTE].map(([id, s]) => [id, { label: s.label, pays: `${s.pays}:1` }])),
  sicbo: sicBoSpots(),
};

/** What a spot returns on an outcome (the stake included). */
export function spotReturn(spot: string, outcome: LiveOutcome): Return {
  switch (outcome.game) {
    case 'baccarat': {
      const w = outcome.winner;
      if (spot === 'player') return w === 'player' ? [2, 1] : w === 'tie' ? PUSH : LOSE;
      if (spot === 'banker') return w === 'banker' ? [195, 100] : w === 'tie' ? PUSH : LOSE;
      if (spot === 'tie') return w === 'tie' ? [9, 1] : LOSE;
      if (spot === 'player-pair') return outcome.playerPair ? [12, 1] : LOSE;
      if (spot === 'banker-pair') return outcome.bankerPair ? [12, 1] : LOSE;
      return LOSE;
    }
    case 'dragon-tiger': {
      const w = outcome.winner;
      if (spot === 'tie') return w === 'tie' ? [9, 1] : LOSE;
      if (spot === 'dragon' || spot === 'tiger') return w === spot ? [2, 1] : w === 'tie' ? [1, 2] : LOSE;
      return LOSE;
    }
    case 'roulette': {
      const s = ROULETTE.get(spot);
      return s && s.numbers.includes(outcome.pocket) ? [s.pays + 1, 1] : LOSE;
    }
    case 'sicbo': {
      const [a, b, c] = outcome.dice;
      const triple = a === b && b === c;
      const count = (d: number) => outcome.dice.filter((x) => x === d).length;
      if (spot === 'small') return !triple && outcome.total <= 10 ? [2, 1] : LOSE;
      if (spot === 'big') return !triple && outcome.total >= 11 ? [2, 1] : LOSE;
      if (spot === 'any-triple') return triple ? [31, 1] : LOSE;
      const [kind, x, y] = spot.split('-');
      const n = Number(x);
      if (kind === 'total') return outcome.total === n ? [SIC_BO_TOTALS[n]! + 1, 1] : LOSE;
      if (kind === 'triple') return triple && a === n ? [181, 1] : LOSE;
      if (kind === 'double') return count(n) >= 2 ? [11, 1] : LOSE;
      if (kind === 'single') return count(n) > 0 ? [count(n) + 1, 1] : LOSE;
      if (kind === 'combo') return count(n) > 0 && count(Number(y)) > 0 ? [6, 1] : LOSE;
      return LOSE;
    }
  }
}

/** What the stakes on a round's spots return, in cents, spot by spot (each floored to the cent). */
export function betReturns(stakes: Record<string, number>, outcome: LiveOutcome): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [spot, cents] of Object.entries(stakes)) out[spot] = returnCents(cents, spotReturn(spot, outcome));
  return out;
}

// --- Exact RTP ---------------------------------------------------------------------------------------

/** Every outcome of a game with its exact probability (baccarat: by card values, the pairs' chance is separate). */
export function baccaratDistribution(): { player: number; banker: number; tie: number } {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 4 * 4 * DECKS : 4 * DECKS));
  let left = SHOE;
  const result = { player: 0, banker: 0, tie: 0 };
  // draws a card value with its probability from what is left, and goes on
  const draw = (p: number, then: (v: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const q = (p * counts[v]!) / left;
      counts[v]!--;
      left--;
      then(v, q);
      counts[v]!++;
      left++;
    }
  };
  const finish = (pt: number, bt: number, p: number) => {
    if (pt > bt) result.player += p;
    else if (bt > pt) result.banker += p;
    else result.tie += p;
  };
  draw(1, (p1, a) =>
    draw(a, (b1, b) =>
      draw(b, (p2, c) =>
        draw(c, (b2, d) => {
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) return finish(pt, bt, d);
          if (pt <= 5) {
            draw(d, (p3, e) => {
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) draw(e, (b3, f) => finish(pt3, (bt + b3) % 10, f));
              else finish(pt3, bt, e);
            });
          } else if (bankerDraws(bt, null)) draw(d, (b3, e) => finish(pt, (bt + b3) % 10, e));
          else finish(pt, bt, d);
        }),
      ),
    ),
  );
  return result;
}

/** The chance that two cards dealt off a full shoe are of one rank (a pair bet; dragon tiger's tie). */
export const SAME_RANK = (DECKS * 4 - 1) / (SHOE - 1);

/** Each spot's exact return to player (the expected return per unit staked). */
export function exactRtp(game: LiveGame): Record<string, number> {
  const rtp: Record<string, number> = {};
  const ofReturn = (r: Return) => r[0] / r[1];
  switch (game) {
    case 'baccarat': {
      const d = baccaratDistribution();
      rtp.player = 2 * d.player + d.tie;
      rtp.banker = 1.95 * d.banker + d.tie;
      rtp.tie = 9 * d.tie;
      rtp['player-pair'] = 12 * SAME_RANK;
      rtp['banker-pair'] = 12 * SAME_RANK;
      return rtp;
    }
    case 'dragon-tiger': {
      const tie = SAME_RANK;
      rtp.dragon = 2 * ((1 - tie) / 2) + 0.5 * tie;
      rtp.tiger = rtp.dragon;
      rtp.tie = 9 * tie;
      return rtp;
    }
    case 'roulette': {
      for (const spot of LIVE_SPOTS.roulette.keys()) {
        let sum = 0;
        for (let n = 0; n <= 36; n++) sum += ofReturn(spotReturn(spot, rouletteOutcome(n)));
        rtp[spot] = sum / 37;
      }
      return rtp;
    }
    case 'sicbo': {
      for (const spot of LIVE_SPOTS.sicbo.keys()) {
        let sum = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) sum += ofReturn(spotReturn(spot, sicBoOutcome([a, b, c])));
        rtp[spot] = sum / 216;
      }
      return rtp;
    }
  }
}

/** The RTP each spot of a game declares (the page's paytable), rounded to 0.01%. */
export const DECLARED_RTP: Record<LiveGame, Record<string, number>> = Object.fromEntries(
  LIVE_GAMES.map((g) => [g, Object.fromEntries(Object.entries(exactRtp(g)).map(([spot, r]) => [spot, Math.round(r * 10_000) / 100]))]),
) as Record<LiveGame, Record<string, number>>;

/** Chips per currency, in cents (the currencies worth little in thousands). */
export function liveChipsFor(currency: string): number[] {
  return ['VND', 'IDR'].includes(currency) ? [100_000, 500_000, 2_500_000, 10_000_000, 50_000_000] : [100, 500, 2_500, 10_000, 50_000];
}

/** The most a player may stake on one spot in one round, and on a round in all, in chips of the smallest value. */
export const MAX_SPOT_CHIPS = 500;
export const MAX_ROUND_CHIPS = 2_000;
export const MAX_SPOTS = 40;

/** Which live game a launched tile plays, by its name: the rest of the LIVE family sits at the baccarat table. */
export function liveGameFor(name: string): LiveGame {
  const n = name.toLowerCase();
  if (/dragon\s*-?\s*tiger|long\s*hu/.test(n)) return 'dragon-tiger';
  if (/roulette|roleta|ruleta|roulett/.test(n)) return 'roulette';
  if (/sic\s*-?\s*bo|dice|tai\s*xiu|sicbo/.test(n)) return 'sicbo';
  return 'baccarat';
}
