import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_PATHS } from '@lobby/contract';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords.ts';
import { login, postSealed } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  countRows,
  createMember,
  createSession,
  lastSmsCode,
  newClient,
  newMobile,
  readOutbox,
  requestSmsCode,
} from './helpers/verification.ts';
import type { TestMember } from './helpers/verification.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Quiet-Lantern-77';

async function passwordHash(memberId: number): Promise<string | null> {
  const row = await t.app.database.db.selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.password_hash;
}

async function liveSessions(memberId: number): Promise<string[]> {
  const rows = await t.app.database.db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.id).sort();
}

function changePassword(token: string | undefined, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.changePassword,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    payload,
  });
}

describe('change password', () => {
  it('refuses visitors with 401 login.required', async () => {
    const res = await changePassword(undefined, { oldPassword: 'a', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'login.required',
      message: 'Sorry, you are not logged in! please login first.',
    });
  });

  it('refuses trial accounts with 403 permission.trial', async () => {
    const trial = await createMember(t.app, { type: 4 });
    const { token } = await createSession(t.app, trial.id, 'LUCKYTRIAL');
    const res = await changePassword(token, { oldPassword: trial.password ?? '', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'permission.trial',
      message: 'Please log in to a real account to use this function',
    });
    expect(await verifyPassword((await passwordHash(trial.id)) as string, trial.password as string)).toBe(true);
  });

  it('applies each rule, changing nothing when one fails', async () => {
    const member = await createMember(t.app);
    const { token } = await createSession(t.app, member.id);
    await createSession(t.app, member.id);
    const sessionsBefore = await liveSessions(member.id);
    const hashBefore = await passwordHash(member.id);
    const old = member.password as string;
    const cases: [string, object, number, string][] = [
      ['confirmation differs', { oldPassword: old, newPassword: NEW_PASSWORD, confirmNewPassword: `${NEW_PASSWORD}x` }, 400, 'register.password.mismatch'],
      ['old password missing', { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }, 400, 'password.old.incorrect'],
      ['old password wrong', { oldPassword: `${old}x`, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }, 400, 'password.old.incorrect'],
      ['new equals old', { oldPassword: old, newPassword: old, confirmNewPassword: old }, 400, 'modify.new.old.same'],
      ['too short', { oldPassword: old, newPassword: 'Ab1!xyz', confirmNewPassword: 'Ab1!xyz' }, 400, 'password.too.short'],
      ['common', { oldPassword: old, newPassword: 'password', confirmNewPassword: 'password' }, 400, 'password.too.common'],
      ['the username', { oldPassword: old, newPassword: member.username, confirmNewPassword: member.username }, 400, 'password.too.common'],
      ['over 128 characters', { oldPassword: old, newPassword: 'x'.repeat(129), confirmNewPassword: 'x'.repeat(129) }, 400, 'request.invalid'],
      ['no confirmation', { oldPassword: old, newPassword: NEW_PASSWORD }, 400, 'request.invalid'],
    ];
    for (const [name, payload, status, errorCode] of cases) {
      const res = await changePassword(token, payload);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ success: false, errorCode });
    }
    const same = await changePassword(token, { oldPassword: old, newPassword: old, confirmNewPassword: old });
    expect(same.json().message).toBe('The new password and the old password cannot be the same');
    expect(await passwordHash(member.id)).toBe(hashBefore);
    expect(await liveSessions(member.id)).toEqual(sessionsBefore);
  });

  it('sets the new password, keeps this session and ends the others', async () => {
    const member = await createMember(t.app);
    const current = await createSession(t.app, member.id);
    const other = await createSession(t.app, member.id);
    const before = Date.now();
    const res = await changePassword(current.token, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.passwordChangedAt).toBeGreaterThanOrEqual(before);
    const hash = (await passwordHash(member.id)) as string;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, member.password as string)).toBe(false);
    expect(await liveSessions(member.id)).toEqual([current.id]);

    // The other device is logged out; this one carries on.
    const otherCall = await changePassword(other.token, { oldPassword: NEW_PASSWORD, newPassword: 'x', confirmNewPassword: 'y' });
    expect(otherCall.statusCode).toBe(401);
    expect(otherCall.json().errorCode).toBe('login.session.expired');
    const again = await changePassword(current.token, { oldPassword: 'wrong-one!', newPassword: 'x', confirmNewPassword: 'x' });
    expect(again.json().errorCode).toBe('password.old.incorrect');

    // And the login works with the new password only.
    // (Each from an address of its own: core counts failed logins per address and then asks for a captcha.)
    expect((await login(t.app, { username: member.username, password: NEW_PASSWORD }, { remoteAddress: newClient().remoteAddress })).statusCode).toBe(200);
    const oldLogin = await login(t.app, { username: member.username, password: member.password as string }, { remoteAddress: newClient().remoteAddress });
    expect(oldLogin.statusCode).toBe(400);
    expect(oldLogin.json().errorCode).toBe('login.password.incorrect');
  });

  it('needs no old password when the account has none', async () => {
    const member = await createMember(t.app, { password: null, e164: newMobile().e164 });
    const { token } = await createSession(t.app, member.id);
    const res = await changePassword(token, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifyPassword((await passwordHash(member.id)) as string, NEW_PASSWORD)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------

function recoveryForm(fields: Record<string, string>, client = newClient()) {
  return t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.passwordEmail,
    headers: { ...client.headers, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: client.remoteAddress,
    payload: new URLSearchParams(fields).toString(),
  });
}

async function resetLink(member: TestMember): Promise<{ link: string; token: string }> {
  const [mail] = await readOutbox(t.app, { channel: 'mail', recipient: member.email as string, limit: '1' });
  const link = /(https?:\/\/\S+\/m\/resetPsw\?token=([A-Za-z0-9_-]+))/.exec(mail?.body ?? '');
  if (!link) throw new Error(`no reset link in ${mail?.body}`);
  return { link: link[1] as string, token: link[2] as string };
}

function reset(token: string, newPassword = NEW_PASSWORD, confirmNewPassword = newPassword) {
  return t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.passwordEmailReset,
    payload: { token, newPassword, confirmNewPassword },
  });
}

describe('password recovery by e-mail', () => {
  it('mails a single-use link for a matching username and e-mail (form-encoded), and the link sets the password once', async () => {
    const member = await createMember(t.app, { email: 'Carla.Reyes@Example.test' });
    const sessionA = await createSession(t.app, member.id);
    await createSession(t.app, member.id);
    const res = await recoveryForm({ username: ` ${member.username.toUpperCase()} `, email: 'carla.reyes@example.TEST ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { accepted: true } });

    const [mail] = await readOutbox(t.app, { channel: 'mail', recipient: member.email as string });
    expect(mail?.subject).toBe('Reset your Lucky Star password');
    expect(mail?.merchantCode).toBe('LUCKY');
    const { link, token } = await resetLink(member);
    expect(link).toBe(`http://localhost:80/m/resetPsw?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token is also there on its own line, as a code to type.
    expect(mail?.body.split('\n')).toContain(token);
    // Only its hash is stored.
    const stored = await t.app.database.db.selectFrom('password_resets').selectAll().where('member_id', '=', member.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expires_at).toBe((stored[0]?.created_at ?? 0) + 30 * 60_000);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.passwordChangedAt).toBeGreaterThan(0);
    expect(await verifyPassword((await passwordHash(member.id)) as string, NEW_PASSWORD)).toBe(true);
    expect(await liveSessions(member.id)).toEqual([]);
    const revoked = await changePassword(sessionA.token, { oldPassword: NEW_PASSWORD, newPassword: 'x', confirmNewPassword: 'x' });
    expect(revoked.statusCode).toBe(401);

    const reused = await reset(token, 'Another-Fine-Pass-9');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'password.reset.invalid' });
    expect(await verifyPassword((await passwordHash(member.id)) as string, NEW_PASSWORD)).toBe(true);
  });

  it('answers the same when the username is unknown or the e-mail does not match, and sends nothing', async () => {
    const member = await createMember(t.app);
    const resetsBefore = await countRows(t.app, 'password_resets');
    const mailsBefore = (await readOutbox(t.app, { channel: 'mail', limit: '200' })).length;
    const matching = await recoveryForm({ username: member.username, email: member.email as string });
    const wrongEmail = await recoveryForm({ username: member.username, email: 'someone.else@example.test' });
    const unknownUser = await recoveryForm({ username: 'nobody-here-at-all', email: member.email as string });
    const trial = await createMember(t.app, { type: 4 });
    const trialUser = await recoveryForm({ username: trial.username, email: trial.email as string });
    for (const res of [wrongEmail, unknownUser, trialUser]) {
      expect(res.statusCode).toBe(matching.statusCode);
      expect(res.body).toBe(matching.body);
    }
    expect(await countRows(t.app, 'password_resets')).toBe(resetsBefore + 1);
    expect((await readOutbox(t.app, { channel: 'mail', limit: '200' })).length).toBe(mailsBefore + 1);
  });

  it('writes the mail in the Language header language', async () => {
    const member = await createMember(t.app);
    const res = await recoveryForm({ username: member.username, email: member.email as string }, newClient({ language: 'TY' }));
    expect(res.statusCode).toBe(200);
    const [mail] = await readOutbox(t.app, { channel: 'mail', recipient: member.email as string });
    expect(mail?.subject).toBe('I-reset ang iyong password sa Lucky Star');
    expect(mail?.body).toContain('Buksan ang link na ito sa loob ng 30 minuto');
  });

  it('builds the link from PUBLIC_URL, else from a host of the merchant, never from a foreign Host header', async () => {
    const member = await createMember(t.app);
    const client = newClient({ host: 'evil.example:8443' });
    await recoveryForm({ username: member.username, email: member.email as string }, client);
    expect((await resetLink(member)).link).toMatch(/^http:\/\/localhost\/m\/resetPsw\?token=/);

    const golden = await createMember(t.app, { merchantCode: 'GOLDEN' });
    await recoveryForm({ username: golden.username, email: golden.email as string }, newClient({ host: 'golden.localhost:8080' }));
    expect((await resetLink(golden)).link).toMatch(/^http:\/\/golden\.localhost:8080\/m\/resetPsw\?token=/);

    const configured = await createTestApp({ publicUrl: 'https://play.lucky.example' });
    try {
      const m = await createMember(configured.app);
      const res = await configured.app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.passwordEmail,
        payload: { username: m.username, email: m.email },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await readOutbox(configured.app, { channel: 'mail', recipient: m.email as string });
      expect(mail?.body).toMatch(/https:\/\/play\.lucky\.example\/m\/resetPsw\?token=[A-Za-z0-9_-]{43}\n/);
    } finally {
      await configured.close();
    }
  });

  it('refuses expired, unknown and superseded tokens, and a mismatch leaves the token usable', async () => {
    const member = await createMember(t.app);
    await recoveryForm({ username: member.username, email: member.email as string });
    const first = (await resetLink(member)).token;
    await recoveryForm({ username: member.username, email: member.email as string });
    const second = (await resetLink(member)).token;
    expect(second).not.toBe(first);
    expect((await reset(first)).json().errorCode).toBe('password.reset.invalid');
    expect((await reset('A'.repeat(43))).json().errorCode).toBe('password.reset.invalid');

    const mismatch = await reset(second, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.json().errorCode).toBe('register.password.mismatch');
    const weak = await reset(second, 'password');
    expect(weak.json().errorCode).toBe('password.too.common');

    await t.app.database.db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .where('member_id', '=', member.id)
      .where('used_at', 'is', null)
      .execute();
    const expired = await reset(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe('password.reset.invalid');
    expect(await verifyPassword((await passwordHash(member.id)) as string, member.password as string)).toBe(true);
  });

  it('lets only one of two simultaneous resets with the same link through, and keeps that one whole', async () => {
    const member = await createMember(t.app);
    await createSession(t.app, member.id);
    await recoveryForm({ username: member.username, email: member.email as string });
    const { token } = await resetLink(member);
    const [a, b] = await Promise.all([reset(token, 'First-Choice-Pass-1'), reset(token, 'Second-Choice-Pass-2')]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().errorCode).toBe('password.reset.invalid');
    const winner = a.statusCode === 200 ? 'First-Choice-Pass-1' : 'Second-Choice-Pass-2';
    const hash = (await passwordHash(member.id)) as string;
    expect(await verifyPassword(hash, winner)).toBe(true);
    expect(await liveSessions(member.id)).toEqual([]);
  });

  it('takes JSON too, and answers bad requests with a 4xx envelope', async () => {
    const member = await createMember(t.app);
    const json = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.passwordEmail, payload: { username: member.username, email: member.email } });
    expect(json.statusCode).toBe(200);
    const client = newClient();
    const cases: [string, string, string, string][] = [
      ['missing email', 'application/x-www-form-urlencoded', 'username=abc', 'request.invalid'],
      ['overlong username', 'application/x-www-form-urlencoded', `username=${'a'.repeat(65)}&email=a%40b.co`, 'request.invalid'],
      ['overlong email', 'application/x-www-form-urlencoded', `username=abc&email=${'a'.repeat(250)}%40b.co`, 'request.invalid'],
      ['not an address', 'application/x-www-form-urlencoded', 'username=abc&email=not-an-address', 'email.invalid'],
      ['plain text', 'text/plain', 'username=abc&email=a@b.co', 'request.invalid'],
      ['XML', 'application/xml', '<a/>', 'request.unsupported.media'],
      ['broken JSON', 'application/json', '{"username":', 'request.invalid'],
    ];
    for (const [name, type, payload, errorCode] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_PATHS.passwordEmail,
        headers: { ...client.headers, 'content-type': type },
        remoteAddress: client.remoteAddress,
        payload,
      });
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.json(), name).toMatchObject({ success: false, errorCode });
    }
  });

  it('limits requests per username and per address (429 password.rate.limited with Retry-After)', async () => {
    const member = await createMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await recoveryForm({ username: member.username, email: 'x@example.test' })).statusCode).toBe(200);
    }
    const limited = await recoveryForm({ username: member.username, email: member.email as string });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'password.rate.limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.json().value.retryAfterSeconds).toBe(Number(limited.headers['retry-after']));

    const client = newClient();
    for (let i = 0; i < 10; i++) {
      expect((await recoveryForm({ username: `someone${i}`, email: 'x@example.test' }, client)).statusCode).toBe(200);
    }
    const byIp = await recoveryForm({ username: 'someone-else', email: 'x@example.test' }, client);
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json().errorCode).toBe('password.rate.limited');
  });

  it('is refused with 403 feature.disabled when CHNGPASSMAIL3 is off', async () => {
    const off = await createTestApp();
    try {
      const row = await off.app.database.db.selectFrom('merchants').select('whitelabel').where('code', '=', 'LUCKY').executeTakeFirstOrThrow();
      await off.app.database.db
        .updateTable('merchants')
        .set({ whitelabel: JSON.stringify({ ...JSON.parse(row.whitelabel), CHNGPASSMAIL3: false }) })
        .where('code', '=', 'LUCKY')
        .execute();
      // as an operator's change does: the start-up (the demo's history) has read the merchant already
      await off.app.cacheBus.invalidate('merchants');
      const m = await createMember(off.app);
      for (const [url, payload] of [
        [ACCOUNT_PATHS.passwordEmail, { username: m.username, email: m.email }],
        [ACCOUNT_PATHS.passwordEmailReset, { token: 'A'.repeat(43), newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }],
      ] as const) {
        const res = await off.app.inject({ method: 'POST', url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().errorCode, url).toBe('feature.disabled');
      }
      expect(await countRowsOf(off, 'password_resets')).toBe(0);
    } finally {
      await off.close();
    }
  });
});

async function countRowsOf(app: TestApp, table: 'password_resets' | 'outbox'): Promise<number> {
  return countRows(app.app, table);
}

// ---------------------------------------------------------------------------------------------------------

const GOLDEN_HEADERS = { merchant: 'GOLDEN' };

async function goldenMemberWithCode(): Promise<{ member: TestMember; national: string; code: string }> {
  const mobile = newMobile();
  const member = await createMember(t.app, { merchantCode: 'GOLDEN', e164: mobile.e164 });
  const res = await requestSmsCode(t.app, newClient(GOLDEN_HEADERS), { mobileNum: mobile.national });
  expect(res.statusCode, res.body).toBe(200);
  const code = await lastSmsCode(t.app, mobile.e164);
  if (!code) throw new Error('no SMS');
  return { member, national: mobile.national, code };
}

function verifyStep(body: object, headers: Record<string, string> = GOLDEN_HEADERS) {
  return t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.passwordVerification, headers, payload: { countryDialingCode: '63', ...body } });
}

function setByPhone(payload: object, headers: Record<string, string> = GOLDEN_HEADERS, app = t.app) {
  return postSealed(app, ACCOUNT_PATHS.passwordByPhone, { countryDialingCode: '63', ...payload }, { headers });
}

describe('password recovery by phone', () => {
  it('verifies the code, then sets the password with it, ends every session and logs in', async () => {
    const { member, national, code } = await goldenMemberWithCode();
    const oldSession = await createSession(t.app, member.id, 'GOLDEN');

    const wrong = await verifyStep({ mobileNum: national, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('sms.code.invalid');
    const verified = await verifyStep({ mobileNum: national, verificationCode: code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ success: true, value: { verified: true } });

    const res = await setByPhone({ mobileNum: national, verificationCode: code, newPassword: NEW_PASSWORD });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: member.username, type: 0, merchantCode: 'GOLDEN' });
    expect(typeof value.token).toBe('string');

    // Logged in with the new session; the old one is gone.
    const live = await liveSessions(member.id);
    expect(live).toHaveLength(1);
    expect(live).not.toContain(oldSession.id);
    const withNew = await changePassword(value.token, { oldPassword: 'not-it-at-all', newPassword: 'x', confirmNewPassword: 'x' }, GOLDEN_HEADERS);
    expect(withNew.json().errorCode).toBe('password.old.incorrect');
    const withOld = await changePassword(oldSession.token, { oldPassword: NEW_PASSWORD, newPassword: 'x', confirmNewPassword: 'x' }, GOLDEN_HEADERS);
    expect(withOld.statusCode).toBe(401);

    // The new password logs in; the old one no longer does (a failed login asks for a captcha next, so
    // the old one goes last, each from an address of its own).
    const fresh = () => ({ headers: GOLDEN_HEADERS, remoteAddress: newClient().remoteAddress });
    expect((await login(t.app, { username: member.username, password: NEW_PASSWORD }, fresh())).statusCode).toBe(200);
    const oldLogin = await login(t.app, { username: member.username, password: member.password as string }, fresh());
    expect(oldLogin.statusCode).toBe(400);
    expect(oldLogin.json().errorCode).toBe('login.password.incorrect');

    // The code was used up.
    const again = await setByPhone({ mobileNum: national, verificationCode: code, newPassword: 'Yet-Another-Pass-5' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('sms.code.invalid');
  });

  it('refuses the old password with modify.new.old.same and keeps the code usable', async () => {
    const { member, national, code } = await goldenMemberWithCode();
    const sessionsBefore = await countRows(t.app, 'sessions');
    const same = await setByPhone({ mobileNum: national, verificationCode: code, newPassword: member.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ success: false, errorCode: 'modify.new.old.same' });
    const weak = await setByPhone({ mobileNum: national, verificationCode: code, newPassword: 'password' });
    expect(weak.json().errorCode).toBe('password.too.common');
    // Nothing was written by the failed calls.
    expect(await countRows(t.app, 'sessions')).toBe(sessionsBefore);
    const stored = await t.app.database.db.selectFrom('sms_codes').select('consumed_at').where('e164', '=', member.e164 as string).executeTakeFirstOrThrow();
    expect(stored.consumed_at).toBeNull();
    expect(await verifyPassword((await passwordHash(member.id)) as string, member.password as string)).toBe(true);

    const ok = await setByPhone({ mobileNum: national, verificationCode: code, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a wrong or expired code, and an invalid number', async () => {
    const { national, code } = await goldenMemberWithCode();
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await setByPhone({ mobileNum: national, verificationCode: wrongCode, newPassword: NEW_PASSWORD });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
    await t.app.database.db.updateTable('sms_codes').set({ expires_at: Date.now() - 1 }).where('e164', '=', `+63${national}`).execute();
    const expired = await setByPhone({ mobileNum: national, verificationCode: code, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe('sms.code.expired');
    const verifyExpired = await verifyStep({ mobileNum: national, verificationCode: code });
    expect(verifyExpired.json().errorCode).toBe('sms.code.expired');
    const badNumber = await setByPhone({ mobileNum: '12345', verificationCode: code, newPassword: NEW_PASSWORD });
    expect(badNumber.json().errorCode).toBe('mobile.invalid');
  });

  it('needs a sealed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.passwordByPhone,
      headers: GOLDEN_HEADERS,
      payload: { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.encryption.invalid');
  });

  it('is refused with 403 feature.disabled when CHNGPASSVERIF3 is off (Lucky Star)', async () => {
    const verify = await verifyStep({ mobileNum: '9171234567', verificationCode: '123456' }, {});
    expect(verify.statusCode).toBe(403);
    expect(verify.json().errorCode).toBe('feature.disabled');
    const set = await setByPhone({ mobileNum: '9171234567', verificationCode: '123456', newPassword: NEW_PASSWORD }, {});
    expect(set.statusCode).toBe(403);
    expect(set.json().errorCode).toBe('feature.disabled');
  });

  it('answers firebase tokens with 403 feature.disabled when Firebase is not configured', async () => {
    const mobile = newMobile();
    await createMember(t.app, { merchantCode: 'GOLDEN', e164: mobile.e164 });
    const res = await setByPhone({ mobileNum: mobile.national, verificationCode: '000000', newPassword: NEW_PASSWORD, firebaseIdToken: 'x'.repeat(40) });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('feature.disabled');
  });

  describe('with Firebase', () => {
    const projectId = 'lobby-phone-test';
    let jwks: Server;
    let key: CryptoKey;
    let fb: TestApp;

    beforeAll(async () => {
      const pair = await generateKeyPair('RS256');
      key = pair.privateKey;
      const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'fb1', alg: 'RS256', use: 'sig' };
      jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
      await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
      const port = (jwks.address() as AddressInfo).port;
      fb = await createTestApp({ firebaseProjectId: projectId, firebaseJwksUrl: `http://127.0.0.1:${port}/jwks` });
    });

    afterAll(async () => {
      await fb.close();
      jwks.closeAllConnections();
      await new Promise((resolve) => jwks.close(resolve));
    });

    function idToken(phone: string) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ phone_number: phone, auth_time: now - 5 })
        .setProtectedHeader({ alg: 'RS256', kid: 'fb1' })
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setSubject('uid-42')
        .setIssuedAt(now - 5)
        .setExpirationTime(now + 600)
        .sign(key);
    }

    it('accepts an ID token for the same number instead of an SMS code', async () => {
      const mobile = newMobile();
      const member = await createMember(fb.app, { merchantCode: 'GOLDEN', e164: mobile.e164 });
      const other = await setByPhone(
        { mobileNum: mobile.national, verificationCode: '000000', newPassword: NEW_PASSWORD, firebaseIdToken: await idToken('+639998887777') },
        GOLDEN_HEADERS,
        fb.app,
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().errorCode).toBe('sms.code.invalid');

      const res = await setByPhone(
        { mobileNum: mobile.national, verificationCode: '000000', newPassword: NEW_PASSWORD, firebaseIdToken: await idToken(mobile.e164) },
        GOLDEN_HEADERS,
        fb.app,
      );
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      expect(res.json().value.userName).toBe(member.username);
      const row = await fb.app.database.db.selectFrom('members').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(await verifyPassword(row.password_hash as string, NEW_PASSWORD)).toBe(true);
    });
  });
});

describe('malformed requests', () => {
  it('answers every password and verification call with a 4xx envelope, never a 500', async () => {
    const member = await createMember(t.app);
    const { token } = await createSession(t.app, member.id);
    const routes = [
      '/wps/verification/sms/noLogin',
      '/wps/verification/sms/register',
      ACCOUNT_PATHS.changePassword,
      ACCOUNT_PATHS.passwordEmail,
      ACCOUNT_PATHS.passwordEmailReset,
      ACCOUNT_PATHS.passwordVerification,
      ACCOUNT_PATHS.passwordByPhone,
    ];
    const bodies: [string, string][] = [
      ['application/json', ''],
      ['application/json', '[]'],
      ['application/json', 'null'],
      ['application/json', '{"mobileNum":'],
      ['application/json', JSON.stringify({ mobileNum: 9171234567, countryDialingCode: 63 })],
      ['application/json', JSON.stringify({ username: 'x'.repeat(10_000), email: 'y', token: 'z'.repeat(500), newPassword: 'p'.repeat(500) })],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&a=2&newPassword[]=x'],
      ['application/octet-stream', 'binary'],
    ];
    for (const url of routes) {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: token, merchant: 'GOLDEN', 'content-type': type },
          payload,
        });
        const name = `${url} ${type} ${payload.slice(0, 30)}`;
        expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, name).toBeLessThan(500);
        expect(res.json(), name).toMatchObject({ success: false });
      }
    }
  });
});

describe('OpenAPI description', () => {
  it('lists the verification and password routes with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/openapi.json', headers: opsHeaders() })).json();
    expect(doc.paths['/wps/captcha/slider'].get.responses['200'].content['application/json'].schema.properties.value.properties.piece).toBeDefined();
    for (const p of ['/wps/verification/sms/noLogin', '/wps/verification/sms/register']) {
      expect(doc.paths[p].post.requestBody.content['application/json'].schema.properties.slider, p).toBeDefined();
    }
    const email = doc.paths['/wps/member/password/email'].post;
    expect(email.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['username', 'email']);
    expect(doc.paths['/wps/member/password'].post.requestBody.content['application/json'].schema.properties.confirmNewPassword).toBeDefined();
    expect(doc.paths['/wps/member/password/email/reset'].post).toBeDefined();
    expect(doc.paths['/wps/member/password/verification'].post).toBeDefined();
    const phone = doc.paths['/wps/member/password/phone'].post;
    expect(phone.requestBody.content['application/json'].schema.properties.data).toBeDefined();
    expect(phone.responses['200'].content['application/json'].schema.properties.value.properties.token).toBeDefined();
    expect(doc.paths['/ops/outbox'].get.security).toEqual([{ opsToken: [] }, { consoleSession: [] }]);
  });
});
