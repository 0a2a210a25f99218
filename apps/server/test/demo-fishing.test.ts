import { randomUUID } from 'node:crypto';
import { GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catches, FISH_RTP, FISH_SPECIES, seedHash, shotDraw } from '../src/integrations/game-vendors/demo/fishing/math.ts';
import { fishAt, SCENE_H, SCENE_W } from '../src/integrations/game-vendors/demo/fishing/scene.ts';
import type { Fish } from '../src/integrations/game-vendors/demo/fishing/scene.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp, oneProcess } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The demo vendor's fishing game as a player meets it: a FISH tile opens the vendor's canvas page; the page
 * opens the player's room (the sea's fish from a seed, the provably fair seeds) and reports each bullet that
 * reached a fish; every accepted shot is one wallet round over the signed seamless wallet (the cannon stake,
 * then stake x multiplier on a catch, or 0). The clock is the test's: fish stand still until it moves. A
 * room lives in the memory of the process that opened it (production routes a player there by sticky
 * session), so the game's calls go to one process. On SQLite, or PostgreSQL.
 */

let t: TestApp;
let clock = Date.UTC(2031, 2, 3, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

interface RoomAnswer {
  room: string;
  serverNow: number;
  seedHash: string;
  clientSeed: string;
  nonce: number;
  stakes: number[];
  fish: Fish[];
  caught: number[];
  maxShotsPerSecond: number;
  maxInFlight: number;
}

interface ShotAnswer {
  shot: string;
  round: string;
  fish: number;
  species: number;
  caught: boolean;
  multiplier: number;
  stakeCents: number;
  winCents: number;
  seedHash: string;
  clientSeed: string;
  nonce: number;
  balanceCents: number;
  unsettledCents: number;
  seq: number;
  replay?: boolean;
}

const game = (path: string, payload: unknown) => req(oneProcess(t.app), 'POST', `/games/demo/fishing/${path}`, { payload });

async function fishTile(): Promise<string> {
  const row = await t.app.database.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'FISH')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.node_id;
}

/** Launches a FISH tile as the player and opens the vendor's page; the play session from its data. */
async function open(token: string) {
  const nodeId = await fishTile();
  const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId, returnUrl: '/m/fish-games' }, token));
  const page = await req(t.app, 'GET', url);
  expect(page.statusCode, page.body).toBe(200);
  const data = /<script type="application\/json" id="fishing-data">(.*?)<\/script>/s.exec(page.body)?.[1];
  const session = data ? (JSON.parse(data) as { session: string }).session : undefined;
  return { page, session: session!, nodeId };
}

async function room(session: string): Promise<RoomAnswer> {
  const res = await game('room', { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RoomAnswer;
}

/** The fish of the room in the sea now (well inside it), smallest multiplier first. */
function inSea(r: RoomAnswer, caught: Set<number> = new Set()): Array<{ fish: Fish; x: number; y: number }> {
  const out: Array<{ fish: Fish; x: number; y: number }> = [];
  for (const fish of r.fish) {
    const p = fishAt(fish, clock);
    if (!p || caught.has(fish.id) || p.x < 20 || p.x > SCENE_W - 20 || p.y < 20 || p.y > SCENE_H - 20) continue;
    out.push({ fish, x: p.x, y: p.y });
  }
  return out.sort((a, b) => FISH_SPECIES[a.fish.species]!.multiplier - FISH_SPECIES[b.fish.species]!.multiplier);
}

const shoot = (session: string, roomId: string, target: { fish: Fish; x: number; y: number }, stake: number, shot = randomUUID()) =>
  game('shot', { session, room: roomId, shot, stake, fish: target.fish.id, x: target.x, y: target.y, at: clock });

/** A fresh player with a room whose sea is full (the clock moved on from the room's opening). */
async function seated(name: string, cents: number) {
  const p = await newPlayer(t.app, name, cents);
  const { session, nodeId } = await open(p.token);
  let r = await room(session);
  clock += 20_000;
  r = await room(session);
  return { p, session, nodeId, r };
}

describe('the fishing game', () => {
  it('opens for FISH tiles: the sea canvas, the cannon stake, auto-fire, balance, RTP, paytable, fairness and the way back', async () => {
    const p = await newPlayer(t.app, 'fishpage', 123_456);
    const { page, session } = await open(p.token);
    expect(session).toBeTruthy();
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<canvas data-canvas');
    expect(page.body).toContain('1,234.56');
    expect(page.body).toContain('href="/m/fish-games"');
    expect(page.body).toContain(`${(FISH_RTP * 100).toFixed(2)}%`);
    expect(page.body).toContain('aria-label="Raise cannon stake"');
    expect(page.body).toContain('data-auto aria-pressed="false"');
    expect(page.body).toContain('aria-live="polite"');
    for (const s of FISH_SPECIES) expect(page.body).toContain(`${s.name}</td><td>${s.size}</td><td class="num">×${s.multiplier}</td>`);
    expect(page.body).toContain('<script src="/games/demo/fishing/fishing.js" defer></script>');
    expect(page.body).not.toContain('this game opens here when the provider is connected');
    const script = await req(t.app, 'GET', '/games/demo/fishing/fishing.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('requestAnimationFrame');
    expect(script.body).toContain('function fishAt(fish, t)');
  });

  it('gives the player one room: the same room when asked again, a committed seed, the fish in the sea', async () => {
    const p = await newPlayer(t.app, 'fishroom', 10_000);
    const { session } = await open(p.token);
    const a = await room(session);
    const b = await room(session);
    expect(b.room).toBe(a.room);
    expect(a.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.nonce).toBe(0);
    expect(a.stakes).toEqual([10, 20, 50, 100, 200, 500, 1_000]);
    expect(a.serverNow).toBe(clock);
    // the sea is full from the start: fish in the water at the opening
    expect(a.fish.filter((f) => f.spawnAt <= clock).length).toBeGreaterThan(10);
    clock += 15_000;
    const fish = await game('fish', { session, room: a.room });
    expect(fish.statusCode).toBe(200);
    const list = (fish.json() as { fish: Fish[] }).fish;
    expect(list.length).toBeGreaterThan(10);
    for (const f of list) expect(f.spawnAt + f.duration).toBeGreaterThanOrEqual(clock);
    // another player has a room of their own
    const q = await newPlayer(t.app, 'fishroom2', 10_000);
    expect((await room((await open(q.token)).session)).room).not.toBe(a.room);
  });

  it('plays each shot as one wallet round: the balance, the bet records and the ledger move by exactly the stake and the catch', async () => {
    const start = 500_000;
    const { p, session, nodeId, r } = await seated('fishshot', start);
    const stakes = [10, 20, 50, 100, 200, 500, 1_000, 10, 50, 1_000, 200, 20, 100, 500, 10, 1_000];
    let balance = start;
    const answers: ShotAnswer[] = [];
    const caught = new Set<number>();
    for (const [i, stake] of stakes.entries()) {
      clock += 250;
      const targets = inSea(r, caught);
      // the small ones mostly, a big one now and then
      const target = i % 4 === 3 ? targets[targets.length - 1]! : targets[0]!;
      const res = await shoot(session, r.room, target, stake);
      expect(res.statusCode, res.body).toBe(200);
      const a = res.json() as ShotAnswer;
      const species = FISH_SPECIES[target.fish.species]!;
      expect(a).toMatchObject({ fish: target.fish.id, species: species.id, multiplier: species.multiplier, stakeCents: stake, seedHash: r.seedHash, clientSeed: r.clientSeed, nonce: i });
      // the draw is the provably fair one, and the pay exactly stake x multiplier
      expect(a.winCents).toBe(a.caught ? stake * species.multiplier : 0);
      expect(a.balanceCents).toBe(balance - stake + a.winCents);
      expect(a.unsettledCents).toBe(0);
      if (a.caught) caught.add(target.fish.id);
      balance = a.balanceCents;
      answers.push(a);
    }
    expect(answers.map((a) => a.seq)).toEqual([...answers.map((a) => a.seq)].sort((x, y) => x - y));
    expect((await funds(t.app, p.token)).cash).toBe(balance / 100);

    // one round per shot in the member's bet records, with the stake and the catch
    const records = valueOf<{ list: Array<{ roundId: string; bet: number; win: number; status: string; gameCode: string; gameType: string }>; totals: { rounds: number; bet: number; win: number } }>(
      await get(t.app, `${MONEY_PATHS.betRecords}?limit=50`, p.token),
    );
    expect(records.list.map((x) => x.roundId).sort()).toEqual(answers.map((a) => a.round).sort());
    for (const x of records.list) {
      const a = answers.find((y) => y.round === x.roundId)!;
      expect(x).toMatchObject({ bet: a.stakeCents / 100, win: a.winCents / 100, status: 'settled', gameCode: nodeId, gameType: 'FISH' });
    }
    const staked = stakes.reduce((s, x) => s + x, 0);
    const won = answers.reduce((s, a) => s + a.winCents, 0);
    expect(records.totals).toMatchObject({ rounds: stakes.length, bet: staked / 100, win: won / 100 });
    expect(balance).toBe(start - staked + won);
    const kinds = await t.app.database.db.selectFrom('vendor_transactions').select('kind').where('member_id', '=', p.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(stakes.flatMap(() => ['bet', 'win']));
    await expectSoundLedger(t.app);
  });

  it('catches until a catch: a caught fish is gone, a hit on it is refused and moves nothing', async () => {
    const { p, session, r } = await seated('fishcatch', 100_000);
    // the smallest fish in the sea each time (a small fish is caught at least one shot in five)
    let answer: ShotAnswer | undefined;
    let target = inSea(r)[0]!;
    for (let i = 0; i < 40 && !answer?.caught; i++) {
      clock += 130;
      target = inSea(r)[0]!;
      const res = await shoot(session, r.room, target, 100);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json() as ShotAnswer;
    }
    expect(answer?.caught).toBe(true);
    expect(answer?.fish).toBe(target.fish.id);
    const before = await moneyState(t.app);
    const again = await shoot(session, r.room, target, 100);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ refused: 'caught' });
    expect(await moneyState(t.app)).toEqual(before);
    const fish = (await game('fish', { session, room: r.room })).json() as { caught: number[] };
    expect(fish.caught).toContain(target.fish.id);
    expect((await funds(t.app, p.token)).cash).toBe(answer!.balanceCents / 100);
  });

  it('refuses hits on fish that do not exist, are not there, are out of the sea or are stale: 422, and no money moves', async () => {
    const { session, r } = await seated('fishrefuse', 100_000);
    const target = inSea(r)[0]!;
    const r0 = FISH_SPECIES[target.fish.species]!.radius;
    // the last fish of the list enters seconds from now: not in the sea yet
    const nextId = Math.max(...r.fish.map((f) => f.id));
    expect(r.fish.find((f) => f.id === nextId)!.spawnAt).toBeGreaterThan(clock);
    const before = await moneyState(t.app);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['no-such-fish', { fish: nextId }],
      ['no-such-fish', { fish: 10_000_000 }],
      ['not-there', { fish: 0 }],
      ['not-there', { x: target.x + r0 + 60 > SCENE_W ? target.x - r0 - 60 : target.x + r0 + 60 }],
      ['out-of-scene', { x: -1 }],
      ['out-of-scene', { y: SCENE_H + 10 }],
      ['stale', { at: clock - 60_000 }],
      ['stale', { at: clock + 60_000 }],
    ];
    for (const [refused, change] of cases) {
      const res = await game('shot', { session, room: r.room, shot: randomUUID(), stake: 100, fish: target.fish.id, x: target.x, y: target.y, at: clock, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ refused });
    }
    expect(await moneyState(t.app)).toEqual(before);
    // the nonce did not move: the next accepted shot is nonce 0
    const ok = await shoot(session, r.room, target, 100);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as ShotAnswer).nonce).toBe(0);
  });

  it('keeps the ledger exact under concurrent shots, and caps the rate and the shots in flight', async () => {
    const start = 300_000;
    const { p, session, r } = await seated('fishconc', start);
    const targets = inSea(r);
    expect(targets.length).toBeGreaterThan(4);
    const stakes = [10, 20, 50, 100, 200, 500, 1_000, 100];
    const answers = await Promise.all(stakes.map((stake, i) => shoot(session, r.room, targets[i % targets.length]!, stake)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const shots = answers.map((res) => res.json() as ShotAnswer);
    expect(new Set(shots.map((s) => s.nonce))).toEqual(new Set(stakes.map((_, i) => i)));
    // the ninth in the same instant is over the rate: refused, nothing moves
    const gone = new Set(shots.filter((s) => s.caught).map((s) => s.fish));
    const before = await moneyState(t.app);
    const over = await shoot(session, r.room, inSea(r, gone)[0]!, 10);
    expect(over.statusCode).toBe(429);
    expect(await moneyState(t.app)).toEqual(before);
    const won = shots.reduce((s, a) => s + a.winCents, 0);
    const staked = stakes.reduce((s, x) => s + x, 0);
    expect((await funds(t.app, p.token)).cash).toBe((start - staked + won) / 100);
    // the answer with the highest seq carries the final balance
    const last = shots.reduce((a, b) => (b.seq > a.seq ? b : a));
    expect(last.balanceCents).toBe(start - staked + won);
    await expectSoundLedger(t.app);

    // shots in flight: more than the cap at once (the rate refilled) are refused beyond it
    clock += 2_000;
    const burst = await Promise.all(Array.from({ length: 14 }, (_, i) => shoot(session, r.room, inSea(r, gone)[i % 3]!, 10)));
    const codes = burst.map((res) => res.statusCode);
    // a full bucket: 8 go, the rest are over the rate (or on a fish a shot of the burst has just caught)
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(8);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(14 - 8 - codes.filter((c) => c === 422).length);
    expect(codes.every((c) => c === 200 || c === 429 || c === 422)).toBe(true);
    const records = valueOf<{ totals: { rounds: number; bet: number; win: number } }>(await get(t.app, `${MONEY_PATHS.betRecords}?limit=50`, p.token));
    const cash = (await funds(t.app, p.token)).cash;
    expect(Math.round(cash * 100)).toBe(start - Math.round(records.totals.bet * 100) + Math.round(records.totals.win * 100));
    await expectSoundLedger(t.app);
  });

  it('answers a replayed shot with its first answer and takes its stake once (also when the replay races it)', async () => {
    const { p, session, r } = await seated('fishreplay', 50_000);
    const target = inSea(r)[0]!;
    const id = randomUUID();
    const [a, b] = await Promise.all([shoot(session, r.room, target, 100, id), shoot(session, r.room, target, 100, id)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const first = a.json() as ShotAnswer;
    clock += 300;
    const c = await shoot(session, r.room, target, 100, id);
    expect(c.statusCode).toBe(200);
    for (const res of [b, c]) {
      const { replay, ...rest } = res.json() as ShotAnswer;
      expect(rest).toEqual((({ replay: _r, ...x }) => x)(first));
      void replay;
    }
    expect((await funds(t.app, p.token)).cash).toBe((50_000 - 100 + first.winCents) / 100);
    const kinds = await t.app.database.db.selectFrom('vendor_transactions').select('kind').where('member_id', '=', p.id).execute();
    expect(kinds).toHaveLength(2);
    // the same id for another shot is refused
    const other = await shoot(session, r.room, target, 200, id);
    expect(other.statusCode).toBe(409);
    expect((await funds(t.app, p.token)).cash).toBe((50_000 - 100 + first.winCents) / 100);
  });

  it('refuses a stake above the balance with a clear message, and moves nothing', async () => {
    const { p, session, r } = await seated('fishpoor', 300);
    const before = await moneyState(t.app);
    const res = await shoot(session, r.room, inSea(r)[0]!, 500);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Insufficient balance for this cannon.', balanceCents: 300 });
    expect(await moneyState(t.app)).toEqual(before);
    expect((await funds(t.app, p.token)).cash).toBe(3);
  });

  it('answers hostile inputs with a 4xx and moves nothing', async () => {
    const { p, session, r } = await seated('fishbad', 50_000);
    const q = await newPlayer(t.app, 'fishother', 50_000);
    const target = inSea(r)[0]!;
    const good = { session, room: r.room, shot: randomUUID(), stake: 100, fish: target.fish.id, x: target.x, y: target.y, at: clock };
    const before = await moneyState(t.app);
    const bad: Array<Record<string, unknown>> = [
      ...[150, 0, -100, 1e9, '100', null, 1.5, [100], { cents: 100 }].map((stake) => ({ stake })),
      ...[-1, 1.5, '3', null, 2 ** 60, [1]].map((fish) => ({ fish })),
      ...[Number.NaN, '1', null, undefined, Infinity].flatMap((v) => [{ x: v }, { y: v }, { at: v }]),
      ...['', 'short', 'x'.repeat(37), 'a b c d e f g', '../../etc', 42, null].map((shot) => ({ shot })),
    ];
    for (const change of bad) {
      const res = await game('shot', { ...good, shot: randomUUID(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    for (const roomId of ['', 'nope', 'ffffffffffff', 42, null, r.room.toUpperCase()]) {
      const res = await game('shot', { ...good, shot: randomUUID(), room: roomId });
      expect(res.statusCode, String(roomId)).toBe(409);
      expect((await game('fish', { session, room: roomId })).statusCode).toBe(409);
    }
    const [header, payload] = session.split('.');
    for (const s of ['garbage', '', 42, null, `${header}.${payload}.AAAA`, `${header}.${payload}`]) {
      for (const path of ['room', 'fish', 'shot', 'rotate']) {
        const res = await game(path, { ...good, session: s });
        expect(res.statusCode, `${path} ${String(s)}`).toBe(403);
        expect(res.json().error).toMatch(/session has ended/);
      }
    }
    // another player's session does not reach this room
    const theirs = await open(q.token);
    expect((await game('shot', { ...good, shot: randomUUID(), session: theirs.session })).statusCode).toBe(409);
    // a slot's session is not a fishing session; a launch ticket is not a play session
    const slot = (await t.app.database.db.selectFrom('games').select('node_id').where('merchant_code', '=', 'LUCKY').where('game_type', '=', 'RNG').where('game_classify', '=', 'SLOT').limit(1).executeTakeFirstOrThrow()).node_id;
    const slotPage = await req(t.app, 'GET', valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId: slot }, p.token)).url);
    const slotSession = (JSON.parse(/id="slot-data">(.*?)<\/script>/s.exec(slotPage.body)![1]!) as { session: string }).session;
    expect((await game('room', { session: slotSession })).statusCode).toBe(403);
    const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId: await fishTile() }, p.token));
    expect((await game('room', { session: new URL(url, 'http://x').searchParams.get('ticket') })).statusCode).toBe(403);
    expect((await game('room', { session, calm: 'yes' })).statusCode).toBe(400);
    for (const clientSeed of ['', 'x'.repeat(33), 'a b', 7]) expect((await game('rotate', { session, room: r.room, clientSeed })).statusCode).toBe(400);
    const notJson = await req(oneProcess(t.app), 'POST', '/games/demo/fishing/shot', { payload: 'stake=100', headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const broken = await req(oneProcess(t.app), 'POST', '/games/demo/fishing/shot', { payload: '{"session":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const array = await req(oneProcess(t.app), 'POST', '/games/demo/fishing/shot', { payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(array.statusCode).toBe(403);
    const huge = await req(oneProcess(t.app), 'POST', '/games/demo/fishing/shot', { payload: JSON.stringify({ ...good, pad: 'x'.repeat(20_000) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    expect(await moneyState(t.app)).toEqual(before);
  });

  it('reveals the server seed on rotation: its hash is the one committed, and every shot under it checks out', async () => {
    const { session, r } = await seated('fishfair', 100_000);
    const shots: ShotAnswer[] = [];
    const caught = new Set<number>();
    for (let i = 0; i < 10; i++) {
      clock += 200;
      const target = inSea(r, caught)[i % 3]!;
      const res = await shoot(session, r.room, target, 10);
      expect(res.statusCode, res.body).toBe(200);
      const a = res.json() as ShotAnswer;
      if (a.caught) caught.add(a.fish);
      shots.push(a);
    }
    const rotated = await game('rotate', { session, room: r.room, clientSeed: 'my-own-seed' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, seedHash: next, clientSeed, nonce } = rotated.json() as { revealed: { serverSeed: string; seedHash: string; clientSeed: string; shots: number }; seedHash: string; clientSeed: string; nonce: number };
    expect(revealed).toMatchObject({ seedHash: r.seedHash, clientSeed: r.clientSeed, shots: 10 });
    expect(seedHash(revealed.serverSeed)).toBe(r.seedHash);
    for (const s of shots) {
      expect(catches(shotDraw({ serverSeed: revealed.serverSeed, clientSeed: s.clientSeed, nonce: s.nonce }), s.multiplier)).toBe(s.caught);
    }
    expect(next).not.toBe(r.seedHash);
    expect({ clientSeed, nonce }).toEqual({ clientSeed: 'my-own-seed', nonce: 0 });
    clock += 200;
    const after = (await shoot(session, r.room, inSea(r, caught)[0]!, 10)).json() as ShotAnswer;
    expect(after).toMatchObject({ seedHash: next, clientSeed: 'my-own-seed', nonce: 0 });
  });
});
