import { FIRST_DEPOSIT_BONUS_PERCENT, winnerBoardMinCents } from '@lobby/contract';
import type { PayoutAccount } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_SEEDS } from '../src/db/seed/merchants.ts';
import { buildApp } from '../src/app.ts';
import { seed } from '../src/db/seed/seed.ts';
import { DEMO, makeMember, tokenFor } from './helpers/accounts.ts';
import { activityRebuiltFromRecords, activitySnapshot } from './helpers/activity.ts';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/** The seeded demo agrees with itself: what one screen says, another does not contradict. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function value<T>(url: string, headers: Headers = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json() as { value: T }).value;
}

describe('the jackpot counter', () => {
  it("is each brand's pool as the ledger holds it: the seed plus the share of every real stake", async () => {
    const db = t.app.database.db;
    for (const m of MERCHANT_SEEDS) {
      const pools = await db.selectFrom('jackpot_pools').select(['id', 'code', 'seed_cents', 'contribution_bp']).where('merchant_code', '=', m.code).execute();
      const answer = await value<{ pools: { code: string; amount: number; currency: string }[] }>('/lgw/jackpot', { merchant: m.code });
      expect(answer.pools.map((p) => p.code), m.code).toEqual(pools.map((p) => p.code));
      for (const p of answer.pools) {
        const pool = pools.find((row) => row.code === p.code)!;
        // the pool's account, all of its rows (a busy account is spread over several)
        const rows = await db
          .selectFrom('ledger_accounts')
          .select(['credits_posted', 'debits_posted'])
          .where('base_code', 'like', `%jackpot:${m.code}:%:${p.code}`)
          .execute();
        const account = rows.length
          ? { credits_posted: rows.reduce((a, r) => a + Number(r.credits_posted), 0), debits_posted: rows.reduce((a, r) => a + Number(r.debits_posted), 0) }
          : undefined;
        const stakes = await db
          .selectFrom('game_rounds')
          .select('bet_cents')
          .where('merchant_code', '=', m.code)
          .where('demo', '=', 0)
          .where('round_ref', 'like', 'demo-history-%')
          .execute();
        const shares = stakes.reduce((sum, r) => sum + Math.floor((Number(r.bet_cents) * pool.contribution_bp) / 10_000), 0);
        // the counter is the pool's ledger account, which holds the seed and the stakes' shares
        expect(p.amount, `${m.code} ${p.code}`).toBe((Number(pool.seed_cents) + shares) / 100);
        if (account) expect(p.amount).toBe((Number(account.credits_posted) - Number(account.debits_posted)) / 100);
        expect(p.currency).toBe(m.currency.code);
      }
    }
    // the demo's week of slot play fed LUCKY's pool on the ledger
    const lucky = await value<{ pools: { amount: number }[] }>('/lgw/jackpot', { merchant: 'LUCKY' });
    expect(lucky.pools[0]!.amount).toBeGreaterThan(100_000);
  });
});

describe("the demo player's history", () => {
  it('is on the ledger and in the records: stakes lost and won, the balance the README gives, the ledger balanced', async () => {
    const token = await tokenFor(t.app, DEMO);
    const bets = await value<{ list: { betAmount?: number; winAmount?: number }[] }>('/wps/records/bets?days=30', { authorization: token }).catch(
      async () => value<{ list: unknown[] }>('/wps/records/bets', { authorization: token }),
    );
    expect(bets.list.length).toBe(8);
    const statement = await value<{ list: { kind: string; amount: number }[] }>('/wps/records/transactions', { authorization: token });
    const kinds = statement.list.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'bet')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'win').length).toBeGreaterThanOrEqual(4);
    const funds = await value<{ sumBalance: number }>('/wps/member/info/funds/consolidated', { authorization: token });
    expect(funds.sumBalance).toBe(12_345.67);
    // the big win went onto the winner board (below the 50 biggest, which the board shows), under the
    // player's masked name and the amount won
    const board = await t.app.database.db.selectFrom('game_winners').select(['customer_name', 'win_amount']).where('merchant_code', '=', 'LUCKY').execute();
    expect(board).toContainEqual({ customer_name: 'de*o', win_amount: 600_00 });
    const integrity = await t.app.inject({ method: 'GET', url: '/ops/ledger/integrity', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    expect(integrity.json().value).toMatchObject({ ok: true });
  });

  it('has a paid withdrawal to GCash and two paid deposits, the first with its bonus, on the ledger and in the records', async () => {
    const token = await tokenFor(t.app, DEMO);
    const auth = { authorization: token };
    const deposits = await value<{ list: { status: string; amount: number; bonusAmount?: number; bonus?: number }[] }>('/wps/deposit/orders', auth);
    expect(deposits.list.map((d) => [d.status, d.amount])).toEqual([
      ['paid', 500],
      ['paid', 1_000],
    ]);
    const withdrawals = await value<{ list: { status: string; amount: number }[] }>('/wps/withdraw/orders', auth);
    expect(withdrawals.list.map((w) => [w.status, w.amount])).toEqual([['paid', 2_700]]);
    const statement = await value<{ list: { kind: string; amount: number }[] }>('/wps/records/transactions', auth);
    const amounts = (kind: string) => statement.list.filter((l) => l.kind === kind).map((l) => Math.abs(l.amount)).sort((a, b) => a - b);
    expect(amounts('deposit')).toEqual([500, 1_000]);
    expect(amounts('withdrawal')).toEqual([2_700]);
    expect(amounts('bonus')).toEqual([(1_000 * FIRST_DEPOSIT_BONUS_PERCENT) / 100]);
    // the bonus waits to be wagered: the reward screen shows it with the wagering left
    const bonus = await t.app.services.bonus.status((await t.app.services.purseById(await memberIdOf('demo')))!.memberId);
    expect(bonus.active).toMatchObject({ amount: 1_200_00 });
    // the payout account is the demo's GCash number, masked; the PIN is set
    const cards = await value<PayoutAccount[]>('/wps/member/bankCard', auth);
    expect(cards.map((c) => [c.bankCode, c.accountName, c.accountNoMasked.slice(-4)])).toEqual([['GCASH', 'Juan Dela Cruz', '4567']]);
    expect(cards[0]!.accountNoMasked).not.toContain('1234567');
    expect(await value<unknown>('/wps/member/hasWithdrawalPassword', auth)).toBeTruthy();
    const funds = await value<{ sumBalance: number }>('/wps/member/info/funds/consolidated', auth);
    expect(funds.sumBalance).toBe(12_345.67);
  });

  it('is written once: a second start adds no deposit or withdrawal', async () => {
    const again = await buildApp({ config: t.config });
    await again.ready();
    await again.close();
    const id = await memberIdOf('demo');
    const db = t.app.database.db;
    expect(await db.selectFrom('deposit_orders').select('id').where('member_id', '=', id).execute()).toHaveLength(2);
    expect(await db.selectFrom('withdrawal_orders').select('id').where('member_id', '=', id).execute()).toHaveLength(1);
  });
});

async function memberIdOf(username: string): Promise<number> {
  const row = await t.app.database.db.selectFrom('members').select('id').where('merchant_code', '=', 'LUCKY').where('username_key', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe('the winner board', () => {
  it("shows wins in each brand's currency scale, from the board's threshold up, in whole units", async () => {
    for (const m of MERCHANT_SEEDS) {
      const { list } = await value<{ list: { winAmount: number }[] }>('/lgw/games/winners?gameCategory=ALL&limitNum=50', { merchant: m.code });
      expect(list.length, m.code).toBeGreaterThan(3);
      const floor = winnerBoardMinCents(m.currency.code) / 100;
      for (const w of list) {
        expect(w.winAmount, `${m.code} ${w.winAmount}`).toBeGreaterThanOrEqual(floor);
        expect(Number.isInteger(w.winAmount), `${m.code} ${w.winAmount}`).toBe(true);
      }
    }
    // a dong or rupiah board is in hundreds of thousands, not in a few hundred
    const golden = await value<{ list: { winAmount: number }[] }>('/lgw/games/winners?gameCategory=ALL&limitNum=50', { merchant: 'GOLDEN' });
    expect(Math.min(...golden.list.map((w) => w.winAmount))).toBeGreaterThanOrEqual(250_000);
    const nusa = await value<{ list: { winAmount: number }[] }>('/lgw/games/winners?gameCategory=ALL&limitNum=50', { merchant: 'NUSA' });
    expect(Math.min(...nusa.list.map((w) => w.winAmount))).toBeGreaterThanOrEqual(150_000);
  });
});

describe('the first-deposit bonus', () => {
  it('is one percent everywhere: the status answer, the deposit screen, banners, promotions and the inbox', async () => {
    const percent = FIRST_DEPOSIT_BONUS_PERCENT;
    const status = await value<{ info: { depositBonusPercent: number | null } }>('/wps/system/status');
    expect(status.info.depositBonusPercent).toBe(percent);
    // a player yet to deposit is offered it (the demo player has had its own)
    const newcomer = await makeMember(t.app, { username: 'newcomer01' });
    const token = await tokenFor(t.app, newcomer);
    const channels = await value<{ firstDepositBonus: { percent: number } | null }>('/wps/deposit/channels', { authorization: token });
    expect(channels.firstDepositBonus?.percent).toBe(percent);
    const demo = await value<{ firstDepositBonus: { percent: number } | null }>('/wps/deposit/channels', { authorization: await tokenFor(t.app, DEMO) });
    expect(demo.firstDepositBonus).toBeNull();

    // every seeded text that quotes a bonus percent quotes this one
    const db = t.app.database.db;
    const quoted = (text: string) => [...text.matchAll(/(\d+)\s?%/g)].map((m) => Number(m[1]));
    const banners = await db.selectFrom('banner_texts').select('title').execute();
    const welcome = banners.filter((b) => /Welcome Bonus|首存|首儲|chào mừng|ต้อนรับ|Sambutan/i.test(b.title));
    expect(welcome.length).toBeGreaterThan(0);
    for (const b of welcome) expect(quoted(b.title), b.title).toEqual([percent]);
    const promotions = await db
      .selectFrom('announcements as a')
      .innerJoin('announcement_texts as x', 'x.announcement_id', 'a.id')
      .select(['x.title', 'x.content'])
      .where('a.category', '=', 'deposit_promo')
      // a campaign's own page (the demo's reload match) quotes its campaign's percent, not this one
      .where((eb) => eb.or([eb('a.seed_key', 'is', null), eb('a.seed_key', 'not like', 'campaign-%')]))
      .execute();
    expect(promotions.length).toBeGreaterThan(0);
    for (const p of promotions) {
      for (const n of [...quoted(p.title), ...quoted(p.content)]) expect(n, p.title).toBe(percent);
    }
    expect(promotions.filter((p) => quoted(p.content).includes(percent)).length).toBeGreaterThan(0);
    const inbox = await db.selectFrom('inbox_message_texts').select('content').execute();
    const offers = inbox.filter((m) => m.content.includes('%'));
    expect(offers.length).toBeGreaterThan(0);
    for (const m of offers) expect(quoted(m.content), m.content).toEqual([percent]);
  });
});

describe('seeded articles', () => {
  it('each have a text of their own in every language of the brand', async () => {
    const db = t.app.database.db;
    for (const m of MERCHANT_SEEDS) {
      for (const language of m.languages) {
        const announcements = await db
          .selectFrom('announcements as a')
          .innerJoin('announcement_texts as x', 'x.announcement_id', 'a.id')
          .select(['a.seed_key', 'x.content'])
          .where('a.merchant_code', '=', m.code)
          .where('a.seed_key', 'is not', null)
          .where('x.language', '=', language)
          .execute();
        expect(announcements.length).toBeGreaterThan(50);
        expect(new Set(announcements.map((a) => a.content)).size, `${m.code} ${language} announcements`).toBe(announcements.length);
        const help = await db
          .selectFrom('help_articles')
          .select(['tag', 'content'])
          .where('merchant_code', '=', m.code)
          .where('language', '=', language)
          .execute();
        // the fifteen seeded articles and the responsible-gaming one every brand gets
        expect(help.length).toBe(16);
        expect(new Set(help.map((h) => h.content)).size, `${m.code} ${language} help`).toBe(help.length);
      }
    }
    // and a reader sees it: the promotions list side by side says different things
    const promotions = await value<{ list: { content: string }[] }>('/wps/promotions', { language: 'EN' });
    expect(promotions.list.length).toBeGreaterThan(10);
    expect(new Set(promotions.list.map((p) => p.content)).size).toBe(promotions.list.length);
  });
});

describe('the inbox', () => {
  async function inbox(token: string, language?: string) {
    return value<{ list: { title: string; content: string }[] }>('/wps/inbox?pageNo=1&pageSize=20', {
      authorization: token,
      ...(language ? { language } : {}),
    });
  }

  it("reads each message in the reader's language, else English, else the brand's own", async () => {
    const token = await tokenFor(t.app, DEMO);
    const english = await inbox(token, 'EN');
    expect(english.list.map((m) => m.title)).toContain('Welcome to Lucky Star!');
    expect(english.list.map((m) => m.title)).not.toContain('Maligayang pagdating sa Lucky Star!');
    const filipino = await inbox(token, 'TY');
    expect(filipino.list.map((m) => m.title)).toContain('Maligayang pagdating sa Lucky Star!');
    // LUCKY has no Vietnamese texts: English, the announcements' first fallback
    const vietnamese = await inbox(token, 'VI');
    expect(vietnamese.list.map((m) => m.title)).toContain('Welcome to Lucky Star!');
  });

  it('shows an operator message as it was written, whatever the language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/members/demo/messages',
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
      payload: { title: 'Salamat po', content: 'Isang mensahe mula sa operator.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = await tokenFor(t.app, DEMO);
    const english = await inbox(token, 'EN');
    expect(english.list.map((m) => m.title)).toContain('Salamat po');
  });
});

describe('seeding again', () => {
  it('adds no second copy of the translated inbox, winners or articles', async () => {
    const db = t.app.database.db;
    const count = async (table: 'inbox_message_texts' | 'game_winners' | 'announcement_texts' | 'help_articles') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await Promise.all([count('inbox_message_texts'), count('game_winners'), count('announcement_texts'), count('help_articles')]);
    await seed(db, Date.now());
    expect(await Promise.all([count('inbox_message_texts'), count('game_winners'), count('announcement_texts'), count('help_articles')])).toEqual(before);
  });
});

describe('the agent centre', () => {
  it("shows agent02 a salary contract from agent01 with settled, paid days", async () => {
    const token = await tokenFor(t.app, { username: 'agent02', password: 'Agent#2026' });
    const contracts = await value<{ list: { id: number; kind: string; status: string; upline: string }[] } | { id: number; kind: string; status: string; upline: string }[]>(
      '/wps/agent/contracts?kind=salary',
      { authorization: token },
    );
    const list = Array.isArray(contracts) ? contracts : contracts.list;
    expect(list).toContainEqual(expect.objectContaining({ kind: 'salary', status: 'active', upline: 'agent01' }));
    const contract = list.find((c) => c.status === 'active')!;
    const settlements = await value<{ list: { amount: number | string; paid: boolean }[] } | { amount: number | string; paid: boolean }[]>(`/wps/agent/settlements?contractId=${contract.id}`, {
      authorization: token,
    });
    const rows = Array.isArray(settlements) ? settlements : settlements.list;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => Number(r.amount) > 0)).toBe(true);
    // paid on the ledger: commission transfers into agent02's cash, and the ledger still balances
    const db = t.app.database.db;
    const agent = await db.selectFrom('members').select('id').where('merchant_code', '=', 'LUCKY').where('username_key', '=', 'agent02').executeTakeFirstOrThrow();
    const paid = await db.selectFrom('ledger_transfers').select('amount').where('member_id', '=', agent.id).where('kind', '=', 'commission').execute();
    expect(paid.length).toBeGreaterThan(0);
    const integrity = await t.app.inject({ method: 'GET', url: '/ops/ledger/integrity', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    expect(integrity.statusCode).toBe(200);
    expect(integrity.json().value).toMatchObject({ ok: true });
  });
});

describe("the seeded players' activity", () => {
  it('is what their records count: the agents’ team (written by the seed) and the demo’s week (played through the modules)', async () => {
    const seeded = await activitySnapshot(t.app);
    const teamPlayer = await t.app.database.db.selectFrom('members').select('id').where('merchant_code', '=', 'LUCKY').where('username_key', '=', 'player11').executeTakeFirstOrThrow();
    const demo = await t.app.database.db.selectFrom('members').select('id').where('merchant_code', '=', 'LUCKY').where('username_key', '=', DEMO.username).executeTakeFirstOrThrow();
    for (const id of [teamPlayer.id, demo.id]) expect(seeded.days?.some((line) => line.startsWith(`${id}|`)), `member ${id}`).toBe(true);
    expect(await activityRebuiltFromRecords(t.app)).toEqual(seeded);
  });
});
