import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerTokens } from '../src/modules/play/seamless-wallet/player-token.ts';
import { integrationSecret } from '../src/modules/play/seamless-wallet/protocol.ts';
import {
  expectSoundLedger,
  funds,
  launchToken,
  moneyState,
  newPlayer,
  post,
  req,
  rngGame,
  trialToken,
  UNITS,
  vendorFor,
  wallet,
  walletRaw,
} from './helpers/money-api.ts';
import type { WalletAnswer } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The seamless wallet as game vendors call it (`/vendor-api/DEMO/...`, HMAC-SHA256 of the raw body): every
 * answer is HTTP 200 with a status and the balance after the call; a refused call moves nothing; a repeated
 * call answers the first answer; the same transaction id with other data is a duplicate. On SQLite, or
 * PostgreSQL.
 */

let t: TestApp;
let game: string;

beforeAll(async () => {
  t = await createTestApp();
  game = (await rngGame(t.app)).nodeId;
});

afterAll(async () => {
  await t?.close();
});

const id = () => randomUUID();

/** A player with cash, launched into the game: the vendor's handle on them. */
async function seated(name: string, cents: number) {
  const p = await newPlayer(t.app, name, cents);
  const ptk = await launchToken(t.app, p.token, game);
  return { ...p, ptk, vendor: vendorFor(t.app, p, ptk, game) };
}

/** The call is answered with this status, and nothing in the money tables changed. */
async function refusedWith(send: () => Promise<WalletAnswer>, status: string): Promise<WalletAnswer> {
  const before = await moneyState(t.app);
  const answer = await send();
  expect(answer.status).toBe(status);
  expect(await moneyState(t.app)).toEqual(before);
  return answer;
}

describe('balance, bet, win', () => {
  it('answers the balance, takes a bet, pays a win, in 1/100,000 units', async () => {
    const p = await seated('play', 10_000);
    expect(await p.vendor.balance()).toMatchObject({ user: String(p.id), status: 'RS_OK', currency: 'PHP', balance: 10_000 * UNITS });
    const bet = await p.vendor.bet('b1', 'round-1', 2_550);
    expect(bet).toMatchObject({ status: 'RS_OK', balance: 7_450 * UNITS });
    const win = await p.vendor.win('w1', 'round-1', 5_000, 'b1');
    expect(win).toMatchObject({ status: 'RS_OK', balance: 12_450 * UNITS });
    expect((await funds(t.app, p.token)).cash).toBe(124.5);
    const rounds = await t.app.database.db.selectFrom('game_rounds').selectAll().where('member_id', '=', p.id).execute();
    expect(rounds.map((r) => [r.round_ref, Number(r.bet_cents), Number(r.win_cents), r.status])).toEqual([['round-1', 2_550, 5_000, 'settled']]);
    await expectSoundLedger(t.app);
  });

  it("keeps the vendor's account of the round (meta) for the bet records; a meta of another shape is its own business", async () => {
    const p = await seated('meta', 10_000);
    const hand = { summary: 'Two pair: paid 2 per coin', items: [{ label: 'Dealt', value: 'K♠ K♥ 7♦ 7♣ 2♠' }, { label: 'Held', value: 'K♠ K♥ 7♦ 7♣' }, { label: 7 }] };
    expect(await p.vendor.bet('mb1', 'meta-1', 500, { meta: { summary: 'Dealt', items: [] } })).toMatchObject({ status: 'RS_OK' });
    expect(await p.vendor.win('mw1', 'meta-1', 1_000, 'mb1', { meta: hand })).toMatchObject({ status: 'RS_OK' });
    // a vendor's own meta (Hub88 passes whatever the game sends) is accepted and not shown
    expect(await p.vendor.bet('mb2', 'meta-2', 500, { meta: { spin: [1, 2, 3] } })).toMatchObject({ status: 'RS_OK' });
    expect(await p.vendor.win('mw2', 'meta-2', 0, 'mb2', { meta: 'x'.repeat(10) })).toMatchObject({ status: 'RS_OK' });
    const list = (await req(t.app, 'GET', '/wps/records/bets', { token: p.token })).json().value.list as Array<{ roundId: string; details: unknown }>;
    const byRound = Object.fromEntries(list.map((r) => [r.roundId, r.details]));
    expect(byRound['meta-1']).toEqual({ summary: 'Two pair: paid 2 per coin', items: [{ label: 'Dealt', value: 'K♠ K♥ 7♦ 7♣ 2♠' }, { label: 'Held', value: 'K♠ K♥ 7♦ 7♣' }] });
    expect(byRound['meta-2']).toBeNull();
    await expectSoundLedger(t.app);
  });

  it('echoes the request id and answers HTTP 200 with a status for every refusal', async () => {
    const p = await seated('echo', 1_000);
    const requestUuid = id();
    const res = await walletRaw(t.app, 'transaction/bet', JSON.stringify({ request_uuid: requestUuid, user: String(p.id), token: p.ptk, game_code: game, round: 'r', transaction_uuid: 'x', currency: 'PHP', amount: 10_000 * UNITS }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ user: String(p.id), status: 'RS_ERROR_NOT_ENOUGH_MONEY', request_uuid: requestUuid, currency: 'PHP', balance: 1_000 * UNITS });
  });
});

describe('signatures and tokens', () => {
  it('refuses a forged, missing or foreign signature, and unknown integrations', async () => {
    const p = await seated('sig', 5_000);
    const body = JSON.stringify({ request_uuid: id(), user: String(p.id), token: p.ptk, game_code: game, round: 'r1', transaction_uuid: id(), currency: 'PHP', amount: 100 * UNITS });
    const cases: Array<Parameters<typeof walletRaw>[3]> = [
      { signature: randomBytes(32).toString('hex') },
      { signature: null },
      { signature: 'not-hex' },
      { signature: '' },
      { secret: integrationSecret('another-install', 'DEMO') },
      { secret: integrationSecret(t.app.secret, 'OTHER'), integration: 'OTHER' },
      { integration: 'OTHER' },
    ];
    for (const options of cases) {
      await refusedWith(async () => (await walletRaw(t.app, 'transaction/bet', body, options)).json(), 'RS_ERROR_INVALID_SIGNATURE');
    }
    // signed, then changed in transit
    const signature = createHmac('sha256', integrationSecret(t.app.secret, 'DEMO')).update(body).digest('hex');
    await refusedWith(async () => (await walletRaw(t.app, 'transaction/bet', body.replace(`${100 * UNITS}`, `${1 * UNITS}`), { signature })).json(), 'RS_ERROR_INVALID_SIGNATURE');
    expect((await p.vendor.balance()).balance).toBe(5_000 * UNITS);
  });

  it('refuses balance and bets with an invalid, expired or another member\'s token', async () => {
    const p = await seated('tok', 5_000);
    const q = await seated('tok2', 5_000);
    const user = String(p.id);
    const bet = (token: string) => wallet(t.app, 'transaction/bet', { user, token, game_code: game, round: id(), transaction_uuid: id(), currency: 'PHP', amount: 100 * UNITS });
    await refusedWith(() => bet('not-a-token'), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => bet(q.ptk), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => wallet(t.app, 'user/balance', { user, token: q.ptk, game_code: game }), 'RS_ERROR_INVALID_TOKEN');
    const stale = await createPlayerTokens({ secret: t.app.secret, now: () => Date.now() - 9 * 60 * 60_000 }).issue({ memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false, game });
    await refusedWith(() => bet(stale), 'RS_ERROR_TOKEN_EXPIRED');
    const foreign = await createPlayerTokens({ secret: 'another-install' }).issue({ memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false, game });
    await refusedWith(() => bet(foreign), 'RS_ERROR_INVALID_TOKEN');
    // user ids that are not a member id
    for (const u of ['0', '-1', '01', `${p.id}.0`, '999999999']) {
      await refusedWith(() => wallet(t.app, 'transaction/bet', { user: u, token: p.ptk, game_code: game, round: id(), transaction_uuid: id(), currency: 'PHP', amount: 100 * UNITS }), 'RS_ERROR_INVALID_TOKEN');
    }
  });

  it('accepts a win after the token expired (a round that started must end)', async () => {
    const p = await seated('late', 5_000);
    await p.vendor.bet('late-b', 'late-r', 1_000);
    const stale = await createPlayerTokens({ secret: t.app.secret, now: () => Date.now() - 9 * 60 * 60_000 }).issue({ memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false, game });
    const win = await vendorFor(t.app, p, stale, game).win('late-w', 'late-r', 3_000, 'late-b');
    expect(win).toMatchObject({ status: 'RS_OK', balance: 7_000 * UNITS });
  });

  it("refuses games that are not the member's brand's", async () => {
    const p = await seated('game', 5_000);
    await refusedWith(() => wallet(t.app, 'user/balance', { user: String(p.id), token: p.ptk, game_code: '4242424' }), 'RS_ERROR_INVALID_GAME');
    await refusedWith(() => vendorFor(t.app, p, p.ptk, '4242424').bet(id(), id(), 100), 'RS_ERROR_INVALID_GAME');
  });
});

describe('amounts and currencies', () => {
  it('refuses the wrong currency, sub-cent amounts, zero, negative and absurd stakes, with the balance', async () => {
    const p = await seated('amounts', 5_000);
    const wrong = await refusedWith(() => p.vendor.bet(id(), 'r', 100, { currency: 'USD' }), 'RS_ERROR_WRONG_CURRENCY');
    expect(wrong.balance).toBe(5_000 * UNITS);
    for (const amount of [1_500, 1, 999, 0, -100_000, 1e16, 100.5 * UNITS + 0.5, '100000']) {
      await refusedWith(() => p.vendor.bet(id(), 'r', 0, { amount }), 'RS_ERROR_WRONG_SYNTAX');
    }
    await refusedWith(() => p.vendor.win(id(), 'r', 0, undefined, { amount: 1_234 }), 'RS_ERROR_WRONG_SYNTAX');
    await refusedWith(() => p.vendor.win(id(), 'r', 0, undefined, { currency: 'VND', amount: 1_000 }), 'RS_ERROR_WRONG_CURRENCY');
  });

  it('refuses a bet above the balance with RS_ERROR_NOT_ENOUGH_MONEY and the balance', async () => {
    const p = await seated('poor', 1_000);
    const answer = await refusedWith(() => p.vendor.bet(id(), 'r', 1_001), 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(answer.balance).toBe(1_000 * UNITS);
    expect((await p.vendor.bet(id(), 'r', 1_000)).balance).toBe(0);
    await refusedWith(() => p.vendor.bet(id(), 'r', 1), 'RS_ERROR_NOT_ENOUGH_MONEY');
  });

  it('refuses malformed bodies', async () => {
    const p = await seated('syntax', 1_000);
    for (const body of ['not json', '[]', '{}', JSON.stringify({ user: String(p.id) }), JSON.stringify({ request_uuid: 'x y', user: String(p.id), token: p.ptk, game_code: game })]) {
      const answer = (await walletRaw(t.app, 'user/balance', body)).json();
      expect(answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
    }
    const huge = await walletRaw(t.app, 'transaction/bet', JSON.stringify({ pad: 'x'.repeat(70 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    const badIntegration = await req(t.app, 'POST', '/vendor-api/demo!/user/balance', { payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(badIntegration.statusCode).toBe(400);
  });
});

describe('idempotency', () => {
  it('a repeated bet answers the first answer and moves nothing; other data under its id is a duplicate', async () => {
    const p = await seated('idem', 10_000);
    const first = await p.vendor.bet('same-bet', 'ri', 1_000);
    expect(first.balance).toBe(9_000 * UNITS);
    await p.vendor.bet('other', 'ri2', 500);
    const again = await refusedWith(() => p.vendor.bet('same-bet', 'ri', 1_000), 'RS_OK');
    expect(again.balance).toBe(first.balance);
    await refusedWith(() => p.vendor.bet('same-bet', 'ri', 1_001), 'RS_ERROR_DUPLICATE_TRANSACTION');
    // the same id as a win is other data too
    await refusedWith(() => p.vendor.win('same-bet', 'ri', 1_000), 'RS_ERROR_DUPLICATE_TRANSACTION');
    const won = await p.vendor.win('same-win', 'ri', 2_000, 'same-bet');
    await refusedWith(() => p.vendor.win('same-win', 'ri', 2_000, 'same-bet'), 'RS_OK');
    await refusedWith(() => p.vendor.win('same-win', 'ri', 2_500, 'same-bet'), 'RS_ERROR_DUPLICATE_TRANSACTION');
    expect(won.balance).toBe(10_500 * UNITS);
    expect((await p.vendor.balance()).balance).toBe(10_500 * UNITS);
    // another member cannot replay this member's transaction id
    const q = await seated('idem2', 10_000);
    await refusedWith(() => q.vendor.bet('same-bet', 'ri', 1_000), 'RS_ERROR_DUPLICATE_TRANSACTION');
  });
});

describe('rollback', () => {
  it('undoes a bet once; a repeated rollback answers the same', async () => {
    const p = await seated('rb', 5_000);
    await p.vendor.bet('rb-bet', 'rb-r', 2_000);
    const undone = await p.vendor.rollback('rb-1', 'rb-r', 'rb-bet');
    expect(undone).toMatchObject({ status: 'RS_OK', balance: 5_000 * UNITS });
    await refusedWith(() => p.vendor.rollback('rb-1', 'rb-r', 'rb-bet'), 'RS_OK');
    // a second rollback id for the same bet changes nothing more
    await p.vendor.rollback('rb-2', 'rb-r', 'rb-bet');
    expect((await p.vendor.balance()).balance).toBe(5_000 * UNITS);
    // a win for the rolled-back bet is refused
    await refusedWith(() => p.vendor.win('rb-win', 'rb-r', 9_000, 'rb-bet'), 'RS_ERROR_TRANSACTION_ROLLED_BACK');
    const round = await t.app.database.db.selectFrom('game_rounds').selectAll().where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(round.status).toBe('rolled_back');
    await expectSoundLedger(t.app);
  });

  it('remembers a rollback that arrives before its bet, and refuses the late bet', async () => {
    const p = await seated('early', 5_000);
    const early = await p.vendor.rollback('early-rb', 'early-r', 'early-bet');
    expect(early).toMatchObject({ status: 'RS_OK', balance: 5_000 * UNITS });
    const late = await refusedWith(() => p.vendor.bet('early-bet', 'early-r', 1_000), 'RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(late.balance).toBe(5_000 * UNITS);
    await refusedWith(() => p.vendor.win('early-win', 'early-r', 1_000, 'early-bet'), 'RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it("refuses a win for a bet not (yet) placed, or another member's: nothing is paid, and the bet still goes through", async () => {
    const p = await seated('early-win', 5_000);
    const q = await seated('bystander', 5_000);
    await refusedWith(() => p.vendor.win('ew-win', 'ew-r', 9_000, 'ew-bet'), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await p.vendor.bet('ew-bet', 'ew-r', 1_000)).status).toBe('RS_OK');
    expect((await p.vendor.win('ew-win', 'ew-r', 9_000, 'ew-bet')).balance).toBe(13_000 * UNITS);
    await q.vendor.bet('q-bet', 'q-r', 1_000);
    await refusedWith(() => p.vendor.win('ew-win2', 'q-r', 9_000, 'q-bet'), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    // a win naming no bet at all (a free round, say) is the vendor's to send
    expect((await p.vendor.win('free-win', 'free-r', 500)).balance).toBe(13_500 * UNITS);
    await expectSoundLedger(t.app);
  });

  it("cannot roll back another member's bet", async () => {
    const p = await seated('victim', 5_000);
    const q = await seated('attacker', 5_000);
    await p.vendor.bet('victim-bet', 'vr', 3_000);
    await refusedWith(() => q.vendor.rollback('attack-rb', 'vr', 'victim-bet'), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await p.vendor.balance()).balance).toBe(2_000 * UNITS);
    expect((await q.vendor.balance()).balance).toBe(5_000 * UNITS);
  });

  it('a win already spent cannot be rolled back: RS_ERROR_NOT_ENOUGH_MONEY over HTTP 200, nothing moved', async () => {
    const p = await seated('spent', 1_000);
    await p.vendor.bet('sp-bet', 'sp', 1_000);
    await p.vendor.win('sp-win', 'sp', 4_000, 'sp-bet');
    await p.vendor.bet('sp-bet2', 'sp2', 4_000);
    const answer = await refusedWith(() => p.vendor.rollback('sp-rb', 'sp', 'sp-win'), 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(answer.balance).toBe(0);
    await expectSoundLedger(t.app);
  });

  it('rolls back a win', async () => {
    const p = await seated('rbwin', 5_000);
    await p.vendor.bet('rw-bet', 'rw', 1_000);
    await p.vendor.win('rw-win', 'rw', 4_000, 'rw-bet');
    expect((await p.vendor.rollback('rw-rb', 'rw', 'rw-win')).balance).toBe(4_000 * UNITS);
    await expectSoundLedger(t.app);
  });
});

describe('members who may not bet', () => {
  it('a disabled member cannot bet; a round already started can still pay out', async () => {
    const p = await seated('disabled', 5_000);
    await p.vendor.bet('d-bet', 'd-r', 1_000);
    await t.app.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', p.id).execute();
    const refused = await refusedWith(() => p.vendor.bet(id(), 'd-r2', 100), 'RS_ERROR_USER_DISABLED');
    expect(refused.balance).toBe(4_000 * UNITS);
    expect((await p.vendor.win('d-win', 'd-r', 1_500, 'd-bet')).status).toBe('RS_OK');
    expect((await p.vendor.rollback('d-rb', 'd-r', 'd-bet')).status).toBe('RS_OK');
  });

  it('trial accounts play with demo money in demo accounts only', async () => {
    const trial = await trialToken(t.app);
    const free = await t.app.database.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'LUCKY')
      .where('freeplay', '=', 1)
      .where('game_type', '=', 'RNG')
      .where('enabled', '=', 1)
      .executeTakeFirstOrThrow();
    const ptk = await launchToken(t.app, trial, free.node_id);
    const claims = JSON.parse(Buffer.from(ptk.split('.')[1]!, 'base64url').toString()) as { sub: string; demo: boolean };
    expect(claims.demo).toBe(true);
    const vendor = vendorFor(t.app, { id: Number(claims.sub) }, ptk, free.node_id);
    const start = (await vendor.balance()).balance;
    expect(start).toBeGreaterThan(0);
    expect((await vendor.bet('demo-bet', 'demo-r', 100)).balance).toBe(start - 100 * UNITS);
    const moved = await t.app.database.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
      .select(['c.code', 'c.demo'])
      .where('t.transfer_key', 'like', 'vtx:DEMO:demo-bet:%')
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    for (const m of moved) expect([m.demo, m.code.startsWith('demo:')]).toEqual([1, true]);
    await expectSoundLedger(t.app);
  });
});

describe('Quick Spin, the demo vendor playing through the wallet', () => {
  it('a spin bets and settles through signed wallet calls (RNG tiles that are not slots: table games, bingo)', async () => {
    const p = await newPlayer(t.app, 'spin', 10_000);
    const table = await t.app.database.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'LUCKY')
      .where('enabled', '=', 1)
      .where('game_type', '=', 'RNG')
      .where('game_classify', '=', 'TABLE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherGame = table.node_id;
    const { url } = (await post(t.app, '/wps/game/launchGame', { nodeId: otherGame }, p.token)).json().value;
    const page = await req(t.app, 'GET', url);
    expect(page.statusCode).toBe(200);
    const session = /data-session="([^"]+)"/.exec(page.body)?.[1];
    expect(session).toBeDefined();
    const res = await req(t.app, 'POST', '/games/demo/api/spin', { payload: { session, stake: 500 } });
    expect(res.statusCode, res.body).toBe(200);
    const spin = res.json() as { winCents: number; balanceCents: number };
    expect(spin.balanceCents).toBe(10_000 - 500 + spin.winCents);
    expect((await funds(t.app, p.token)).cash).toBe(spin.balanceCents / 100);
    const kinds = await t.app.database.db.selectFrom('vendor_transactions').select('kind').where('member_id', '=', p.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['bet', 'win']);
    await expectSoundLedger(t.app);
  });
});
