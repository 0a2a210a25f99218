import { BONUS_OPS_PATHS, BONUS_PATHS, CONTENT_PATHS, GAME_PATHS, MONEY_PATHS, PLAY_PATHS } from '@lobby/contract';
import type { BonusCampaign, BonusCampaignInput } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './helpers/accounts.ts';
import {
  checkout,
  createDeposit,
  depositChannel,
  depositOrder,
  expectSoundLedger,
  funds,
  get,
  launchToken,
  loginToken,
  newPlayer,
  ops,
  outcome,
  paidDeposit,
  path,
  post,
  readyToWithdraw,
  req,
  rid,
  rngGame,
  trialToken,
  valueOf,
  vendorFor,
  withdraw,
} from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Bonus campaigns through the API, as an operator runs them and players use them: each kind end to end
 * (deposit match by code, money on a code, free spins through the vendor's wallet calls, free bets on an
 * original, cashback of a closed day, apply and review), eligibility, codes used twice or used up, budgets
 * under concurrent claims, wagering with game-type contributions and a maximum stake, expiry, forfeit by a
 * withdrawal and by an operator, the campaign report; the ledger audited after. On SQLite, or PostgreSQL.
 */

const DAY = 86_400_000;
const clock = manualClock(Date.UTC(2026, 10, 2, 4, 0, 0)); // a Monday, noon in Manila
let t: TestApp;
let slot: { nodeId: string; vendor: string; name: string };
let dice: { nodeId: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  // the first-deposit rule is its own suite's; daily withdrawal counts are not these tests'
  await t.app.database.db.updateTable('bonus_rules').set({ enabled: 0 }).execute();
  await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
  slot = await rngGame(t.app);
  const d = await t.app.database.db.selectFrom('games').select('node_id').where('merchant_code', '=', 'LUCKY').where('vassalage', '=', 'BGS').where('game_code', '=', 'BGS_04').executeTakeFirstOrThrow();
  dice = { nodeId: d.node_id };
});

afterAll(async () => {
  if (t) await expectSoundLedger(t.app);
  await t?.close();
});

const q = '?merchant=LUCKY';

function body(kind: BonusCampaignInput['kind'], patch: Record<string, unknown> = {}): Record<string, unknown> {
  const base = {
    name: `Test ${kind} ${rid('c').slice(-6)}`,
    startAt: clock() - 1000,
    endAt: null,
    page: { category: 'deposit_promo', titles: { EN: `Offer ${kind}` }, bodies: { EN: '<p>Terms apply.</p>' } },
    wagering: { multiplier: 10, base: 'bonus', contributions: { RNG: 100, INHOUSE: 50, LIVE: 10 }, maxStake: null, expiryDays: 7 },
    eligibility: {
      segmentId: null,
      vipMin: null,
      vipMax: null,
      countries: [],
      languages: [],
      firstTimeOnly: false,
      perPlayer: 'once',
      budget: null,
      requiresCode: false,
    },
  };
  const kindFields: Record<string, Record<string, unknown>> = {
    deposit_match: { deposit: { which: 'reload', nth: null, percent: 50, cap: '500.00', minDeposit: '100.00' } },
    code: { amount: '50.00' },
    cashback: { cashback: { percent: 10, period: 'day', minLoss: '10.00', cap: '1000.00' } },
    free_spins: { freeRounds: { games: [{ vendor: slot.vendor, code: slot.nodeId }], count: 3, stake: '1.00' } },
    free_bet: { freeRounds: { games: [{ vendor: 'BGS', code: dice.nodeId }], count: 2, stake: '5.00' } },
    apply: { maxAmount: '100.00' },
  };
  const merged: Record<string, unknown> = { ...base, kind, ...kindFields[kind] };
  for (const [k, v] of Object.entries(patch)) {
    merged[k] = v !== null && typeof v === 'object' && !Array.isArray(v) && typeof merged[k] === 'object' && merged[k] !== null ? { ...(merged[k] as object), ...v } : v;
  }
  return merged;
}

async function live(kind: BonusCampaignInput['kind'], patch: Record<string, unknown> = {}): Promise<BonusCampaign> {
  const created = valueOf<BonusCampaign>(await ops(t.app, 'POST', `${BONUS_OPS_PATHS.campaigns}${q}`, body(kind, patch)));
  expect(created.status).toBe('draft');
  const published = valueOf<BonusCampaign>(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: created.id })}${q}`, { action: 'publish' }));
  expect(published.status).toBe('live');
  return published;
}

async function addCode(id: number, code: string, maxUses: number | null = null) {
  return valueOf(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.codes, { id })}${q}`, { code, maxUses, expiresAt: null }));
}

type Bonus = { id: number; title: string; campaignId: number | null; status: string; amount: number; wageringRequired: number; wagered: number; progress: number; freeRounds: { left: number } | null; kind: string };
const bonuses = async (token: string) => valueOf<{ active: Bonus[]; history: Bonus[]; bonusBalance: number }>(await get(t.app, BONUS_PATHS.bonuses, token));
const redeem = (token: string, code: string) => post(t.app, BONUS_PATHS.codes, { code }, token);
const claim = (token: string, id: number) => post(t.app, path(BONUS_PATHS.claim, { id }), undefined, token);

describe('campaigns as operators write them', () => {
  it('refuse what cannot be right, each with a clear 400 and nothing written', async () => {
    const before = await t.app.database.db.selectFrom('bonus_campaigns').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const bad: Array<[string, Record<string, unknown>]> = [
      ['unknown kind', { ...body('code'), kind: 'lottery' }],
      ['a language the brand does not offer', body('code', { page: { category: 'deposit_promo', titles: { VI: 'x' }, bodies: {} } })],
      ['an end before the start', body('code', { endAt: clock() - 5000 })],
      ['VIP range upside down', body('code', { eligibility: { vipMin: 5, vipMax: 2 } })],
      ['a game the brand does not have', body('free_spins', { freeRounds: { games: [{ vendor: 'NOPE', code: 'nope' }], count: 3, stake: '1.00' } })],
      ['free spins on an original', body('free_spins', { freeRounds: { games: [{ vendor: 'BGS', code: dice.nodeId }], count: 3, stake: '1.00' } })],
      ['a negative amount', body('code', { amount: '-5.00' })],
      ['a binary fraction', body('code', { amount: 5.5 })],
      ['wagering over the maximum', body('code', { wagering: { multiplier: 1000 } })],
      ['contributions over 100%', body('code', { wagering: { contributions: { RNG: 150 } } })],
      ['an unknown segment', body('code', { eligibility: { segmentId: 999999 } })],
      ['an extra field', { ...body('code'), surprise: true }],
      ['the Nth deposit without N', body('deposit_match', { deposit: { which: 'nth', nth: null, percent: 50, cap: '10.00', minDeposit: '0.00' } })],
    ];
    for (const [why, b] of bad) {
      const res = await ops(t.app, 'POST', `${BONUS_OPS_PATHS.campaigns}${q}`, b);
      expect([400, 404], `${why}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().success, why).toBe(false);
    }
    const after = await t.app.database.db.selectFrom('bonus_campaigns').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a page written in the brand\'s other language only still has its title and its artwork', async () => {
    const c = await live('code', { page: { category: 'deposit_promo', titles: { TY: 'Alok sa code' }, bodies: {} } });
    const art = await get(t.app, `/media/promotions/${c.announcementId}.svg`);
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('Alok sa code');
    const page = valueOf<{ offer: { title: string } }>(await get(t.app, path(CONTENT_PATHS.promotion, { id: c.announcementId })));
    expect(page.offer.title).toBe('Alok sa code');
  });

  it('move through their states, each action only where it applies; the promotion page follows', async () => {
    const c = valueOf<BonusCampaign>(await ops(t.app, 'POST', `${BONUS_OPS_PATHS.campaigns}${q}`, body('code')));
    // a draft's page is not shown to players
    expect((await get(t.app, path(CONTENT_PATHS.promotion, { id: c.announcementId }))).statusCode).toBe(404);
    expect(outcome(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: c.id })}${q}`, { action: 'resume' }))).toMatchObject({ status: 409, errorCode: 'bonus.campaign.state' });
    valueOf(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: c.id })}${q}`, { action: 'publish' }));
    const page = valueOf<{ offer: { campaignId: number; action: string; reason: string | null } }>(await get(t.app, path(CONTENT_PATHS.promotion, { id: c.announcementId })));
    expect(page.offer).toMatchObject({ campaignId: c.id, action: 'none', reason: 'login.required' });
    const p = await newPlayer(t.app, 'bstate');
    const mine = valueOf<{ offer: { action: string } }>(await get(t.app, path(CONTENT_PATHS.promotion, { id: c.announcementId }), p.token));
    expect(mine.offer.action).toBe('claim');
    const paused = valueOf<BonusCampaign>(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: c.id })}${q}`, { action: 'pause' }));
    expect(paused.status).toBe('paused');
    expect(outcome(await claim(p.token, c.id))).toMatchObject({ status: 409, errorCode: 'bonus.campaign.state' });
    valueOf(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: c.id })}${q}`, { action: 'resume' }));
    const ended = valueOf<BonusCampaign>(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.status, { id: c.id })}${q}`, { action: 'end' }));
    expect(ended.status).toBe('ended');
    expect((await get(t.app, path(CONTENT_PATHS.promotion, { id: c.announcementId }))).statusCode).toBe(404);
    expect(outcome(await ops(t.app, 'PUT', `${path(BONUS_OPS_PATHS.campaign, { id: c.id })}${q}`, body('code')))).toMatchObject({ status: 409 });
    // another brand's operator view does not see it
    expect((await ops(t.app, 'GET', `${path(BONUS_OPS_PATHS.campaign, { id: c.id })}?merchant=LUCKYTRIAL`)).statusCode).toBeGreaterThanOrEqual(400);
    expect(outcome(await ops(t.app, 'GET', `${path(BONUS_OPS_PATHS.campaign, { id: 99999999 })}${q}`))).toMatchObject({ status: 404, errorCode: 'bonus.campaign.not.found' });
  });
});

describe('money on a code', () => {
  it('is credited once per player, never past the code\'s uses; a trial account and an ineligible player are refused', async () => {
    const c = await live('code', { wagering: { multiplier: 3 } });
    await addCode(c.id, 'FREE50X', 2);
    expect(outcome(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.codes, { id: c.id })}${q}`, { code: 'free50x', maxUses: null, expiresAt: null }))).toMatchObject({ status: 409, errorCode: 'bonus.code.taken' });
    const [a, b, c3] = [await newPlayer(t.app, 'bcodea'), await newPlayer(t.app, 'bcodeb'), await newPlayer(t.app, 'bcodec')];
    const got = valueOf<{ outcome: string; bonus: Bonus }>(await redeem(a.token, 'free50x'));
    expect(got.outcome).toBe('granted');
    expect(got.bonus).toMatchObject({ amount: 50, wageringRequired: 150, wagered: 0, status: 'active' });
    expect((await bonuses(a.token)).active[0]).toMatchObject({ title: 'Offer code', campaignId: c.id });
    expect((await funds(t.app, a.token)).bonus).toBe(50);
    expect(outcome(await redeem(a.token, 'FREE50X'))).toMatchObject({ status: 409, errorCode: 'bonus.code.used' });
    valueOf(await redeem(b.token, 'FREE50X'));
    expect(outcome(await redeem(c3.token, 'FREE50X'))).toMatchObject({ status: 404, errorCode: 'bonus.code.invalid' });
    expect(outcome(await redeem(c3.token, 'NOSUCH1'))).toMatchObject({ status: 404, errorCode: 'bonus.code.invalid' });
    expect(outcome(await redeem(c3.token, 'x'))).toMatchObject({ status: 400 });
    expect(outcome(await redeem(await trialToken(t.app), 'FREE50X'))).toMatchObject({ status: 403 });
    expect(outcome(await req(t.app, 'POST', BONUS_PATHS.codes, { payload: { code: 'FREE50X' } }))).toMatchObject({ status: 401 });
    // a VIP-only campaign
    const vip = await live('code', { eligibility: { vipMin: 5 } });
    expect(outcome(await claim(c3.token, vip.id))).toMatchObject({ status: 403, errorCode: 'bonus.not.eligible' });
    const figures = valueOf<BonusCampaign>(await ops(t.app, 'GET', `${path(BONUS_OPS_PATHS.campaign, { id: c.id })}${q}`));
    expect(figures.figures).toMatchObject({ grants: 2, players: 2, granted: '100.00', cost: '100.00' });
    expect(figures.codes).toEqual({ count: 1, redeemed: 2 });
  });

  it('a campaign for a segment is open to its players only, as they are at the claim', async () => {
    const segment = valueOf<{ id: number }>(
      await ops(t.app, 'POST', `/ops/segments${q}`, { name: `Depositors ${rid('s').slice(-6)}`, rules: { totalDeposits: { min: '100.00' } } }),
    );
    const c = await live('code', { amount: '5.00', eligibility: { segmentId: segment.id } });
    const p = await newPlayer(t.app, 'bsegment');
    expect(outcome(await claim(p.token, c.id))).toMatchObject({ status: 403, errorCode: 'bonus.not.eligible' });
    const offers = valueOf<{ list: Array<{ campaignId: number; action: string; reason: string | null }> }>(await get(t.app, BONUS_PATHS.offers, p.token));
    expect(offers.list.find((o) => o.campaignId === c.id)).toMatchObject({ action: 'none', reason: 'bonus.not.eligible' });
    await paidDeposit(t.app, p.token, 150);
    expect(valueOf<{ outcome: string }>(await claim(p.token, c.id)).outcome).toBe('granted');
  });

  it('never gives more than the budget when many players claim at once', async () => {
    const c = await live('code', { amount: '30.00', eligibility: { budget: '100.00' } });
    const players = await Promise.all(Array.from({ length: 10 }, (_, i) => newPlayer(t.app, `bbudget${i}`)));
    const answers = await Promise.all(players.map((p) => claim(p.token, c.id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(outcome(r)).toMatchObject({ status: 409, errorCode: 'bonus.budget.exhausted' });
    const after = valueOf<BonusCampaign>(await ops(t.app, 'GET', `${path(BONUS_OPS_PATHS.campaign, { id: c.id })}${q}`));
    expect(after.figures).toMatchObject({ grants: 3, granted: '90.00', budgetLeft: '10.00' });
    // a budget cannot be set below what was given
    expect(outcome(await ops(t.app, 'PUT', `${path(BONUS_OPS_PATHS.campaign, { id: c.id })}${q}`, body('code', { amount: '30.00', eligibility: { budget: '50.00' } })))).toMatchObject({ status: 400 });
  });

  it('a once-per-player claim made twice at once is granted once', async () => {
    const c = await live('code', { amount: '10.00' });
    const p = await newPlayer(t.app, 'bonce');
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(p.token, c.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await funds(t.app, p.token)).bonus).toBe(10);
  });
});

describe('a reload deposit match on a code, wagered and withdrawn', () => {
  it('waits for the deposit, credits it, counts stakes by game type, refuses a stake over the maximum, then turns into cash', async () => {
    const c = await live('deposit_match', {
      wagering: { multiplier: 2, base: 'bonus_deposit', contributions: { RNG: 100, INHOUSE: 50 }, maxStake: '20.00', expiryDays: 7 },
      eligibility: { requiresCode: true },
    });
    await addCode(c.id, 'RELOAD50T');
    const p = await newPlayer(t.app, 'breload');
    // a reload is for a player who deposited before
    expect(outcome(await redeem(p.token, 'RELOAD50T'))).toMatchObject({ status: 403, errorCode: 'bonus.not.eligible' });
    await paidDeposit(t.app, p.token, 100);
    const pending = valueOf<{ outcome: string; offer: { pending: boolean; action: string } }>(await redeem(p.token, 'RELOAD50T'));
    expect(pending).toMatchObject({ outcome: 'pending', offer: { pending: true, action: 'deposit' } });
    expect((await bonuses(p.token)).active).toHaveLength(0);
    const forDeposit = valueOf<{ list: Array<{ campaignId: number; pending: boolean }> }>(await get(t.app, `${BONUS_PATHS.offers}?for=deposit`, p.token));
    expect(forDeposit.list.find((o) => o.campaignId === c.id)?.pending).toBe(true);
    // under the minimum: refused before any order is made
    const channel = await depositChannel(t.app, p.token);
    const orders = async () => Number((await t.app.database.db.selectFrom('deposit_orders').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', p.id).executeTakeFirstOrThrow()).n);
    const before = await orders();
    expect(outcome(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 50, requestId: rid('d'), bonusCampaignId: c.id }, p.token))).toMatchObject({ status: 403, errorCode: 'bonus.not.eligible' });
    expect(await orders()).toBe(before);
    // the deposit it waited for
    const order = valueOf<{ orderNo: string; checkoutUrl: string }>(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 200, requestId: rid('d'), bonusCampaignId: c.id }, p.token));
    await checkout(t.app, order);
    expect((await depositOrder(t.app, p.token, order.orderNo)).bonus).toBe(100);
    const [bonus] = (await bonuses(p.token)).active;
    expect(bonus).toMatchObject({ amount: 100, wageringRequired: 600, wagered: 0, kind: 'deposit_match' });
    const f = await funds(t.app, p.token);
    expect(f.bonus).toBe(100);
    expect(f.withdrawable).toBe(f.cash);

    // stakes: a slot counts in full, over the maximum stake is refused
    const vendor = vendorFor(t.app, p, await launchToken(t.app, p.token, slot.nodeId), slot.nodeId);
    expect((await vendor.bet(rid('b'), rid('r'), 2500)).status).toBe('RS_ERROR_LIMIT_REACHED');
    for (let i = 0; i < 10; i++) {
      const round = rid('r');
      const tx = rid('b');
      expect((await vendor.bet(tx, round, 2000)).status).toBe('RS_OK');
      expect((await vendor.win(rid('w'), round, 2000, tx)).status).toBe('RS_OK');
    }
    expect((await bonuses(p.token)).active[0]).toMatchObject({ wagered: 200, progress: 33 });
    // an original counts half
    for (let i = 0; i < 4; i++) {
      const res = await post(t.app, path(PLAY_PATHS.originalBet, { game: 'dice' }), { amount: 20, requestId: rid('o'), params: { target: 2, direction: 'under' } }, p.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await bonuses(p.token)).active[0]!.wagered).toBe(240);
    // a withdrawal before the requirement is met asks to give the bonus up
    const w = await readyToWithdraw(t.app, p);
    expect(outcome(await withdraw(t.app, p.token, { channelId: w.channelId, payoutAccountId: w.accountId, amount: 200 }))).toMatchObject({ status: 409, errorCode: 'withdraw.bonus.active' });
    // the rest on the slot: met, and the bonus account is cash
    for (let i = 0; i < 18; i++) {
      const round = rid('r');
      const tx = rid('b');
      await vendor.bet(tx, round, 2000);
      await vendor.win(rid('w'), round, 2000, tx);
    }
    const after = await bonuses(p.token);
    expect(after.active).toHaveLength(0);
    expect(after.history[0]).toMatchObject({ status: 'completed', progress: 100 });
    const cashNow = await funds(t.app, p.token);
    expect(cashNow.bonus).toBe(0);
    const ok = await withdraw(t.app, p.token, { channelId: w.channelId, payoutAccountId: w.accountId, amount: 200 });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a deposit match chosen on the deposit screen without a code, once per player', async () => {
    const c = await live('deposit_match', { deposit: { which: 'first', nth: null, percent: 100, cap: '50.00', minDeposit: '0.00' } });
    const p = await newPlayer(t.app, 'bfirst');
    const channel = await depositChannel(t.app, p.token);
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 120 });
    expect(outcome(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 120, requestId: rid('d'), bonusCode: 'bad!' }, p.token))).toMatchObject({ status: 400 });
    const chosen = valueOf<{ orderNo: string; checkoutUrl: string }>(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 120, requestId: rid('d'), bonusCampaignId: c.id }, p.token));
    await checkout(t.app, order);
    // the first order paid was not the one chosen for: the claim waits for the order it was chosen with
    expect((await depositOrder(t.app, p.token, order.orderNo)).bonus).toBe(0);
    await checkout(t.app, chosen);
    // by then it is the second deposit: a first-deposit match no longer fits, and nothing is credited
    expect((await depositOrder(t.app, p.token, chosen.orderNo)).bonus).toBe(0);
    expect((await bonuses(p.token)).active).toHaveLength(0);
  });
});

describe('free rounds', () => {
  it('free spins are launched with the game, paid by the brand, and what they win is bonus money to wager', async () => {
    const c = await live('free_spins', { wagering: { multiplier: 2, base: 'bonus', contributions: { RNG: 100 }, maxStake: null, expiryDays: 3 } });
    const p = await newPlayer(t.app, 'bspins', 1000);
    const got = valueOf<{ outcome: string; bonus: Bonus }>(await claim(p.token, c.id));
    expect(got.bonus).toMatchObject({ kind: 'free_spins', freeRounds: { left: 3 } });
    // the launch tells the vendor: bonus id, rounds, stake
    const { url } = valueOf<{ url: string }>(await post(t.app, GAME_PATHS.launch, { nodeId: slot.nodeId }, p.token));
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const claims = JSON.parse(Buffer.from(ticket.split('.')[1]!, 'base64url').toString('utf8')) as { fr: [string, number, number]; ptk: string };
    expect(claims.fr).toEqual([String(got.bonus.id), 3, 100]);
    const vendor = vendorFor(t.app, p, claims.ptk, slot.nodeId);
    const bonusId = String(got.bonus.id);
    // not at another stake
    expect((await vendor.bet(rid('b'), rid('r'), 200, { bonus_id: bonusId })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    const wins = [0, 500, 0];
    for (const win of wins) {
      const round = rid('r');
      const tx = rid('b');
      const bet = await vendor.bet(tx, round, 100, { bonus_id: bonusId });
      expect(bet.status).toBe('RS_OK');
      await vendor.win(rid('w'), round, win, tx);
    }
    expect((await vendor.bet(rid('b'), rid('r'), 100, { bonus_id: bonusId })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    const f = await funds(t.app, p.token);
    expect(f.cash).toBe(10);
    expect(f.bonus).toBe(5);
    const [spins] = (await bonuses(p.token)).active;
    expect(spins).toMatchObject({ freeRounds: { left: 0 }, wageringRequired: 10 });
    // its wins wagered twice with the player's own stakes: cash
    const round = rid('r');
    const tx = rid('b');
    await vendor.bet(tx, round, 1000);
    await vendor.win(rid('w'), round, 0, tx);
    expect((await bonuses(p.token)).active).toHaveLength(0);
    expect((await funds(t.app, p.token)).cash).toBe(5);
    const report = valueOf<BonusCampaign>(await ops(t.app, 'GET', `${path(BONUS_OPS_PATHS.campaign, { id: c.id })}${q}`));
    expect(report.figures).toMatchObject({ freeRoundStakes: '3.00', released: '5.00' });
  });

  it('a free bet on an original is the bonus\'s stake on its game only', async () => {
    const c = await live('free_bet');
    const p = await newPlayer(t.app, 'bfreebet');
    const { bonus } = valueOf<{ bonus: Bonus }>(await claim(p.token, c.id));
    const bet = (amount: number, game = 'dice') =>
      post(t.app, path(PLAY_PATHS.originalBet, { game }), { amount, requestId: rid('o'), params: game === 'dice' ? { target: 50, direction: 'under' } : { target: 2 }, freeRoundGrantId: bonus.id }, p.token);
    expect(outcome(await bet(4))).toMatchObject({ status: 400, errorCode: 'bonus.free.round.invalid' });
    expect(outcome(await bet(5, 'limbo'))).toMatchObject({ status: 400, errorCode: 'bonus.free.round.invalid' });
    for (let i = 0; i < 2; i++) expect((await bet(5)).statusCode).toBe(200);
    expect(outcome(await bet(5))).toMatchObject({ status: 400, errorCode: 'bonus.free.round.invalid' });
    expect((await funds(t.app, p.token)).cash).toBe(0);
  });
});

describe('cashback', () => {
  it('pays a share of a closed day\'s net loss once, as bonus money', async () => {
    const c = await live('cashback', { cashback: { percent: 10, period: 'day', minLoss: '10.00', cap: '1000.00' }, wagering: { multiplier: 0 } });
    const loser = await newPlayer(t.app, 'bcashback', 50_000);
    const vendor = vendorFor(t.app, loser, await launchToken(t.app, loser.token, slot.nodeId), slot.nodeId);
    for (let i = 0; i < 3; i++) {
      const round = rid('r');
      const tx = rid('b');
      await vendor.bet(tx, round, 10_000);
      await vendor.win(rid('w'), round, 2_000, tx);
    }
    // the day is not over: nothing yet
    expect(await t.app.services.campaigns.payCashback()).toBe(0);
    clock.advance(DAY);
    const paid = await t.app.services.campaigns.payCashback();
    expect(paid).toBeGreaterThanOrEqual(2_400);
    expect(await t.app.services.campaigns.payCashback()).toBe(0);
    const token = await loginToken(t.app, loser.username, 'Member#2026');
    // no wagering: cash at once
    expect((await funds(t.app, token)).cash).toBe((50_000 - 24_000 + 2_400) / 100);
    const grants = valueOf<{ list: Array<{ campaignId: number; amount: string; status: string }> }>(await ops(t.app, 'GET', `${BONUS_OPS_PATHS.grants}${q}&campaignId=${c.id}&account=${loser.username}`));
    expect(grants.list).toEqual([expect.objectContaining({ amount: '24.00', status: 'completed' })]);
  });
});

describe('apply and review', () => {
  it('an approval pays the amount the operator sets, within the maximum, once', async () => {
    const c = await live('apply', { wagering: { multiplier: 1 } });
    const p = await newPlayer(t.app, 'bapply');
    const applied = valueOf<{ id: number }>(await post(t.app, path(CONTENT_PATHS.promotionApply, { id: c.announcementId }), { remark: 'please' }, p.token));
    const decide = (b: unknown) => ops(t.app, 'PATCH', `/ops/promotions/applications/${applied.id}`, b);
    expect(outcome(await decide({ status: 'approved' }))).toMatchObject({ status: 400, errorCode: 'promotion.amount.required' });
    expect(outcome(await decide({ status: 'approved', amount: '150.00' }))).toMatchObject({ status: 400, errorCode: 'promotion.amount.too.high' });
    expect((await funds(t.app, p.token)).bonus).toBe(0);
    expect(valueOf(await decide({ status: 'approved', amount: '80.00' }))).toMatchObject({ status: 'approved', amount: '80.00' });
    expect(valueOf(await decide({ status: 'approved', amount: '80.00' }))).toMatchObject({ amount: '80.00' });
    expect((await funds(t.app, p.token)).bonus).toBe(80);
  });
});

describe('expiry and forfeit', () => {
  it('an expired bonus gives its money back; an operator can take one back with a reason', async () => {
    const c = await live('code', { amount: '20.00', wagering: { multiplier: 5, expiryDays: 1 } });
    const p = await newPlayer(t.app, 'bexpire');
    valueOf(await claim(p.token, c.id));
    clock.advance(DAY + 1000);
    await t.app.services.campaigns.sweep();
    const token = await loginToken(t.app, p.username, 'Member#2026');
    expect((await funds(t.app, token)).bonus).toBe(0);
    expect((await bonuses(token)).history[0]).toMatchObject({ status: 'expired' });

    const c2 = await live('code', { amount: '15.00' });
    const q2 = await newPlayer(t.app, 'bforfeit');
    const { bonus } = valueOf<{ bonus: Bonus }>(await claim(q2.token, c2.id));
    expect(outcome(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.forfeit, { id: bonus.id })}${q}`, { reason: 'x' }))).toMatchObject({ status: 400 });
    const taken = valueOf<{ status: string }>(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.forfeit, { id: bonus.id })}${q}`, { reason: 'Duplicate account' }));
    expect(taken.status).toBe('forfeited');
    expect(outcome(await ops(t.app, 'POST', `${path(BONUS_OPS_PATHS.forfeit, { id: bonus.id })}${q}`, { reason: 'again please' }))).toMatchObject({ status: 409, errorCode: 'bonus.grant.closed' });
    expect((await funds(t.app, q2.token)).bonus).toBe(0);
  });

  it('a withdrawal with the bonus given up forfeits every active one', async () => {
    const a = await live('code', { amount: '10.00' });
    const b = await live('code', { amount: '20.00' });
    const p = await newPlayer(t.app, 'bwithdraw');
    await paidDeposit(t.app, p.token, 500);
    valueOf(await claim(p.token, a.id));
    valueOf(await claim(p.token, b.id));
    expect((await bonuses(p.token)).active).toHaveLength(2);
    const w = await readyToWithdraw(t.app, p);
    const res = await withdraw(t.app, p.token, { channelId: w.channelId, payoutAccountId: w.accountId, amount: 300, forfeitBonus: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bonuses(p.token)).active).toHaveLength(0);
    expect((await funds(t.app, p.token)).bonus).toBe(0);
  });
});

describe('the campaign report', () => {
  it('shows each campaign\'s cost beside its players\' GGR', async () => {
    const day = new Date(clock() + 8 * 3600_000).toISOString().slice(0, 10);
    const report = valueOf<{ rows: Array<{ campaignId: number | null; cost: string; ngr: string }>; total: { cost: string } }>(
      await ops(t.app, 'GET', `${BONUS_OPS_PATHS.report}${q}&from=2026-11-01&to=${day}`),
    );
    expect(report.rows.length).toBeGreaterThan(3);
    const sum = report.rows.reduce((s, r) => s + Math.round(Number(r.cost) * 100), 0);
    expect(Math.round(Number(report.total.cost) * 100)).toBe(sum);
    expect(outcome(await ops(t.app, 'GET', `${BONUS_OPS_PATHS.report}${q}&from=2026-11-05&to=2026-11-01`))).toMatchObject({ status: 400 });
    expect(outcome(await ops(t.app, 'GET', `${BONUS_OPS_PATHS.report}${q}&from=yesterday&to=2026-11-01`))).toMatchObject({ status: 400 });
  });
});
