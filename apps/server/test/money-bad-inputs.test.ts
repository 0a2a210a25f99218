import { ERROR_CATALOGUE, MONEY_OPS_PATHS, MONEY_PATHS, opsRejectSchema } from '@lobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectResult } from './helpers/accounts.ts';
import {
  checkout,
  createDeposit,
  depositChannel,
  integrity,
  moneyState,
  newPlayer,
  PIN,
  path,
  readyToWithdraw,
  req,
  valueOf,
  withdraw,
} from './helpers/money-api.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Every money endpoint, given bad input: a clear 4xx envelope (a catalogue code, no stack trace, never a
 * 500) and nothing written (every money table's rows and every ledger account's totals as before, the
 * ledger's own audit still sound). First a table of the inputs people and scripts get wrong, then random
 * bodies and query strings. On SQLite, or PostgreSQL.
 */

let t: TestApp;
let player: { id: number; username: string; token: string };
let withdrawalNo: string;
let depositNo: string;

beforeAll(async () => {
  t = await createTestApp();
  player = await newPlayer(t.app, 'badin', 500_000);
  const ready = await readyToWithdraw(t.app, player);
  withdrawalNo = valueOf(await withdraw(t.app, player.token, { channelId: ready.channelId, payoutAccountId: ready.accountId, amount: 300 })).orderNo;
  const channel = await depositChannel(t.app, player.token);
  const order = await createDeposit(t.app, player.token, { channelId: channel.id, amount: 500 });
  await checkout(t.app, order);
  depositNo = order.orderNo;
});

afterAll(async () => {
  await t?.close();
});

type Who = 'member' | 'ops' | 'nobody';
interface Case {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  who: Who;
  payload?: unknown;
  headers?: Record<string, string>;
  status: number | 'any4xx';
}

function send(c: Omit<Case, 'status'>): Promise<InjectResult> {
  const auth = c.who === 'member' ? { authorization: player.token } : c.who === 'ops' ? opsHeaders() : {};
  return req(t.app, c.method, c.url, { payload: c.payload, headers: { ...auth, ...c.headers } });
}

function expectClearRefusal(res: InjectResult, status: number | 'any4xx', label: string) {
  if (status === 'any4xx') {
    expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  } else {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
  }
  const body = res.json();
  expect(body.success, label).toBe(false);
  expect(Object.keys(ERROR_CATALOGUE), label).toContain(body.errorCode);
  expect(typeof body.message, label).toBe('string');
  expect(res.body, label).not.toMatch(/\bat .+\.(ts|js):\d+|stack|SQLITE|syntax error at|violates/i);
}

const wd = { channelId: 5, payoutAccountId: 1, amount: 300, paymentPassword: PIN, requestId: 'bad-input-request' };
const dep = { channelId: 1, amount: 500, requestId: 'bad-input-deposit' };

function cases(): Case[] {
  const member = (method: Case['method'], url: string, payload: unknown, status: Case['status'] = 400, headers?: Record<string, string>): Case => ({ method, url, who: 'member', payload, status, headers });
  const opsCase = (method: Case['method'], url: string, payload: unknown, status: Case['status'] = 400): Case => ({ method, url, who: 'ops', payload, status });
  const list: Case[] = [
    // deposits
    member('POST', MONEY_PATHS.depositOrders, {}),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, amount: -5 }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, amount: 0 }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, amount: 500.001 }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, amount: 1e20 }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, amount: '500' }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, channelId: 'one' }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, channelId: 1e12 }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, requestId: 'x' }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, requestId: 'has spaces in it' }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, requestId: '<script>alert(1)</script>' }),
    member('POST', MONEY_PATHS.depositOrders, { ...dep, amount: 99 }),
    member('POST', MONEY_PATHS.depositOrders, '{"channelId":1,', 400, { 'content-type': 'application/json' }),
    member('POST', MONEY_PATHS.depositOrders, '<xml/>', 415, { 'content-type': 'application/xml' }),
    member('POST', MONEY_PATHS.depositOrders, JSON.stringify({ ...dep, pad: 'x'.repeat(1_100_000) }), 413, { 'content-type': 'application/json' }),
    member('GET', path(MONEY_PATHS.depositOrder, { orderNo: 'nonsense' }), undefined),
    member('GET', path(MONEY_PATHS.depositOrder, { orderNo: 'D20261123AAAAAAAAAA' }), undefined, 404),
    member('GET', `${MONEY_PATHS.depositOrders}?status=lost`, undefined),
    member('GET', `${MONEY_PATHS.depositOrders}?limit=1000`, undefined),
    // PIN, payee, payout accounts
    member('POST', MONEY_PATHS.paymentPassword, { paymentPassword: 12345 }),
    member('POST', MONEY_PATHS.paymentPassword, { password: 'x'.repeat(129), paymentPassword: '135790' }),
    member('POST', MONEY_PATHS.paymentPassword, { password: 'Member#2026', paymentPassword: '135790' }, 409),
    member('POST', MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: PIN }),
    member('POST', MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: PIN, newPaymentPassword: '111111' }),
    member('POST', MONEY_PATHS.payeeName, { payeeName: '' }),
    member('POST', MONEY_PATHS.payeeName, { payeeName: 'Another Name' }, 409),
    member('POST', MONEY_PATHS.bankCards, { bankCode: 'GCASH' }),
    member('POST', MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: "0917'; drop table members;--" }),
    member('POST', MONEY_PATHS.bankCards, { bankCode: '../../etc', accountNo: '09171234567' }),
    member('POST', MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: '09171234567' }, 409),
    member('DELETE', path(MONEY_PATHS.bankCard, { id: 'abc' }), undefined),
    member('DELETE', path(MONEY_PATHS.bankCard, { id: '99999999999' }), undefined),
    member('DELETE', path(MONEY_PATHS.bankCard, { id: 999_999 }), undefined, 404),
    // withdrawals
    member('POST', MONEY_PATHS.withdrawOrders, {}),
    member('POST', MONEY_PATHS.withdrawOrders, { ...wd, amount: -300 }),
    member('POST', MONEY_PATHS.withdrawOrders, { ...wd, amount: 300.5001 }),
    member('POST', MONEY_PATHS.withdrawOrders, { ...wd, amount: Number.MAX_VALUE }),
    member('POST', MONEY_PATHS.withdrawOrders, { ...wd, paymentPassword: undefined }),
    member('POST', MONEY_PATHS.withdrawOrders, { ...wd, forfeitBonus: 'yes' }),
    member('POST', MONEY_PATHS.withdrawOrders, { ...wd, payoutAccountId: -1 }),
    member('POST', MONEY_PATHS.withdrawOrders, [wd]),
    member('POST', MONEY_PATHS.withdrawOrders, 'amount=300', 400, { 'content-type': 'application/x-www-form-urlencoded' }),
    member('GET', path(MONEY_PATHS.withdrawOrder, { orderNo: 'W2026' }), undefined),
    member('GET', path(MONEY_PATHS.withdrawOrder, { orderNo: 'W20261123AAAAAAAAAA' }), undefined, 404),
    member('GET', `${MONEY_PATHS.withdrawOrders}?from=abc`, undefined),
    // records
    member('GET', `${MONEY_PATHS.betRecords}?from=1&to=2&limit=-1`, undefined),
    member('GET', `${MONEY_PATHS.betRecords}?to=99999999999999999`, undefined),
    member('GET', `${MONEY_PATHS.betRecords}?gameCode=${encodeURIComponent('BGS_01; drop table')}`, undefined),
    member('GET', `${MONEY_PATHS.betRecords}?vendor=${'v'.repeat(40)}`, undefined),
    member('GET', path(MONEY_PATHS.betRecord, { id: '1.5' }), undefined),
    member('GET', path(MONEY_PATHS.betRecord, { id: 123_456 }), undefined, 404),
    member('GET', `${MONEY_PATHS.transactions}?type=bets`, undefined),
    member('GET', `${MONEY_PATHS.transactionsCsv}?from=0`, undefined),
    member('GET', `${MONEY_PATHS.lotteryOrders}?vendor=${'x'.repeat(40)}`, undefined),
    member('GET', `${MONEY_PATHS.lotteryOrderDetail}`, undefined),
    member('GET', `${MONEY_PATHS.lotteryOrderDetail}?id=0`, undefined),
    member('POST', MONEY_PATHS.lotterySubordersCancel, { id: 'all' }),
    member('POST', MONEY_PATHS.lotterySubordersCancel, { id: 424_242 }, 404),
    // operators
    opsCase('GET', `${MONEY_OPS_PATHS.withdrawals}?status=any`, undefined),
    opsCase('GET', `${MONEY_OPS_PATHS.withdrawals}?merchant=NOPE`, undefined),
    opsCase('POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: 'W20261123AAAAAAAAAA' }), undefined, 404),
    opsCase('POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: 'W20261123AAAAAAAAAA' }), { reason: 'not there at all' }, 404),
    opsCase('POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: 'x' }), { reason: 'bad order number' }),
    opsCase('POST', path(MONEY_OPS_PATHS.adjustments, { account: player.username }), { amount: '5', reason: 'x', requestId: 'adjust-bad-1' }),
    opsCase('POST', path(MONEY_OPS_PATHS.adjustments, { account: player.username }), { amount: '-1000000000', reason: 'far too much', requestId: 'adjust-bad-2' }, 409),
    opsCase('POST', path(MONEY_OPS_PATHS.adjustments, { account: player.username }), { amount: Number.NaN, reason: 'not a number', requestId: 'adjust-bad-3' }),
    // operator amounts are decimal strings: a number, a third decimal or zero is refused
    opsCase('POST', path(MONEY_OPS_PATHS.adjustments, { account: player.username }), { amount: 5, reason: 'a number, not text', requestId: 'adjust-bad-7' }),
    opsCase('POST', path(MONEY_OPS_PATHS.adjustments, { account: player.username }), { amount: '5.001', reason: 'a third decimal', requestId: 'adjust-bad-8' }),
    opsCase('POST', path(MONEY_OPS_PATHS.adjustments, { account: player.username }), { amount: '-0.00', reason: 'nothing at all', requestId: 'adjust-bad-9' }),
    opsCase('POST', `${path(MONEY_OPS_PATHS.adjustments, { account: player.username })}?merchant=NOPE`, { amount: '5', reason: 'unknown merchant', requestId: 'adjust-bad-4' }),
    opsCase('GET', `${MONEY_OPS_PATHS.dailyReport}`, undefined),
    opsCase('GET', `${MONEY_OPS_PATHS.dailyReport}?date=2026-11-31`, undefined),
    opsCase('GET', `${MONEY_OPS_PATHS.deposits}?from=-5`, undefined),
    opsCase('GET', path(MONEY_OPS_PATHS.memberLedger, { account: 'x'.repeat(200) }), undefined, 'any4xx'),
    // and with the wrong credentials
    { method: 'GET', url: MONEY_PATHS.funds, who: 'nobody', status: 401 },
    { method: 'POST', url: MONEY_PATHS.withdrawOrders, who: 'nobody', payload: wd, status: 401 },
    { method: 'POST', url: MONEY_PATHS.depositOrders, who: 'nobody', payload: dep, status: 401 },
    { method: 'GET', url: MONEY_PATHS.funds, who: 'nobody', headers: { authorization: 'forged-token-of-nobody' }, status: 401 },
    { method: 'GET', url: MONEY_OPS_PATHS.ledgerIntegrity, who: 'member', status: 401 },
    { method: 'POST', url: path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: 'W20261123AAAAAAAAAA' }), who: 'member', status: 401 },
    { method: 'POST', url: path(MONEY_OPS_PATHS.adjustments, { account: player.username }), who: 'nobody', payload: { amount: '5', reason: 'no token', requestId: 'adjust-bad-5' }, status: 401 },
    { method: 'POST', url: path(MONEY_OPS_PATHS.adjustments, { account: player.username }), who: 'nobody', headers: opsHeaders('wrong-ops-token-0123456789abcdef'), payload: { amount: '5', reason: 'bad token', requestId: 'adjust-bad-6' }, status: 401 },
    { method: 'GET', url: MONEY_PATHS.funds, who: 'member', headers: { merchant: 'NOSUCHBRAND' }, status: 400 },
  ];
  return list;
}

describe('bad inputs', () => {
  it('each gets a clear 4xx envelope and writes nothing', async () => {
    const list = cases();
    const before = await moneyState(t.app);
    for (const c of list) {
      const single = await moneyState(t.app);
      const res = await send(c);
      const label = `${c.method} ${c.url.slice(0, 120)} ${JSON.stringify(c.payload)?.slice(0, 120)}`;
      expectClearRefusal(res, c.status, label);
      expect(await moneyState(t.app), label).toEqual(single);
    }
    expect(await moneyState(t.app)).toEqual(before);
    expect((await integrity(t.app)).ok).toBe(true);
    // the fixtures are as they were: the withdrawal still held, the deposit paid once
    const w = valueOf(await req(t.app, 'GET', path(MONEY_PATHS.withdrawOrder, { orderNo: withdrawalNo }), { token: player.token }));
    expect(w.status).toBe('pending');
    const d = valueOf(await req(t.app, 'GET', path(MONEY_PATHS.depositOrder, { orderNo: depositNo }), { token: player.token }));
    expect(d.status).toBe('paid');
  });
});

/** The endpoints that take a body, with the part of it the test keeps valid so the rest is what is random. */
const BODY_ENDPOINTS: Array<{ method: 'POST'; url: () => string; who: Who }> = [
  { method: 'POST', url: () => MONEY_PATHS.depositOrders, who: 'member' },
  { method: 'POST', url: () => MONEY_PATHS.withdrawOrders, who: 'member' },
  { method: 'POST', url: () => MONEY_PATHS.paymentPassword, who: 'member' },
  { method: 'POST', url: () => MONEY_PATHS.paymentPasswordReset, who: 'member' },
  { method: 'POST', url: () => MONEY_PATHS.payeeName, who: 'member' },
  { method: 'POST', url: () => MONEY_PATHS.bankCards, who: 'member' },
  { method: 'POST', url: () => MONEY_PATHS.lotterySubordersCancel, who: 'member' },
  { method: 'POST', url: () => path(MONEY_OPS_PATHS.adjustments, { account: player.username }), who: 'ops' },
  { method: 'POST', url: () => path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: withdrawalNo }), who: 'ops' },
];

const QUERY_ENDPOINTS = [
  MONEY_PATHS.depositOrders,
  MONEY_PATHS.withdrawOrders,
  MONEY_PATHS.betRecords,
  MONEY_PATHS.transactions,
  MONEY_PATHS.transactionsCsv,
  MONEY_PATHS.lotteryOrders,
  MONEY_PATHS.lotteryOrderDetail,
  MONEY_OPS_PATHS.deposits,
  MONEY_OPS_PATHS.withdrawals,
  MONEY_OPS_PATHS.dailyReport,
];

/**
 * Values that are wrong for every field of these endpoints (no valid amount, id, PIN or name among them).
 * A rejection's reason is free text of 3 to 200 characters, so some of these ('NaN', '=1+1') are valid
 * reasons: the property leaves out bodies the rejection's own schema accepts.
 */
const wrongValue = fc.oneof(
  fc.constantFrom(null, true, false, -1, 0, 0.001, 1e21, -0, '', ' ', '０', '1e3', 'NaN', '💸', '\u0000', '=1+1', [], {}, [1, 2], { $gt: 0 }),
  fc.double({ noNaN: false }).filter((n) => !Number.isFinite(n) || n <= 0 || Math.round(n * 100) !== n * 100),
  fc.string({ maxLength: 2 }),
);

describe('random bad bodies and query strings', () => {
  it('never produce a 500 or a write', async () => {
    const before = await moneyState(t.app);
    const keys = ['channelId', 'payoutAccountId', 'amount', 'paymentPassword', 'password', 'oldPaymentPassword', 'newPaymentPassword', 'payeeName', 'bankCode', 'accountNo', 'requestId', 'reason', 'id', 'forfeitBonus', '__proto__', 'constructor'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_ENDPOINTS),
        fc.oneof(fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 3 })),
        async (endpoint, body) => {
          const rejection = endpoint.url() === path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: withdrawalNo });
          fc.pre(!(rejection && opsRejectSchema.safeParse(body).success));
          const res = await send({ method: endpoint.method, url: endpoint.url(), who: endpoint.who, payload: body });
          expectClearRefusal(res, 'any4xx', `${endpoint.url()} ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...QUERY_ENDPOINTS),
        fc.dictionary(fc.constantFrom('from', 'to', 'limit', 'beforeId', 'status', 'type', 'id', 'date', 'orderNo', 'account', 'gameType', 'merchant'), fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('-1', '0', '1e99', '9'.repeat(30), 'null', '[]')), { minKeys: 1, maxKeys: 4 }),
        async (url, query) => {
          const res = await send({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, who: url.startsWith('/ops') ? 'ops' : 'member' });
          // some random queries are valid (an empty status filter, say): those may answer 200
          expect(res.statusCode, `${url} ${JSON.stringify(query)} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode !== 200) expectClearRefusal(res, 'any4xx', `${url} ${JSON.stringify(query)}`);
        },
      ),
      { numRuns: 150 },
    );
    expect(await moneyState(t.app)).toEqual(before);
    expect((await integrity(t.app)).ok).toBe(true);
  }, 120_000);
});
