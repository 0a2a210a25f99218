import { AML_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectResult } from './helpers/accounts.ts';
import { get, newPlayer, ops, outcome, paidDeposit, path, readyToWithdraw, valueOf, withdraw } from './helpers/money-api.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Anti-money-laundering alerts through the API: a covered transaction above the merchant's threshold (the
 * AMLA casino default for PHP, or the operator's), a withdrawal after little play, the queue operators clear
 * or report (audited, decided once), and the regulator's CSV. On SQLite, or PostgreSQL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // the daily withdrawal count would stop the withdrawals below
  await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
});

afterAll(async () => {
  await t?.close();
});

const rulesUrl = `${AML_OPS_PATHS.rules}?merchant=LUCKY`;
const alerts = async (query = '') => valueOf(await ops(t.app, 'GET', `${AML_OPS_PATHS.alerts}?merchant=LUCKY${query}`));
const decide = (id: number, body: unknown) => ops(t.app, 'POST', path(AML_OPS_PATHS.alertDecision, { id }), body);

describe('rules', () => {
  it('default to the AMLA casino threshold for PHP and a turnover of once the deposit; operators change them', async () => {
    expect(valueOf(await ops(t.app, 'GET', rulesUrl))).toMatchObject({ merchantCode: 'LUCKY', currency: 'PHP', coveredThreshold: '5000000.00', turnoverBp: 10_000, updatedBy: null });
    for (const bad of [{ coveredThreshold: 'lots', turnoverBp: 10_000 }, { coveredThreshold: '0.00', turnoverBp: 10_000 }, { coveredThreshold: '100.00', turnoverBp: -1 }, { coveredThreshold: '100.00' }]) {
      expect(outcome(await rulesPut(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(valueOf(await rulesPut({ coveredThreshold: '1000.00', turnoverBp: 10_000 }))).toMatchObject({ coveredThreshold: '1000.00', turnoverBp: 10_000, updatedBy: 'ops-token' });
  });
});

describe('alerts', () => {
  it('a deposit above the threshold is covered; a withdrawal after little play is suspicious; each once', async () => {
    const p = await newPlayer(t.app, 'amlplayer', 0);
    const below = await paidDeposit(t.app, p.token, 1000);
    const above = await paidDeposit(t.app, p.token, 1500);
    const open = (await alerts()).list.filter((a: { account: string }) => a.account === p.username);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: 'covered', source: 'deposit', reference: above.orderNo, amount: '1500.00', currency: 'PHP', status: 'open' });
    expect(open[0].reason).toContain('PHP 1000.00');
    expect(open.some((a: { reference: string }) => a.reference === below.orderNo)).toBe(false);

    // no play since the 1,500.00 deposit: a withdrawal of 500.00 is suspicious (not covered: below the threshold)
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 500, forfeitBonus: true }));
    const after = (await alerts('&kind=suspicious')).list.filter((a: { account: string }) => a.account === p.username);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ kind: 'suspicious', source: 'withdrawal', amount: '500.00' });
    expect(after[0].reason).toContain('stakes of PHP 0.00 since the latest deposit of PHP 1500.00');
  });

  it('operators clear or report an open alert once, audited; bad decisions are refused', async () => {
    const p = await newPlayer(t.app, 'amldecide', 0);
    await paidDeposit(t.app, p.token, 2000);
    const [alert] = (await alerts()).list.filter((a: { account: string }) => a.account === p.username);
    expect(outcome(await decide(alert.id, { decision: 'report', note: 'large cash deposit' }))).toMatchObject({ status: 400, errorCode: 'aml.report.reference.required' });
    expect(outcome(await decide(alert.id, { decision: 'clear', note: '' })).status).toBe(400);
    expect(outcome(await decide(alert.id, { decision: 'maybe', note: 'hmm hmm' })).status).toBe(400);
    expect(outcome(await decide(999_999, { decision: 'clear', note: 'not there' }))).toMatchObject({ status: 404, errorCode: 'aml.alert.not.found' });
    expect(outcome(await ops(t.app, 'POST', `${AML_OPS_PATHS.alerts}/0/decision`, { decision: 'clear', note: 'zero' })).status).toBe(400);
    const reported = valueOf(await decide(alert.id, { decision: 'report', note: 'covered transaction report filed', reportReference: 'CTR-2026-000123' }));
    expect(reported).toMatchObject({ status: 'reported', decidedBy: 'ops-token', reportReference: 'CTR-2026-000123' });
    expect(outcome(await decide(alert.id, { decision: 'clear', note: 'again' }))).toMatchObject({ status: 409, errorCode: 'aml.alert.decided' });
    expect((await alerts()).list.some((a: { id: number }) => a.id === alert.id)).toBe(false);
    expect((await alerts('&status=reported')).list.some((a: { id: number }) => a.id === alert.id)).toBe(true);
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', '%/ops/aml/alerts/:id/decision%').execute();
    expect(audit.some((a) => (a.after_json ?? '').includes('CTR-2026-000123'))).toBe(true);
  });

  it('exports the queue as a CSV for the regulator, and refuses a backwards range', async () => {
    const res = await get(t.app, `${AML_OPS_PATHS.alerts}?merchant=LUCKY&status=all&format=csv`, undefined, opsHeaders());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('alert id,raised (Asia/Manila),kind,transaction,reference,account,amount,currency,reason,status,decided by,decided (Asia/Manila),note,report reference');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(outcome(await ops(t.app, 'GET', `${AML_OPS_PATHS.alerts}?merchant=LUCKY&from=2026-12-02&to=2026-12-01`)).status).toBe(400);
  });
});

function rulesPut(body: unknown) {
  return t.app.inject({ method: 'PUT', url: rulesUrl, headers: opsHeaders(), payload: body as object }) as unknown as Promise<InjectResult>;
}

describe.runIf(process.env.TEST_DATABASE_URL)('on a pool of one connection', () => {
  // A transaction that reloaded the merchants' snapshot would wait for a second connection while holding
  // the only one (and, under load, its row locks): with the pool's wait bounded, that is a 503.
  it('deposits credited and withdrawals held while the merchants snapshot keeps expiring all go through', async () => {
    const one = await createTestApp({ databasePool: { size: 1, statementTimeoutMs: 10_000, waitMs: 2_000 } });
    const churn = setInterval(() => one.app.merchants.invalidate(), 1);
    try {
      await one.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
      const p = await newPlayer(one.app, 'onepool', 0);
      for (let i = 0; i < 3; i++) await paidDeposit(one.app, p.token, 1000);
      const { accountId, channelId } = await readyToWithdraw(one.app, p);
      for (let i = 0; i < 3; i++) {
        const r = await withdraw(one.app, p.token, { channelId, payoutAccountId: accountId, amount: 200, forfeitBonus: true });
        expect(outcome(r), r.body).toMatchObject({ status: 200 });
      }
      const suspicious = (await valueOf(await ops(one.app, 'GET', `${AML_OPS_PATHS.alerts}?merchant=LUCKY&kind=suspicious`))).list;
      expect(suspicious.filter((a: { account: string }) => a.account === p.username)).toHaveLength(3);
    } finally {
      clearInterval(churn);
      await one.close();
    }
  }, 60_000);
});
