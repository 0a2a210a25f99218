import { ACCOUNT_PATHS, MONEY_PATHS, REFERRAL_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, DEMO, GOLDEN, postSealed, solvedCaptcha, tokenFor } from './helpers/accounts.ts';
import {
  checkout,
  createDeposit,
  depositChannel,
  depositOrder,
  expectSoundLedger,
  funds,
  get,
  newPlayer,
  outcome,
  paidDeposit,
  paidEventBody,
  sendWebhook,
  sessionIdOf,
  trialToken,
  valueOf,
} from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newClient } from './helpers/verification.ts';

/**
 * The referral programme (the Invite tab) through the API, on SQLite or PostgreSQL: who may see it, the
 * member's code, link and counts, and the inviter's reward paid on the ledger once per friend when the
 * friend's first deposit is credited through the sandbox provider, also when deposits race.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

let serial = 0;

/** A fresh LUCKY member with an invitation code of its own, logged in. */
async function inviter(name = 'inv') {
  const p = await newPlayer(t.app, name);
  const code = `R${process.pid % 1000}X${serial++}${p.id}`.toUpperCase().slice(0, 16);
  await t.app.database.db.updateTable('members').set({ affiliate_code: code }).where('id', '=', p.id).execute();
  return { ...p, code };
}

/** A friend registering through the API (as the invitation link's page does), logged in by the answer. */
async function registerFriend(affiliateCode?: string, merchant?: string): Promise<{ id: number; username: string; token: string }> {
  const client = newClient(merchant ? { merchant } : {});
  // at least six characters whatever the process id (a username's minimum)
  const username = `fr${String(process.pid % 1000).padStart(3, '0')}x${serial++}`;
  const captcha = await solvedCaptcha(t.app, { remoteAddress: client.remoteAddress, headers: client.headers });
  const res = await postSealed(
    t.app,
    ACCOUNT_PATHS.register,
    {
      registerMethod: 'H5',
      registerUrl: 'localhost',
      ...captcha,
      username,
      password: 'Sunny-Harbour-42',
      confirmPassword: 'Sunny-Harbour-42',
      ...(affiliateCode ? { affiliateCode } : {}),
    },
    { headers: client.headers, remoteAddress: client.remoteAddress },
  );
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.app.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { id: row.id, username, token: res.json().value.token as string };
}

const summary = async (token: string) => valueOf(await get(t.app, REFERRAL_PATHS.summary, token));
const rewards = async (token: string, query = '') => valueOf(await get(t.app, `${REFERRAL_PATHS.rewards}${query}`, token));

async function rewardRows(friendId: number) {
  return t.app.database.db.selectFrom('referral_rewards').selectAll().where('friend_id', '=', friendId).execute();
}

async function rewardTransfers(friendId: number) {
  return t.app.database.db.selectFrom('ledger_transfers').selectAll().where('transfer_key', '=', `referral:${friendId}`).execute();
}

async function setRule(values: { enabled?: number; min_deposit_cents?: number; reward_cents?: number }) {
  await t.app.database.db.updateTable('referral_rules').set(values).where('merchant_code', '=', 'LUCKY').execute();
}

describe('who sees the programme', () => {
  it('tells everyone the merchant offer, and the status answer says whether Invite is shown', async () => {
    expect(valueOf(await get(t.app, REFERRAL_PATHS.program))).toEqual({ enabled: true, reward: 100, minDeposit: 100, currency: 'PHP' });
    const golden = valueOf(await get(t.app, REFERRAL_PATHS.program, undefined, { merchant: 'GOLDEN' }));
    expect(golden).toMatchObject({ enabled: false, currency: 'VND' });
    expect(valueOf(await get(t.app, '/wps/system/status')).info.referral).toBe(true);
    expect(valueOf(await get(t.app, '/wps/system/status', undefined, { merchant: 'GOLDEN' })).info.referral).toBe(false);
  });

  it('refuses visitors (401), trial accounts (403 permission.trial) and agents (403 permission.denied)', async () => {
    const trial = await trialToken(t.app);
    const agent = await tokenFor(t.app, AGENT);
    for (const url of [REFERRAL_PATHS.summary, REFERRAL_PATHS.rewards]) {
      expect(outcome(await get(t.app, url))).toMatchObject({ status: 401, success: false, errorCode: 'login.required' });
      expect(outcome(await get(t.app, url, trial))).toMatchObject({ status: 403, success: false, errorCode: 'permission.trial' });
      expect(outcome(await get(t.app, url, agent))).toMatchObject({ status: 403, success: false, errorCode: 'permission.denied' });
    }
  });

  it('answers 403 feature.disabled where the merchant has the programme off', async () => {
    const golden = await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' });
    const res = await get(t.app, REFERRAL_PATHS.summary, golden, { merchant: 'GOLDEN' });
    expect(outcome(res)).toMatchObject({ status: 403, success: false, errorCode: 'feature.disabled' });
    await setRule({ enabled: 0 });
    try {
      const demo = await tokenFor(t.app, DEMO);
      expect(outcome(await get(t.app, REFERRAL_PATHS.summary, demo))).toMatchObject({ status: 403, errorCode: 'feature.disabled' });
      expect(valueOf(await get(t.app, '/wps/system/status')).info.referral).toBe(false);
    } finally {
      await setRule({ enabled: 1 });
    }
  });
});

describe('code, link and counts', () => {
  it("shows the demo member's code and a registration link carrying it", async () => {
    const demo = await tokenFor(t.app, DEMO);
    const s = await summary(demo);
    expect(s.code).toBe('LUCKYDEMO');
    expect(s.link).toMatch(/^https?:\/\/[^/]+\/m\/register\?code=LUCKYDEMO$/);
    expect(s.program).toEqual({ enabled: true, reward: 100, minDeposit: 100, currency: 'PHP' });
  });

  it('counts friends who joined, then deposited, and pays the inviter once', async () => {
    const host = await inviter();
    expect(await summary(host.token)).toMatchObject({ code: host.code, joined: 0, deposited: 0, rewardTotal: 0, rewardCount: 0 });
    const before = await funds(t.app, host.token);

    const friend = await registerFriend(host.code.toLowerCase());
    expect(await summary(host.token)).toMatchObject({ joined: 1, deposited: 0, rewardTotal: 0 });

    await paidDeposit(t.app, friend.token, 500);
    const after = await funds(t.app, host.token);
    expect(after.cash - before.cash).toBe(100);
    expect(after.sumBalance - before.sumBalance).toBe(100);
    expect(await summary(host.token)).toMatchObject({ joined: 1, deposited: 1, rewardTotal: 100, rewardCount: 1 });
    const list = await rewards(host.token);
    expect(list.next).toBeNull();
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ amount: 100, friend: `${friend.username.slice(0, 2)}***${friend.username.slice(-1)}` });
    expect(list.list[0].friend).not.toBe(friend.username);

    // A second deposit of the same friend pays nothing more.
    await paidDeposit(t.app, friend.token, 300);
    expect((await funds(t.app, host.token)).cash).toBe(after.cash);
    expect(await rewardRows(friend.id)).toHaveLength(1);
    expect(await rewardTransfers(friend.id)).toHaveLength(1);

    // The inviter's statement has the reward line, and balance and ledger agree.
    const statement = valueOf(await get(t.app, `${MONEY_PATHS.transactions}?type=bonus`, host.token));
    expect(statement.list.filter((l: { kind: string }) => l.kind === 'reward')).toEqual([expect.objectContaining({ amount: 100, account: 'cash' })]);
    const cash = await t.app.database.db.selectFrom('ledger_accounts').selectAll().where('code', '=', `m:${host.id}:cash`).executeTakeFirstOrThrow();
    expect((Number(cash.credits_posted) - Number(cash.debits_posted)) / 100).toBe(after.cash);
    await expectSoundLedger(t.app);
  });

  it('pages the rewards list, newest first, and keeps each member to their own', async () => {
    const host = await inviter('pager');
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await registerFriend(host.code));
    for (const f of friends) await paidDeposit(t.app, f.token, 200);
    const first = await rewards(host.token, '?limit=2');
    expect(first.list).toHaveLength(2);
    expect(first.list[0].id).toBeGreaterThan(first.list[1].id);
    expect(first.next).toBe(first.list[1].id);
    const second = await rewards(host.token, `?limit=2&beforeId=${first.next}`);
    expect(second.list).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(await summary(host.token)).toMatchObject({ joined: 3, deposited: 3, rewardTotal: 300, rewardCount: 3 });

    // Another member sees none of it.
    const other = await inviter('other');
    expect(await summary(other.token)).toMatchObject({ joined: 0, deposited: 0, rewardTotal: 0 });
    expect((await rewards(other.token)).list).toEqual([]);
    expect((await rewards(other.token, `?beforeId=${first.list[0].id + 1}`)).list).toEqual([]);
  });

  it('refuses bad list queries with 400 request.invalid', async () => {
    const host = await inviter('bad');
    for (const q of ['?limit=0', '?limit=51', '?limit=abc', '?beforeId=0', '?beforeId=-3', '?beforeId=99999999999', '?beforeId=1.5']) {
      expect(outcome(await get(t.app, `${REFERRAL_PATHS.rewards}${q}`, host.token)), q).toMatchObject({ status: 400, success: false, errorCode: 'request.invalid' });
    }
  });
});

describe('who earns', () => {
  it('pays nothing for a friend registered without a code', async () => {
    const host = await inviter('nocode');
    const before = await funds(t.app, host.token);
    const friend = await registerFriend();
    await paidDeposit(t.app, friend.token, 500);
    expect(await rewardRows(friend.id)).toEqual([]);
    expect((await funds(t.app, host.token)).cash).toBe(before.cash);
    expect(await summary(host.token)).toMatchObject({ joined: 0, deposited: 0 });
  });

  it('never pays a self-referral', async () => {
    const self = await inviter('self');
    await t.app.database.db.updateTable('members').set({ referred_by_affiliate: self.code }).where('id', '=', self.id).execute();
    const before = await funds(t.app, self.token);
    const paid = await paidDeposit(t.app, self.token, 500);
    const after = await funds(t.app, self.token);
    expect(after.cash - before.cash).toBe(paid.credit);
    expect(await rewardRows(self.id)).toEqual([]);
    expect(await rewardTransfers(self.id)).toEqual([]);
  });

  it("leaves an agent's invitations to the agent area", async () => {
    const agentToken = await tokenFor(t.app, AGENT);
    const before = valueOf(await get(t.app, ACCOUNT_PATHS.wallet, agentToken));
    const friend = await registerFriend('AGENT01');
    await paidDeposit(t.app, friend.token, 500);
    expect(await rewardRows(friend.id)).toEqual([]);
    expect(valueOf(await get(t.app, ACCOUNT_PATHS.wallet, agentToken))).toEqual(before);
  });

  it('pays nothing for a first deposit under the minimum, and later deposits do not make up for it', async () => {
    await setRule({ min_deposit_cents: 300_00 });
    try {
      const host = await inviter('min');
      const before = await funds(t.app, host.token);
      const friend = await registerFriend(host.code);
      await paidDeposit(t.app, friend.token, 200);
      await paidDeposit(t.app, friend.token, 1000);
      expect((await funds(t.app, host.token)).cash).toBe(before.cash);
      expect(await summary(host.token)).toMatchObject({ joined: 1, deposited: 1, rewardTotal: 0, rewardCount: 0 });
      expect((await rewards(host.token)).list).toEqual([]);
    } finally {
      await setRule({ min_deposit_cents: 100_00 });
    }
  });

  it('pays nothing while the programme is off, and nothing later for that friend', async () => {
    const host = await inviter('off');
    const friend = await registerFriend(host.code);
    const before = await funds(t.app, host.token);
    await setRule({ enabled: 0 });
    try {
      await paidDeposit(t.app, friend.token, 500);
    } finally {
      await setRule({ enabled: 1 });
    }
    await paidDeposit(t.app, friend.token, 500);
    expect((await funds(t.app, host.token)).cash).toBe(before.cash);
    expect((await rewardRows(friend.id)).map((r) => Number(r.amount_cents))).toEqual([0]);
  });

  it('pays nothing to a disabled inviter', async () => {
    const host = await inviter('gone');
    const friend = await registerFriend(host.code);
    await t.app.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', host.id).execute();
    await paidDeposit(t.app, friend.token, 500);
    expect(await rewardTransfers(friend.id)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('pays one reward per friend when several deposits are credited at once and credits repeat', async () => {
    const host = await inviter('race');
    const before = await funds(t.app, host.token);
    const friend = await registerFriend(host.code);
    const channel = await depositChannel(t.app, friend.token);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await createDeposit(t.app, friend.token, { channelId: channel.id, amount: 200 + i * 100 }));
    // Every order paid at once: each payment's webhook credits its order, in parallel.
    await Promise.all(orders.map((o) => checkout(t.app, o)));
    // The same payments reported again (a provider's retry, a status check): nothing moves twice.
    await Promise.all(
      orders.flatMap((o) => [
        sendWebhook(t.app, paidEventBody({ sessionId: sessionIdOf(o), orderNo: o.orderNo, amountCents: o.amount * 100 })),
        depositOrder(t.app, friend.token, o.orderNo),
      ]),
    );
    for (const o of orders) expect((await depositOrder(t.app, friend.token, o.orderNo)).status).toBe('paid');

    expect(await rewardRows(friend.id)).toHaveLength(1);
    expect(await rewardTransfers(friend.id)).toHaveLength(1);
    const after = await funds(t.app, host.token);
    expect(after.cash - before.cash).toBe(100);
    expect(await summary(host.token)).toMatchObject({ deposited: 1, rewardTotal: 100, rewardCount: 1 });
    await expectSoundLedger(t.app);
  });

  it('pays each of several friends depositing at once exactly their one reward', async () => {
    const host = await inviter('crowd');
    const before = await funds(t.app, host.token);
    const friends = [];
    for (let i = 0; i < 5; i++) friends.push(await registerFriend(host.code));
    const orders = [];
    for (const f of friends) {
      const channel = await depositChannel(t.app, f.token);
      orders.push(await createDeposit(t.app, f.token, { channelId: channel.id, amount: 300 }));
      orders.push(await createDeposit(t.app, f.token, { channelId: channel.id, amount: 400 }));
    }
    await Promise.all(orders.map((o) => checkout(t.app, o)));
    expect((await funds(t.app, host.token)).cash - before.cash).toBe(500);
    for (const f of friends) expect(await rewardTransfers(f.id)).toHaveLength(1);
    await expectSoundLedger(t.app);
  });
});
