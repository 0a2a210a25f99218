import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cannonStakesFor, catches, catchesOf, catchProbability, DRAW_SPACE, FISH_RTP, FISH_RTP_BP, FISH_SPECIES, payoutCents, seedHash, shotDraw } from './math.ts';
import { FISH_PATH_JS, fishAt, fishBetween, fishOf, HIT_SLACK, judgeHit, SCENE_H, SCENE_W, SPAWN_MS } from './scene.ts';

describe('the fishing paytable', () => {
  it('has small fish 2x-5x, medium 8x-20x, big 30x-100x and a 300x boss', () => {
    const by = (size: string) => FISH_SPECIES.filter((s) => s.size === size).map((s) => s.multiplier);
    expect(by('small')).toEqual([2, 3, 4, 5]);
    expect(by('medium')).toEqual([8, 10, 15, 20]);
    expect(by('big')).toEqual([30, 50, 80, 100]);
    expect(by('boss')).toEqual([300]);
    FISH_SPECIES.forEach((s, i) => expect(s.id).toBe(i));
  });

  it('catches every fish with p = RTP / multiplier, so p x multiplier = RTP exactly (in integers)', () => {
    expect(FISH_RTP).toBe(0.96);
    for (const s of FISH_SPECIES) {
      const n = catchesOf(s.multiplier);
      expect(Number.isInteger(n), s.name).toBe(true);
      // n / DRAW_SPACE x m = RTP_BP / 10,000  <=>  n x m x 10,000 = RTP_BP x DRAW_SPACE
      expect(n * s.multiplier * 10_000, s.name).toBe(FISH_RTP_BP * DRAW_SPACE);
      expect(catchProbability(s.multiplier) * s.multiplier).toBeCloseTo(FISH_RTP, 12);
      // the boundary: the last catching draw and the first missing one
      expect(catches(n - 1, s.multiplier)).toBe(true);
      expect(catches(n, s.multiplier)).toBe(false);
    }
    expect(() => catchesOf(7)).toThrow(RangeError);
  });

  it('pays stake x multiplier exactly in cents at every stake, in every currency', () => {
    for (const currency of ['PHP', 'USD', 'VND', 'IDR']) {
      const stakes = cannonStakesFor(currency);
      expect(stakes.length).toBeGreaterThan(3);
      for (const stake of stakes) {
        expect(Number.isSafeInteger(stake)).toBe(true);
        for (const s of FISH_SPECIES) {
          const pay = payoutCents(stake, s.multiplier);
          expect(Number.isSafeInteger(pay)).toBe(true);
          expect(pay).toBe(stake * s.multiplier);
        }
      }
    }
    expect(cannonStakesFor('PHP')).toEqual([10, 20, 50, 100, 200, 500, 1_000]);
    expect(cannonStakesFor('VND')).toEqual([10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]);
    expect(payoutCents(1_000, 300)).toBe(300_000);
  });
});

describe('the provably fair draw', () => {
  const seeds = { serverSeed: 'b3f0c7a1d2e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff', clientSeed: 'lucky', nonce: 7 };

  it('is the first 4-byte big-endian word of HMAC-SHA256(server seed, "client:nonce:cursor") below the limit, mod 120,000', () => {
    const bytes = createHmac('sha256', seeds.serverSeed).update('lucky:7:0').digest();
    const limit = 2 ** 32 - (2 ** 32 % DRAW_SPACE);
    expect(limit).toBe(4_294_920_000);
    let expected = -1;
    for (let i = 0; i < 32 && expected < 0; i += 4) if (bytes.readUInt32BE(i) < limit) expected = bytes.readUInt32BE(i) % DRAW_SPACE;
    expect(shotDraw(seeds)).toBe(expected);
    expect(shotDraw(seeds)).toBe(shotDraw({ ...seeds }));
    expect(shotDraw({ ...seeds, nonce: 8 })).not.toBe(shotDraw(seeds));
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('lands within tolerance of the declared RTP over 10^6 shots (every fish in turn, the server\'s own draw)', () => {
    const shots = 1_000_000;
    let stakes = 0;
    let paid = 0;
    const perFish = FISH_SPECIES.map(() => ({ shots: 0, caught: 0 }));
    for (let nonce = 0; nonce < shots; nonce++) {
      const s = FISH_SPECIES[nonce % FISH_SPECIES.length]!;
      const caught = catches(shotDraw({ serverSeed: 'simulation-seed', clientSeed: 'sim', nonce }), s.multiplier);
      stakes += 1;
      perFish[s.id]!.shots++;
      if (caught) {
        paid += s.multiplier;
        perFish[s.id]!.caught++;
      }
    }
    // the return's standard deviation over 10^6 shots of 13 fish (the boss's 300x dominates) is about 0.0045:
    // 4 sigma is 0.018
    const sd = Math.sqrt(FISH_SPECIES.reduce((v, s) => v + (s.multiplier * FISH_RTP - FISH_RTP ** 2), 0) / FISH_SPECIES.length / shots);
    expect(Math.abs(paid / stakes - FISH_RTP)).toBeLessThan(4 * sd);
    // each fish's catch rate is near its probability
    for (const s of FISH_SPECIES) {
      const { shots: n, caught } = perFish[s.id]!;
      const p = catchProbability(s.multiplier);
      expect(Math.abs(caught / n - p), s.name).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    }
  }, 30_000);
});

describe('the sea', () => {
  const scene = { seed: 'scene-seed', epoch: 1_000_000, calm: false };

  it('spawns fish k at epoch + k x SPAWN_MS, from the seed alone, crossing from one side to the other', () => {
    const a = fishOf(scene, 12);
    expect(a).toEqual(fishOf({ ...scene }, 12));
    expect(a.spawnAt).toBe(scene.epoch + 12 * SPAWN_MS);
    expect(fishOf({ ...scene, seed: 'other' }, 12)).not.toEqual(a);
    const start = fishAt(a, a.spawnAt)!;
    const end = fishAt(a, a.spawnAt + a.duration)!;
    expect(Math.sign(start.x - SCENE_W / 2)).toBe(-Math.sign(end.x - SCENE_W / 2));
    expect(Math.abs(start.x - SCENE_W / 2)).toBeGreaterThan(SCENE_W / 2);
    expect(fishAt(a, a.spawnAt - 1)).toBeNull();
    expect(fishAt(a, a.spawnAt + a.duration + 1)).toBeNull();
    const calm = fishOf({ ...scene, calm: true }, 12);
    expect(calm.duration).toBeGreaterThan(a.duration * 1.5);
  });

  it('draws species by weight: mostly small fish, the boss rare', () => {
    const counts = new Map<string, number>();
    for (let k = 0; k < 20_000; k++) {
      const size = FISH_SPECIES[fishOf(scene, k).species]!.size;
      counts.set(size, (counts.get(size) ?? 0) + 1);
    }
    expect(counts.get('small')! / 20_000).toBeGreaterThan(0.6);
    expect(counts.get('boss')! / 20_000).toBeLessThan(0.02);
    expect(counts.get('boss')).toBeGreaterThan(0);
  });

  it('lists every fish in the water over a window, and the page\'s copy of the path is the server\'s', () => {
    const now = scene.epoch + 120_000;
    const list = fishBetween(scene, now, now + 10_000);
    expect(list.length).toBeGreaterThan(15);
    for (const f of list) expect(f.spawnAt + f.duration).toBeGreaterThanOrEqual(now);
    // nothing that is in the water then is left out
    for (let k = 0; k <= (now + 10_000 - scene.epoch) / SPAWN_MS; k++) {
      const f = fishOf(scene, k);
      if (f.spawnAt + f.duration >= now) expect(list.some((x) => x.id === k), `fish ${k}`).toBe(true);
    }
    const pageFishAt = new Function(`${FISH_PATH_JS}; return fishAt;`)() as typeof fishAt;
    for (const f of list) {
      for (const u of [0, 0.13, 0.5, 0.77, 1]) {
        const t = f.spawnAt + u * f.duration;
        expect(pageFishAt(f, t)).toEqual(fishAt(f, t));
      }
    }
  });

  it('judges hits: the fish must exist, be in the water there and then, inside the scene, recently', () => {
    const now = scene.epoch + 60_000;
    const fish = fishBetween(scene, now, now).find((f) => {
      const p = fishAt(f, now)!;
      return p.x > 50 && p.x < SCENE_W - 50;
    })!;
    const p = fishAt(fish, now)!;
    const r = FISH_SPECIES[fish.species]!.radius;
    expect(judgeHit(scene, fish.id, p.x, p.y, now, now)).toEqual({ fish });
    expect(judgeHit(scene, fish.id, p.x + r, p.y, now - 300, now)).toMatchObject({ fish: { id: fish.id } });
    expect(judgeHit(scene, fish.id, p.x + r + HIT_SLACK + 5, p.y, now, now)).toEqual({ refused: 'not-there' });
    // a fish not spawned yet, one long gone, a hit outside the sea, a stale or future hit
    const future = Math.floor((now - scene.epoch) / SPAWN_MS) + 3;
    expect(judgeHit(scene, future, p.x, p.y, now, now)).toEqual({ refused: 'no-such-fish' });
    expect(judgeHit(scene, 0, p.x, p.y, now, now)).toEqual({ refused: 'not-there' });
    expect(judgeHit(scene, fish.id, -5, p.y, now, now)).toEqual({ refused: 'out-of-scene' });
    expect(judgeHit(scene, fish.id, p.x, SCENE_H + 1, now, now)).toEqual({ refused: 'out-of-scene' });
    expect(judgeHit(scene, fish.id, p.x, p.y, now - 10_000, now)).toEqual({ refused: 'stale' });
    expect(judgeHit(scene, fish.id, p.x, p.y, now + 5_000, now)).toEqual({ refused: 'stale' });
  });
});
