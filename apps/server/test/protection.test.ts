import { ACCOUNT_PATHS, MESSAGE_OPS_PATHS, MONEY_PATHS, PLAY_PATHS, PROTECTION_OPS_PATHS, PROTECTION_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, postSealed, solvedCaptcha } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import {
  createDeposit,
  depositChannel,
  expectSoundLedger,
  get,
  launchToken,
  newPlayer,
  ops,
  outcome,
  path,
  post,
  rid,
  rngGame,
  trialToken,
  valueOf,
  vendorFor,
} from './helpers/money-api.ts';
import { messagesServiceOf } from '../src/modules/content/messages/index.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newClient } from './helpers/verification.ts';

/**
 * Player protection through the API, on a clock the tests move (LUCKY counts in Asia/Manila, UTC+8):
 * limits at their boundaries and across a local midnight, the cooling period of a raise, stakes racing a
 * limit, breaks and exclusions (every session ends, no sign-in, no new account), and the operators' side.
 */

let t: TestApp;
// 2026-12-02 10:00 in Manila (a Wednesday)
let clock = Date.UTC(2026, 11, 2, 2, 0, 0);
const HOUR = 3_600_000;
let game: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  game = (await rngGame(t.app)).nodeId;
});

afterAll(async () => {
  await t?.close();
});

const put = (token: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url: PROTECTION_PATHS.limits, headers: { authorization: token }, payload: body as object }) as unknown as Promise<InjectResult>;
const state = async (token: string) => valueOf(await get(t.app, PROTECTION_PATHS.state, token));
const limitOf = async (token: string, kind: string, period: string) =>
  ((await state(token)).limits as Array<{ kind: string; period: string }>).find((l) => l.kind === kind && l.period === period) as Record<string, unknown>;
const opsPath = (template: string, account: string) => `${path(template, { account })}?merchant=LUCKY`;

async function seated(name: string, cents: number) {
  const p = await newPlayer(t.app, name, cents);
  return { ...p, vendor: vendorFor(t.app, p, await launchToken(t.app, p.token, game), game) };
}

type Seated = Awaited<ReturnType<typeof seated>>;

/** After the clock moved a day: a new sign-in and a new game launch (sessions and game tokens expire). */
async function back(p: Seated): Promise<Seated> {
  const token = await loginAt(p.username);
  return { ...p, token, vendor: vendorFor(t.app, p, await launchToken(t.app, token, game), game) };
}

/** A vendor round lost whole: the stake, then a win of nothing that closes it. */
async function lose(p: Seated, cents: number) {
  const bet = rid('b');
  const round = rid('rd');
  const answer = await p.vendor.bet(bet, round, cents);
  if (answer.status === 'RS_OK') expect((await p.vendor.win(rid('w'), round, 0, bet)).status).toBe('RS_OK');
  return answer.status;
}

describe('setting limits', () => {
  it('a first or lower limit counts at once; a raise or removal only after 24 hours, shown with its time', async () => {
    let p = await newPlayer(t.app, 'limits', 0);
    const first = valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: 500 }));
    expect(first).toMatchObject({ applied: 'now', limit: { own: 500, effective: 500, pending: null, operator: null, used: 0 } });
    // resets at the next Manila midnight: 2026-12-03 00:00 +08:00
    expect(first.limit.resetsAt).toBe(Date.UTC(2026, 11, 2, 16, 0, 0));

    const raised = valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: 800 }));
    expect(raised).toMatchObject({ applied: 'scheduled', limit: { own: 500, effective: 500, pending: { value: 800, effectiveAt: clock + 24 * HOUR } } });
    // a lower value cancels the waiting raise and counts at once
    expect(valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: 300 }))).toMatchObject({ applied: 'now', limit: { own: 300, pending: null } });
    expect(valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: 300 }))).toMatchObject({ applied: 'unchanged' });

    const removal = valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: null }));
    expect(removal).toMatchObject({ applied: 'scheduled', limit: { own: 300, effective: 300, pending: { value: null } } });
    clock += 24 * HOUR - 1;
    p = { ...p, token: await loginAt(p.username) };
    expect(await limitOf(p.token, 'deposit', 'day')).toMatchObject({ effective: 300 });
    clock += 1;
    expect(await limitOf(p.token, 'deposit', 'day')).toMatchObject({ own: null, effective: null, pending: null });
  });

  it('refuses values that are not a limit, and trial accounts, with a 4xx in the envelope and nothing written', async () => {
    const p = await newPlayer(t.app, 'badlimit', 0);
    for (const body of [
      { kind: 'loss', period: 'day', value: 0 },
      { kind: 'loss', period: 'day', value: -5 },
      { kind: 'loss', period: 'day', value: 1.005 },
      { kind: 'loss', period: 'day', value: 100_000_001 },
      { kind: 'session', period: 'day', value: 1.5 },
      { kind: 'session', period: 'day', value: 60 * 24 * 32 },
      { kind: 'loss', period: 'year', value: 10 },
      { kind: 'bets', period: 'day', value: 10 },
      { kind: 'loss', period: 'day', value: '10' },
      { kind: 'loss', period: 'day' },
      {},
    ]) {
      const res = outcome(await put(p.token, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(['rg.limit.invalid', 'request.invalid']).toContain(res.errorCode);
    }
    expect((await state(p.token)).limits.every((l: { own: unknown }) => l.own === null)).toBe(true);
    const trial = await trialToken(t.app);
    expect(outcome(await put(trial, { kind: 'loss', period: 'day', value: 10 })).errorCode).toBe('permission.trial');
    expect(outcome(await get(t.app, PROTECTION_PATHS.state)).status).toBe(401);
  });
});

describe('enforcing limits on stakes', () => {
  it('a loss limit: exactly at the limit passes, one cent over is refused, and it resets at local midnight', async () => {
    clock = Date.UTC(2026, 11, 2, 14, 0, 0); // 22:00 in Manila
    let p = await seated('losslimit', 1_000_00);
    valueOf(await put(p.token, { kind: 'loss', period: 'day', value: 100 }));
    expect(await lose(p, 60_00)).toBe('RS_OK');
    expect(await lose(p, 40_00)).toBe('RS_OK');
    expect(await limitOf(p.token, 'loss', 'day')).toMatchObject({ used: 100, effective: 100 });
    expect(await lose(p, 1)).toBe('RS_ERROR_LIMIT_REACHED');
    // a win gives room again: net loss is what counts
    const bet = rid('b');
    const round = rid('rd');
    expect(await lose(p, 1)).toBe('RS_ERROR_LIMIT_REACHED');
    clock = Date.UTC(2026, 11, 2, 16, 0, 0) - 1; // 23:59:59.999
    expect(await lose(p, 1)).toBe('RS_ERROR_LIMIT_REACHED');
    clock += 1; // local midnight
    p = await back(p);
    expect((await p.vendor.bet(bet, round, 10_00)).status).toBe('RS_OK');
    expect((await p.vendor.win(rid('w'), round, 30_00, bet)).status).toBe('RS_OK');
    // up 20.00 today: 120.00 more may be lost
    expect(await lose(p, 120_00)).toBe('RS_OK');
    expect(await lose(p, 1)).toBe('RS_ERROR_LIMIT_REACHED');
    await expectSoundLedger(t.app);
  });

  it('an open round counts as lost until it settles; a weekly limit spans the days of the week', async () => {
    clock = Date.UTC(2026, 11, 7, 2, 0, 0); // Monday 10:00 in Manila
    let p = await seated('openstake', 1_000_00);
    valueOf(await put(p.token, { kind: 'wager', period: 'week', value: 50 }));
    expect((await p.vendor.bet(rid('b'), rid('rd'), 30_00)).status).toBe('RS_OK'); // never settled
    clock += 3 * 24 * HOUR;
    p = await back(p);
    expect(await lose(p, 20_00)).toBe('RS_OK');
    expect(await lose(p, 1)).toBe('RS_ERROR_LIMIT_REACHED');
    clock = Date.UTC(2026, 11, 13, 16, 0, 0); // the next Monday 00:00 in Manila
    p = await back(p);
    expect(await lose(p, 50_00)).toBe('RS_OK');
  });

  it('an in-house bet over a limit answers 403 rg.limit.reached naming the limit and when it resets', async () => {
    clock = Date.UTC(2026, 11, 15, 2, 0, 0);
    const p = await newPlayer(t.app, 'dicelimit', 100_00);
    valueOf(await put(p.token, { kind: 'wager', period: 'day', value: 5.5 }));
    const dice = (amount: number) => ({ amount, requestId: rid('d'), params: { target: 50, direction: 'under' } });
    const url = path(PLAY_PATHS.originalBet, { game: 'dice' });
    valueOf(await post(t.app, url, dice(3), p.token));
    valueOf(await post(t.app, url, dice(2), p.token));
    const res = await post(t.app, url, dice(1), p.token);
    const refused = outcome(res);
    expect(refused).toMatchObject({ status: 403, errorCode: 'rg.limit.reached', value: { kind: 'wager', period: 'day', limit: 5.5, used: 5, resetsAt: Date.UTC(2026, 11, 15, 16, 0, 0), currency: 'PHP' } });
    expect(res.json().message).toContain('daily wager limit of PHP 5.50');
    // the refusal is in the operators' report
    await vi.waitFor(async () => {
      const report = valueOf(await ops(t.app, 'GET', `${PROTECTION_OPS_PATHS.limitHits}?merchant=LUCKY&from=2026-12-15&to=2026-12-15`));
      expect(report).toMatchObject({ timeZone: 'Asia/Manila', currency: 'PHP' });
      const rows = report.rows;
      expect(rows).toContainEqual(expect.objectContaining({ account: p.username, kind: 'wager', period: 'day', hits: 1, limit: '5.50' }));
    });
    // and in its CSV export, times on the merchant's clock (00:00 UTC+8 is 16:00 UTC the day before)
    const csv = await ops(t.app, 'GET', `${PROTECTION_OPS_PATHS.limitHits}?merchant=LUCKY&from=2026-12-15&to=2026-12-15&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('last refusal (Asia/Manila)');
    expect(lines.find((l) => l.includes(p.username))).toContain('wager,day,5.50,1,2026-12-15');
  });

  it('stakes racing a limit never pass it by a cent', async () => {
    clock = Date.UTC(2026, 11, 16, 2, 0, 0);
    const p = await seated('race', 1_000_00);
    valueOf(await put(p.token, { kind: 'loss', period: 'day', value: 10 }));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => p.vendor.bet(rid(`race${i}`), rid('rr'), 1_00)));
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'RS_ERROR_LIMIT_REACHED')).toHaveLength(30);
    expect((await p.vendor.balance()).balance).toBe(990_00 * 1000);
    await expectSoundLedger(t.app);
  }, 60_000);
});

describe('session-time limits', () => {
  it('signed-in time past the limit ends the sessions and refuses sign-in until the period resets', async () => {
    clock = Date.UTC(2026, 11, 23, 2, 0, 0); // 10:00 in Manila
    let p = await seated('sessiontime', 100_00);
    valueOf(await put(p.token, { kind: 'session', period: 'day', value: 30 }));
    // active for 29 minutes (a request every minute keeps the session seen)
    for (let i = 0; i < 29; i++) {
      clock += 60_000;
      valueOf(await get(t.app, PROTECTION_PATHS.state, p.token));
    }
    expect(await limitOf(p.token, 'session', 'day')).toMatchObject({ used: 29, effective: 30 });
    expect(await t.app.services.protection.sweepSessionLimits()).toBe(0);
    expect(await lose(p, 1_00)).toBe('RS_OK');
    clock += 60_000;
    valueOf(await get(t.app, PROTECTION_PATHS.state, p.token));
    expect(await lose(p, 1_00)).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await t.app.services.protection.sweepSessionLimits()).toBe(1);
    expect(outcome(await get(t.app, PROTECTION_PATHS.state, p.token)).status).toBe(401);
    const refused = await login(t.app, { username: p.username, password: 'Member#2026' }, { now: clock, remoteAddress: '10.88.2.1' });
    expect(refused.json()).toMatchObject({ errorCode: 'rg.limit.reached', value: { kind: 'session', period: 'day', limit: 30, used: 30, resetsAt: Date.UTC(2026, 11, 23, 16, 0, 0) } });
    clock = Date.UTC(2026, 11, 23, 16, 0, 0);
    p = await back(p);
    expect(await lose(p, 1_00)).toBe('RS_OK');
  }, 60_000);
});

describe('deposit limits', () => {
  it('counts credited and still-payable deposits; a refusal names the limit', async () => {
    clock = Date.UTC(2026, 11, 17, 2, 0, 0);
    const p = await newPlayer(t.app, 'deplimit', 0);
    const channel = await depositChannel(t.app, p.token);
    valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: 500 }));
    await createDeposit(t.app, p.token, { channelId: channel.id, amount: 400 });
    const refused = outcome(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 200, requestId: rid('dep') }, p.token));
    expect(refused).toMatchObject({ status: 403, errorCode: 'rg.limit.reached', value: { kind: 'deposit', limit: 500, used: 400 } });
    await createDeposit(t.app, p.token, { channelId: channel.id, amount: 100 });
  });

  it('deposits opened at once never pass the limit together', async () => {
    clock = Date.UTC(2026, 11, 17, 3, 0, 0);
    const p = await newPlayer(t.app, 'deprace', 0);
    const channel = await depositChannel(t.app, p.token);
    valueOf(await put(p.token, { kind: 'deposit', period: 'day', value: 1000 }));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 200, requestId: rid('dep') }, p.token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => outcome(a).errorCode === 'rg.limit.reached')).toHaveLength(7);
  });
});

describe('breaks and self-exclusion', () => {
  it('a break ends every session at once and refuses sign-in until it ends', async () => {
    clock = Date.UTC(2026, 11, 18, 2, 0, 0);
    const p = await newPlayer(t.app, 'takebreak', 10_00);
    const other = await loginAt(p.username);
    expect(outcome(await post(t.app, PROTECTION_PATHS.exclusion, { duration: '24h' }, p.token)).errorCode).toBe('rg.password.required');
    expect(outcome(await post(t.app, PROTECTION_PATHS.exclusion, { duration: '24h', password: 'wrong-one' }, p.token)).errorCode).toBe('login.password.incorrect');
    expect(outcome(await post(t.app, PROTECTION_PATHS.exclusion, { duration: '2h', password: 'Member#2026' }, p.token)).status).toBe(400);
    const started = valueOf(await post(t.app, PROTECTION_PATHS.exclusion, { duration: '24h', password: 'Member#2026' }, p.token));
    expect(started).toEqual({ kind: 'break', until: clock + 24 * HOUR });
    for (const token of [p.token, other]) expect(outcome(await get(t.app, PROTECTION_PATHS.state, token)).status).toBe(401);
    // marketing stops: a message to every player reaches others, not the member on a break
    const listener = await newPlayer(t.app, 'listener', 0);
    const sent = valueOf<{ id: number }>(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.messages}?merchant=LUCKY`, { segmentId: null, channels: ['inbox'], texts: { EN: { title: 'Weekend reload', body: 'Deposit and get more.' } } }));
    await messagesServiceOf(t.app).run(sent.id);
    const inboxOf = async (memberId: number) =>
      (await t.app.database.db.selectFrom('inbox_messages').select('title').where('member_id', '=', memberId).where('title', '=', 'Weekend reload').execute()).length;
    expect(await inboxOf(listener.id)).toBe(1);
    expect(await inboxOf(p.id)).toBe(0);
    const refused = await login(t.app, { username: p.username, password: 'Member#2026' }, { now: clock, remoteAddress: '10.88.0.1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'rg.excluded', value: { kind: 'break', until: clock + 24 * HOUR } });
    clock += 24 * HOUR;
    expect((await login(t.app, { username: p.username, password: 'Member#2026' }, { now: clock, remoteAddress: '10.88.0.2' })).statusCode).toBe(200);
  });

  it('self-exclusion: a new account with the same e-mail or payout account is refused; operators never lift it', async () => {
    clock = Date.UTC(2026, 11, 20, 2, 0, 0);
    const email = `excluded${Date.now().toString(36)}@example.com`;
    const reg = await register({ username: `selfex${Date.now().toString(36).slice(-6)}`, email });
    expect(reg.statusCode, reg.body).toBe(200);
    const token = reg.json().value.token as string;
    const username = reg.json().value.userName as string;
    const gcash = `0917${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Maria Santos' }, token));
    valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: gcash }, token));
    valueOf(await post(t.app, PROTECTION_PATHS.exclusion, { duration: 'permanent', password: 'Sunny-Harbour-42' }, token));
    const again = await register({ username: `selfez${Date.now().toString(36).slice(-6)}`, email });
    expect(again.statusCode).toBe(403);
    expect(again.json().errorCode).toBe('rg.registration.refused');
    // the same payout account on another member of the brand: refused; another account: fine
    const other = await newPlayer(t.app, 'sameaccount', 0);
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Maria Santos' }, other.token));
    expect(outcome(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: gcash }, other.token))).toMatchObject({ status: 403, errorCode: 'rg.registration.refused' });
    valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: gcash.replace(/^0917/, '0918') }, other.token));
    // permanent: ten years on, still no sign-in
    clock += 3650 * 24 * HOUR;
    expect((await login(t.app, { username, password: 'Sunny-Harbour-42' }, { now: clock, remoteAddress: '10.88.1.1' })).json()).toMatchObject({
      errorCode: 'rg.excluded',
      value: { kind: 'self_exclusion', until: null },
    });
    const lift = outcome(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberExclusionLift, username), { reason: 'asked nicely' }));
    expect(lift).toMatchObject({ status: 409, errorCode: 'rg.exclusion.own' });
    const shorter = outcome(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberExclusion, username), { duration: '5y', reason: 'review' }));
    expect(shorter).toMatchObject({ status: 409, errorCode: 'rg.exclusion.shorter' });
  });
});

describe('operators', () => {
  it('set a stricter limit (the lower counts, never loosening the player\'s), exclude and lift, all audited and in the history', async () => {
    clock = Date.UTC(2026, 11, 22, 2, 0, 0);
    const p = await seated('opslimits', 100_00);
    valueOf(await put(p.token, { kind: 'loss', period: 'day', value: 50 }));
    const loose = valueOf(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberLimits, p.username), { kind: 'loss', period: 'day', value: '80.00', reason: 'affordability' }));
    expect(loose).toMatchObject({ own: '50.00', operator: '80.00', effective: '50.00' });
    const strict = valueOf(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberLimits, p.username), { kind: 'loss', period: 'day', value: '20.00', reason: 'affordability check' }));
    expect(strict).toMatchObject({ own: '50.00', operator: '20.00', effective: '20.00' });
    expect(await lose(p, 20_00)).toBe('RS_OK');
    expect(await lose(p, 1)).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await limitOf(p.token, 'loss', 'day')).toMatchObject({ own: 50, operator: 20, effective: 20 });

    for (const bad of [
      { kind: 'loss', period: 'day', value: '-1.00', reason: 'x y z' },
      { kind: 'loss', period: 'day', value: '1.234', reason: 'x y z' },
      { kind: 'session', period: 'day', value: '1.5', reason: 'x y z' },
      { kind: 'loss', period: 'day', value: '10.00', reason: '' },
    ]) {
      expect(outcome(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberLimits, p.username), bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(outcome(await ops(t.app, 'GET', opsPath(PROTECTION_OPS_PATHS.member, 'nobody-here'))).status).toBe(404);

    const excluded = valueOf(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberExclusion, p.username), { duration: '7d', reason: 'source of funds review' }));
    expect(excluded).toMatchObject({ kind: 'operator', until: clock + 7 * 24 * HOUR, reason: 'source of funds review' });
    expect(outcome(await get(t.app, PROTECTION_PATHS.state, p.token)).status).toBe(401);
    expect(await lose(p, 1)).toBe('RS_ERROR_USER_DISABLED');
    valueOf(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberExclusionLift, p.username), { reason: 'documents received' }));
    expect(outcome(await ops(t.app, 'POST', opsPath(PROTECTION_OPS_PATHS.memberExclusionLift, p.username), { reason: 'again' })).errorCode).toBe('rg.exclusion.none');

    const file = valueOf(await ops(t.app, 'GET', opsPath(PROTECTION_OPS_PATHS.member, p.username)));
    expect(file).toMatchObject({ exclusion: null, currency: 'PHP', timeZone: 'Asia/Manila' });
    expect(file.exclusions[0]).toMatchObject({ kind: 'operator', liftedAt: clock });
    expect(file.history.map((h: { action: string }) => h.action)).toEqual(['exclusion.lifted', 'exclusion.started', 'operator.limit.set', 'operator.limit.set', 'limit.set']);
    expect(file.history[1]).toMatchObject({ actor: expect.any(String), reason: 'source of funds review' });
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('target', 'like', `%${p.username}%`).where('action', 'like', '%protection%').execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });
});

describe('statement', () => {
  it('twelve months, newest first, with the month of a credited deposit', async () => {
    const p = await newPlayer(t.app, 'statement', 0);
    const v = valueOf(await get(t.app, PROTECTION_PATHS.statement, p.token));
    expect(v.months).toHaveLength(12);
    expect(v.months[0].month).toBe('2026-12');
    expect(v.months[11].month).toBe('2026-01');
  });
});

async function loginAt(username: string): Promise<string> {
  const res = await login(t.app, { username, password: 'Member#2026' }, { now: clock, remoteAddress: '10.88.9.9' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}

async function register(payload: Record<string, unknown>) {
  const client = newClient();
  const captcha = await solvedCaptcha(t.app, { remoteAddress: client.remoteAddress, headers: client.headers });
  return postSealed(
    t.app,
    ACCOUNT_PATHS.register,
    { registerMethod: 'H5', registerUrl: 'localhost', password: 'Sunny-Harbour-42', confirmPassword: 'Sunny-Harbour-42', ...captcha, ...payload },
    { headers: client.headers, remoteAddress: client.remoteAddress, now: clock },
  );
}
