import { describe, expect, it } from 'vitest';
import { bytesToFloat, fairFloats } from './floats.ts';
import {
  coinSide,
  COINFLIP_MULTIPLIER,
  crashPointFromHash,
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  hiloCard,
  hiloChance,
  hiloMultiplier,
  hiloWins,
  KENO_PAYTABLES,
  kenoDraw,
  kenoRtp,
  limboResult,
  minePositions,
  minesMultiplier,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_TABLES,
  plinkoPath,
  plinkoRtp,
  TARGET_RTP,
  TOWER_MODES,
  towerBombs,
  towerFloatsNeeded,
  towerMultiplier,
  WHEEL_SEGMENTS,
  WHEEL_TABLES,
  wheelRtp,
  wheelSegment,
} from './games.ts';
import { crashSaltMatchesBeacon } from './crash-chain.ts';
import { hmacSha256, sha256Hex, sha256OfHex, toHex } from './hmac.ts';

/** Uniform floats from WebCrypto's CSPRNG, 4 bytes each, the same mapping the game uses. */
function randomFloats(n: number): Float64Array {
  const bytes = new Uint8Array(n * 4);
  for (let off = 0; off < bytes.length; off += 65_536) crypto.getRandomValues(bytes.subarray(off, Math.min(off + 65_536, bytes.length)));
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = bytesToFloat(bytes[i * 4]!, bytes[i * 4 + 1]!, bytes[i * 4 + 2]!, bytes[i * 4 + 3]!);
  return out;
}

/**
 * A simulation's verdict: the measured mean payout per unit staked against the declared RTP, within five
 * standard errors of the game's own variance (so a passing run is not luck and a wrong table fails).
 */
function expectRtp(payouts: Float64Array, declared: number): void {
  const n = payouts.length;
  let sum = 0;
  for (const p of payouts) sum += p;
  const mean = sum / n;
  let sq = 0;
  for (const p of payouts) sq += (p - mean) ** 2;
  const se = Math.sqrt(sq / (n - 1) / n);
  expect(Math.abs(mean - declared), `measured ${mean.toFixed(5)} vs declared ${declared.toFixed(5)} (se ${se.toFixed(5)})`).toBeLessThanOrEqual(
    Math.max(5 * se, 0.0005),
  );
}

const ROUNDS = 1_000_000;

describe('hashes', () => {
  it('HMAC-SHA256 matches the published RFC 4231 test vector', async () => {
    const mac = await hmacSha256('Jefe', 'what do ya want for nothing?');
    expect(toHex(mac)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('SHA-256 matches the FIPS 180-2 "abc" vector', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("a beacon salt is the SHA-256 of the round's signature bytes (a real drand quicknet round)", async () => {
    const signature = 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b';
    const randomness = 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587';
    expect(await sha256OfHex(signature)).toBe(randomness);
    expect(await sha256OfHex('')).toBe(await sha256Hex(''));
    expect(await sha256OfHex('abc')).toBeNull();
    expect(await crashSaltMatchesBeacon(randomness, signature)).toBe(true);
    expect(await crashSaltMatchesBeacon(randomness.toUpperCase(), signature)).toBe(true);
    expect(await crashSaltMatchesBeacon(await sha256Hex(signature), signature)).toBe(false);
    expect(await crashSaltMatchesBeacon(randomness, 'zz')).toBe(false);
  });

  it('floats are fixed by the seeds and move on with the cursor after eight', async () => {
    const seeds = { serverSeed: 'server-seed', clientSeed: 'client-seed', nonce: 7 };
    const a = await fairFloats(seeds, 12);
    const b = await fairFloats(seeds, 12);
    expect(a).toEqual(b);
    expect(a.every((f) => f >= 0 && f < 1)).toBe(true);
    const first = await hmacSha256('server-seed', 'client-seed:7:0');
    expect(a[0]).toBe(bytesToFloat(first[0]!, first[1]!, first[2]!, first[3]!));
    const second = await hmacSha256('server-seed', 'client-seed:7:1');
    expect(a[8]).toBe(bytesToFloat(second[0]!, second[1]!, second[2]!, second[3]!));
    expect(await fairFloats({ ...seeds, nonce: 8 }, 1)).not.toEqual(a.slice(0, 1));
  });
});

describe('declared RTP of the fixed tables', () => {
  it('every keno, plinko and wheel table returns 99% within 0.01 points, never above (their own RTP functions agree)', () => {
    const within = (rtp: number) => {
      expect(rtp).toBeLessThanOrEqual(TARGET_RTP + 1e-9);
      expect(rtp).toBeGreaterThan(TARGET_RTP - 0.0001);
    };
    for (const picks of Object.keys(KENO_PAYTABLES).map(Number)) within(kenoRtp(picks));
    for (const rows of PLINKO_ROWS) for (const risk of PLINKO_RISKS) within(plinkoRtp(rows, risk));
    for (const segments of WHEEL_SEGMENTS) for (const risk of PLINKO_RISKS) within(wheelRtp(segments, risk));
  });
});

describe('1,000,000 simulated rounds per game land on the declared RTP', () => {
  it('dice (under 49.50 and over 10.00)', () => {
    const f = randomFloats(ROUNDS);
    for (const bet of [{ target: 49.5, direction: 'under' as const }, { target: 10, direction: 'over' as const }]) {
      const m = diceMultiplier(bet);
      expect(diceChance(bet) * m).toBeLessThanOrEqual(TARGET_RTP + 1e-9);
      const out = new Float64Array(ROUNDS);
      for (let i = 0; i < ROUNDS; i++) out[i] = diceWins(bet, diceRoll(f[i]!)) ? m : 0;
      expectRtp(out, diceChance(bet) * m);
    }
  });

  it('limbo (target 2.00x and 10.00x)', () => {
    const f = randomFloats(ROUNDS);
    for (const target of [2, 10]) {
      const out = new Float64Array(ROUNDS);
      for (let i = 0; i < ROUNDS; i++) out[i] = limboResult(f[i]!) >= target ? target : 0;
      expectRtp(out, TARGET_RTP);
    }
  });

  it('coin flip', () => {
    const f = randomFloats(ROUNDS);
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) out[i] = coinSide(f[i]!) === 'heads' ? COINFLIP_MULTIPLIER : 0;
    expectRtp(out, COINFLIP_MULTIPLIER / 2);
  });

  it('mines (3 mines, cash out after 4 safe tiles on fixed picks)', () => {
    const f = randomFloats(ROUNDS * 3);
    const picks = [0, 6, 12, 18];
    const m = minesMultiplier(3, 4);
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) {
      const mines = minePositions(3, [f[i * 3]!, f[i * 3 + 1]!, f[i * 3 + 2]!]);
      out[i] = picks.some((p) => mines.includes(p)) ? 0 : m;
    }
    let p = 1;
    for (let k = 0; k < 4; k++) p *= (22 - k) / (25 - k);
    expectRtp(out, p * m);
  });

  it('tower (medium, cash out after 3 levels, always the first tile)', () => {
    const need = towerFloatsNeeded('medium');
    const f = randomFloats(ROUNDS * need);
    const m = towerMultiplier('medium', 3);
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) {
      const bombs = towerBombs('medium', Array.from(f.subarray(i * need, (i + 1) * need)));
      out[i] = bombs.slice(0, 3).some((level) => level.includes(0)) ? 0 : m;
    }
    const { tiles, bombs } = TOWER_MODES.medium;
    expectRtp(out, ((tiles - bombs) / tiles) ** 3 * m);
  });

  it('hi-lo (guess the likelier side five times, then cash out)', () => {
    const f = randomFloats(ROUNDS * 6);
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) {
      let card = hiloCard(f[i * 6]!).rank;
      let chance = 1;
      let lost = false;
      for (let s = 1; s <= 5 && !lost; s++) {
        const guess = card <= 7 ? 'higher' : 'lower';
        const next = hiloCard(f[i * 6 + s]!).rank;
        if (!hiloWins(card, next, guess)) lost = true;
        chance *= hiloChance(card, guess);
        card = next;
      }
      out[i] = lost ? 0 : hiloMultiplier(chance);
    }
    // the multiplier is 0.99 over the chance of the whole path: five guesses return 99%, not 0.99^5
    expectRtp(out, TARGET_RTP);
  });

  it('keno (5 picks)', () => {
    const f = randomFloats(ROUNDS * 10);
    const picks = [1, 8, 15, 22, 33];
    const table = KENO_PAYTABLES[5]!;
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) {
      const drawn = kenoDraw(Array.from(f.subarray(i * 10, i * 10 + 10)));
      out[i] = table[picks.filter((p) => drawn.includes(p)).length]!;
    }
    expectRtp(out, kenoRtp(5));
  }, 60_000);

  it('plinko (12 rows, medium)', () => {
    const f = randomFloats(ROUNDS * 12);
    const table = PLINKO_TABLES['12:medium']!;
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) out[i] = table[plinkoPath(12, Array.from(f.subarray(i * 12, i * 12 + 12))).slot]!;
    expectRtp(out, plinkoRtp(12, 'medium'));
  }, 60_000);

  it('wheel (30 segments, medium)', () => {
    const f = randomFloats(ROUNDS);
    const table = WHEEL_TABLES['30:medium']!;
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) out[i] = table[wheelSegment(30, f[i]!)]!;
    expectRtp(out, wheelRtp(30, 'medium'));
  });

  it('crash (cash out at 2.00x)', () => {
    const bytes = new Uint8Array(7);
    const out = new Float64Array(ROUNDS);
    for (let i = 0; i < ROUNDS; i++) {
      crypto.getRandomValues(bytes);
      out[i] = crashPointFromHash(toHex(bytes)) >= 2 ? 2 : 0;
    }
    expectRtp(out, TARGET_RTP);
  });
});
