import { ACCOUNT_PATHS, AGENT_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, countRows, makeMember, postSealed, setCashBalance, solvedCaptcha } from './helpers/accounts.ts';
import { expectSoundLedger, funds, get, loginToken, outcome, paidDeposit, path, PIN, post, rid, trialToken, valueOf } from './helpers/money-api.ts';
import { settledRound } from './helpers/play.ts';
import { localDate } from '../src/lib/time-zone.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

/**
 * Team figures count by LUCKY's day (Manila time). The app's clock runs from noon of today's Manila date, so a run
 * that crosses local midnight does not split the rounds, deposits and accounts it makes across two days.
 */
const SHIFT = Date.parse(`${localDate(Date.now(), 'Asia/Manila')}T12:00:00+08:00`) - Date.now();
const clock = () => Date.now() + SHIFT;

interface Who {
  id: number;
  username: string;
  token: string;
}

/** The tree the tests build through the API: agent01 > subA > memberB, agent01 > memberA; a sibling agent apart. */
const tree = {} as { top: Who; subA: Who; memberA: Who; memberB: Who; sibling: Who; siblingMember: Who };
const PASSWORD = 'Team#2026x';
let n = 0;
const uname = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${n++}`;

async function create(parent: Who, kind: 'member' | 'agent', username = uname(kind === 'agent' ? 'sub' : 'mem')): Promise<Who> {
  const made = valueOf<{ id: number; username: string }>(await post(t.app, AGENT_PATHS.teamMember, { kind, username, password: PASSWORD }, parent.token));
  return { id: made.id, username: made.username, token: await loginToken(t.app, made.username, PASSWORD) };
}

async function teamOf(who: Who, query = ''): Promise<{ items: Array<{ id: number; username: string; level: number; isAgent: boolean; upline: string; bets: number; netResult: number; deposits: number }>; total: number }> {
  return valueOf(await get(t.app, `${AGENT_PATHS.team}${query}`, who.token));
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  const top = await t.app.database.db.selectFrom('members').select(['id']).where('username_key', '=', 'agent01').executeTakeFirstOrThrow();
  tree.top = { id: top.id, username: AGENT.username, token: await loginToken(t.app, AGENT.username, AGENT.password) };
  tree.subA = await create(tree.top, 'agent');
  tree.memberA = await create(tree.top, 'member');
  tree.memberB = await create(tree.subA, 'member');
  const sibling = await makeMember(t.app, { username: uname('sib'), type: 7 });
  tree.sibling = { id: sibling.id, username: sibling.username, token: await loginToken(t.app, sibling.username, sibling.password) };
  tree.siblingMember = await create(tree.sibling, 'member');
});

afterAll(async () => {
  await t.close();
});

describe('access', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', AGENT_PATHS.home],
    ['GET', AGENT_PATHS.team],
    ['POST', AGENT_PATHS.teamMember, { kind: 'member', username: 'someone1', password: PASSWORD }],
    ['GET', AGENT_PATHS.kpi],
    ['POST', AGENT_PATHS.relay, { requestId: 'abcdefgh1', memberId: 1, amount: 1, paymentPassword: PIN }],
    ['GET', AGENT_PATHS.contracts],
    ['POST', AGENT_PATHS.contracts, { agentId: 1, kind: 'dividend', terms: { period: 'week', shareBp: 1000 } }],
    ['POST', path(AGENT_PATHS.contractRespond, { id: 1 }), { accept: true }],
    ['GET', AGENT_PATHS.contractCheck],
  ];

  it('answers visitors 401, trial accounts 403 permission.trial and players 403 permission.denied, writing nothing', async () => {
    const trial = await trialToken(t.app);
    const members = await countRows(t.app, 'members');
    for (const [method, url, payload] of calls) {
      const send = (token?: string) => t.app.inject({ method: method as 'GET', url, payload: payload as never, headers: token ? { authorization: token } : {} });
      expect(outcome(await send()), `${method} ${url}`).toMatchObject({ status: 401, errorCode: 'login.required' });
      expect(outcome(await send(trial)), `${method} ${url}`).toMatchObject({ status: 403, errorCode: 'permission.trial' });
      expect(outcome(await send(tree.memberA.token)), `${method} ${url}`).toMatchObject({ status: 403, errorCode: 'permission.denied' });
    }
    expect(await countRows(t.app, 'members')).toBe(members);
  });
});

describe('downline tree', () => {
  it("shows the agent its whole team, nearest first, with each member's level and upline", async () => {
    const team = await teamOf(tree.top, '?q=' + tree.memberB.username);
    expect(team.items).toEqual([expect.objectContaining({ id: tree.memberB.id, level: 2, upline: tree.subA.username, isAgent: false })]);
    const agents = await teamOf(tree.top, '?kind=agent');
    expect(agents.items.map((m) => m.username)).toEqual(expect.arrayContaining([tree.subA.username, 'agent02']));
    expect(agents.items.every((m) => m.isAgent)).toBe(true);
    const all = await teamOf(tree.top);
    // the seeded tree (agent02, its two players, two players) plus the three made here
    expect(all.total).toBe(8);
    expect(all.items.map((m) => m.level)).toEqual([...all.items.map((m) => m.level)].sort());
  });

  it('never shows an agent anything outside its own tree: not its upline, a sibling or their members', async () => {
    const sub = await teamOf(tree.subA);
    expect(sub.items.map((m) => m.id)).toEqual([tree.memberB.id]);
    const sibling = await teamOf(tree.sibling);
    expect(sibling.items.map((m) => m.id)).toEqual([tree.siblingMember.id]);
    expect((await teamOf(tree.sibling, `?q=${tree.memberA.username}`)).total).toBe(0);
  });

  it("gives the home card the agent's code, upline and counts", async () => {
    const home = valueOf(await get(t.app, AGENT_PATHS.home, tree.subA.token));
    expect(home).toMatchObject({ username: tree.subA.username, upline: AGENT.username, directMembers: 1, directAgents: 0, teamSize: 1, currency: 'PHP' });
    expect(home.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const top = valueOf(await get(t.app, AGENT_PATHS.home, tree.top.token));
    expect(top).toMatchObject({ affiliateCode: 'AGENT01', upline: null, directMembers: 3, directAgents: 2, teamSize: 8 });
  });

  it("puts a member registered with an agent's invitation code in that agent's team, and one invited by a player in none", async () => {
    const register = async (code: string) => {
      const username = uname('inv');
      const remoteAddress = `10.88.0.${n}`;
      const captcha = await solvedCaptcha(t.app, { remoteAddress });
      const body = { registerMethod: 'H5', registerUrl: 'localhost', ...captcha, username, password: PASSWORD, confirmPassword: PASSWORD, affiliateCode: code };
      const res = await postSealed(t.app, ACCOUNT_PATHS.register, body, { remoteAddress, now: clock() });
      expect(res.statusCode, res.body).toBe(200);
      return t.app.database.db.selectFrom('members').select(['id', 'upline_id']).where('username_key', '=', username).executeTakeFirstOrThrow();
    };
    const byAgent = await register(valueOf(await get(t.app, AGENT_PATHS.home, tree.subA.token)).affiliateCode);
    expect(byAgent.upline_id).toBe(tree.subA.id);
    expect((await teamOf(tree.top, '?kind=member')).items.map((m) => m.id)).toContain(byAgent.id);
    expect((await teamOf(tree.subA)).items.find((m) => m.id === byAgent.id)).toMatchObject({ level: 1 });
    const byPlayer = await register('LUCKYDEMO');
    expect(byPlayer.upline_id).toBeNull();
  });

  it('opens accounts by the registration rules and refuses bad input with 4xx, writing nothing', async () => {
    const members = await countRows(t.app, 'members');
    const bad: Array<[unknown, number, string]> = [
      [{ kind: 'member', username: 'ab', password: PASSWORD }, 400, 'register.field.invalid'],
      [{ kind: 'member', username: 'has space1', password: PASSWORD }, 400, 'register.field.invalid'],
      [{ kind: 'member', username: uname('ok'), password: 'short' }, 400, 'password.too.short'],
      [{ kind: 'member', username: tree.memberA.username.toUpperCase(), password: PASSWORD }, 409, 'register.username.exists'],
      [{ kind: 'boss', username: uname('ok'), password: PASSWORD }, 400, 'request.invalid'],
      [{ username: uname('ok'), password: PASSWORD }, 400, 'request.invalid'],
      ['not json', 415, 'request.unsupported.media'],
    ];
    for (const [body, status, errorCode] of bad) {
      expect(outcome(await post(t.app, AGENT_PATHS.teamMember, body, tree.top.token)), JSON.stringify(body)).toMatchObject({ status, errorCode });
    }
    expect(await countRows(t.app, 'members')).toBe(members);
    for (const query of ['?page=0', '?kind=boss', `?q=${'x'.repeat(40)}`]) {
      expect(outcome(await get(t.app, `${AGENT_PATHS.team}${query}`, tree.top.token)).status, query).toBe(400);
    }
  });

  it('makes a sub-agent an agent of the opener\'s type, able to log in and open its own members', async () => {
    const row = await t.app.database.db.selectFrom('members').select(['type', 'upline_id']).where('id', '=', tree.subA.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 7, upline_id: tree.top.id });
    const tiers = await t.app.database.db.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('member_id', '=', tree.memberB.id).orderBy('depth').execute();
    expect(tiers).toEqual([{ ancestor_id: tree.subA.id, depth: 1 }, { ancestor_id: tree.top.id, depth: 2 }]);
  });
});

describe('team KPI', () => {
  beforeAll(async () => {
    // memberB (level 2 under agent01) plays and deposits today; siblingMember plays too (outside agent01's tree)
    const at = clock() - 60_000;
    const rounds = [
      [tree.memberB.id, 10_000, 2_500],
      [tree.siblingMember.id, 99_900, 0],
      [tree.memberB.id, 5_000, 0],
    ] as const;
    for (const [memberId, bet, win] of rounds) await settledRound(t.app, { memberId, bet, win, at });
    await paidDeposit(t.app, tree.memberB.token, 300);
  });

  it("counts the sub-agent's team today: its member's bets, GGR, deposits, first deposit and commission", async () => {
    const kpi = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=today`, tree.subA.token));
    expect(kpi.timeZone).toBe('Asia/Manila');
    expect(kpi.from).toBe(kpi.to);
    // every member of subA's team was opened today (memberB, and the one its invitation code registered)
    const newMembers = (await teamOf(tree.subA)).total;
    expect(kpi.totals).toEqual({ newMembers, activePlayers: 1, firstDeposits: 1, deposits: 300, withdrawals: 0, validBets: 150, ggr: 125, commission: 0.75 });
    expect(kpi.days).toEqual([{ date: kpi.to, ...kpi.totals }]);
  });

  it('includes deeper levels for the upline and never the sibling tree', async () => {
    const top = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=month`, tree.top.token));
    const today = top.days.at(-1);
    expect(today.date).toBe(top.to);
    // the seeded players' rounds today plus memberB's; the sibling's 999.00 stake is not there
    expect(today.validBets).toBeGreaterThanOrEqual(150);
    const sibling = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=today`, tree.sibling.token));
    expect(sibling.totals).toMatchObject({ validBets: 999, activePlayers: 1, ggr: 999, deposits: 0 });
    const week = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=week`, tree.subA.token));
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.totals.validBets).toBe(150);
  });

  it('answers a custom range and refuses a bad one with 400 agent.range.invalid', async () => {
    const today = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=today`, tree.subA.token)).to as string;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 9 * 86_400_000).toISOString().slice(0, 10);
    const custom = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=custom&from=${from}&to=${today}`, tree.subA.token));
    expect(custom.days).toHaveLength(10);
    expect(custom.totals.validBets).toBe(150);
    const future = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const q of ['period=custom', `period=custom&from=${today}&to=${from}`, 'period=custom&from=2026-01-01&to=2026-12-31', `period=custom&from=${today}&to=${future}`, 'period=custom&from=2026-02-30&to=2026-03-01']) {
      expect(outcome(await get(t.app, `${AGENT_PATHS.kpi}?${q}`, tree.subA.token)), q).toMatchObject({ status: 400, errorCode: 'agent.range.invalid' });
    }
    expect(outcome(await get(t.app, `${AGENT_PATHS.kpi}?period=year`, tree.subA.token)).status).toBe(400);
    expect(outcome(await get(t.app, `${AGENT_PATHS.kpi}?period=custom&from=yesterday&to=${today}`, tree.subA.token)).status).toBe(400);
  });
});

describe('payment relay', () => {
  let relayer: Who;
  let target: Who;

  beforeAll(async () => {
    relayer = await create(tree.top, 'agent');
    target = await create(relayer, 'member');
    await setCashBalance(t.app, relayer.id, 100_000);
    valueOf(await post(t.app, MONEY_PATHS.paymentPassword, { password: PASSWORD, paymentPassword: PIN }, relayer.token));
  });

  const relay = (body: Record<string, unknown>, who: Who = relayer) =>
    post(t.app, AGENT_PATHS.relay, { requestId: rid('relay'), memberId: target.id, amount: 100, paymentPassword: PIN, ...body }, who.token);

  it("moves the amount from the agent's cash to the member's on the ledger, once per request id", async () => {
    const requestId = rid('relay');
    const first = valueOf(await relay({ requestId, amount: 250.5 }));
    expect(first).toMatchObject({ memberId: target.id, username: target.username, amount: 250.5, available: 749.5 });
    const again = valueOf(await relay({ requestId, amount: 250.5 }));
    expect(again).toEqual(first);
    expect((await funds(t.app, target.token)).cash).toBe(250.5);
    expect((await funds(t.app, relayer.token)).cash).toBe(749.5);
    expect(outcome(await relay({ requestId, amount: 20 }))).toMatchObject({ status: 409, errorCode: 'request.id.conflict' });
    // each side's statement shows its own leg
    const lines = await t.app.database.db.selectFrom('ledger_transfers').select(['member_id', 'amount', 'kind']).where('transfer_key', 'like', `relay:${relayer.id}:${requestId}:%`).orderBy('id').execute();
    expect(lines.map((l) => [l.member_id, Number(l.amount), l.kind])).toEqual([[relayer.id, 25_050, 'relay'], [target.id, 25_050, 'relay']]);
    await expectSoundLedger(t.app);
  });

  it('is exact under concurrent identical requests: one relay, every answer the same', async () => {
    const before = (await funds(t.app, relayer.token)).cash;
    const requestId = rid('race');
    // five at once: the PIN check lets no more through at a time (guesses in flight count as tries)
    const answers = await Promise.all(Array.from({ length: 5 }, () => relay({ requestId, amount: 10 })));
    const ids = new Set(answers.map((a) => valueOf<{ id: number }>(a).id));
    expect(ids.size).toBe(1);
    expect((await funds(t.app, relayer.token)).cash).toBe(before - 10);
    const rows = await t.app.database.db.selectFrom('agent_relays').select('id').where('request_id', '=', requestId).execute();
    expect(rows).toHaveLength(1);
    await expectSoundLedger(t.app);
  });

  it('spends no more than the agent has when different relays race', async () => {
    const poorAgent = await create(tree.top, 'agent');
    const member = await create(poorAgent, 'member');
    await setCashBalance(t.app, poorAgent.id, 1_000);
    valueOf(await post(t.app, MONEY_PATHS.paymentPassword, { password: PASSWORD, paymentPassword: PIN }, poorAgent.token));
    const answers = await Promise.all(Array.from({ length: 5 }, () => relay({ memberId: member.id, amount: 3 }, poorAgent)));
    const statuses = answers.map((a) => outcome(a));
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s.status !== 200).every((s) => s.errorCode === 'wallet.insufficient.funds')).toBe(true);
    expect((await funds(t.app, poorAgent.token)).cash).toBe(1);
    expect((await funds(t.app, member.token)).cash).toBe(9);
    await expectSoundLedger(t.app);
  });

  it('refuses a wrong PIN, a member outside the tree, too much money and bad input, moving nothing', async () => {
    const transfers = await countRows(t.app, 'ledger_transfers');
    const relays = (await t.app.database.db.selectFrom('agent_relays').select('id').execute()).length;
    const cases: Array<[Record<string, unknown>, number, string, Who?]> = [
      [{ paymentPassword: '135792' }, 400, 'withdraw.password.wrong'],
      [{ memberId: tree.siblingMember.id }, 404, 'agent.member.not.found'],
      [{ memberId: tree.top.id }, 404, 'agent.member.not.found'],
      [{ memberId: relayer.id }, 404, 'agent.member.not.found'],
      [{ memberId: 2_000_000 }, 404, 'agent.member.not.found'],
      [{ amount: 1_000_000 }, 409, 'wallet.insufficient.funds'],
      [{ amount: 0 }, 400, 'request.invalid'],
      [{ amount: -5 }, 400, 'request.invalid'],
      [{ amount: 1.005 }, 400, 'request.invalid'],
      [{ paymentPassword: '12' }, 400, 'request.invalid'],
      [{ requestId: 'x' }, 400, 'request.invalid'],
      [{ memberId: 'abc' }, 400, 'request.invalid'],
      // an agent without a PIN
      [{ memberId: tree.memberB.id }, 409, 'withdraw.password.not.set', tree.subA],
    ];
    for (const [body, status, errorCode, who] of cases) {
      expect(outcome(await relay(body, who)), JSON.stringify(body)).toMatchObject({ status, errorCode });
    }
    expect(await countRows(t.app, 'ledger_transfers')).toBe(transfers);
    expect((await t.app.database.db.selectFrom('agent_relays').select('id').execute()).length).toBe(relays);
  });
});

describe('contracts', () => {
  const salary = { kind: 'salary', terms: { tiers: [{ minValidBet: 10_000, rateBp: 30 }, { minValidBet: 0, rateBp: 10 }] } };

  it('lets the upline offer a direct sub-agent a contract, which the agent sees, is prompted for and accepts once', async () => {
    const offered = valueOf(await post(t.app, AGENT_PATHS.contracts, { agentId: tree.subA.id, ...salary }, tree.top.token));
    expect(offered).toMatchObject({ kind: 'salary', status: 'pending', upline: AGENT.username, agent: tree.subA.username, mine: false });
    // tiers are kept lowest first
    expect(offered.salary.tiers.map((x: { minValidBet: number }) => x.minValidBet)).toEqual([0, 10_000]);
    const check = valueOf(await get(t.app, AGENT_PATHS.contractCheck, tree.subA.token));
    expect(check).toEqual({ dailysalreqtype: String(offered.id), divtypecompperiodreq: '', contracthoursalreq: '' });
    expect(valueOf(await get(t.app, AGENT_PATHS.contractCheck, tree.top.token))).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
    const mine = valueOf(await get(t.app, `${AGENT_PATHS.contracts}?kind=salary`, tree.subA.token));
    expect(mine).toEqual([expect.objectContaining({ id: offered.id, mine: true })]);

    const respond = (who: Who, accept: boolean) => post(t.app, path(AGENT_PATHS.contractRespond, { id: offered.id }), { accept }, who.token);
    expect(outcome(await respond(tree.top, true))).toMatchObject({ status: 404, errorCode: 'agent.contract.not.found' });
    expect(outcome(await respond(tree.sibling, true))).toMatchObject({ status: 404, errorCode: 'agent.contract.not.found' });
    expect(valueOf(await respond(tree.subA, true))).toMatchObject({ status: 'active' });
    expect(outcome(await respond(tree.subA, false))).toMatchObject({ status: 409, errorCode: 'agent.contract.not.pending' });
    expect(valueOf(await get(t.app, AGENT_PATHS.contractCheck, tree.subA.token)).dailysalreqtype).toBe('');
  });

  it('replaces a waiting offer of the same kind and keeps one active contract per kind', async () => {
    const dividend = (shareBp: number) => post(t.app, AGENT_PATHS.contracts, { agentId: tree.subA.id, kind: 'dividend', terms: { period: 'week', shareBp } }, tree.top.token);
    const first = valueOf(await dividend(1000));
    const second = valueOf(await dividend(2000));
    expect(valueOf(await get(t.app, AGENT_PATHS.contractCheck, tree.subA.token)).divtypecompperiodreq).toBe(String(second.id));
    expect(outcome(await post(t.app, path(AGENT_PATHS.contractRespond, { id: first.id }), { accept: true }, tree.subA.token)).errorCode).toBe('agent.contract.not.pending');
    valueOf(await post(t.app, path(AGENT_PATHS.contractRespond, { id: second.id }), { accept: false }, tree.subA.token));
    const list = valueOf(await get(t.app, `${AGENT_PATHS.contracts}?kind=dividend`, tree.subA.token));
    expect(list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[second.id, 'refused']]);
  });

  it('offers contracts only to direct sub-agents that take them, with valid terms', async () => {
    const nonContract = await create(tree.top, 'agent');
    await t.app.database.db.updateTable('members').set({ type: 41 }).where('id', '=', nonContract.id).execute();
    const contracts = await t.app.database.db.selectFrom('agent_contracts').select('id').execute();
    const bad: Array<[unknown, number, string]> = [
      [{ agentId: tree.memberA.id, ...salary }, 400, 'agent.contract.not.sub.agent'],
      [{ agentId: tree.sibling.id, ...salary }, 400, 'agent.contract.not.sub.agent'],
      [{ agentId: tree.top.id, ...salary }, 400, 'agent.contract.not.sub.agent'],
      [{ agentId: nonContract.id, ...salary }, 400, 'agent.contract.not.sub.agent'],
      [{ agentId: tree.subA.id, kind: 'salary', terms: { tiers: [{ minValidBet: 5, rateBp: 10 }, { minValidBet: 5, rateBp: 20 }] } }, 400, 'agent.contract.tiers.invalid'],
      [{ agentId: tree.subA.id, kind: 'salary', terms: { tiers: [] } }, 400, 'request.invalid'],
      [{ agentId: tree.subA.id, kind: 'hourly', terms: { tiers: [{ minValidBet: 0, rateBp: 9_000 }] } }, 400, 'request.invalid'],
      [{ agentId: tree.subA.id, kind: 'dividend', terms: { period: 'day', shareBp: 10 } }, 400, 'request.invalid'],
      [{ agentId: tree.subA.id, kind: 'bonus', terms: {} }, 400, 'request.invalid'],
    ];
    for (const [body, status, errorCode] of bad) {
      expect(outcome(await post(t.app, AGENT_PATHS.contracts, body, tree.top.token)), JSON.stringify(body)).toMatchObject({ status, errorCode });
    }
    // the sub-agent's own sub-agent is not the top agent's to contract with
    const deep = await create(tree.subA, 'agent');
    expect(outcome(await post(t.app, AGENT_PATHS.contracts, { agentId: deep.id, ...salary }, tree.top.token)).errorCode).toBe('agent.contract.not.sub.agent');
    expect(await t.app.database.db.selectFrom('agent_contracts').select('id').execute()).toHaveLength(contracts.length);
    // a type that never gets prompts answers an empty check
    expect(valueOf(await get(t.app, AGENT_PATHS.contractCheck, nonContract.token))).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
  });
});
