import { MONEY_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/lib/csv.ts';
import { centsText } from '../src/lib/cents-text.ts';
import { accounts, createLedger } from '../src/modules/money/ledger/index.ts';
import { makeMember, manualClock } from './helpers/accounts.ts';
import { consoleCall, consoleLogin } from './helpers/console.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { launchToken, loginToken, newPlayer, ops, paidDeposit, valueOf, vendorFor } from './helpers/money-api.ts';
import { paidDepositOf, settledRound } from './helpers/play.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

// The test's clock starts on 1 November 2031 and its own activity is at noon of 5 December 2031 in Manila
// (LUCKY's time zone): years after the demo's seeded past week, which is written around the day the suite runs,
// so none of that history falls in the days the reports below cover, whatever the date of the run.
const clock = manualClock(Date.UTC(2031, 10, 1, 4, 0, 0));
const DAY = '2031-12-05';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  // ready before the clock moves: the demo's deposits and withdrawal are made when the app gets ready
  await t.app.ready();
  clock.set(Date.UTC(2031, 11, 5, 4, 0, 0));
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Row {
  merchant: string;
  key: string;
  name: string;
  rounds: number;
  players: number;
  bets: string;
  wins: string;
  ggr: string;
}
interface Section {
  currency: string;
  merchants: string[];
  rows: Row[];
  totals: Omit<Row, 'merchant' | 'key' | 'name'>;
}
interface Report {
  kind: string;
  merchants: Array<{ code: string; currency: string; timeZone: string }>;
  currencies: Section[];
}
/** The one currency section of a one-merchant report. */
function only(report: Report): Section {
  expect(report.currencies).toHaveLength(1);
  return report.currencies[0]!;
}

const report = async (kind: string, query = `merchant=LUCKY&from=${DAY}&to=${DAY}`): Promise<InjectResult> =>
  ops(t.app, 'GET', `/ops/reports/${kind}?${query}`);

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sum = (rows: Row[], field: 'bets' | 'wins' | 'ggr') => rows.reduce((s, r) => s + cents(r[field]), 0);

/** Two RNG games of LUCKY from different vendors. */
async function twoVendorsGames(): Promise<{ nodeId: string; vendor: string }[]> {
  const rows = await t.app.database.db
    .selectFrom('games')
    .select(['node_id', 'vassalage'])
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'RNG')
    .orderBy('id')
    .execute();
  const first = rows[0]!;
  const second = rows.find((r) => r.vassalage !== first.vassalage)!;
  return [first, second].map((r) => ({ nodeId: r.node_id, vendor: r.vassalage }));
}

describe('console reports', () => {
  beforeAll(async () => {
    const [a, b] = await twoVendorsGames();
    const agent = await makeMember(t.app, { username: '=cmd|agent' });
    const p = await newPlayer(t.app, 'rep-p');
    const q = await newPlayer(t.app, 'rep-q');
    await t.app.database.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', q.id).execute();
    await paidDeposit(t.app, p.token, 1000);
    await paidDeposit(t.app, q.token, 1000);
    const pa = vendorFor(t.app, p, await launchToken(t.app, p.token, a!.nodeId), a!.nodeId);
    const pb = vendorFor(t.app, p, await launchToken(t.app, p.token, b!.nodeId), b!.nodeId);
    const qa = vendorFor(t.app, q, await launchToken(t.app, q.token, a!.nodeId), a!.nodeId);
    await pa.bet('cr-b1', 'cr-r1', 100_00);
    await pa.win('cr-w1', 'cr-r1', 30_00, 'cr-b1');
    await pb.bet('cr-b2', 'cr-r2', 50_00);
    await pb.win('cr-w2', 'cr-r2', 120_00, 'cr-b2');
    await qa.bet('cr-b3', 'cr-r3', 40_00);
    await qa.rollback('cr-rb3', 'cr-r3', 'cr-b3'); // a stake undone
    await qa.bet('cr-b4', 'cr-r4', 20_00);
    await qa.win('cr-w4', 'cr-r4', 10_00, 'cr-b4');
    // the same day at Golden Dragon, in dong: 500,000 deposited, 100,000 staked, 40,000 won, a 20,000 bonus
    // (its own: the first-deposit bonus is off for this deposit)
    const golden = await makeMember(t.app, { username: 'rep-golden', merchantCode: 'GOLDEN' });
    const purse = { memberId: golden.id, merchantCode: 'GOLDEN', currency: 'VND', demo: false };
    await t.app.database.db.updateTable('bonus_rules').set({ enabled: 0 }).where('merchant_code', '=', 'GOLDEN').execute();
    await paidDepositOf(t.app, purse, 500_000_00);
    await t.app.database.db.updateTable('bonus_rules').set({ enabled: 1 }).where('merchant_code', '=', 'GOLDEN').execute();
    await settledRound(t.app, { memberId: golden.id, merchantCode: 'GOLDEN', currency: 'VND', bet: 100_000_00, win: 40_000_00, fund: false });
    await createLedger(t.app).transfer({
      key: 'rep-golden:bonus',
      debit: accounts.promotions('GOLDEN', 'VND'),
      credit: accounts.bonus(purse),
      amount: 20_000_00,
      kind: 'bonus',
      memberId: golden.id,
      reference: 'bonus',
    });
    // another day: outside the report
    clock.advance(24 * 3600 * 1000);
    const again = await loginToken(t.app, q.username, 'Member#2026');
    const next = vendorFor(t.app, q, await launchToken(t.app, again, a!.nodeId), a!.nodeId);
    expect((await next.bet('cr-b5', 'cr-r5', 70_00)).status).toBe('RS_OK');
    // settled that day too: a stake counts (as a valid bet) once its round settles
    expect((await next.win('cr-w5', 'cr-r5', 0, 'cr-b5')).status).toBe('RS_OK');
    clock.advance(-24 * 3600 * 1000);
  }, 60_000);

  it("every kind's rows add up to the merchant row, which equals the daily report", async () => {
    const daily = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?merchant=LUCKY&date=${DAY}`));
    const merchant = only(valueOf<Report>(await report('merchant')));
    expect(merchant.rows).toHaveLength(1);
    const m = merchant.rows[0]!;
    // settled rounds (the one whose stake was rolled back is void), players with a settled round
    expect(m).toMatchObject({ key: 'LUCKY', bets: '170.00', wins: '160.00', ggr: '10.00', players: 2, rounds: 3 });
    expect(cents(m.bets)).toBe(Math.round(daily.bets * 100));
    expect(cents(m.wins)).toBe(Math.round(daily.wins * 100));
    expect(cents(m.ggr)).toBe(Math.round(daily.ggr * 100));
    expect(merchant.totals).toMatchObject({ bets: m.bets, wins: m.wins, ggr: m.ggr });

    for (const kind of ['vendor', 'game', 'agent']) {
      const whole = valueOf<Report>(await report(kind));
      expect(whole.kind).toBe(kind);
      const r = only(whole);
      expect(sum(r.rows, 'bets'), kind).toBe(cents(m.bets));
      expect(sum(r.rows, 'wins'), kind).toBe(cents(m.wins));
      expect(sum(r.rows, 'ggr'), kind).toBe(cents(m.ggr));
      expect(r.totals).toMatchObject({ bets: m.bets, wins: m.wins, ggr: m.ggr, players: m.players });
    }
  });

  it('splits by vendor, game and agent', async () => {
    const [a, b] = await twoVendorsGames();
    const vendors = only(valueOf<Report>(await report('vendor'))).rows;
    const va = vendors.find((r) => r.key === a!.vendor);
    const vb = vendors.find((r) => r.key === b!.vendor);
    // vendor a: 100 + 20 staked in settled rounds (the 40 was rolled back), 30 + 10 won; vendor b: 50 staked, 120 won
    expect(va).toMatchObject({ bets: '120.00', wins: '40.00', ggr: '80.00', players: 2 });
    expect(vb).toMatchObject({ bets: '50.00', wins: '120.00', ggr: '-70.00', players: 1 });
    // each row is named as the catalogue names its vendor
    const names = await t.app.db.selectFrom('vendors').select(['vassalage', 'display_name']).where('merchant_code', '=', 'LUCKY').execute();
    const nameOf = (code: string) => names.find((n) => n.vassalage === code)?.display_name;
    expect(va!.name).toBe(nameOf(a!.vendor));
    expect(vb!.name).toBe(nameOf(b!.vendor));

    const games = only(valueOf<Report>(await report('game'))).rows;
    expect(games.find((r) => r.key.endsWith(`/${a!.nodeId}`) || r.key.startsWith(`${a!.vendor}/`))).toBeDefined();

    const agents = only(valueOf<Report>(await report('agent'))).rows;
    expect(agents.find((r) => r.key === '=cmd|agent')).toMatchObject({ bets: '20.00', wins: '10.00', players: 1 });
    expect(agents.find((r) => r.key === '(none)')).toMatchObject({ name: 'No agent', bets: '150.00', wins: '150.00' });
  });

  it('answers CSV with a BOM, a header, quoting, a formula guard and a total per currency, and audits the export', async () => {
    const res = await report('agent', `merchant=LUCKY&from=${DAY}&to=${DAY}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="report-agent-LUCKY-${DAY}-${DAY}.csv"`);
    // Excel reads UTF-8 only after a byte order mark
    expect(Buffer.from(res.body, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('currency,merchant,key,name,rounds,players,bets,wins,ggr');
    expect(lines).toContain('PHP,LUCKY,(none),No agent,2,1,150.00,150.00,0.00');
    expect(lines).toContain("PHP,LUCKY,'=cmd|agent,'=cmd|agent,1,1,20.00,10.00,10.00");
    expect(lines.at(-1)).toBe('PHP,LUCKY,TOTAL,,3,2,170.00,160.00,10.00');
    // a vendor with a negative GGR keeps its number
    const vendorCsv = (await report('vendor', `merchant=LUCKY&from=${DAY}&to=${DAY}&format=csv`)).body;
    expect(vendorCsv).toMatch(/,-70\.00\r\n/);
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'EXPORT /ops/reports/:kind').orderBy('id', 'desc').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(audit[1]!.after_json!)).toEqual({ format: 'csv', filters: { kind: 'agent', merchant: 'LUCKY', from: DAY, to: DAY }, rows: 3, complete: true });
    expect(audit[1]).toMatchObject({ actor: 'ops-token', merchant_code: 'LUCKY' });
  });

  it('quotes and guards cells by the rules', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const bad of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(123456)).toBe('1234.56');
    expect(centsText(0)).toBe('0.00');
  });

  it("shows only the named merchant's play", async () => {
    const jade = only(valueOf<Report>(await report('vendor', `merchant=JADE&from=${DAY}&to=${DAY}`)));
    expect(jade).toMatchObject({ currency: 'CNY', merchants: ['JADE'], rows: [] });
    expect(jade.totals).toMatchObject({ bets: '0.00', wins: '0.00', rounds: 0 });
    const golden = only(valueOf<Report>(await report('vendor', `merchant=GOLDEN&from=${DAY}&to=${DAY}`)));
    expect(golden.rows).toEqual([{ merchant: 'GOLDEN', key: 'DEMO', name: 'DEMO', rounds: 1, players: 1, bets: '100000.00', wins: '40000.00', ggr: '60000.00' }]);
    // a day without play: the merchant's row with zeros
    const before = only(valueOf<Report>(await report('merchant', 'merchant=LUCKY&from=2031-12-01&to=2031-12-04')));
    expect(before.rows).toEqual([{ merchant: 'LUCKY', key: 'LUCKY', name: 'Lucky Star', rounds: 0, players: 0, bets: '0.00', wins: '0.00', ggr: '0.00' }]);
    // a range that covers the next day too
    const both = only(valueOf<Report>(await report('merchant', `merchant=LUCKY&from=${DAY}&to=2031-12-06`)));
    expect(both.totals.bets).toBe('240.00');
  });

  it('answers 4xx envelopes for bad input', async () => {
    for (const [kind, query] of [
      ['daily2', `merchant=LUCKY&from=${DAY}&to=${DAY}`],
      ['merchant', `merchant=NOPE&from=${DAY}&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=2026-02-30&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=${DAY}&to=2031-12-01`],
      ['merchant', `merchant=LUCKY&from=2024-01-01&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=yesterday&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=${DAY}&to=${DAY}&format=xlsx`],
    ] as const) {
      const res = await report(kind, query);
      expect(res.statusCode, `${kind}?${query}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${kind}?${query}`).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const anon = await t.app.inject({ method: 'GET', url: `/ops/reports/merchant?merchant=LUCKY&from=${DAY}&to=${DAY}` });
    expect(anon.statusCode).toBe(401);
  });

  it('covers every merchant without one, a section per currency: pesos and dong never add up', async () => {
    const all = valueOf<Report>(await report('merchant', `from=${DAY}&to=${DAY}`));
    expect(all.currencies.map((c) => c.currency)).toEqual(['CNY', 'IDR', 'PHP', 'THB', 'VND']);
    expect(all.merchants.map((m) => m.code).sort()).toEqual(['GOLDEN', 'JADE', 'LUCKY', 'NUSA', 'SIAM']);
    const php = all.currencies.find((c) => c.currency === 'PHP')!;
    const vnd = all.currencies.find((c) => c.currency === 'VND')!;
    expect(php).toMatchObject({ merchants: ['LUCKY'], totals: { bets: '170.00', wins: '160.00', ggr: '10.00' } });
    expect(vnd).toMatchObject({ merchants: ['GOLDEN'], totals: { bets: '100000.00', wins: '40000.00', ggr: '60000.00', players: 1 } });
    expect(vnd.rows).toEqual([{ merchant: 'GOLDEN', key: 'GOLDEN', name: 'Golden Dragon', rounds: 1, players: 1, bets: '100000.00', wins: '40000.00', ggr: '60000.00' }]);
    // the vendor report under all merchants: every row says its merchant, each section adds up on its own
    const vendors = valueOf<Report>(await report('vendor', `from=${DAY}&to=${DAY}`));
    for (const c of vendors.currencies) {
      expect(sum(c.rows, 'bets'), c.currency).toBe(cents(c.totals.bets));
      for (const r of c.rows) expect(all.merchants.find((m) => m.code === r.merchant)?.currency).toBe(c.currency);
    }
  });

  it('an operator without all merchants gets only theirs under "all"; a merchant outside the scope is 403', async () => {
    const finance = await consoleLogin(t.app, 'finance');
    const mine = valueOf<Report>(await consoleCall(t.app, finance, 'GET', `/ops/reports/merchant?from=${DAY}&to=${DAY}`));
    expect(mine.currencies.map((c) => c.currency)).toEqual(['PHP']);
    expect((await consoleCall(t.app, finance, 'GET', `/ops/reports/merchant?merchant=GOLDEN&from=${DAY}&to=${DAY}`)).statusCode).toBe(403);
    const money = valueOf<Finance>(await consoleCall(t.app, finance, 'GET', `/ops/reports/finance?from=${DAY}&to=${DAY}`));
    expect(money.merchants.map((m) => m.code)).toEqual(['LUCKY']);
    const viewer = await consoleLogin(t.app, 'viewer');
    expect(valueOf<Finance>(await consoleCall(t.app, viewer, 'GET', `/ops/reports/finance?from=${DAY}&to=${DAY}`)).currencies).toHaveLength(5);
  });
});

interface Figures {
  deposits: string;
  depositCount: number;
  withdrawals: string;
  withdrawalCount: number;
  netDeposits: string;
  bets: string;
  wins: string;
  ggr: string;
  bonusCost: string;
  paymentFees: string;
  ngr: string;
  adjustments: string;
}
interface Finance {
  from: string;
  to: string;
  merchants: Array<{ code: string; currency: string; timeZone: string }>;
  currencies: Array<{ currency: string; merchants: string[]; totals: Figures; byMerchant: Array<Figures & { merchant: string }>; days: Array<Figures & { merchant: string; day: string }> }>;
}

describe('the finance report', () => {
  const finance = (query: string) => ops(t.app, 'GET', `/ops/reports/finance?${query}`);

  it("shows deposits, withdrawals, GGR, bonus cost and NGR per merchant and day, as the daily report counts them", async () => {
    const r = valueOf<Finance>(await finance(`merchant=LUCKY&from=2031-12-04&to=${DAY}`));
    expect(r.merchants).toEqual([{ code: 'LUCKY', name: 'Lucky Star', currency: 'PHP', timeZone: 'Asia/Manila' }]);
    const php = r.currencies[0]!;
    expect(php.days.map((d) => d.day)).toEqual(['2031-12-04', DAY]);
    const day = php.days[1]!;
    const daily = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?merchant=LUCKY&date=${DAY}`));
    for (const k of ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonusCost'] as const) expect(cents(day[k]), k).toBe(Math.round(daily[k] * 100));
    expect(day).toMatchObject({ bets: '170.00', wins: '160.00', ggr: '10.00', depositCount: 2, withdrawalCount: 0 });
    // NGR: GGR less bonus cost (the first-deposit bonuses of the two deposits)
    expect(cents(day.ngr)).toBe(cents(day.ggr) - cents(day.bonusCost));
    expect(cents(day.bonusCost)).toBeGreaterThan(0);
    expect(cents(day.netDeposits)).toBe(cents(day.deposits) - cents(day.withdrawals));
    expect(php.days[0]).toMatchObject({ deposits: '0.00', ngr: '0.00', depositCount: 0 });
    const { day: _day, ...whole } = day;
    expect(php.byMerchant).toEqual([whole]);
    const { merchant: _merchant, ...period } = php.byMerchant[0]!;
    expect(php.totals).toEqual(period);
  });

  it('under all merchants: a section per currency with its own totals', async () => {
    const r = valueOf<Finance>(await finance(`from=${DAY}&to=${DAY}`));
    expect(r.currencies.map((c) => c.currency)).toEqual(['CNY', 'IDR', 'PHP', 'THB', 'VND']);
    const vnd = r.currencies.find((c) => c.currency === 'VND')!;
    expect(vnd.merchants).toEqual(['GOLDEN']);
    expect(vnd.totals).toMatchObject({
      deposits: '500000.00',
      depositCount: 1,
      bets: '100000.00',
      wins: '40000.00',
      ggr: '60000.00',
      bonusCost: '20000.00',
      ngr: '40000.00',
      netDeposits: '500000.00',
    });
    const php = r.currencies.find((c) => c.currency === 'PHP')!;
    // nothing of the dong reached the peso section
    expect(php.merchants).toEqual(['LUCKY']);
    expect(php.totals.bets).toBe('170.00');
  });

  it('exports CSV with a BOM, a row per merchant and day and a total per currency, and audits it', async () => {
    const res = await finance(`from=${DAY}&to=${DAY}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFcurrency,merchant,day')).toBe(true);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toContain(`VND,GOLDEN,${DAY},500000.00,1,0.00,0,500000.00,100000.00,40000.00,60000.00,20000.00,0.00,40000.00,0.00`);
    expect(lines).toContain(`VND,TOTAL,${DAY}..${DAY},500000.00,1,0.00,0,500000.00,100000.00,40000.00,60000.00,20000.00,0.00,40000.00,0.00`);
    const row = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'EXPORT /ops/reports/finance').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.merchant_code).toBeNull();
    expect(JSON.parse(row.after_json!)).toMatchObject({ format: 'csv', filters: { from: DAY, to: DAY }, complete: true });
  });

  it('answers bad input with 4xx envelopes', async () => {
    for (const q of ['from=2031-12-05', `from=${DAY}&to=2031-12-01`, 'from=2026-02-30&to=2026-03-01', 'from=2024-01-01&to=2031-12-05', 'merchant=NOPE&from=2031-12-05&to=2031-12-05', 'merchant=bad!&from=2031-12-05&to=2031-12-05', `from=${DAY}&to=${DAY}&format=pdf`]) {
      const res = await finance(q);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
      expect(res.json().success, q).toBe(false);
    }
  });
});
