import { GAME_PATHS, PLAY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTransferVendorOf, LOCAL_TRANSFER_PREFIX, LOCAL_TRANSFER_VENDOR } from '../src/integrations/game-vendors/transfer/local-vendor.ts';
import type { LocalTransferVendor } from '../src/integrations/game-vendors/transfer/local-vendor.ts';
import { accounts, createLedger } from '../src/modules/money/ledger/index.ts';
import { transferWalletOf } from '../src/modules/play/transfer-wallet/index.ts';
import type { TransferWalletService } from '../src/modules/play/transfer-wallet/index.ts';
import { expectSoundLedger, funds, get, moneyState, newPlayer, post, rngGame } from './helpers/money-api.ts';
import { createTestApp, TWO_INSTANCES } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Transfer-wallet vendors: the player's playable cash goes to the vendor's own wallet at launch and comes
 * back at the lobby (the game's exit link, the lobby's return call), when another game opens, or after a
 * while without play (the sweep). Every move is a ledger transfer; a lost answer is settled by the vendor's
 * status query, never doubled or lost; a refusal moves nothing; concurrent launches move the money once.
 * Against the local transfer-wallet vendor, on SQLite, or PostgreSQL with TEST_DATABASE_URL. The local vendor
 * keeps its wallets in its process (a real vendor keeps them at home): one instance, so the two-instance pass
 * skips this file and CI runs it on PostgreSQL on its own.
 */

const suite = describe.skipIf(TWO_INSTANCES);

const VENDOR = 'TPG';
let t: TestApp;
let vendor: LocalTransferVendor;
let wallet: TransferWalletService;
let nodeId: string;
let otherGame: string;
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  if (TWO_INSTANCES) return;
  t = await createTestApp({ transferWallet: { demoVendors: [VENDOR], idleMinutes: 30 } }, { now });
  vendor = localTransferVendorOf(t.app.database)!;
  wallet = transferWalletOf(t.app.database)!;
  const row = await t.app.database.db
    .selectFrom('games')
    .select(['node_id'])
    .where('merchant_code', '=', 'LUCKY')
    .where('vassalage', '=', VENDOR)
    .where('enabled', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  nodeId = row.node_id;
  otherGame = (await rngGame(t.app)).nodeId;
});

afterAll(async () => {
  await t?.close();
});

const at = (p: { id: number }) => vendor.walletOf({ user: String(p.id), currency: 'PHP' });
const cash = async (p: { token: string }) => (await funds(t.app, p.token)).cash;

async function launch(token: string, node = nodeId) {
  return post(t.app, GAME_PATHS.launch, { nodeId: node, returnUrl: '/m/home' }, token);
}

async function launched(token: string): Promise<string> {
  const res = await launch(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.url as string;
}

/** The game page's Back to lobby link, followed. */
async function exitLink(gameUrl: string) {
  const page = await t.app.inject({ method: 'GET', url: gameUrl });
  expect(page.statusCode).toBe(200);
  const href = /<a href="([^"]+)">Back to lobby<\/a>/.exec(page.body)![1]!.replaceAll('&#38;', '&');
  return t.app.inject({ method: 'GET', url: href });
}

async function moves(memberId: number) {
  return t.app.database.db.selectFrom('transfer_wallet_moves').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

suite('launch and exit', () => {
  it('moves the playable cash to the vendor at launch and back at the lobby, each move a ledger transfer', async () => {
    const p = await newPlayer(t.app, 'twout', 10_000);
    const url = await launched(p.token);
    expect(url.startsWith(`${LOCAL_TRANSFER_PREFIX}/play?ticket=`)).toBe(true);
    expect(await cash(p)).toBe(0);
    expect(at(p)).toBe(10_000);
    const inGame = (await get(t.app, PLAY_PATHS.transferWallet, p.token)).json().value;
    expect(inGame).toMatchObject({ inGame: [{ vendor: LOCAL_TRANSFER_VENDOR, currency: 'PHP', amount: 100 }] });
    await expectSoundLedger(t.app);

    // the game plays against the balance at the vendor
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const call = await t.app.inject({ method: 'POST', url: `${LOCAL_TRANSFER_PREFIX}/call`, payload: { ticket, stakeCents: 100, side: 'heads' } });
    expect(call.statusCode).toBe(200);
    const after = call.json().balanceCents as number;
    expect(after === 9_900 || after === 10_100).toBe(true);
    expect(at(p)).toBe(after);

    const back = await exitLink(url);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/m/home');
    expect(await cash(p)).toBe(after / 100);
    expect(at(p)).toBe(0);
    expect((await get(t.app, PLAY_PATHS.transferWallet, p.token)).json().value).toEqual({ inGame: [] });
    expect((await moves(p.id)).map((m) => [m.direction, Number(m.amount_cents), m.status])).toEqual([
      ['to_vendor', 10_000, 'done'],
      ['from_vendor', after, 'done'],
    ]);
    // a replay of the exit link moves nothing
    const again = await exitLink(url);
    expect(again.statusCode).toBe(303);
    expect(await cash(p)).toBe(after / 100);
    expect(await moves(p.id)).toHaveLength(2);
    await expectSoundLedger(t.app);
  });

  it('leaves bonus money and cash held by a withdrawal here: only the playable cash moves', async () => {
    const p = await newPlayer(t.app, 'twbonus', 8_000);
    const purse = { memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false };
    await createLedger(t.app).transfer({ key: `tw-test-bonus:${p.id}`, debit: accounts.promotions('LUCKY', 'PHP'), credit: accounts.bonus(purse), amount: 1_500, kind: 'bonus', memberId: p.id, reference: 'bonus' });
    await createLedger(t.app).transfer({ key: `tw-test-hold:${p.id}`, debit: accounts.cash(purse), credit: accounts.house('LUCKY', 'PHP'), amount: 2_000, kind: 'withdrawal', memberId: p.id, pending: true });
    await launched(p.token);
    expect(at(p)).toBe(6_000);
    const left = await funds(t.app, p.token);
    expect([left.cash, left.held, left.bonus]).toEqual([20, 20, 15]);
    expect((await post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token)).statusCode).toBe(200);
    const back = await funds(t.app, p.token);
    expect([back.cash, back.held, back.bonus]).toEqual([80, 20, 15]);
    await expectSoundLedger(t.app);
  });

  it('brings the money back when the player opens another game, or asks from the lobby', async () => {
    const p = await newPlayer(t.app, 'twother', 5_000);
    await launched(p.token);
    expect(at(p)).toBe(5_000);
    const other = await launch(p.token, otherGame);
    expect(other.statusCode, other.body).toBe(200);
    expect(await cash(p)).toBe(50);
    expect(at(p)).toBe(0);

    await launched(p.token);
    expect(await cash(p)).toBe(0);
    const back = await post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().value).toEqual({ inGame: [] });
    expect(await cash(p)).toBe(50);
    // nothing there: a return moves nothing
    const before = await moneyState(t.app);
    expect((await post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token)).statusCode).toBe(200);
    expect(await moneyState(t.app)).toEqual(before);
    await expectSoundLedger(t.app);
  });

  it('a second launch while the money is there moves nothing more (a replay), and an empty wallet launches too', async () => {
    const p = await newPlayer(t.app, 'twagain', 2_000);
    await launched(p.token);
    await launched(p.token);
    expect(at(p)).toBe(2_000);
    expect((await moves(p.id)).filter((m) => m.status === 'done')).toHaveLength(1);
    const empty = await newPlayer(t.app, 'twempty');
    await launched(empty.token);
    expect(await moves(empty.id)).toHaveLength(0);
    await expectSoundLedger(t.app);
  });

  it('moves the money once under concurrent launches', async () => {
    const p = await newPlayer(t.app, 'twconc', 7_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => launch(p.token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await cash(p)).toBe(0);
    expect(at(p)).toBe(7_000);
    expect((await moves(p.id)).map((m) => [m.direction, Number(m.amount_cents), m.status])).toEqual([['to_vendor', 7_000, 'done']]);
    await Promise.all(Array.from({ length: 4 }, () => post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token)));
    expect(await cash(p)).toBe(70);
    expect(at(p)).toBe(0);
    await expectSoundLedger(t.app);
  });
});

suite('lost answers and refusals', () => {
  it('settles a deposit whose answer was lost by the status query: moved once', async () => {
    const p = await newPlayer(t.app, 'twlost', 3_000);
    vendor.faults.push({ op: 'deposit', kind: 'lost-after' });
    await launched(p.token);
    expect(await cash(p)).toBe(0);
    expect(at(p)).toBe(3_000);
    vendor.faults.push({ op: 'withdraw', kind: 'lost-after' });
    expect((await post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token)).statusCode).toBe(200);
    expect(await cash(p)).toBe(30);
    expect(at(p)).toBe(0);
    expect((await moves(p.id)).map((m) => m.status)).toEqual(['done', 'done']);
    await expectSoundLedger(t.app);
  });

  it('a move the vendor never saw is sent again with the same id; still no answer: held, then settled by the sweep', async () => {
    const p = await newPlayer(t.app, 'twnever', 4_000);
    vendor.faults.push({ op: 'deposit', kind: 'lost-before' });
    await launched(p.token);
    expect(at(p)).toBe(4_000);
    expect(await cash(p)).toBe(0);

    const q = await newPlayer(t.app, 'twhang', 6_000);
    vendor.faults.push({ op: 'deposit', kind: 'lost-before' }, { op: 'deposit', kind: 'lost-before' });
    const res = await launch(q.token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatch(/game\.transfer\.pending/);
    // the cash is held, not spent twice nor lost; the player sees it as held
    expect(at(q)).toBe(0);
    const held = await funds(t.app, q.token);
    expect([held.cash, held.held, held.withdrawable]).toEqual([60, 60, 0]);
    expect((await moves(q.id)).map((m) => m.status)).toEqual(['pending']);
    await expectSoundLedger(t.app);
    // money at a vendor that cannot come back now (no answer twice) does not keep another game from opening
    const r = await newPlayer(t.app, 'twstuck', 1_200);
    await launched(r.token);
    vendor.faults.push({ op: 'withdraw', kind: 'lost-before' }, { op: 'withdraw', kind: 'lost-before' });
    expect((await launch(r.token, otherGame)).statusCode).toBe(200);
    expect((await moves(r.id)).map((m) => [m.direction, m.status])).toEqual([['to_vendor', 'done'], ['from_vendor', 'pending']]);
    expect(await cash(r)).toBe(0);
    offset += 60_000;
    try {
      expect((await wallet.sweep()).resolved).toBeGreaterThanOrEqual(1);
    } finally {
      offset -= 60_000;
    }
    expect((await moves(q.id)).map((m) => m.status)).toEqual(['done']);
    expect(at(q)).toBe(6_000);
    expect((await moves(r.id)).map((m) => m.status)).toEqual(['done', 'done']);
    expect(await cash(r)).toBe(12);
    expect(at(r)).toBe(0);
    expect(await cash(q)).toBe(0);
    await expectSoundLedger(t.app);
  });

  it('a deposit the vendor refuses moves nothing and the launch fails; a refused withdrawal leaves the money there for later', async () => {
    const p = await newPlayer(t.app, 'twrefuse', 2_500);
    vendor.faults.push({ op: 'deposit', kind: 'refuse' });
    const res = await launch(p.token);
    expect(res.statusCode).toBe(503);
    expect(await cash(p)).toBe(25);
    expect((await funds(t.app, p.token)).withdrawable).toBe(25);
    expect(at(p)).toBe(0);
    expect((await moves(p.id)).map((m) => m.status)).toEqual(['failed']);

    await launched(p.token);
    vendor.faults.push({ op: 'withdraw', kind: 'refuse' });
    expect((await post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token)).statusCode).toBe(200);
    expect(at(p)).toBe(2_500);
    expect(await cash(p)).toBe(0);
    expect((await get(t.app, PLAY_PATHS.transferWallet, p.token)).json().value.inGame).toHaveLength(1);
    expect((await post(t.app, PLAY_PATHS.transferWalletReturn, {}, p.token)).statusCode).toBe(200);
    expect(await cash(p)).toBe(25);
    await expectSoundLedger(t.app);
  });
});

suite('sweep and hostile inputs', () => {
  it('brings back the money of a player idle past the idle time, not of one still playing', async () => {
    const idle = await newPlayer(t.app, 'twidle', 1_500);
    await launched(idle.token);
    offset += 31 * 60_000;
    try {
      const busy = await newPlayer(t.app, 'twbusy', 1_000);
      await launched(busy.token);
      await wallet.sweep();
      expect(at(idle)).toBe(0);
      expect(await cash(idle)).toBe(15);
      expect(at(busy)).toBe(1_000);
    } finally {
      offset -= 31 * 60_000;
    }
    await expectSoundLedger(t.app);
  });

  it('refuses what it should, moving nothing', async () => {
    const before = await moneyState(t.app);
    const forged = await t.app.inject({ method: 'GET', url: '/games/transfer/exit?ticket=abc.def&to=https://evil.example/' });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/m/home');
    expect((await get(t.app, PLAY_PATHS.transferWallet)).statusCode).toBe(401);
    expect((await post(t.app, PLAY_PATHS.transferWalletReturn, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${LOCAL_TRANSFER_PREFIX}/play?ticket=x.y` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${LOCAL_TRANSFER_PREFIX}/call`, payload: { ticket: 'x.y', stakeCents: 100, side: 'heads' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${LOCAL_TRANSFER_PREFIX}/call`, payload: { ticket: 'x.y', stakeCents: -5, side: 'up' } })).statusCode).toBe(400);
    expect(await moneyState(t.app)).toEqual(before);
  });
});
