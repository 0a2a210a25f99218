import {
  CONSOLE_MONEY_PATHS,
  CONSOLE_PLAYERS_PATHS,
  cashierDepositListSchema,
  cashierWithdrawalListSchema,
  cashierWithdrawalReviewSchema,
  consoleMemberLedgerSchema,
  MONEY_OPS_PATHS,
  MONEY_PATHS,
  moneyTextToCents,
} from '@lobby/contract';
import type { CashierWithdrawalRow, ConsoleMemberLedger, LedgerTransferView } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetBatches } from '../src/core/csv-export.ts';
import { createBonus } from '../src/modules/money/bonus/index.ts';
import { accounts, createLedger } from '../src/modules/money/ledger/index.ts';
import { makeMember, manualClock } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { consoleCall, consoleLogin } from './helpers/console.ts';
import { get, newPlayer, ops, outcome, paidDeposit, path, readyToWithdraw, rid, valueOf, withdraw } from './helpers/money-api.ts';
import { settledRound } from './helpers/play.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The console's money screens against the server's answers: a player's ledger (accounts and paged
 * transfers), the withdrawal queue's filters and second-approval state, what an approver sees, the players
 * named on cashier rows, one masking rule for payout accounts, CSV exports of whole filtered lists (with
 * their audit rows), for the owner, finance and read-only roles. SQLite or PostgreSQL.
 */

// 10:00 in Manila, 1 June 2031
const clock = manualClock(Date.UTC(2031, 5, 1, 2, 0, 0));
const MINUTE = 60_000;
let t: TestApp;
let owner: string;
let finance: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  // the bonus this suite looks at is granted by the suite itself
  await t.app.database.db.updateTable('bonus_rules').set({ enabled: 0 }).execute();
  valueOf(await ops(t.app, 'PATCH', '/ops/merchants/LUCKY', { secondApprovalAmount: '500.00' }));
  owner = await consoleLogin(t.app, 'owner');
  finance = await consoleLogin(t.app, 'finance');
  viewer = await consoleLogin(t.app, 'viewer');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Player = Awaited<ReturnType<typeof newPlayer>>;
const purseOf = (p: { id: number }) => ({ memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false });

/** A round played and settled from the player's own cash (activity counts it: the approver's turnover is valid bets). */
async function play(p: Player, betCents: number, winCents: number) {
  await settledRound(t.app, { memberId: p.id, bet: betCents, win: winCents, fund: false });
  clock.advance(MINUTE);
}

const ready = new Map<number, Promise<{ accountId: number; channelId: number }>>();
async function order(p: Player, amount: number): Promise<string> {
  if (!ready.has(p.id)) ready.set(p.id, readyToWithdraw(t.app, p));
  const { accountId, channelId } = await ready.get(p.id)!;
  const placed = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount }));
  clock.advance(MINUTE);
  return placed.orderNo as string;
}

const approve = (orderNo: string) => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo }));
const ledgerOf = (account: string, query = '') => `${path(MONEY_OPS_PATHS.memberLedger, { account })}?merchant=LUCKY${query}`;

/**
 * R: deposits 1,000.00, stakes 300 and wins 100, withdraws 200 (paid), deposits 500, stakes 150, asks to
 * withdraw 600 (at the second-approval amount), then gets a 50.00 reward bonus with 1x wagering.
 */
const r = { player: undefined as unknown as Player, paid: '', big: '' };

beforeAll(async () => {
  r.player = await newPlayer(t.app, 'cmr');
  await paidDeposit(t.app, r.player.token, 1000);
  clock.advance(MINUTE);
  await play(r.player, 300_00, 100_00);
  clock.advance(MINUTE);
  r.paid = await order(r.player, 200);
  valueOf(await approve(r.paid));
  clock.advance(MINUTE);
  await paidDeposit(t.app, r.player.token, 500);
  clock.advance(MINUTE);
  await play(r.player, 150_00, 0);
  r.big = await order(r.player, 600);
  await createLedger(t.app).run((book) =>
    createBonus(t.app).grantReward(book, purseOf(r.player), { ruleCode: 'TEST_REWARD', sourceRef: rid('reward'), amount: 50_00, wageringRequired: 50_00 }),
  );
  clock.advance(MINUTE);
}, 60_000);

describe("a player's ledger (the player file's Ledger tab)", () => {
  it('answers the accounts with balance and held, and transfers newest first in pages that cover them all once', async () => {
    const first = consoleMemberLedgerSchema.parse(valueOf(await ops(t.app, 'GET', ledgerOf(r.player.username, '&limit=3'))));
    expect(first).toMatchObject({ account: r.player.username, merchant: 'LUCKY', currency: 'PHP' });
    const cash = first.accounts.find((a) => a.kind === 'member_cash');
    const bonus = first.accounts.find((a) => a.kind === 'member_bonus');
    // 1000 - 300 + 100 - 200 + 500 - 150 = 950 on the account, 600 of it held by the waiting withdrawal
    expect(cash).toMatchObject({ currency: 'PHP', demo: false, balance: '950.00', held: '600.00' });
    expect(bonus).toMatchObject({ balance: '50.00', held: '0.00' });
    expect(first.transfers).toHaveLength(3);
    expect(first.next).toBe(first.transfers[2]!.id);

    const all: LedgerTransferView[] = [...first.transfers];
    let next = first.next;
    while (next !== null) {
      const page: ConsoleMemberLedger = valueOf(await ops(t.app, 'GET', ledgerOf(r.player.username, `&limit=3&beforeId=${next}`)));
      all.push(...page.transfers);
      next = page.next;
    }
    const stored = await t.app.database.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', r.player.id).execute();
    expect(all.map((x) => x.id)).toEqual(stored.map((x) => x.id).sort((a, b) => b - a));

    // newest first: the reward, the held withdrawal, the stake, the deposit ...
    expect(all[0]).toMatchObject({ kind: 'reward', direction: 'in', memberAccount: 'member_bonus', counterparty: 'promotions', change: '50.00', currency: 'PHP' });
    const held = all.find((x) => x.reference === r.big && x.state === 'pending')!;
    expect(held).toMatchObject({ kind: 'withdrawal', direction: 'out', memberAccount: 'member_cash', counterparty: 'provider', change: '-600.00', resolution: null });
    const paidHold = all.find((x) => x.reference === r.paid && x.state === 'pending')!;
    expect(paidHold).toMatchObject({ change: '-200.00', resolution: 'posted' });
    expect(all.find((x) => x.reference === r.paid && x.state === 'post_pending')).toMatchObject({ change: '0.00' });
    expect(all.filter((x) => x.kind === 'deposit').map((x) => x.change)).toEqual(['500.00', '1000.00']);
    // the changes add up to what the player can use: 950 - 600 held + 50 bonus
    expect(all.reduce((s, x) => s + moneyTextToCents(x.change)!, 0)).toBe(400_00);
  });

  it('a Golden Dragon player’s ledger is in dong', async () => {
    const golden = await makeMember(t.app, { username: 'cm-golden', merchantCode: 'GOLDEN' });
    await createLedger(t.app).transfer({
      key: 'cm:golden:deposit',
      debit: accounts.provider('GOLDEN', 'VND', 'sandbox'),
      credit: accounts.cash({ memberId: golden.id, merchantCode: 'GOLDEN', currency: 'VND', demo: false }),
      amount: 250_000_00,
      kind: 'deposit',
      memberId: golden.id,
    });
    const v: ConsoleMemberLedger = valueOf(await ops(t.app, 'GET', `${path(MONEY_OPS_PATHS.memberLedger, { account: 'cm-golden' })}?merchant=GOLDEN`));
    expect(v.currency).toBe('VND');
    expect(v.transfers[0]).toMatchObject({ kind: 'deposit', currency: 'VND', change: '250000.00' });
    expect(v.next).toBeNull();
  });

  it('is open to the owner, finance (their merchant) and read-only; other merchants and roles are refused', async () => {
    for (const cookie of [owner, finance, viewer]) {
      const res = await consoleCall(t.app, cookie, 'GET', ledgerOf(r.player.username));
      expect(consoleMemberLedgerSchema.parse(valueOf(res)).transfers.length).toBeGreaterThan(0);
    }
    expect((await consoleCall(t.app, finance, 'GET', `${path(MONEY_OPS_PATHS.memberLedger, { account: 'cm-golden' })}?merchant=GOLDEN`)).statusCode).toBe(403);
    const content = await consoleLogin(t.app, 'content');
    expect(outcome(await consoleCall(t.app, content, 'GET', ledgerOf(r.player.username)))).toMatchObject({ status: 403, errorCode: 'ops.forbidden' });
  });

  it('answers bad input with 4xx envelopes', async () => {
    for (const q of ['&limit=0', '&limit=201', '&beforeId=x', '&beforeId=0', '&format=xml']) {
      expect(outcome(await ops(t.app, 'GET', ledgerOf(r.player.username, q))), q).toMatchObject({ status: 400, success: false });
    }
    expect(outcome(await ops(t.app, 'GET', ledgerOf('nobody-here')))).toMatchObject({ status: 404, errorCode: 'member.not.found' });
  });
});

describe('the withdrawal queue', () => {
  const queue = (query: string, cookie?: string): Promise<InjectResult> =>
    cookie ? consoleCall(t.app, cookie, 'GET', `${MONEY_OPS_PATHS.withdrawals}?${query}`) : ops(t.app, 'GET', `${MONEY_OPS_PATHS.withdrawals}?${query}`);
  const rows = async (query: string, cookie?: string): Promise<CashierWithdrawalRow[]> => cashierWithdrawalListSchema.parse(valueOf(await queue(query, cookie))).list;
  const q = { small: '', waiting: '', fresh: '' };
  let p: Player;

  beforeAll(async () => {
    p = await newPlayer(t.app, 'cmq', 5_000_00);
    q.small = await order(p, 250);
    q.waiting = await order(p, 700);
    q.fresh = await order(p, 800);
    // the owner approves the 700.00 order once: at the amount it waits for a second operator
    expect(valueOf(await consoleCall(t.app, owner, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: q.waiting })))).toMatchObject({ status: 'awaiting_second_approval' });
  }, 60_000);

  it('"Awaiting 2nd approval" lists the orders approved once, saying so and by whom', async () => {
    const waiting = await rows('merchant=LUCKY&status=awaiting_second_approval');
    expect(waiting.map((w) => w.orderNo)).toContain(q.waiting);
    expect(waiting.map((w) => w.orderNo)).not.toContain(q.fresh);
    const row = waiting.find((w) => w.orderNo === q.waiting)!;
    expect(row).toMatchObject({ status: 'awaiting_second_approval', needsSecondApproval: true, player: p.username, amount: '700.00', currency: 'PHP' });
    expect(row.approvals).toEqual([{ by: 'owner', at: expect.any(Number) }]);
    for (const w of waiting) expect(w.status).toBe('awaiting_second_approval');
  });

  it('pending lists the orders waiting for a first approval; open (the default) both', async () => {
    const pending = (await rows('merchant=LUCKY&status=pending&limit=200')).map((w) => w.orderNo);
    expect(pending).toEqual(expect.arrayContaining([q.small, q.fresh]));
    expect(pending).not.toContain(q.waiting);
    const open = await rows('merchant=LUCKY&limit=200');
    expect(open.map((w) => w.orderNo)).toEqual(expect.arrayContaining([q.small, q.waiting, q.fresh]));
    expect(open.find((w) => w.orderNo === q.waiting)!.status).toBe('awaiting_second_approval');
    expect(open.find((w) => w.orderNo === q.fresh)).toMatchObject({ status: 'pending', needsSecondApproval: true, approvals: [] });
    expect(open.find((w) => w.orderNo === q.small)).toMatchObject({ status: 'pending', needsSecondApproval: false });
    // one player's orders
    expect((await rows(`merchant=LUCKY&account=${p.username}`)).map((w) => w.orderNo).sort()).toEqual([q.small, q.waiting, q.fresh].sort());
    expect(await rows('merchant=LUCKY&account=nobody-by-that-name')).toEqual([]);
  });

  it('answers the same to finance and read-only; read-only cannot approve, and nothing moves', async () => {
    for (const cookie of [finance, viewer]) {
      expect((await rows('merchant=LUCKY&status=awaiting_second_approval', cookie)).map((w) => w.orderNo)).toContain(q.waiting);
    }
    const refused = await consoleCall(t.app, viewer, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: q.waiting }));
    expect(outcome(refused)).toMatchObject({ status: 403, errorCode: 'ops.forbidden' });
    expect((await rows('merchant=LUCKY&status=awaiting_second_approval')).find((w) => w.orderNo === q.waiting)!.approvals).toHaveLength(1);
    // the second approval, by finance, pays it out
    clock.advance(MINUTE);
    const paid = valueOf(await consoleCall(t.app, finance, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: q.waiting })));
    expect(paid).toMatchObject({ status: 'paid', needsSecondApproval: false, player: p.username });
    expect(paid.approvals.map((a: { by: string }) => a.by)).toEqual(['owner', 'finance']);
    expect((await rows('merchant=LUCKY&status=awaiting_second_approval')).map((w) => w.orderNo)).not.toContain(q.waiting);
  });

  it('refuses unknown filters with 400', async () => {
    for (const query of ['status=waiting', 'status=', 'limit=0', 'limit=500', 'beforeId=-1', 'format=pdf', 'merchant=bad!']) {
      expect(outcome(await queue(query)), query).toMatchObject({ status: 400, success: false });
    }
    expect(outcome(await queue('merchant=NOSUCH'))).toMatchObject({ status: 400, errorCode: 'merchant.unknown' });
  });
});

describe('what an approver sees', () => {
  const review = (orderNo: string, cookie?: string) => {
    const url = path(CONSOLE_MONEY_PATHS.withdrawalReview, { orderNo });
    return cookie ? consoleCall(t.app, cookie, 'GET', url) : ops(t.app, 'GET', url);
  };

  it("the player's balance, deposits, wagering and previous withdrawals", async () => {
    const facts = cashierWithdrawalReviewSchema.parse(valueOf(await review(r.big)));
    expect(facts.order).toMatchObject({ orderNo: r.big, status: 'pending', needsSecondApproval: true, player: r.player.username, amount: '600.00' });
    expect(facts.currency).toBe('PHP');
    expect(facts.player).toMatchObject({ account: r.player.username, status: 'enabled' });
    expect(facts.balances).toEqual({ cash: '950.00', bonus: '50.00', held: '600.00', withdrawable: '350.00' });
    expect(facts.deposits).toMatchObject({ count: 2, total: '1500.00', lastAmount: '500.00' });
    expect(facts.wagering).toEqual({
      turnover: '450.00',
      turnoverSinceLastDeposit: '150.00',
      bonus: { bonus: '50.00', required: '50.00', wagered: '0.00', remaining: '50.00' },
    });
    expect(facts.withdrawals).toMatchObject({ paidCount: 1, paidTotal: '200.00' });
    expect(facts.withdrawals.recent).toEqual([{ orderNo: r.paid, amount: '200.00', status: 'paid', accountNoMasked: '••••••4567', createdAt: expect.any(Number) }]);
  });

  it('read-only and finance see it; content does not; another merchant’s order is outside finance’s scope', async () => {
    expect(valueOf(await review(r.big, viewer)).order.orderNo).toBe(r.big);
    expect(valueOf(await review(r.big, finance)).order.orderNo).toBe(r.big);
    const content = await consoleLogin(t.app, 'content');
    expect((await review(r.big, content)).statusCode).toBe(403);
    expect(outcome(await review('W20310601NOSUCHORDR'))).toMatchObject({ status: 404 });
    expect(outcome(await review('not-an-order'))).toMatchObject({ status: 400 });
  });
});

describe('cashier rows name the player; payout accounts are masked by one rule everywhere', () => {
  it('deposits and withdrawals carry the player account', async () => {
    const deposits = cashierDepositListSchema.parse(valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.deposits}?merchant=LUCKY&account=${r.player.username}`))).list;
    expect(deposits.map((d) => d.player)).toEqual([r.player.username, r.player.username]);
    const withdrawals = (await ops(t.app, 'GET', `${MONEY_OPS_PATHS.withdrawals}?merchant=LUCKY&status=all&account=${r.player.username}`)).json().value.list;
    expect(withdrawals.map((w: { player: string }) => w.player)).toEqual([r.player.username, r.player.username]);
  });

  it('the player file, the queue and the player’s own list show the same mask and never the number', async () => {
    const tab = await ops(t.app, 'GET', `${path(CONSOLE_PLAYERS_PATHS.memberWithdrawals, { account: r.player.username })}?merchant=LUCKY`);
    const queue = await ops(t.app, 'GET', `${MONEY_OPS_PATHS.withdrawals}?merchant=LUCKY&status=all&account=${r.player.username}`);
    const own = await get(t.app, MONEY_PATHS.withdrawOrders, r.player.token);
    const cards = await get(t.app, MONEY_PATHS.bankCards, r.player.token);
    for (const res of [tab, queue, own, cards]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('09171234567');
      expect(res.body).toContain('••••••4567');
    }
    expect(valueOf(tab).list[0]).toMatchObject({ accountNoMasked: '••••••4567' });
  });
});

describe('CSV exports of whole filtered lists', () => {
  it('read a list batch after batch until a short one ends it', async () => {
    const ids = [9, 8, 7, 6, 5, 4, 3];
    const asked: Array<number | undefined> = [];
    const batches: number[][] = [];
    for await (const batch of keysetBatches(async (beforeId, limit) => {
      asked.push(beforeId);
      return ids.filter((id) => beforeId === undefined || id < beforeId).slice(0, limit);
    }, (id) => id, 3)) {
      batches.push(batch);
    }
    expect(batches).toEqual([[9, 8, 7], [6, 5, 4], [3]]);
    expect(asked).toEqual([undefined, 7, 4]);
  });

  const csv = (url: string, cookie?: string) => (cookie ? consoleCall(t.app, cookie, 'GET', url) : ops(t.app, 'GET', url));
  const lines = (res: InjectResult) => res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const lastExport = () => t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', 'EXPORT %').orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('withdrawals: every matching row (not one page), UTF-8 with a BOM, Manila times, decimals; the audit log says who, what and how many', async () => {
    const res = await csv(`${MONEY_OPS_PATHS.withdrawals}?merchant=LUCKY&status=all&account=${r.player.username}&limit=1&format=csv`, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="withdrawals-LUCKY-all-cmr[a-z0-9]+\.csv"$/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...body] = lines(res);
    expect(header).toBe('order,player,payee,status,currency,amount,fee,payout,channel,bank,account number,approved by,reason,created (Asia/Manila),reviewed (Asia/Manila),paid (Asia/Manila)');
    expect(body).toHaveLength(2);
    const big = body.find((l) => l.startsWith(r.big))!;
    // 10:0x in Manila on 1 June 2031, as a person reads it
    expect(big).toMatch(new RegExp(`^${r.big},${r.player.username},Juan Dela Cruz,pending,PHP,600.00,0.00,600.00,GCash,GCash,••••••4567,,,2031-06-01 10:\\d\\d:00,,$`));
    const audit = await lastExport();
    expect(audit).toMatchObject({ actor: 'finance', actor_role: 'finance', merchant_code: 'LUCKY', action: 'EXPORT /ops/withdrawals' });
    expect(JSON.parse(audit.after_json!)).toEqual({ format: 'csv', filters: { merchant: 'LUCKY', status: 'all', account: r.player.username }, rows: 2, complete: true });
    expect(audit).toMatchObject({ outcome: 'success' });
    // the audit log offers the export as an action of its own, and finds the row by it
    const actions = valueOf<{ list: { action: string; label: string }[] }>(await ops(t.app, 'GET', '/ops/audit/actions'));
    expect(actions.list).toContainEqual(expect.objectContaining({ action: 'EXPORT /ops/withdrawals', label: expect.stringMatching(/^Export CSV: /) }));
    const found = valueOf<{ list: { id: number; action: string }[] }>(await ops(t.app, 'GET', `/ops/audit?action=${encodeURIComponent('EXPORT /ops/withdrawals')}`));
    expect(found.list[0]).toMatchObject({ id: Number(audit.id), action: 'EXPORT /ops/withdrawals' });
  });

  it("a player's ledger: every transfer, its change as a decimal, in the merchant's time zone", async () => {
    const res = await csv(ledgerOf(r.player.username, '&limit=2&format=csv'), viewer);
    expect(res.statusCode).toBe(200);
    const [header, ...body] = lines(res);
    expect(header).toBe('id,time (Asia/Manila),kind,state,direction,account,counterparty,change (PHP),amount (PHP),hold,reference,memo,key');
    const stored = await t.app.database.db.selectFrom('ledger_transfers').select('id').where('member_id', '=', r.player.id).execute();
    expect(body).toHaveLength(stored.length);
    expect(body.some((l) => /,withdrawal,pending,out,member_cash,provider,-600\.00,600\.00,,/.test(l))).toBe(true);
    expect(await lastExport()).toMatchObject({ actor: 'viewer', action: 'EXPORT /ops/members/:account/ledger' });
  });

  it('deposits and adjustments export too', async () => {
    const deposits = await csv(`${MONEY_OPS_PATHS.deposits}?merchant=LUCKY&account=${r.player.username}&limit=1&format=csv`, owner);
    expect(lines(deposits)).toHaveLength(3);
    expect(lines(deposits)[0]).toBe('order,player,status,currency,amount,fee,credited,bonus,channel,provider,provider reference,failure,created (Asia/Manila),paid (Asia/Manila)');
    expect(lines(deposits)[1]).toContain(`,${r.player.username},paid,PHP,500.00,0.00,500.00,0.00,GCash,sandbox,`);
    expect(await lastExport()).toMatchObject({ actor: 'owner', action: 'EXPORT /ops/deposits' });

    // a formula in a reason stays text
    const adjusted = valueOf(await ops(t.app, 'POST', `${path(MONEY_OPS_PATHS.adjustments, { account: r.player.username })}?merchant=LUCKY`, { amount: '900', reason: '=HYPERLINK("x")', requestId: rid('adj') }));
    expect(adjusted).toMatchObject({ status: 'awaiting_second_approval' });
    const adjustments = await csv(`${CONSOLE_PLAYERS_PATHS.adjustmentsQueue}?merchant=LUCKY&format=csv`, viewer);
    const adj = lines(adjustments);
    expect(adj[0]).toBe('id,merchant,account,currency,amount,reason,status,requested by,approved by,requested (Asia/Manila),approved (Asia/Manila),transfer');
    expect(adj[1]).toContain(`,LUCKY,${r.player.username},PHP,900.00,"'=HYPERLINK(""x"")",awaiting_second_approval,ops-token,,`);
  });

  it('an operator may export only what they may read', async () => {
    const content = await consoleLogin(t.app, 'content');
    expect((await csv(`${MONEY_OPS_PATHS.withdrawals}?merchant=LUCKY&format=csv`, content)).statusCode).toBe(403);
    expect((await csv(`${MONEY_OPS_PATHS.withdrawals}?merchant=GOLDEN&format=csv`, finance)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${MONEY_OPS_PATHS.withdrawals}?merchant=LUCKY&format=csv` })).statusCode).toBe(401);
  });
});
