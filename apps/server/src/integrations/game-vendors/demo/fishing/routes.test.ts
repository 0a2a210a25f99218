import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoTokens } from '../tickets.ts';
import type { WalletClient } from '../wallet-client.ts';
import { createFishingFamily } from './index.ts';
import { MAX_IN_FLIGHT, MAX_SHOTS_PER_SECOND } from './rooms.ts';
import { fishAt, SCENE_H, SCENE_W } from './scene.ts';
import type { Fish } from './scene.ts';

/**
 * The fishing routes against a wallet the test holds: shots wait in the wallet while the test fires more,
 * so the caps on shots in flight and on the rate, and the page's account of stakes taken and not settled,
 * are seen exactly; a wallet that cannot be reached answers 503 and settles nothing twice.
 */

let clock = Date.UTC(2031, 5, 1);
const now = () => clock;
const tokens = createDemoTokens({ secret: 'fishing-routes-test', now });
const session = {
  user: '42',
  playerToken: 'ptk',
  nodeId: '1800008',
  gameName: 'Ocean King',
  vendorName: 'Ocean Star',
  gameType: 'FISH',
  currency: 'PHP',
  language: 'EN' as const,
  returnUrl: '/m/home',
};

interface Gate {
  release(): void;
}

function heldWallet(options: { failBet?: boolean; failWin?: boolean; holdWins?: boolean } = {}) {
  let balance = 100_000;
  const gates: Gate[] = [];
  const winGates: Gate[] = [];
  const calls: string[] = [];
  const wallet = {
    balance: async () => ({ status: 'RS_OK', balance, currency: 'PHP' }),
    bet: async (input: { cents: number; transaction: string }) => {
      calls.push(`bet ${input.transaction}`);
      if (options.failBet) throw new Error('unreachable');
      await new Promise<void>((release) => gates.push({ release }));
      balance -= input.cents;
      return { status: 'RS_OK', balance, currency: 'PHP' };
    },
    win: async (input: { cents: number; transaction: string }) => {
      calls.push(`win ${input.transaction}`);
      if (options.failWin) throw new Error('unreachable');
      if (options.holdWins) await new Promise<void>((release) => winGates.push({ release }));
      balance += input.cents;
      return { status: 'RS_OK', balance, currency: 'PHP' };
    },
    rollback: async () => ({ status: 'RS_OK', balance, currency: 'PHP' }),
  } as unknown as WalletClient;
  return { wallet, gates, winGates, calls, balance: () => balance };
}

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function setUp(options: { failBet?: boolean; failWin?: boolean; holdWins?: boolean } = {}) {
  const held = heldWallet(options);
  const family = createFishingFamily({ tokens, wallet: held.wallet, log: { warn() {}, error() {} }, now });
  const app = Fastify();
  await app.register(family.routes!);
  apps.push(app);
  const play = await tokens.session(session);
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/games/demo/fishing/${path}`, payload: { session: play, ...body } });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const room = (await call('room', {})).body as { room: string };
  clock += 20_000;
  const fish = (await call('fish', { room: room.room })).body.fish as Fish[];
  const targets = () =>
    fish
      .map((f) => ({ f, p: fishAt(f, clock) }))
      .filter((x) => x.p && x.p.x > 10 && x.p.x < SCENE_W - 10 && x.p.y > 10 && x.p.y < SCENE_H - 10)
      .map((x) => ({ fish: x.f.id, x: x.p!.x, y: x.p!.y }));
  let n = 0;
  const shoot = (stake = 10, target = targets()[0]!) => call('shot', { room: room.room, shot: `shot-${String(++n).padStart(4, '0')}`, stake, ...target, at: clock });
  return { ...held, call, shoot, targets, room: room.room };
}

/** Until the held wallet has this many bets waiting (the request's way there is a few async steps). */
const until = async (check: () => boolean) => {
  for (let i = 0; i < 2_000 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
};

describe('the fishing routes', () => {
  it(`hold at most ${MAX_IN_FLIGHT} shots in flight, and answer each with the stakes taken and not yet settled`, async () => {
    const t = await setUp({ holdWins: true });
    const pending: Array<Promise<{ status: number; body: Record<string, unknown> }>> = [];
    for (let i = 0; i < MAX_IN_FLIGHT; i++) {
      clock += 1000 / MAX_SHOTS_PER_SECOND + 5;
      pending.push(t.shoot([10, 20, 50][i % 3], t.targets()[i % 4]));
      await until(() => t.gates.length === i + 1);
    }
    expect(t.gates).toHaveLength(MAX_IN_FLIGHT);
    clock += 1000;
    const over = await t.shoot();
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/in flight/);
    expect(t.calls.filter((c) => c.startsWith('bet'))).toHaveLength(MAX_IN_FLIGHT);
    // the wallet takes every bet, then answers the wins one by one: each answer counts the stakes taken whose
    // wins are not in yet (what the page adds back to the balance it shows)
    for (const gate of t.gates) gate.release();
    await until(() => t.winGates.length === MAX_IN_FLIGHT);
    const stakes = [...Array(MAX_IN_FLIGHT).keys()].map((i) => [10, 20, 50][i % 3]!);
    let open = stakes.reduce((s, x) => s + x, 0);
    const answers: Array<{ status: number; body: Record<string, unknown> }> = [];
    for (const [i, gate] of t.winGates.entries()) {
      gate.release();
      const a = await pending[i]!;
      open -= stakes[i]!;
      expect(a.status).toBe(200);
      expect(a.body.unsettledCents).toBe(open);
      answers.push(a);
    }
    expect(answers.map((a) => a.body.seq)).toEqual(answers.map((_, i) => i + 1));
    const staked = answers.reduce((s, a) => s + (a.body.stakeCents as number), 0);
    const won = answers.reduce((s, a) => s + (a.body.winCents as number), 0);
    expect(t.balance()).toBe(100_000 - staked + won);
    expect(answers.at(-1)!.body.balanceCents).toBe(t.balance());
    // room again: the next shot goes
    const next = t.shoot(10, t.targets().find((x) => !answers.some((a) => a.body.caught && a.body.fish === x.fish)));
    await until(() => t.gates.length === MAX_IN_FLIGHT + 1);
    t.gates.at(-1)!.release();
    await until(() => t.winGates.length === MAX_IN_FLIGHT + 1);
    t.winGates.at(-1)!.release();
    expect((await next).status).toBe(200);
  });

  it(`take at most ${MAX_SHOTS_PER_SECOND} shots a second`, async () => {
    const t = await setUp();
    const shots = Array.from({ length: MAX_SHOTS_PER_SECOND + 1 }, (_, i) => t.shoot(10, t.targets()[i % 5]));
    const over = await shots.at(-1)!;
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/shots a second/);
    await until(() => t.gates.length === MAX_SHOTS_PER_SECOND);
    for (const g of t.gates) g.release();
    for (const s of shots.slice(0, -1)) expect((await s).status).toBe(200);
  });

  it('answer 503 when the wallet cannot be reached, and settle a taken stake before saying so', async () => {
    const down = await setUp({ failBet: true });
    const res = await down.shoot();
    expect(res.status).toBe(503);
    expect(down.calls.filter((c) => c.startsWith('win'))).toHaveLength(0);
    const winDown = await setUp({ failWin: true });
    const shot = winDown.shoot();
    await until(() => winDown.gates.length === 1);
    winDown.gates[0]!.release();
    const answer = await shot;
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatch(/being settled/);
    // the win was tried three times under one transaction id
    const wins = winDown.calls.filter((c) => c.startsWith('win'));
    expect(wins).toHaveLength(3);
    expect(new Set(wins).size).toBe(1);
  });
});
