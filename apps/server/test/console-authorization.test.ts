import { CONSOLE_PLAYERS_PATHS, MONEY_OPS_PATHS, OPS_ENDPOINTS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, roleHolds } from '../src/core/operators/permissions.ts';
import type { OperatorRole, Permission } from '../src/core/operators/permissions.ts';
import type { RouteEntry } from '../src/plugins/route-table.ts';
import { consoleCall, consoleLogin, newOperator, tokenCall } from './helpers/console.ts';
import { funds, newPlayer, path, readyToWithdraw, valueOf, withdraw } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The authorization matrix, generated from the app's own route table: every /ops route names a permission;
 * an operator is refused (403) exactly when their role lacks it; read_only changes nothing; an operator
 * refused on merchants outside their scope, also for resources found by id; and every change that succeeds
 * leaves one audit row.
 */
let t: TestApp;
const now = Date.UTC(2026, 10, 24, 9, 0, 0);
const clock = () => now;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Seeded operators of each role, all seeing LUCKY. */
const BY_ROLE: Record<OperatorRole, string> = {
  owner: 'owner',
  finance: 'finance',
  content: 'content',
  support: 'support',
  agent_manager: 'agents',
  read_only: 'viewer',
};
const cookies = {} as Record<OperatorRole, string>;
let opsRoutes: RouteEntry[] = [];

/** Plausible values for path params: the guard decides before the handler looks them up. */
function fill(url: string, merchant: string): string {
  const values: Record<string, string> = { code: merchant, account: 'demo', orderNo: 'W20261124NOPE', id: '999999', username: 'nobody', gameId: '1', kind: 'merchant' };
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

function urlOf(route: RouteEntry, merchant: string): string {
  return `${fill(route.url, merchant)}?merchant=${merchant}&date=2026-11-24`;
}

/** A live stream never ends under inject: only the refusal is checked on those. */
const isStream = (route: RouteEntry) => /stream/.test(route.url);

async function auditCount(): Promise<number> {
  const row = await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  opsRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/ops/') && !r.url.startsWith('/ops/auth/'));
  for (const [role, username] of Object.entries(BY_ROLE) as [OperatorRole, string][]) cookies[role] = await consoleLogin(t.app, username);
});

afterAll(async () => {
  await t?.close();
});

describe('the route table', () => {
  it('has a permission on every /ops route outside /ops/auth/*, and only known ones', () => {
    expect(opsRoutes.length).toBeGreaterThan(15);
    const missing = opsRoutes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of opsRoutes) expect(Object.keys(PERMISSIONS)).toContain(r.permission);
  });

  it('serves exactly the contract\'s descriptors under /ops, each with the permission and summary it names', () => {
    const served = t.app.routeTable.filter((r) => r.url.startsWith('/ops/'));
    const key = (method: string, url: string) => `${method} ${url}`;
    const described = new Map(Object.values(OPS_ENDPOINTS).map((e) => [key(e.method, e.path), e]));
    expect(described.size).toBe(Object.keys(OPS_ENDPOINTS).length);
    expect(served.map((r) => key(r.method, r.url)).sort()).toEqual([...described.keys()].sort());
    for (const r of served) {
      const e = described.get(key(r.method, r.url))!;
      expect(r.permission, key(r.method, r.url)).toBe('permission' in e ? e.permission : undefined);
      expect(r.summary, key(r.method, r.url)).toBe(e.summary);
    }
  });
});

describe('roles', () => {
  it('are refused exactly where their role lacks the permission (never a 500)', async () => {
    const wrong: string[] = [];
    const passed: string[] = [];
    for (const route of opsRoutes) {
      const permission = route.permission as Permission;
      for (const role of Object.keys(BY_ROLE) as OperatorRole[]) {
        const allowed = roleHolds(role, permission);
        if (allowed && isStream(route)) continue;
        const before = await auditCount();
        const res = await consoleCall(t.app, cookies[role], route.method as 'GET', urlOf(route, 'LUCKY'), MUTATING.has(route.method) ? {} : undefined);
        const label = `${role} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) wrong.push(`500: ${label}`);
        if ((res.statusCode === 403) !== !allowed) wrong.push(`${allowed ? 'refused' : 'let through'}: ${label}`);
        // every change leaves exactly one audit row naming it, with its outcome: success, refused (403) or failed
        if (MUTATING.has(route.method)) {
          const after = await auditCount();
          const last = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
          const outcome = res.statusCode < 400 ? 'success' : res.statusCode === 403 ? 'refused' : 'failed';
          if (res.statusCode < 400) passed.push(`${role} ${route.method} ${route.url}`);
          if (after !== before + 1 || last.action !== `${route.method} ${route.url}` || last.actor !== BY_ROLE[role]) wrong.push(`no audit row: ${label}`);
          else if (last.outcome !== outcome || Number(last.http_status) !== res.statusCode) wrong.push(`audit row says ${last.outcome} ${last.http_status}: ${label}`);
          // a change states what was there before it (null for something new), never nothing
          else if (res.statusCode < 400 && last.before_json === null) wrong.push(`no before stated: ${label}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // the audit half is not empty: some changes went through (a no-op merchant patch, a settlement run)
    expect(passed).toContain('owner PATCH /ops/merchants/:code');
    expect(passed).toContain('agent_manager POST /ops/agents/settle');
  });

  it('read_only changes nothing: every changing route answers 403', async () => {
    const changing = opsRoutes.filter((r) => MUTATING.has(r.method));
    expect(changing.length).toBeGreaterThan(5);
    for (const route of changing) {
      const res = await consoleCall(t.app, cookies.read_only, route.method as 'POST', urlOf(route, 'LUCKY'), {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('the automation token passes every permission', async () => {
    const res = await tokenCall(t.app, 'GET', '/ops/audit?limit=1');
    expect(res.statusCode).toBe(200);
  });
});

describe('merchant scope', () => {
  let luckyOwner: string;
  let goldenFinance: string;

  beforeAll(async () => {
    luckyOwner = (await newOperator(t.app, { username: 'lucky-owner', role: 'owner', merchants: ['LUCKY'] })).cookie;
    goldenFinance = (await newOperator(t.app, { username: 'golden-fin', role: 'finance', merchants: ['GOLDEN'] })).cookie;
  });

  it('refuses a LUCKY-only operator on GOLDEN on every route, in path, query or body', async () => {
    const wrong: string[] = [];
    for (const route of opsRoutes) {
      const res = await consoleCall(t.app, luckyOwner, route.method as 'GET', urlOf(route, 'GOLDEN'), MUTATING.has(route.method) ? { merchant: 'GOLDEN' } : undefined);
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // GOLDEN hidden behind LUCKY in a repeated parameter
    expect((await consoleCall(t.app, luckyOwner, 'GET', '/ops/withdrawals?merchant=LUCKY&merchant=GOLDEN')).statusCode).toBe(403);
    // a merchant named only in the body
    const body = await consoleCall(t.app, luckyOwner, 'POST', '/ops/agents/settle', { merchant: 'GOLDEN' });
    expect(body.statusCode).toBe(403);
  });

  it('lists only the merchants in scope', async () => {
    const lucky = (await consoleCall(t.app, luckyOwner, 'GET', '/ops/merchants')).json().value as { code: string }[];
    expect(lucky.map((m) => m.code)).toEqual(['LUCKY']);
    const content = (await consoleCall(t.app, cookies.content, 'GET', '/ops/merchants')).json().value as { code: string }[];
    expect(content.map((m) => m.code).sort()).toEqual(['GOLDEN', 'LUCKY']);
    const all = (await tokenCall(t.app, 'GET', '/ops/merchants')).json().value as unknown[];
    expect(all.length).toBeGreaterThan(2);
  });

  it('lets an owner of some merchants manage only operators within them', async () => {
    const list = (await consoleCall(t.app, luckyOwner, 'GET', '/ops/operators')).json().value.list as { username: string }[];
    const names = list.map((o) => o.username);
    expect(names).toContain('finance');
    expect(names).not.toContain('owner');
    expect(names).not.toContain('content');
    const body = { username: 'too-wide', displayName: 'x', password: 'Too#Wide-2026', role: 'support' };
    expect((await consoleCall(t.app, luckyOwner, 'POST', '/ops/operators', { ...body, merchants: 'all' })).statusCode).toBe(403);
    expect((await consoleCall(t.app, luckyOwner, 'POST', '/ops/operators', { ...body, merchants: ['LUCKY', 'GOLDEN'] })).statusCode).toBe(403);
    expect((await consoleCall(t.app, luckyOwner, 'PATCH', '/ops/operators/content', { disabled: true })).statusCode).toBe(403);
    const made = await consoleCall(t.app, luckyOwner, 'POST', '/ops/operators', { ...body, merchants: ['LUCKY'] });
    expect(made.statusCode, made.body).toBe(200);
  });

  it('checks the merchant of a manual adjustment found by its number', async () => {
    const player = await newPlayer(t.app, 'scadj', 0);
    const filed = await tokenCall(t.app, 'POST', `${path(MONEY_OPS_PATHS.adjustments, { account: player.username })}?merchant=LUCKY`, {
      amount: '60000.00',
      reason: 'Lost deposit found',
      requestId: `scope-adj-${Date.now()}`,
    });
    const { id } = valueOf<{ status: string; id: number }>(filed);
    const approve = path(CONSOLE_PLAYERS_PATHS.approveAdjustment, { id });
    const res = await consoleCall(t.app, goldenFinance, 'POST', approve, {});
    expect(res.statusCode, res.body).toBe(403);
    expect((await funds(t.app, player.token)).cash).toBe(0);
    const row = await t.app.db.selectFrom('pending_adjustments').select(['status', 'transfer_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'awaiting_second_approval', transfer_id: null });
  });

  it('checks the merchant of a withdrawal found by its number', async () => {
    const player = await newPlayer(t.app, 'scope', 50_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, player);
    const order = valueOf<{ orderNo: string }>(await withdraw(t.app, player.token, { channelId, payoutAccountId: accountId, amount: 200 }));
    const approve = path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo });
    const reject = path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: order.orderNo });
    // no merchant named at all: the order's own merchant is checked
    expect((await consoleCall(t.app, goldenFinance, 'POST', approve, {})).statusCode).toBe(403);
    expect((await consoleCall(t.app, goldenFinance, 'POST', reject, { reason: 'not yours' })).statusCode).toBe(403);
    // and the queue without a merchant is the operator's own merchant, not the default one
    const queue = valueOf<{ list: { orderNo: string }[] }>(await consoleCall(t.app, goldenFinance, 'GET', MONEY_OPS_PATHS.withdrawals));
    expect(queue.list.map((o) => o.orderNo)).not.toContain(order.orderNo);

    const done = await consoleCall(t.app, cookies.finance, 'POST', reject, { reason: 'Payee name does not match' });
    expect(done.statusCode, done.body).toBe(200);
    const row = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor: 'finance', actor_role: 'finance', merchant_code: 'LUCKY', action: 'POST /ops/withdrawals/:orderNo/reject' });
    expect(JSON.parse(row.before_json!)).toEqual({ status: 'pending' });
    expect(JSON.parse(row.after_json!)).toMatchObject({ status: 'rejected' });
    const reviewed = await t.app.db.selectFrom('withdrawal_orders').select('reviewed_by').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(reviewed.reviewed_by).toBe('finance');
  });

  it('checks the merchant of a promotion application found by id', async () => {
    const member = await t.app.db.selectFrom('members').select('id').where('merchant_code', '=', 'GOLDEN').executeTakeFirstOrThrow();
    const promotion = await t.app.db.selectFrom('announcements').select('id').executeTakeFirstOrThrow();
    const application = await t.app.db
      .insertInto('promotion_applications')
      .values({ member_id: member.id, announcement_id: promotion.id, remark: '', status: 'pending', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/ops/promotions/applications/${application.id}`;
    const content = await consoleLogin(t.app, 'content');
    const luckyContent = await newOperator(t.app, { username: 'lucky-content', role: 'content', merchants: ['LUCKY'] });
    expect((await consoleCall(t.app, luckyContent.cookie, 'PATCH', url, { status: 'approved' })).statusCode).toBe(403);
    const ok = await consoleCall(t.app, content, 'PATCH', url, { status: 'approved' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
