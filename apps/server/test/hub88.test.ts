import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { GAME_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hub88User } from '../src/integrations/game-vendors/hub88/wallet-scheme.ts';
import { signBody, integrationSecret } from '../src/modules/play/seamless-wallet/protocol.ts';
import { startHub88Standin } from './helpers/hub88-standin.ts';
import type { Hub88Answer, Hub88Session, Hub88Standin } from './helpers/hub88-standin.ts';
import { expectSoundLedger, funds, moneyState, newPlayer, post, trialToken, UNITS } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Hub88 as an operator integrates it, against a local Hub88 that speaks its protocol byte for byte: the
 * launch asks Hub88 for the game URL with a body signed by the operator's RSA key; Hub88 then calls the
 * operator's wallet (balance, bet, win, rollback) over HTTP, signed with its own key, on the real server
 * listening on a port. Every status of the wallet, the ledger exact afterwards; a refusal moves nothing.
 * On SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

const VENDOR = 'FC';
const OPERATOR_ID = 4242;
const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let t: TestApp;
let hub88: Hub88Standin;
let gameCode: string;
let nodeId: string;

beforeAll(async () => {
  hub88 = await startHub88Standin({ operatorId: OPERATOR_ID, operatorPublicKey: operatorKeys.publicKey });
  t = await createTestApp({
    publicUrl: 'https://casino.example',
    hub88: {
      apiUrl: hub88.url,
      operatorId: OPERATOR_ID,
      privateKey: operatorKeys.privateKey,
      publicKey: hub88.publicKey,
      vendors: [VENDOR],
      country: 'PH',
      subPartnerId: undefined,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hub88.walletUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/vendor-api/HUB88`;
  const rows = await t.app.database.db
    .selectFrom('games')
    .select(['node_id', 'game_code'])
    .where('merchant_code', '=', 'LUCKY')
    .where('vassalage', '=', VENDOR)
    .where('enabled', '=', 1)
    .where('game_type', '=', 'RNG')
    .orderBy('id')
    .limit(2)
    .execute();
  gameCode = rows[0]!.game_code;
  nodeId = rows[0]!.node_id;
  hub88.games.add(gameCode);
});

afterAll(async () => {
  await t?.close();
  await hub88?.close();
});

async function launch(token: string, node = nodeId) {
  return post(t.app, GAME_PATHS.launch, { nodeId: node }, token);
}

/** A player with cash, launched into the Hub88 game: Hub88's session of them. */
async function seated(name: string, cents: number): Promise<{ id: number; token: string; s: Hub88Session }> {
  const p = await newPlayer(t.app, name, cents);
  const res = await launch(p.token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, s: hub88.sessionOf(res.json().value.url as string) };
}

async function refusedWith(send: () => Promise<Hub88Answer>, status: string): Promise<Hub88Answer> {
  const before = await moneyState(t.app);
  const answer = await send();
  expect(answer.status).toBe(status);
  expect(await moneyState(t.app)).toEqual(before);
  return answer;
}

const tx = () => randomUUID();

describe('launch', () => {
  it('asks Hub88 for the game URL with the documented body, signed with the operator key, and opens it', async () => {
    const p = await newPlayer(t.app, 'h88launch', 1_000);
    const res = await launch(p.token);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().value.url as string;
    expect(url.startsWith(`${hub88.url}/play/`)).toBe(true);
    const sent = hub88.launches.at(-1)!;
    expect(Object.keys(sent).sort()).toEqual(
      ['country', 'currency', 'deposit_url', 'game_code', 'game_currency', 'ip', 'lang', 'lobby_url', 'meta', 'operator_id', 'platform', 'token', 'user'].sort(),
    );
    expect(sent).toMatchObject({
      user: hub88User(p.id),
      platform: 'GPL_MOBILE',
      operator_id: OPERATOR_ID,
      game_code: gameCode,
      currency: 'PHP',
      game_currency: 'PHP',
      country: 'PH',
      deposit_url: 'https://casino.example/m/deposit',
      meta: {},
    });
    expect(sent.lobby_url).toMatch(/^https:\/\/casino\.example\//);
    expect(sent.lang).toMatch(/^[a-z]{2}$/);
    expect(typeof sent.ip).toBe('string');
    expect((sent.token as string).length).toBeGreaterThanOrEqual(10);
    expect((sent.token as string).length).toBeLessThanOrEqual(255);
  });

  it('answers game.provider.unavailable when Hub88 refuses the signature (a key Hub88 does not hold)', async () => {
    const p = await newPlayer(t.app, 'h88sig');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const saved = hub88.operatorPublicKey;
    hub88.operatorPublicKey = other.publicKey;
    try {
      const res = await launch(p.token);
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/game\.provider\.unavailable/);
    } finally {
      hub88.operatorPublicKey = saved;
    }
  });

  it('answers game.not.found for a game Hub88 does not know', async () => {
    const p = await newPlayer(t.app, 'h88unknown');
    hub88.games.delete(gameCode);
    try {
      const res = await launch(p.token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatch(/game\.not\.found/);
    } finally {
      hub88.games.add(gameCode);
    }
  });

  it("launches a trial account in Hub88's DEMO mode: fun money (currency XXX), no user or token of our wallet", async () => {
    const freeplay = await t.app.database.db
      .selectFrom('games')
      .select(['node_id', 'game_code'])
      .where('merchant_code', '=', 'LUCKY')
      .where('vassalage', '=', VENDOR)
      .where('enabled', '=', 1)
      .where('freeplay', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    hub88.games.add(freeplay.game_code);
    const res = await launch(await trialToken(t.app), freeplay.node_id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = hub88.launches.at(-1)!;
    expect(sent).toMatchObject({ currency: 'XXX', game_currency: 'XXX', game_code: freeplay.game_code });
    expect(sent).not.toHaveProperty('user');
    expect(sent).not.toHaveProperty('token');
  });

  it('answers game.disabled when Hub88 has not enabled the game, country or currency for the operator', async () => {
    const other = await createTestApp({ hub88: { ...t.config.hub88!, country: 'XX' } });
    try {
      const token = (await newPlayer(other.app, 'h88country2')).token;
      const res = await post(other.app, GAME_PATHS.launch, { nodeId }, token);
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatch(/game\.disabled/);
    } finally {
      await other.close();
    }
  });

  it('answers game.provider.unavailable when Hub88 does not answer', async () => {
    const down = await createTestApp({
      hub88: { ...t.config.hub88!, apiUrl: 'http://127.0.0.1:9' },
    });
    try {
      const token = (await newPlayer(down.app, 'h88down2')).token;
      const res = await post(down.app, GAME_PATHS.launch, { nodeId }, token);
      expect(res.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('wallet', () => {
  it('answers the balance, takes a bet, pays a win, in 1/100,000 units; the ledger is exact', async () => {
    const p = await seated('h88play', 10_000);
    expect(await hub88.balance(p.s)).toMatchObject({ user: p.s.user, status: 'RS_OK', currency: 'PHP', balance: 10_000 * UNITS });
    const bet = tx();
    expect(await hub88.bet(p.s, { transaction_uuid: bet, round: 'r-1', amount: 2_550 * UNITS })).toMatchObject({ status: 'RS_OK', balance: 7_450 * UNITS });
    expect(await hub88.win(p.s, { transaction_uuid: tx(), reference_transaction_uuid: bet, round: 'r-1', amount: 5_000 * UNITS })).toMatchObject({
      status: 'RS_OK',
      balance: 12_450 * UNITS,
    });
    expect((await funds(t.app, p.token)).cash).toBe(124.5);
    const rounds = await t.app.database.db.selectFrom('game_rounds').selectAll().where('member_id', '=', p.id).execute();
    expect(rounds.map((r) => [r.vendor, r.round_ref, Number(r.bet_cents), Number(r.win_cents), r.status])).toEqual([[VENDOR, 'r-1', 2_550, 5_000, 'settled']]);
    await expectSoundLedger(t.app);
  });

  it('echoes the request uuid, answers HTTP 200 with the status and the balance for a refusal', async () => {
    const p = await seated('h88echo', 1_000);
    const body = { ...hub88.betBody(p.s, { transaction_uuid: tx(), round: 'r-x', amount: 10_000 * UNITS }) };
    const before = await moneyState(t.app);
    const { status, answer } = await hub88.raw('transaction/bet', JSON.stringify(body));
    expect(status).toBe(200);
    expect(answer).toEqual({ user: p.s.user, status: 'RS_ERROR_NOT_ENOUGH_MONEY', request_uuid: body.request_uuid, currency: 'PHP', balance: 1_000 * UNITS });
    expect(await moneyState(t.app)).toEqual(before);
  });

  it('answers a repeated transaction with its first answer, and a reused id with other data as a duplicate', async () => {
    const p = await seated('h88dup', 5_000);
    const bet = tx();
    const first = await hub88.bet(p.s, { transaction_uuid: bet, round: 'r-d', amount: 1_000 * UNITS });
    expect(first).toMatchObject({ status: 'RS_OK', balance: 4_000 * UNITS });
    expect(await hub88.bet(p.s, { transaction_uuid: bet, round: 'r-d', amount: 1_000 * UNITS })).toMatchObject({ status: 'RS_OK', balance: 4_000 * UNITS });
    await refusedWith(() => hub88.bet(p.s, { transaction_uuid: bet, round: 'r-d', amount: 2_000 * UNITS }), 'RS_ERROR_DUPLICATE_TRANSACTION');
    const win = tx();
    expect(await hub88.win(p.s, { transaction_uuid: win, reference_transaction_uuid: bet, round: 'r-d', amount: 500 * UNITS })).toMatchObject({ status: 'RS_OK', balance: 4_500 * UNITS });
    expect(await hub88.win(p.s, { transaction_uuid: win, reference_transaction_uuid: bet, round: 'r-d', amount: 500 * UNITS })).toMatchObject({ status: 'RS_OK', balance: 4_500 * UNITS });
    expect((await funds(t.app, p.token)).cash).toBe(45);
    await expectSoundLedger(t.app);
  });

  it('rolls a bet back (once), and a rollback of a bet not seen yet is remembered: the late bet is refused', async () => {
    const p = await seated('h88rb', 5_000);
    const bet = tx();
    expect(await hub88.bet(p.s, { transaction_uuid: bet, round: 'r-rb', amount: 1_200 * UNITS })).toMatchObject({ balance: 3_800 * UNITS });
    const rb = tx();
    expect(await hub88.rollback(p.s, { transaction_uuid: rb, reference_transaction_uuid: bet, round: 'r-rb' })).toMatchObject({ status: 'RS_OK', balance: 5_000 * UNITS });
    expect(await hub88.rollback(p.s, { transaction_uuid: rb, reference_transaction_uuid: bet, round: 'r-rb' })).toMatchObject({ status: 'RS_OK', balance: 5_000 * UNITS });
    // a win for the rolled-back bet pays nothing
    await refusedWith(() => hub88.win(p.s, { transaction_uuid: tx(), reference_transaction_uuid: bet, round: 'r-rb', amount: 100 * UNITS }), 'RS_ERROR_TRANSACTION_ROLLED_BACK');

    const late = tx();
    expect(await hub88.rollback(p.s, { transaction_uuid: tx(), reference_transaction_uuid: late, round: 'r-late' })).toMatchObject({ status: 'RS_OK', balance: 5_000 * UNITS });
    await refusedWith(() => hub88.bet(p.s, { transaction_uuid: late, round: 'r-late', amount: 700 * UNITS }), 'RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await funds(t.app, p.token)).cash).toBe(50);
    await expectSoundLedger(t.app);
  });

  it('refuses a win for a bet it never took', async () => {
    const p = await seated('h88nobet', 1_000);
    await refusedWith(() => hub88.win(p.s, { transaction_uuid: tx(), reference_transaction_uuid: tx(), round: 'r-nb', amount: 100 * UNITS }), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  });

  it('refuses unknown users and tokens, another game, another currency', async () => {
    const p = await seated('h88who', 1_000);
    const other = await seated('h88other', 1_000);
    await refusedWith(() => hub88.balance(p.s, { token: 'not-a-token-at-all' }), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => hub88.balance(p.s, { token: other.s.token }), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => hub88.balance(p.s, { user: String(p.id) }), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => hub88.balance(p.s, { user: hub88User(999_999_999) }), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => hub88.bet(p.s, { transaction_uuid: tx(), round: 'r-w', amount: 100 * UNITS }, { token: 'forged-token-0123456789' }), 'RS_ERROR_INVALID_TOKEN');
    await refusedWith(() => hub88.balance(p.s, { game_code: 'ctl_no_such_game' }), 'RS_ERROR_INVALID_GAME');
    await refusedWith(() => hub88.bet(p.s, { transaction_uuid: tx(), round: 'r-w', amount: 100 * UNITS }, { game_code: 'ctl_no_such_game' }), 'RS_ERROR_INVALID_GAME');
    await refusedWith(() => hub88.bet(p.s, { transaction_uuid: tx(), round: 'r-w', amount: 100 * UNITS }, { currency: 'EUR' }), 'RS_ERROR_WRONG_CURRENCY');
    // a Hub88 free bet (a reward of its Freebets API, not connected here) takes no money
    await refusedWith(() => hub88.bet(p.s, { transaction_uuid: tx(), round: 'r-f', amount: 100 * UNITS }, { is_free: true }), 'RS_ERROR_WRONG_SYNTAX');
  });

  it('refuses a bad, missing or foreign signature, and a malformed body, moving nothing', async () => {
    const p = await seated('h88forged', 5_000);
    const body = JSON.stringify(hub88.betBody(p.s, { transaction_uuid: tx(), round: 'r-s', amount: 100 * UNITS }));
    const refused = async (send: () => Promise<{ status: number; answer: Hub88Answer }>, status: string) => {
      await refusedWith(async () => {
        const res = await send();
        expect(res.status).toBe(200);
        return res.answer;
      }, status);
    };
    const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreignSig = createSign('RSA-SHA256').update(body).sign(foreign.privateKey, 'base64');
    await refused(() => hub88.raw('transaction/bet', body, null), 'RS_ERROR_INVALID_SIGNATURE');
    await refused(() => hub88.raw('transaction/bet', body, 'bm90IGEgc2lnbmF0dXJl'), 'RS_ERROR_INVALID_SIGNATURE');
    await refused(() => hub88.raw('transaction/bet', body, foreignSig), 'RS_ERROR_INVALID_SIGNATURE');
    // the signature covers the exact bytes: Hub88's signature of the body does not cover the body and a space
    const { answer: good } = await hub88.raw('user/balance', JSON.stringify({ user: p.s.user, token: p.s.token, request_uuid: tx(), game_code: p.s.game_code }));
    expect(good.status).toBe('RS_OK');
    await refused(() => hub88.raw('transaction/bet', `${body} `, hub88.sign(body)), 'RS_ERROR_INVALID_SIGNATURE');
    // the operator's own key is not Hub88's
    await refused(() => hub88.raw('transaction/bet', body, createSign('RSA-SHA256').update(body).sign(operatorKeys.privateKey, 'base64')), 'RS_ERROR_INVALID_SIGNATURE');
    // the demo integration's HMAC is not Hub88's scheme, and Hub88's is not the demo integration's
    const hmac = signBody(integrationSecret(t.app.secret, 'HUB88'), body);
    await refused(async () => {
      const res = await fetch(hub88.walletUrl + '/transaction/bet', { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': hmac }, body });
      return { status: res.status, answer: (await res.json()) as Hub88Answer };
    }, 'RS_ERROR_INVALID_SIGNATURE');
    await refused(async () => {
      const res = await fetch(hub88.walletUrl.replace('/HUB88', '/DEMO') + '/transaction/bet', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return { status: res.status, answer: (await res.json()) as Hub88Answer };
    }, 'RS_ERROR_INVALID_SIGNATURE');
    // malformed: not JSON; fields missing; fields of the wrong types
    await refused(() => hub88.raw('transaction/bet', '{"user":'), 'RS_ERROR_WRONG_SYNTAX');
    await refused(() => hub88.raw('transaction/bet', JSON.stringify({ user: p.s.user, request_uuid: tx() })), 'RS_ERROR_WRONG_SYNTAX');
    await refused(() => hub88.raw('transaction/bet', JSON.stringify({ ...JSON.parse(body), amount: '100000' })), 'RS_ERROR_WRONG_TYPES');
    await refused(() => hub88.raw('transaction/bet', JSON.stringify({ ...JSON.parse(body), amount: 100 * UNITS + 1 })), 'RS_ERROR_WRONG_SYNTAX');
    await expectSoundLedger(t.app);
  });

  it('takes concurrent bets of one player exactly: never more than the balance', async () => {
    const p = await seated('h88conc', 1_000);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => hub88.bet(p.s, { transaction_uuid: tx(), round: `r-c${i}`, amount: 300 * UNITS })));
    const ok = answers.filter((a) => a.status === 'RS_OK').length;
    expect(ok).toBe(3);
    expect(answers.filter((a) => a.status !== 'RS_OK').every((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toBe(true);
    expect((await funds(t.app, p.token)).cash).toBe(1);
    await expectSoundLedger(t.app);
  });
});
