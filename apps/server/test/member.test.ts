import { ACCOUNT_PATHS, HEAD_ICON_COUNT } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAgent, requireRealMember } from '../src/plugins/auth.ts';
import { AGENT, auth, DEMO, GOLDEN, login, manualClock, setCashBalance, solvedCaptcha, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Probes for the role guards that no route uses on its own yet.
  t.app.get('/wps/test/agent-only', { onRequest: requireAgent }, async () => ({ success: true, value: 'agent' }));
  t.app.post('/wps/test/real-only', { onRequest: requireRealMember }, async () => ({ success: true, value: 'real' }));
});

afterAll(async () => {
  await t.close();
});

let nextIp = 1;
function ip(): string {
  nextIp++;
  return `10.3.${nextIp >> 8}.${nextIp & 255}`;
}

function failureOf(res: InjectResult) {
  const body = res.json();
  return { status: res.statusCode, errorCode: body.errorCode, message: body.message };
}

async function get(url: string, token?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: token ? auth(token, headers) : headers }) as unknown as Promise<InjectResult>;
}

async function trial(path: string = ACCOUNT_PATHS.freeplay, payload?: object, remoteAddress = ip()) {
  return t.app.inject({ method: 'POST', url: path, payload, remoteAddress }) as unknown as Promise<InjectResult>;
}

describe('member info', () => {
  it('describes the logged-in member with a masked mobile number', async () => {
    const token = await tokenFor(t.app);
    const res = await get(ACCOUNT_PATHS.memberInfo, token);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      type: 0,
      userName: 'demo',
      account: 'demo',
      nickname: 'Lucky Demo',
      email: 'demo@example.com',
      mobileNum: '+63 917****567',
      headIcon: 3,
      clubLabel: { labelName: 'Gold' },
      // the demo's withdrawal PIN, set before its seeded withdrawal
      hasPaymentPassword: true,
      hasPassword: true,
    });
    expect(v.id).toBeGreaterThan(0);
    expect(v.lastLoginAt).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(v)).not.toMatch(/argon2|password_hash|9171234567/);
  });

  it('masks a Vietnamese number the same way', async () => {
    const token = await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' });
    const res = await get(ACCOUNT_PATHS.memberInfo, token, { merchant: 'GOLDEN' });
    expect(res.json().value).toMatchObject({ userName: 'golden', mobileNum: '+84 912***678', clubLabel: { labelName: 'Jade' } });
  });
});

describe('wallet', () => {
  it('shows the balance in major units with two decimals and the currency', async () => {
    const res = await get(ACCOUNT_PATHS.wallet, await tokenFor(t.app));
    expect(res.json()).toEqual({ success: true, value: { sumBalance: 12345.67, playable: 12345.67, currency: 'PHP' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const golden = await get(ACCOUNT_PATHS.wallet, await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' }), { merchant: 'GOLDEN' });
    expect(golden.json().value).toEqual({ sumBalance: 500000, playable: 500000, currency: 'VND' });
  });

  it('reads cents exactly', async () => {
    const token = await tokenFor(t.app);
    const me = (await get(ACCOUNT_PATHS.memberInfo, token)).json().value;
    await setCashBalance(t.app, me.id, 1);
    // one cent of cash, and the ₱1,200 first-deposit bonus the demo still wagers
    expect((await get(ACCOUNT_PATHS.wallet, token)).json().value.sumBalance).toBe(1_200.01);
    await setCashBalance(t.app, me.id, 1_234_567);
  });
});

describe('head icon', () => {
  it('reads and sets the avatar (form-encoded or JSON)', async () => {
    const token = await tokenFor(t.app, AGENT);
    expect((await get(ACCOUNT_PATHS.headIcon, token)).json().value).toEqual({ icon: 7 });
    const set = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.headIcon,
      headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'icon=12',
    });
    expect(set.json()).toEqual({ success: true, value: { icon: 12 } });
    expect((await get(ACCOUNT_PATHS.headIcon, token)).json().value).toEqual({ icon: 12 });
    expect((await get(ACCOUNT_PATHS.memberInfo, token)).json().value.headIcon).toBe(12);
    const json = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.headIcon, headers: auth(token), payload: { icon: 2 } });
    expect(json.json().value).toEqual({ icon: 2 });
  });

  it(`refuses icons outside 1..${HEAD_ICON_COUNT}`, async () => {
    const token = await tokenFor(t.app, AGENT);
    for (const icon of ['0', String(HEAD_ICON_COUNT + 1), 'abc', '2.5', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.headIcon,
        headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `icon=${icon}`,
      });
      expect(res.statusCode, icon).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });
});

describe('rank progress', () => {
  it('reports the per cent towards the next level with the current and next label', async () => {
    const res = await get(ACCOUNT_PATHS.rankProgress, await tokenFor(t.app));
    const v = res.json().value;
    expect(v).toMatchObject({
      // the demo's seeded deposits count towards it
      currentProgress: { completedConditions: 1, totalExpectedConditions: 100 },
      playerRankProgress: { labelName: 'Gold', nextLabelName: 'Platinum' },
    });
    expect(v.playerRankProgress.labelId).toBeGreaterThan(0);
  });

  it('has no label for a member without one', async () => {
    const res = await get(ACCOUNT_PATHS.rankProgress, await tokenFor(t.app, AGENT));
    expect(res.json().value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null, labelName: null, nextLabelName: null },
    });
  });
});

describe('avatars', () => {
  it(`serves ${HEAD_ICON_COUNT} generated SVGs and nothing else`, async () => {
    const bodies = new Set<string>();
    for (let id = 1; id <= HEAD_ICON_COUNT; id++) {
      const res = await t.app.inject({ method: 'GET', url: `/media/avatars/${id}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg /);
      // No external hosts: the only URL is the SVG namespace.
      expect(res.body.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=/);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(HEAD_ICON_COUNT);
    for (const bad of ['0.svg', `${HEAD_ICON_COUNT + 1}.svg`, 'abc.svg', '1.png']) {
      expect((await t.app.inject({ method: 'GET', url: `/media/avatars/${bad}` })).statusCode).toBe(404);
    }
  });
});

describe('trial accounts', () => {
  it('freeplay makes a type 4 account under the trial merchant code with a demo balance', async () => {
    const res = await trial();
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ customerType: 4, merchantCode: 'LUCKYTRIAL' });
    expect(v.userName).toMatch(/^guest\d{8}$/);
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Member info is allowed for trials (the header shows the name), under either code.
    const me = await get(ACCOUNT_PATHS.memberInfo, v.token);
    expect(me.json().value).toMatchObject({ type: 4, userName: v.userName });
    expect((await get(ACCOUNT_PATHS.memberInfo, v.token, { merchant: 'LUCKYTRIAL' })).statusCode).toBe(200);
    expect((await get(ACCOUNT_PATHS.wallet, v.token)).json().value).toEqual({ sumBalance: 2000, playable: 2000, currency: 'PHP' });
    const row = await t.app.database.db.selectFrom('members').selectAll().where('username', '=', v.userName).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_code: 'LUCKY', type: 4, password_hash: null });
    const session = await t.app.database.db.selectFrom('sessions').select('merchant_code').where('member_id', '=', row.id).executeTakeFirstOrThrow();
    expect(session.merchant_code).toBe('LUCKYTRIAL');
  });

  it('freeplay with the kept name resumes that trial account when the caller holds its session', async () => {
    const first = (await trial()).json().value;
    const resume = (token: string, userName: string) =>
      t.app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.freeplay,
        payload: { userName },
        headers: { authorization: token, merchant: 'LUCKYTRIAL' },
        remoteAddress: ip(),
      }) as unknown as Promise<InjectResult>;
    const again = (await resume(first.token, first.userName)).json().value;
    expect(again.userName).toBe(first.userName);
    expect(again.token).not.toBe(first.token);
    // the old session is replaced, not kept alongside
    expect((await get(ACCOUNT_PATHS.memberInfo, first.token, { merchant: 'LUCKYTRIAL' })).statusCode).toBe(401);
    const unknown = (await trial(ACCOUNT_PATHS.freeplay, { userName: 'guest00000000x' })).json().value;
    expect(unknown.userName).not.toBe('guest00000000x');
  });

  it('a guest name alone does not resume anyone: no session, or another guest\'s session, gets a new guest', async () => {
    const victim = (await trial()).json().value;
    const byName = (await trial(ACCOUNT_PATHS.freeplay, { userName: victim.userName })).json().value;
    expect(byName.userName).not.toBe(victim.userName);
    const other = (await trial()).json().value;
    const withOtherSession = (
      await t.app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.freeplay,
        payload: { userName: victim.userName },
        headers: { authorization: other.token, merchant: 'LUCKYTRIAL' },
        remoteAddress: ip(),
      })
    ).json().value;
    expect(withOtherSession.userName).not.toBe(victim.userName);
    // the victim's session still works
    expect((await get(ACCOUNT_PATHS.memberInfo, victim.token, { merchant: 'LUCKYTRIAL' })).statusCode).toBe(200);
  });

  it('never resumes a real account by name', async () => {
    const res = await trial(ACCOUNT_PATHS.freeplay, { userName: 'demo' });
    expect(res.json().value.userName).toMatch(/^guest\d{8}$/);
    expect(res.json().value.customerType).toBe(4);
  });

  it('trialuser always makes a new trial account', async () => {
    const a = (await trial(ACCOUNT_PATHS.trialUser)).json().value;
    const b = (await trial(ACCOUNT_PATHS.trialUser)).json().value;
    expect(a).toMatchObject({ customerType: 4, merchantCode: 'LUCKYTRIAL' });
    expect(b.userName).not.toBe(a.userName);
  });

  it('are refused real-account calls with the exact message', async () => {
    const { token } = (await trial()).json().value;
    const refusals = [
      await get(ACCOUNT_PATHS.rankProgress, token),
      (await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.headIcon, headers: auth(token), payload: { icon: 2 } })) as unknown as InjectResult,
      (await t.app.inject({ method: 'POST', url: '/wps/test/real-only', headers: auth(token) })) as unknown as InjectResult,
    ];
    for (const res of refusals) {
      expect(failureOf(res)).toEqual({
        status: 403,
        errorCode: 'permission.trial',
        message: 'Please log in to a real account to use this function',
      });
    }
    // The head icon can still be read.
    expect((await get(ACCOUNT_PATHS.headIcon, token)).statusCode).toBe(200);
  });

  it('cannot log in with a password', async () => {
    const { userName } = (await trial()).json().value;
    const res = await login(t.app, { username: userName, password: 'anything-at-all' }, { remoteAddress: ip() });
    expect(res.json().errorCode).toBe('login.password.incorrect');
  });

  it('are limited per IP', async () => {
    const from = ip();
    for (let i = 0; i < 20; i++) expect((await trial(ACCOUNT_PATHS.trialUser, undefined, from)).statusCode).toBe(200);
    const limited = await trial(ACCOUNT_PATHS.freeplay, undefined, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('request.rate.limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('role guards', () => {
  it('requireAgent lets agents through and refuses members, trials and visitors', async () => {
    const agent = await get('/wps/test/agent-only', await tokenFor(t.app, AGENT));
    expect(agent.json()).toEqual({ success: true, value: 'agent' });
    expect(failureOf(await get('/wps/test/agent-only', await tokenFor(t.app, DEMO)))).toMatchObject({ status: 403, errorCode: 'permission.denied' });
    const { token } = (await trial()).json().value;
    expect(failureOf(await get('/wps/test/agent-only', token))).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    expect(failureOf(await get('/wps/test/agent-only'))).toMatchObject({ status: 401, errorCode: 'login.required' });
  });

  it('a disabled member loses the session at once', async () => {
    const token = await tokenFor(t.app, AGENT);
    await t.app.database.db.updateTable('members').set({ status: 'disabled' }).where('username', '=', 'agent01').execute();
    try {
      expect(failureOf(await get(ACCOUNT_PATHS.memberInfo, token))).toMatchObject({ status: 401, errorCode: 'login.session.expired' });
    } finally {
      await t.app.database.db.updateTable('members').set({ status: 'active' }).where('username', '=', 'agent01').execute();
    }
  });
});

describe('captcha', () => {
  it('answers a base64 SVG, a 128-bit id and a 2-minute expiry', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.captcha, remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(Buffer.from(v.cap, 'base64').toString()).toMatch(/^<svg[^>]*>[\s\S]*<path/);
    expect(v.captchaId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(v.expiresAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(v.expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await t.app.database.db.selectFrom('captchas').selectAll().where('id', '=', v.captchaId).executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('limits images per IP', async () => {
    const from = ip();
    for (let i = 0; i < 30; i++) expect((await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.captcha, remoteAddress: from })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.captcha, remoteAddress: from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('request.rate.limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('expires after 2 minutes', async () => {
    const clock = manualClock();
    const c = await createTestApp({}, { now: clock });
    try {
      const from = ip();
      await login(c.app, { ...DEMO, password: 'Wrong#2026' }, { remoteAddress: from, now: clock() });
      const captcha = await solvedCaptcha(c.app, { remoteAddress: from });
      clock.advance(120_001);
      const late = await login(c.app, { ...DEMO, ...captcha }, { remoteAddress: from, now: clock() });
      expect(late.json().errorCode).toBe('login.captcha.invalid');
      const fresh = await solvedCaptcha(c.app, { remoteAddress: from });
      clock.advance(119_000);
      expect((await login(c.app, { ...DEMO, ...fresh }, { remoteAddress: from, now: clock() })).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });
});
