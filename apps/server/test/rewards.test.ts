import { ACCOUNT_PATHS, PLAY_PATHS, REWARD_PATHS } from '@lobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeMember, manualClock } from './helpers/accounts.ts';
import {
  expectSoundLedger,
  funds,
  get,
  loginToken,
  newPlayer,
  outcome,
  paidDeposit,
  path,
  post,
  rid,
  trialToken,
  valueOf,
} from './helpers/money-api.ts';
import { settledRound as playRound } from './helpers/play.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * VIP levels, the reward centre and tasks, through the API as the app uses them, on SQLite or PostgreSQL.
 * LUCKY keeps Manila time (UTC+8, no daylight saving): its days start at 16:00 UTC.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 2026-11-25, 12:00 in Manila
const WEDNESDAY_NOON = Date.UTC(2026, 10, 25, 4);
const clock = manualClock(WEDNESDAY_NOON);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t.close();
});

/** A new LUCKY player at the first VIP rank (what registration gives a real account). */
async function vipPlayer(name: string, cents = 0) {
  const p = await newPlayer(t.app, name, cents);
  const bronze = await t.app.database.db
    .selectFrom('club_labels')
    .select('id')
    .where('merchant_code', '=', 'LUCKY')
    .where('level', '=', 1)
    .executeTakeFirstOrThrow();
  await t.app.database.db.updateTable('members').set({ club_label_id: bronze.id }).where('id', '=', p.id).execute();
  return p;
}

/** A settled real-money round played through the rounds service (its stake topped up first: amounts no test member holds). */
async function settledRound(memberId: number, betCents: number, settledAt: number) {
  return playRound(t.app, { memberId, bet: betCents, at: settledAt });
}

async function claimRows(memberId: number): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('reward_claims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const center = async (token: string) => valueOf(await get(t.app, REWARD_PATHS.rewardCenter, token));
const tasks = async (token: string) => valueOf(await get(t.app, REWARD_PATHS.tasks, token));
const claim = (token: string, key: string) => post(t.app, REWARD_PATHS.rewardClaim, { key }, token);
const claimTask = (token: string, taskId: unknown) => post(t.app, REWARD_PATHS.taskClaim, { taskId }, token);
type TaskView = { id: number; code: string; progress: number; target: number; completed: boolean; claimed: boolean };
const taskByCode = async (token: string, code: string): Promise<TaskView> => {
  const v = await tasks(token);
  const found = [...v.daily, ...v.weekly].find((x: TaskView) => x.code === code);
  if (!found) throw new Error(`no task ${code}`);
  return found;
};

describe('VIP levels', () => {
  it('lists every level with its requirement and benefits for visitors, without a standing', async () => {
    const v = valueOf(await get(t.app, REWARD_PATHS.vipLevels));
    expect(v.currency).toBe('PHP');
    expect(v.member).toBeNull();
    expect(v.levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(v.levels[1]).toEqual({
      level: 2,
      name: 'Silver',
      requiredValidBet: 5000,
      requiredDeposit: 1000,
      levelUpBonus: 58,
      rebateBp: 50,
      birthdayBonus: 188,
    });
    expect(valueOf(await get(t.app, REWARD_PATHS.vipLevels, await trialToken(t.app))).member).toBeNull();
  });

  it('moves a member up from real deposits and valid bets; rank progress keeps its shape', async () => {
    const p = await vipPlayer('vipup');
    const before = valueOf(await get(t.app, ACCOUNT_PATHS.rankProgress, p.token));
    expect(before).toMatchObject({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 100 },
      playerRankProgress: { labelName: 'Bronze', nextLabelName: 'Silver' },
    });

    await paidDeposit(t.app, p.token, 1000); // Silver's deposit requirement, through the sandbox checkout
    const half = valueOf(await get(t.app, ACCOUNT_PATHS.rankProgress, p.token));
    expect(half.currentProgress.completedConditions).toBe(50);

    await settledRound(p.id, 2_500_00, clock());
    const undone = await settledRound(p.id, 2_500_00, clock());
    // a round whose stake was rolled back is not a valid bet
    await undone.rollbackStake();
    expect(valueOf(await get(t.app, ACCOUNT_PATHS.rankProgress, p.token)).currentProgress.completedConditions).toBe(75);
    await settledRound(p.id, 2_500_00, clock());

    const after = valueOf(await get(t.app, ACCOUNT_PATHS.rankProgress, p.token));
    expect(after.playerRankProgress).toMatchObject({ labelName: 'Silver', nextLabelName: 'Gold' });
    const info = valueOf(await get(t.app, ACCOUNT_PATHS.memberInfo, p.token));
    expect(info.clubLabel.labelName).toBe('Silver');
    const standing = valueOf(await get(t.app, REWARD_PATHS.vipLevels, p.token)).member;
    expect(standing).toMatchObject({ level: 2, validBetTotal: 5000, depositTotal: 1000, nextLevel: 3 });

    // the level-up bonus is waiting in the reward centre, once
    const rewards = (await center(p.token)).rewards;
    expect(rewards.filter((r: { kind: string }) => r.kind === 'vip_level_up')).toEqual([
      expect.objectContaining({ key: 'vip:2', amount: 58, claimable: true, levelName: 'Silver' }),
    ]);
  });

  it('answers no rank for an account outside the programme (an agent)', async () => {
    const agent = await loginToken(t.app, 'agent01', 'Agent#2026');
    expect(valueOf(await get(t.app, ACCOUNT_PATHS.rankProgress, agent))).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null, labelName: null, nextLabelName: null },
    });
  });
});

describe('reward centre', () => {
  it('pays a level-up bonus once, as bonus money with its wagering, and lists it in the history', async () => {
    const p = await vipPlayer('lvl');
    await settledRound(p.id, 5_000_00, clock());
    await t.app.database.db
      .updateTable('members')
      .set({ club_label_id: (await t.app.database.db.selectFrom('club_labels').select('id').where('merchant_code', '=', 'LUCKY').where('level', '=', 3).executeTakeFirstOrThrow()).id })
      .where('id', '=', p.id)
      .execute();
    const keys = (await center(p.token)).rewards.map((r: { key: string }) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['vip:2', 'vip:3']));

    const before = await funds(t.app, p.token);
    const first = valueOf(await claim(p.token, 'vip:3'));
    expect(first).toMatchObject({ key: 'vip:3', kind: 'vip_level_up', amount: 288, wageringRequired: 288, levelName: 'Gold', replayed: false });
    const after = await funds(t.app, p.token);
    expect(after.bonus).toBeCloseTo(before.bonus + 288, 2);
    expect(after.cash).toBe(before.cash);

    const again = valueOf(await claim(p.token, 'vip:3'));
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect((await funds(t.app, p.token)).bonus).toBeCloseTo(after.bonus, 2);
    expect((await center(p.token)).rewards.map((r: { key: string }) => r.key)).not.toContain('vip:3');

    const history = valueOf(await get(t.app, REWARD_PATHS.rewardHistory, p.token));
    expect(history.list).toEqual([expect.objectContaining({ id: first.id, key: 'vip:3', amount: 288 })]);
    expect(history.nextBeforeId).toBeNull();
    await expectSoundLedger(t.app);
  });

  it('refuses bad and unclaimable keys with a clear 4xx, writing nothing', async () => {
    const p = await vipPlayer('badkeys');
    const cases: [unknown, number, string][] = [
      [{ key: 'foo' }, 400, 'request.invalid'],
      [{ key: 'vip:2; drop table' }, 400, 'request.invalid'],
      [{ key: 'x'.repeat(100) }, 400, 'request.invalid'],
      [{}, 400, 'request.invalid'],
      [{ key: 'rebate:2026-13-40' }, 400, 'request.invalid'],
      [{ key: 'vip:9' }, 404, 'reward.not.found'],
      [{ key: 'vip:1' }, 404, 'reward.not.found'],
      [{ key: 'vip:4' }, 409, 'reward.not.claimable'],
      [{ key: 'birthday:2026' }, 404, 'reward.not.found'], // no birthday set
      [{ key: 'rebate:2026-11-25' }, 409, 'reward.not.claimable'], // today: from tomorrow
      [{ key: 'rebate:2026-11-24' }, 409, 'reward.not.claimable'], // no bets that day
      [{ key: 'rebate:2026-11-01' }, 409, 'reward.not.claimable'], // too old
    ];
    for (const [body, status, code] of cases) {
      const res = await post(t.app, REWARD_PATHS.rewardClaim, body, p.token);
      expect(outcome(res), JSON.stringify(body)).toMatchObject({ status, success: false, errorCode: code });
    }
    const history = await get(t.app, `${REWARD_PATHS.rewardHistory}?beforeId=abc`, p.token);
    expect(outcome(history)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await claimRows(p.id)).toBe(0);
    expect((await funds(t.app, p.token)).bonus).toBe(0);
  });

  it('is for real members of a merchant with REWCEN3: visitors 401, trial accounts 403, other brands 403', async () => {
    const trial = await trialToken(t.app);
    for (const [method, url, body] of [
      ['GET', REWARD_PATHS.rewardCenter, undefined],
      ['POST', REWARD_PATHS.rewardClaim, { key: 'vip:2' }],
      ['GET', REWARD_PATHS.rewardHistory, undefined],
      ['GET', REWARD_PATHS.tasks, undefined],
      ['POST', REWARD_PATHS.taskClaim, { taskId: 1 }],
      ['GET', ACCOUNT_PATHS.rankProgress, undefined],
    ] as const) {
      const visitor = await t.app.inject({ method, url, payload: body });
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json().errorCode, url).toBe('login.required');
      const asTrial = await t.app.inject({ method, url, payload: body, headers: { authorization: trial } });
      expect(asTrial.statusCode, url).toBe(403);
      expect(asTrial.json().errorCode, url).toBe('permission.trial');
    }

    const golden = await makeMember(t.app, { username: `goldrw${Date.now() % 100000}`, merchantCode: 'GOLDEN' });
    const res = await login(t.app, { username: golden.username, password: golden.password }, { headers: { merchant: 'GOLDEN' }, now: clock(), remoteAddress: '10.88.0.1' });
    const token = res.json().value.token as string;
    const off = await get(t.app, REWARD_PATHS.rewardCenter, token, { merchant: 'GOLDEN' });
    expect(outcome(off)).toMatchObject({ status: 403, errorCode: 'feature.disabled' });
    const claimOff = await post(t.app, REWARD_PATHS.rewardClaim, { key: 'vip:2' }, token, { merchant: 'GOLDEN' });
    expect(outcome(claimOff)).toMatchObject({ status: 403, errorCode: 'feature.disabled' });
    // tasks are not behind the flag: GOLDEN has its own
    expect(valueOf(await get(t.app, REWARD_PATHS.tasks, token, { merchant: 'GOLDEN' })).currency).toBe('VND');
  });

  it("keeps one member's rewards from another: each sees and claims only their own", async () => {
    const a = await vipPlayer('owna');
    const b = await vipPlayer('ownb');
    await settledRound(a.id, 5_000_00, clock());
    await paidDeposit(t.app, a.token, 1000);
    expect((await center(a.token)).rewards.map((r: { key: string }) => r.key)).toContain('vip:2');
    expect((await center(b.token)).rewards.map((r: { key: string }) => r.key)).not.toContain('vip:2');
    // b asking for a's level-up is asking for b's own, which b has not reached
    expect(outcome(await claim(b.token, 'vip:2'))).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });
    valueOf(await claim(a.token, 'vip:2'));
    expect(valueOf(await get(t.app, REWARD_PATHS.rewardHistory, b.token)).list).toEqual([]);
    expect(valueOf(await get(t.app, REWARD_PATHS.rewardHistory, a.token)).list).toHaveLength(1);
    expect(await claimRows(b.id)).toBe(0);
  });

  it('pays parallel claims of one reward exactly once', async () => {
    const p = await vipPlayer('race');
    await settledRound(p.id, 5_000_00, clock());
    await paidDeposit(t.app, p.token, 1000);
    const before = await funds(t.app, p.token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(p.token, 'vip:2')));
    const values = answers.map((r) => valueOf(r));
    expect(new Set(values.map((v) => v.id)).size).toBe(1);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect((await funds(t.app, p.token)).bonus).toBeCloseTo(before.bonus + 58, 2);
    expect(await claimRows(p.id)).toBe(1);
    await expectSoundLedger(t.app);
  });

  it('offers the birthday bonus of the level once a year in the birthday month', async () => {
    const p = await vipPlayer('bday');
    await t.app.database.db.updateTable('members').set({ birthday: '1990-11-03' }).where('id', '=', p.id).execute();
    const reward = (await center(p.token)).rewards.find((r: { kind: string }) => r.kind === 'birthday');
    expect(reward).toMatchObject({ key: 'birthday:2026', amount: 88, claimable: true, expiresAt: Date.UTC(2026, 10, 30, 16), day: '2026-11-01' });
    expect(valueOf(await claim(p.token, 'birthday:2026'))).toMatchObject({ kind: 'birthday', amount: 88 });
    expect(outcome(await claim(p.token, 'birthday:2027'))).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });

    const q = await vipPlayer('bday2');
    await t.app.database.db.updateTable('members').set({ birthday: '1990-02-14' }).where('id', '=', q.id).execute();
    const later = (await center(q.token)).rewards.find((r: { kind: string }) => r.kind === 'birthday');
    expect(later).toMatchObject({ key: 'birthday:2027', claimable: false, availableAt: Date.UTC(2027, 0, 31, 16), day: '2027-02-01' });
    expect(outcome(await claim(q.token, 'birthday:2026'))).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });
  });

  it("rebate: a day's reward is the level's rate times that local day's valid bets, claimable the next day", async () => {
    const todayStart = Date.UTC(2026, 10, 24, 16); // Wednesday 00:00 in Manila
    const yesterdayStart = todayStart - DAY;
    await fc.assert(
      fc.asyncProperty(
        // rounds around yesterday: offsets from the day before yesterday's start to the end of today
        fc.array(fc.record({ bet: fc.integer({ min: 1, max: 500_000 }), at: fc.integer({ min: 0, max: 3 * DAY - 1 }) }), { maxLength: 12 }),
        async (rounds) => {
          const p = await vipPlayer('rebate');
          const from = yesterdayStart - DAY;
          for (const r of rounds) await settledRound(p.id, r.bet, from + r.at);
          const yesterdayBets = rounds.filter((r) => from + r.at >= yesterdayStart && from + r.at < todayStart).reduce((s, r) => s + r.bet, 0);
          const todayBets = rounds.filter((r) => from + r.at >= todayStart).reduce((s, r) => s + r.bet, 0);
          const expected = Math.floor((yesterdayBets * 30) / 10_000); // Bronze: 0.30%
          const list = (await center(p.token)).rewards.filter((r: { kind: string }) => r.kind === 'rebate');
          const yesterday = list.find((r: { day: string }) => r.day === '2026-11-24');
          const today = list.find((r: { day: string }) => r.day === '2026-11-25');
          if (expected > 0) {
            expect(yesterday).toMatchObject({ amount: expected / 100, claimable: true, validBet: yesterdayBets / 100, rebateBp: 30 });
            const paid = valueOf(await claim(p.token, 'rebate:2026-11-24'));
            expect(Math.round(paid.amount * 100)).toBe(expected);
          } else {
            expect(yesterday).toBeUndefined();
            expect(outcome(await claim(p.token, 'rebate:2026-11-24')).status).toBe(409);
          }
          const todayExpected = Math.floor((todayBets * 30) / 10_000);
          if (todayExpected > 0) expect(today).toMatchObject({ claimable: false, availableAt: todayStart + DAY, amount: todayExpected / 100 });
          else expect(today).toBeUndefined();
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('rewards as bonus money', () => {
  it('wagers several reward grants oldest first and turns the bonus into cash only when the last is met', async () => {
    const p = await vipPlayer('wager');
    const gold = await t.app.database.db.selectFrom('club_labels').select('id').where('merchant_code', '=', 'LUCKY').where('level', '=', 3).executeTakeFirstOrThrow();
    await t.app.database.db.updateTable('members').set({ club_label_id: gold.id }).where('id', '=', p.id).execute();
    valueOf(await claim(p.token, 'vip:2')); // 58, wager 58
    valueOf(await claim(p.token, 'vip:3')); // 288, wager 288
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 0, bonus: 346, bonusWagering: { required: 58, wagered: 0 } });

    const diceUrl = path(PLAY_PATHS.originalBet, { game: 'dice' });
    const bet = async (amount: number) => {
      const res = await post(t.app, diceUrl, { amount, requestId: rid('w'), params: { target: 98, direction: 'under' } }, p.token);
      expect(res.statusCode, res.body).toBe(200);
    };
    for (let i = 0; i < 6; i++) await bet(10); // 60: the first grant is met, 2 carry over to the second
    const between = await funds(t.app, p.token);
    expect(between.cash).toBe(0);
    expect(between.bonusWagering).toMatchObject({ required: 288, wagered: 2, remaining: 286 });

    while ((await funds(t.app, p.token)).bonusWagering) await bet(Math.min(50, Math.floor((await funds(t.app, p.token)).bonus)));
    const after = await funds(t.app, p.token);
    expect(after.bonus).toBe(0);
    expect(after.cash).toBeGreaterThan(0);
    await expectSoundLedger(t.app);
  });
});

describe('tasks', () => {
  it('counts real in-house rounds, pays the task once when complete, and refuses an unfinished one', async () => {
    const p = await vipPlayer('rounds', 100_00);
    const rounds = await taskByCode(p.token, 'daily-inhouse-rounds');
    expect(rounds).toMatchObject({ progress: 0, target: 10, completed: false, claimed: false });
    expect(outcome(await claimTask(p.token, rounds.id))).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });

    const diceUrl = path(PLAY_PATHS.originalBet, { game: 'dice' });
    for (let i = 0; i < 10; i++) {
      const res = await post(t.app, diceUrl, { amount: 1, requestId: rid('d'), params: { target: 50, direction: 'under' } }, p.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await taskByCode(p.token, 'daily-inhouse-rounds')).toMatchObject({ progress: 10, completed: true, claimed: false });
    expect((await taskByCode(p.token, 'daily-valid-bet')).progress).toBe(10);

    const before = await funds(t.app, p.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claimTask(p.token, rounds.id)));
    const values = answers.map((r) => valueOf(r));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(values[0]).toMatchObject({ kind: 'task', amount: 10, taskKind: 'rounds', taskPeriod: 'daily' });
    expect((await funds(t.app, p.token)).bonus).toBeCloseTo(before.bonus + 10, 2);
    expect(await taskByCode(p.token, 'daily-inhouse-rounds')).toMatchObject({ claimed: true });
    expect(await claimRows(p.id)).toBe(1);
    await expectSoundLedger(t.app);
  });

  it('refuses bad task ids with a clear 4xx', async () => {
    const p = await vipPlayer('badtask');
    for (const [body, status, code] of [
      [{ taskId: 'x' }, 400, 'request.invalid'],
      [{ taskId: -1 }, 400, 'request.invalid'],
      [{ taskId: 1.5 }, 400, 'request.invalid'],
      [{}, 400, 'request.invalid'],
      [{ taskId: 999_999 }, 404, 'reward.not.found'],
    ] as const) {
      expect(outcome(await post(t.app, REWARD_PATHS.taskClaim, body, p.token)), JSON.stringify(body)).toMatchObject({ status, errorCode: code });
    }
    // another merchant's task is not this member's
    const golden = await t.app.database.db.selectFrom('reward_tasks').select('id').where('merchant_code', '=', 'GOLDEN').executeTakeFirstOrThrow();
    expect(outcome(await claimTask(p.token, golden.id))).toMatchObject({ status: 404, errorCode: 'reward.not.found' });
    expect(await claimRows(p.id)).toBe(0);
  });

  it("resets daily tasks at the merchant's local midnight and weekly ones on its Monday", async () => {
    // Wednesday 23:58 in Manila (15:58 UTC)
    clock.set(Date.UTC(2026, 10, 25, 15, 58));
    const p = await vipPlayer('reset');
    const login = await taskByCode(p.token, 'daily-login');
    expect(login).toMatchObject({ progress: 1, completed: true });
    const v = await tasks(p.token);
    expect(v.dailyResetsAt).toBe(Date.UTC(2026, 10, 25, 16));
    expect(v.weeklyResetsAt).toBe(Date.UTC(2026, 10, 29, 16)); // Monday 30 Nov 00:00 in Manila
    valueOf(await claimTask(p.token, login.id));
    expect(await taskByCode(p.token, 'daily-login')).toMatchObject({ claimed: true });

    clock.advance(3 * 60_000); // Thursday 00:01 in Manila
    expect(await taskByCode(p.token, 'daily-login')).toMatchObject({ progress: 0, completed: false, claimed: false });
    expect(await taskByCode(p.token, 'weekly-login')).toMatchObject({ progress: 1 });
    expect(outcome(await claimTask(p.token, login.id))).toMatchObject({ status: 409, errorCode: 'reward.not.claimable' });
    const again = await loginToken(t.app, p.username, 'Member#2026');
    expect(await taskByCode(again, 'daily-login')).toMatchObject({ progress: 1, completed: true, claimed: false });
    expect(valueOf(await claimTask(again, login.id)).replayed).toBe(false);
    expect(await claimRows(p.id)).toBe(2);

    // Sunday 23:59 then Monday 00:01 in Manila: the week starts again
    clock.set(Date.UTC(2026, 10, 29, 15, 59));
    const sunday = await loginToken(t.app, p.username, 'Member#2026');
    expect((await taskByCode(sunday, 'weekly-login')).progress).toBe(3);
    clock.advance(2 * 60_000);
    expect((await taskByCode(sunday, 'weekly-login')).progress).toBe(0);
    clock.set(WEDNESDAY_NOON);
  });
});
