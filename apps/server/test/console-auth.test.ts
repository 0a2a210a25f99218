import { CONSOLE_AUTH_PATHS } from '@lobby/contract';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/core/operators/totp.ts';
import { OPERATOR_SEEDS } from '../src/db/seed/operators.ts';
// @ts-expect-error -- a plain .mjs script without types
import { DEMO_TOTP_SECRETS } from '../../../scripts/totp.mjs';
import { consoleCall, consoleCookieOf, consoleLogin, loginRaw, newOperator, tokenCall } from './helpers/console.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Operator sign-in to the console: password then TOTP (never the same code twice), the session cookie,
 * enrolment of a second factor, the idle timeout on the app's clock, logout, the CSRF header, disabled
 * operators, the sign-in limits and the audit rows they leave.
 */
let t: TestApp;
let now = Date.UTC(2026, 10, 24, 12, 0, 0);
const clock = () => now;
const OWNER = OPERATOR_SEEDS.find((s) => s.username === 'owner')!;
const VIEWER = OPERATOR_SEEDS.find((s) => s.username === 'viewer')!;
const AGENTS = OPERATOR_SEEDS.find((s) => s.username === 'agents')!;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t?.close();
});

/** Moves the clock past the current TOTP step, so the next code is a new one. */
function nextStep(): void {
  now += 30_000;
}

async function lastAudit(actor: string) {
  return t.app.db.selectFrom('audit_log').selectAll().where('actor', '=', actor).orderBy('id', 'desc').executeTakeFirst();
}

describe('signing in', () => {
  it('refuses a wrong password and an unknown operator alike, and audits both', async () => {
    for (const body of [
      { username: 'owner', password: 'Wrong#2026', totp: totpCode(OWNER.totpSecret!, now) },
      { username: 'nobody-here', password: 'Owner#2026' },
    ]) {
      const res = await loginRaw(t.app, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'console.login.invalid' });
      expect(consoleCookieOf(res)).toBeUndefined();
    }
    expect(await lastAudit('owner')).toMatchObject({ action: 'POST /ops/auth/login', status: 'bad_password', actor_role: 'owner' });
    expect(await lastAudit('nobody-here')).toMatchObject({ status: 'unknown_user', actor_role: 'unknown' });
  });

  it('asks an enrolled operator for the code, refuses a wrong one, and never takes a code twice', async () => {
    nextStep();
    const missing = await loginRaw(t.app, { username: 'owner', password: OWNER.password });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().errorCode).toBe('console.totp.required');
    expect(consoleCookieOf(missing)).toBeUndefined();

    const wrongCode = String((Number(totpCode(OWNER.totpSecret!, now)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await loginRaw(t.app, { username: 'owner', password: OWNER.password, totp: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('console.totp.invalid');

    const code = totpCode(OWNER.totpSecret!, now);
    const good = await loginRaw(t.app, { username: 'owner', password: OWNER.password, totp: code });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().value).toMatchObject({
      totpSetupRequired: false,
      operator: { username: 'owner', role: 'owner', merchants: 'all', totpEnabled: true },
    });
    expect(good.json().value.operator.permissions).toContain('operators.manage');

    const replay = await loginRaw(t.app, { username: 'owner', password: OWNER.password, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('console.totp.invalid');
    expect(await lastAudit('owner')).toMatchObject({ status: 'reused_totp' });
    // the code of the step before is older than the one used: refused as well
    const older = await loginRaw(t.app, { username: 'owner', password: OWNER.password, totp: totpCode(OWNER.totpSecret!, now - 30_000) });
    expect(older.json().errorCode).toBe('console.totp.invalid');
  });

  it('sets an HttpOnly, SameSite=Strict cookie on /ops, not Secure over plain http', async () => {
    nextStep();
    const res = await loginRaw(t.app, { username: 'viewer', password: 'Viewer#2026', totp: totpCode(VIEWER.totpSecret, now) });
    expect(res.statusCode).toBe(200);
    const raw = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('lobby_console='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    expect(raw).toMatch(/Path=\/ops(;|$)/);
    expect(raw).not.toMatch(/Secure/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: CONSOLE_AUTH_PATHS.login,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'viewer', password: 'Viewer#2026', totp: totpCode(VIEWER.totpSecret, Date.now()) },
      });
      expect(res.statusCode).toBe(200);
      expect([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('lobby_console='))).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('never locks an operator out: ten wrong passwords from ten addresses, then password and code from an eleventh sign in', async () => {
    nextStep();
    for (let i = 0; i < 10; i++) {
      const res = await loginRaw(t.app, { username: 'agents', password: `Wrong#${i}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('console.login.invalid');
    }
    // The name is guarded: the right password alone says nothing (no "enter your code" that would confirm it)…
    const alone = await loginRaw(t.app, { username: 'agents', password: AGENTS.password });
    expect(alone.statusCode).toBe(429);
    expect(alone.json().errorCode).toBe('login.rate.limited');
    expect(consoleCookieOf(alone)).toBeUndefined();
    // …and a wrong password with a right code neither
    const wrongWithCode = await loginRaw(t.app, { username: 'agents', password: 'Wrong#x', totp: totpCode(AGENTS.totpSecret, now) });
    expect(wrongWithCode.statusCode).toBe(429);
    // the whole proof in one request, from an address that never failed, signs in
    const owner = await loginRaw(t.app, { username: 'agents', password: AGENTS.password, totp: totpCode(AGENTS.totpSecret, now) });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(consoleCookieOf(owner)).toBeTruthy();
    expect(await lastAudit('agents')).toMatchObject({ status: 'ok', outcome: 'success', http_status: 200 });
    // and a sign-in starts the name's count again: the usual two steps work
    nextStep();
    expect((await loginRaw(t.app, { username: 'agents', password: AGENTS.password })).json().errorCode).toBe('console.totp.required');
  });

  it('challenges an address after a failed sign-in with a captcha, and stops one that hammers (429)', async () => {
    nextStep();
    const address = '10.99.0.1';
    const headers = { 'user-agent': 'hammer' };
    const call = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: CONSOLE_AUTH_PATHS.login, payload: body, remoteAddress: address, headers });
    expect((await call({ username: 'support', password: 'Wrong#2026' })).statusCode).toBe(401);
    // from then on this address needs a captcha, even with the right password and code
    const support = OPERATOR_SEEDS.find((s) => s.username === 'support')!;
    const challenged = await call({ username: 'support', password: support.password, totp: totpCode(support.totpSecret, now) });
    expect(challenged.statusCode).toBe(400);
    expect(challenged.json()).toMatchObject({ errorCode: 'login.captcha.required', value: { captcha: true } });
    expect(await lastAudit('support')).toMatchObject({ status: 'captcha_required', outcome: 'refused', http_status: 400 });
    // the console's captcha image, answered (the test knows the answer as solvedCaptcha does)
    const image = await t.app.inject({ method: 'GET', url: CONSOLE_AUTH_PATHS.captcha, remoteAddress: address, headers });
    expect(image.statusCode).toBe(200);
    const { captchaId } = image.json().value as { captchaId: string };
    expect(Buffer.from(image.json().value.cap, 'base64').toString()).toMatch(/^<svg/);
    await t.app.db.updateTable('captchas').set({ answer_hash: createHash('sha256').update('24680').digest('hex') }).where('id', '=', captchaId).execute();
    const wrongAnswer = await call({ username: 'support', password: support.password, totp: totpCode(support.totpSecret, now), captchaId, captcha: '11111' });
    expect(wrongAnswer.json().errorCode).toBe('login.captcha.invalid');
    const image2 = (await t.app.inject({ method: 'GET', url: CONSOLE_AUTH_PATHS.captcha, remoteAddress: address, headers })).json().value as { captchaId: string };
    await t.app.db.updateTable('captchas').set({ answer_hash: createHash('sha256').update('24680').digest('hex') }).where('id', '=', image2.captchaId).execute();
    const passed = await call({ username: 'support', password: support.password, totp: totpCode(support.totpSecret, now), captchaId: image2.captchaId, captcha: '24680' });
    expect(passed.statusCode, passed.body).toBe(200);

    // the two-step form: the password with a solved captcha asks for the code, and the code needs no second captcha
    expect((await call({ username: 'support', password: 'Wrong#2026' })).statusCode).toBe(401);
    const image3 = (await t.app.inject({ method: 'GET', url: CONSOLE_AUTH_PATHS.captcha, remoteAddress: address, headers })).json().value as { captchaId: string };
    await t.app.db.updateTable('captchas').set({ answer_hash: createHash('sha256').update('24680').digest('hex') }).where('id', '=', image3.captchaId).execute();
    const stepOne = await call({ username: 'support', password: support.password, captchaId: image3.captchaId, captcha: '24680' });
    expect(stepOne.json().errorCode).toBe('console.totp.required');
    nextStep();
    expect((await call({ username: 'support', password: support.password, totp: totpCode(support.totpSecret, now) })).statusCode).toBe(200);

    // an address that keeps guessing: refused with the captcha each time, then 429 past 30 attempts
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await loginRaw(t.app, { username: `guess${i}`, password: 'Wrong#2026' }, '10.99.0.2')).statusCode);
    expect(codes[0]).toBe(401);
    expect(codes.slice(1, 30).every((c) => c === 400)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    now += 15 * 60_000 + 1;
  });

  it('refuses a disabled operator, and disabling ends their sessions at once', async () => {
    const { cookie, password } = await newOperator(t.app, { username: 'temp-support', role: 'support', merchants: ['LUCKY'] });
    expect((await consoleCall(t.app, cookie, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(200);
    const off = await tokenCall(t.app, 'PATCH', '/ops/operators/temp-support', { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value.disabled).toBe(true);
    const after = await consoleCall(t.app, cookie, 'GET', CONSOLE_AUTH_PATHS.me);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('ops.unauthorized');
    const login = await loginRaw(t.app, { username: 'temp-support', password });
    expect(login.statusCode).toBe(401);
    expect(login.json().errorCode).toBe('console.login.invalid');
    expect(await lastAudit('temp-support')).toMatchObject({ status: 'disabled' });
  });

  it('keeps the demo script and the seed on the same TOTP secrets', () => {
    for (const seed of OPERATOR_SEEDS) expect((DEMO_TOTP_SECRETS as Record<string, string>)[seed.username]).toBe(seed.totpSecret);
  });
});

describe('enrolling a second factor', () => {
  it('makes a new operator choose their own password and enrol a second factor before anything else', async () => {
    nextStep();
    const created = await tokenCall(t.app, 'POST', CONSOLE_AUTH_PATHS.operators, {
      username: 'Cash-Desk',
      displayName: 'Cash desk',
      password: 'Given#Ledger-Otter-2026',
      role: 'finance',
      merchants: ['LUCKY'],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ username: 'cash-desk', role: 'finance', merchants: ['LUCKY'], totpEnabled: false, passwordChangeRequired: true });

    const login = await loginRaw(t.app, { username: 'cash-desk', password: 'Given#Ledger-Otter-2026' });
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ totpSetupRequired: true, passwordChangeRequired: true });
    const cookie = consoleCookieOf(login)!;

    // nothing but /ops/auth/* until the password is their own and the second factor enrolled
    const blocked = await consoleCall(t.app, cookie, 'GET', '/ops/withdrawals?merchant=LUCKY');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ errorCode: 'ops.forbidden', value: { passwordChangeRequired: true, totpSetupRequired: true } });
    const me = await consoleCall(t.app, cookie, 'GET', CONSOLE_AUTH_PATHS.me);
    expect(me.json().value).toMatchObject({ totpSetupRequired: true, passwordChangeRequired: true, idleTimeoutMs: 30 * 60_000 });

    // the new password follows the operators' rule, with a message that says what to fix
    const weak = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: 'Given#Ledger-Otter-2026', newPassword: 'Cashdesk#2026' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errorCode: 'console.password.weak', value: { problems: expect.arrayContaining(['containsName']) } });
    expect(weak.json().message).toMatch(/username or name/);
    const changed = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: 'Given#Ledger-Otter-2026', newPassword: 'Teal-Orchid-58-Wharf' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value).toMatchObject({ passwordChangeRequired: false, totpSetupRequired: true });
    const stillBlocked = await consoleCall(t.app, cookie, 'GET', '/ops/withdrawals?merchant=LUCKY');
    expect(stillBlocked.json()).toMatchObject({ errorCode: 'ops.forbidden', value: { passwordChangeRequired: false, totpSetupRequired: true } });

    const enableFirst = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpEnable, { code: '123456' });
    expect(enableFirst.json().errorCode).toBe('console.totp.not_started');

    const setup = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpSetup);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json().value as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*cash-desk.*secret=/);

    const wrong = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpEnable, { code: String((Number(totpCode(secret, now)) + 7) % 1_000_000).padStart(6, '0') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('console.totp.invalid');
    const code = totpCode(secret, now);
    const enabled = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpEnable, { code });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().value.operator.totpEnabled).toBe(true);
    expect((await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpSetup)).json().errorCode).toBe('console.totp.enrolled');
    // the enrolment is audited, its code redacted
    const enrolRow = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'POST /ops/auth/totp/enable').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(enrolRow).toMatchObject({ actor: 'cash-desk', actor_role: 'finance', status: 'ok', outcome: 'success' });
    expect(JSON.parse(enrolRow.after_json!)).toEqual({ totpEnabled: true });
    expect(JSON.stringify(await t.app.db.selectFrom('audit_log').select(['after_json', 'before_json']).execute())).not.toContain(`"${code}"`);

    // the same session now works
    expect((await consoleCall(t.app, cookie, 'GET', '/ops/withdrawals?merchant=LUCKY')).statusCode).toBe(200);

    // and the next sign-in needs the new password and a code, not the one used to enrol
    expect((await loginRaw(t.app, { username: 'cash-desk', password: 'Given#Ledger-Otter-2026', totp: code })).json().errorCode).toBe('console.login.invalid');
    const again = await loginRaw(t.app, { username: 'cash-desk', password: 'Teal-Orchid-58-Wharf', totp: code });
    expect(again.json().errorCode).toBe('console.totp.invalid');
    nextStep();
    const next = await loginRaw(t.app, { username: 'cash-desk', password: 'Teal-Orchid-58-Wharf', totp: totpCode(secret, now) });
    expect(next.statusCode).toBe(200);
    expect(next.json().value).toMatchObject({ totpSetupRequired: false, passwordChangeRequired: false });
  });

  it('a reset second factor sends the operator through enrolment again and ends their sessions', async () => {
    nextStep();
    const cookie = await consoleLogin(t.app, 'finance2');
    const reset = await tokenCall(t.app, 'PATCH', '/ops/operators/finance2', { resetTotp: true });
    expect(reset.json().value.totpEnabled).toBe(false);
    expect((await consoleCall(t.app, cookie, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(401);
    const login = await loginRaw(t.app, { username: 'finance2', password: 'Finance#2026' });
    expect(login.json().value.totpSetupRequired).toBe(true);
  });
});

describe('the session', () => {
  it('ends after the idle timeout, slides with use, and ends after 12 hours whatever', async () => {
    const cookie = await consoleLogin(t.app, 'support');
    const me = () => consoleCall(t.app, cookie, 'GET', CONSOLE_AUTH_PATHS.me);
    now += 29 * 60_000;
    expect((await me()).statusCode).toBe(200);
    now += 29 * 60_000;
    expect((await me()).statusCode).toBe(200);
    now += 30 * 60_000 + 1000;
    const idle = await me();
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorCode).toBe('ops.unauthorized');

    const busy = await consoleLogin(t.app, 'support');
    for (let i = 0; i < 36; i++) {
      now += 20 * 60_000;
      expect((await consoleCall(t.app, busy, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(200);
    }
    now += 20 * 60_000;
    expect((await consoleCall(t.app, busy, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(401);
  });

  it('ends at logout, clears the cookie, and audits it', async () => {
    const cookie = await consoleLogin(t.app, 'viewer');
    const out = await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.logout);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, value: null });
    expect([out.headers['set-cookie']].flat().join()).toMatch(/lobby_console=;/);
    expect((await consoleCall(t.app, cookie, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(401);
    expect(await lastAudit('viewer')).toMatchObject({ action: 'POST /ops/auth/logout', status: 'ok' });
  });

  it('needs x-console: 1 on every change made with the cookie (CSRF), not on reads', async () => {
    nextStep();
    const cookie = await consoleLogin(t.app, 'owner');
    const bare = await consoleCall(t.app, cookie, 'PATCH', '/ops/merchants/GOLDEN', { maintenance: false }, { csrf: false });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errorCode).toBe('ops.forbidden');
    expect((await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.logout, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await consoleCall(t.app, cookie, 'GET', '/ops/merchants', undefined, { csrf: false })).statusCode).toBe(200);
    expect((await consoleCall(t.app, cookie, 'PATCH', '/ops/merchants/GOLDEN', { maintenance: false })).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or token, and with a made-up cookie', async () => {
    for (const cookies of [{} as Record<string, string>, { lobby_console: 'not-a-session' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/ops/merchants', cookies });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('ops.unauthorized');
    }
    // /ops/auth/me is an operator's: the automation token has no operator
    expect((await tokenCall(t.app, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(401);
  });
});

describe('operators', () => {
  it('lists operators with their roles and scopes, and refuses a duplicate name or a weak password', async () => {
    const list = await tokenCall(t.app, 'GET', CONSOLE_AUTH_PATHS.operators);
    const byName = Object.fromEntries((list.json().value.list as { username: string }[]).map((o) => [o.username, o]));
    expect(byName.content).toMatchObject({ role: 'content', merchants: ['GOLDEN', 'LUCKY'], totpEnabled: true });
    expect(byName.viewer).toMatchObject({ role: 'read_only', merchants: 'all' });
    const body = { username: 'owner', displayName: 'x', password: 'Another#2026', role: 'support', merchants: 'all' };
    expect((await tokenCall(t.app, 'POST', CONSOLE_AUTH_PATHS.operators, body)).json().errorCode).toBe('console.operator.exists');
    expect((await tokenCall(t.app, 'POST', CONSOLE_AUTH_PATHS.operators, { ...body, username: 'weak', password: 'password' })).statusCode).toBe(400);
    expect((await tokenCall(t.app, 'POST', CONSOLE_AUTH_PATHS.operators, { ...body, username: 'nomerchant', merchants: ['NOPE'] })).json().errorCode).toBe('merchant.unknown');
    expect((await tokenCall(t.app, 'PATCH', '/ops/operators/ghost', { disabled: true })).statusCode).toBe(404);
  });

  it('does not let an owner disable or demote themselves', async () => {
    nextStep();
    const cookie = await consoleLogin(t.app, 'owner');
    const res = await consoleCall(t.app, cookie, 'PATCH', '/ops/operators/owner', { disabled: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('console.operator.self');
  });
});

describe('the audit log', () => {
  it('keeps who changed what with before and after, newest first, filtered and paged', async () => {
    nextStep();
    const cookie = await consoleLogin(t.app, 'owner');
    const was = (await consoleCall(t.app, cookie, 'GET', '/ops/merchants/LUCKY')).json().value.realityCheckMinutes as number;
    expect(was).not.toBe(45);
    const patch = await consoleCall(t.app, cookie, 'PATCH', '/ops/merchants/LUCKY', { realityCheckMinutes: 45 });
    expect(patch.statusCode, patch.body).toBe(200);
    const viewer = await consoleLogin(t.app, 'viewer');
    const page = await consoleCall(t.app, viewer, 'GET', `/ops/audit?merchant=LUCKY&action=${encodeURIComponent('PATCH /ops/merchants/:code')}&limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    const [entry] = page.json().value.list;
    expect(entry).toMatchObject({
      actor: 'owner',
      actorRole: 'owner',
      merchant: 'LUCKY',
      action: 'PATCH /ops/merchants/:code',
      target: { code: 'LUCKY' },
      before: { realityCheckMinutes: was },
      after: { realityCheckMinutes: 45 },
      status: 'ok',
      outcome: 'success',
      httpStatus: 200,
    });
    // paging: the next page starts below this row
    const logins = await consoleCall(t.app, viewer, 'GET', '/ops/audit?action=POST%20/ops/auth/login&limit=2');
    const first = logins.json().value;
    expect(first.list).toHaveLength(2);
    expect(first.list[0].id).toBeGreaterThan(first.list[1].id);
    const second = (await consoleCall(t.app, viewer, 'GET', `/ops/audit?action=POST%20/ops/auth/login&limit=2&beforeId=${first.next}`)).json().value;
    expect(second.list[0].id).toBeLessThan(first.list[1].id);
    // by actor and text
    const byActor = (await consoleCall(t.app, viewer, 'GET', '/ops/audit?actor=owner&q=realityCheckMinutes')).json().value.list;
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e: { actor: string }) => e.actor === 'owner')).toBe(true);
  });

  it('records changes made with the automation token as ops-token', async () => {
    const current = (await tokenCall(t.app, 'GET', '/ops/merchants/GOLDEN/hot')).json().value.list as { nodeId: string }[];
    expect(current.length).toBeGreaterThan(1);
    const reversed = current.map((g) => g.nodeId).reverse();
    const res = await tokenCall(t.app, 'PUT', '/ops/merchants/GOLDEN/hot', { nodeIds: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor: 'ops-token', actor_role: 'automation', merchant_code: 'GOLDEN', action: 'PUT /ops/merchants/:code/hot' });
    const before = JSON.parse(row.before_json!) as { list: { nodeId: string }[] };
    const after = JSON.parse(row.after_json!) as { list: { nodeId: string }[] };
    expect(before.list.map((g) => g.nodeId)).toEqual(current.map((g) => g.nodeId));
    expect(after.list.map((g) => g.nodeId)).toEqual(reversed);
    const patch = await tokenCall(t.app, 'PATCH', '/ops/merchants/GOLDEN', { maintenance: false });
    expect(patch.statusCode).toBe(200);
    const last = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ actor: 'ops-token', actor_role: 'automation', merchant_code: 'GOLDEN', action: 'PATCH /ops/merchants/:code' });
  });

  it('redacts passwords and codes in what it keeps', async () => {
    await tokenCall(t.app, 'POST', CONSOLE_AUTH_PATHS.operators, { username: 'redact-me', displayName: 'R', password: 'Secret#Pass-2026', role: 'support', merchants: 'all' });
    const rows = await t.app.db.selectFrom('audit_log').select(['after_json', 'target']).execute();
    expect(rows.some((r) => r.after_json?.includes('redact-me') || r.target?.includes('redact-me'))).toBe(true);
    expect(rows.every((r) => !String(r.after_json).includes('Secret#Pass-2026'))).toBe(true);
  });

  it('cannot be changed or deleted, not even with SQL', async () => {
    await expect(sql`update audit_log set actor = 'someone-else'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    const count = await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('is not readable by roles without audit.read', async () => {
    nextStep();
    const cookie = await consoleLogin(t.app, 'finance');
    const res = await consoleCall(t.app, cookie, 'GET', '/ops/audit');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ops.forbidden');
  });
});
