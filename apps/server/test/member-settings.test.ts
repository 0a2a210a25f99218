import { MONEY_PATHS, SETTINGS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, manualClock, solvedCaptcha } from './helpers/accounts.ts';
import { get, loginToken, newPlayer, outcome, path, post, req, trialToken, valueOf } from './helpers/money-api.ts';
import { createTestApp, TWO_INSTANCES } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { readOutbox } from './helpers/verification.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  // A trusted proxy, so the country header counts (as behind Cloudflare).
  t = await createTestApp({ trustProxy: true }, { now: clock });
});

afterAll(async () => {
  await t.close();
});

let nextIp = 1;
function ip(): string {
  nextIp++;
  return `10.61.${nextIp >> 8}.${nextIp & 255}`;
}

const del = (url: string, token?: string) => req(t.app, 'DELETE', url, { token });

async function profile(token: string) {
  return valueOf(await get(t.app, SETTINGS_PATHS.profile, token));
}

/** Logs a member in from a device of its own (user agent, address, country). */
async function deviceLogin(username: string, password: string, device: { ua: string; country?: string }): Promise<string> {
  const headers: Record<string, string> = { 'user-agent': device.ua };
  if (device.country) headers['cf-ipcountry'] = device.country;
  const res = await login(t.app, { username, password }, { headers, remoteAddress: ip(), now: clock() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}

function isoDaysAgo(years: number, days = 0): string {
  const d = new Date(clock());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function lastMailCode(to: string): Promise<string> {
  const [mail] = await readOutbox(t.app, { channel: 'mail', recipient: to, limit: '1' });
  const code = mail && /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

async function memberRow(id: number) {
  return t.app.database.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', SETTINGS_PATHS.profile],
    ['POST', SETTINGS_PATHS.nickname, { nickname: 'Someone' }],
    ['POST', SETTINGS_PATHS.birthday, { birthday: '1990-01-01' }],
    ['POST', SETTINGS_PATHS.email, { email: 'x@example.com' }],
    ['POST', SETTINGS_PATHS.emailVerify, { code: '123456' }],
    ['GET', SETTINGS_PATHS.securityQuestions],
    ['POST', SETTINGS_PATHS.customerSecurityQuestions, { answers: [] }],
    ['GET', SETTINGS_PATHS.sessions],
    ['DELETE', SETTINGS_PATHS.otherSessions],
    ['GET', SETTINGS_PATHS.loginHistory],
  ];

  it('answers 401 login.required to visitors and 403 permission.trial to trial accounts', async () => {
    const trial = await trialToken(t.app);
    for (const [method, url, payload] of calls) {
      const visitor = outcome(await req(t.app, method as 'GET', url, { payload }));
      expect([url, visitor.status, visitor.errorCode]).toEqual([url, 401, 'login.required']);
      const guest = outcome(await req(t.app, method as 'GET', url, { token: trial, payload }));
      expect([url, guest.status, guest.errorCode]).toEqual([url, 403, 'permission.trial']);
    }
  });
});

describe('profile, nickname and birthday', () => {
  it('starts empty and shows what the member sets', async () => {
    const p = await newPlayer(t.app, 'prof');
    expect(await profile(p.token)).toEqual({
      nickname: null,
      email: null,
      emailVerified: false,
      pendingEmail: null,
      birthday: null,
      payeeName: null,
      ageLimit: 21,
      securityQuestionsSet: false,
      hasPaymentPassword: false,
      hasPassword: true,
    });
    expect(valueOf(await post(t.app, SETTINGS_PATHS.nickname, { nickname: '  Lucky   Star_7 ' }, p.token))).toEqual({ nickname: 'Lucky Star_7' });
    // The header reads the nickname from member info.
    expect(valueOf(await get(t.app, '/wps/member/info', p.token)).nickname).toBe('Lucky Star_7');
    const birthday = isoDaysAgo(30);
    expect(valueOf(await post(t.app, SETTINGS_PATHS.birthday, { birthday }, p.token))).toEqual({ birthday });
    expect(await profile(p.token)).toMatchObject({ nickname: 'Lucky Star_7', birthday });
  });

  it('refuses bad nicknames with 400 nickname.invalid and keeps the old one', async () => {
    const p = await newPlayer(t.app, 'nick');
    valueOf(await post(t.app, SETTINGS_PATHS.nickname, { nickname: 'Keeper' }, p.token));
    for (const nickname of ['a', ' ', '<b>hi</b>', '_under', 'x'.repeat(25), 'tab\u200bzero']) {
      expect(outcome(await post(t.app, SETTINGS_PATHS.nickname, { nickname }, p.token))).toMatchObject({ status: 400, success: false, errorCode: 'nickname.invalid' });
    }
    expect(outcome(await post(t.app, SETTINGS_PATHS.nickname, {}, p.token))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(outcome(await post(t.app, SETTINGS_PATHS.nickname, { nickname: 'x'.repeat(201) }, p.token))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect((await profile(p.token)).nickname).toBe('Keeper');
  });

  it("holds a birthday to real dates and the merchant's minimum age", async () => {
    const p = await newPlayer(t.app, 'bday');
    const refused = async (birthday: unknown, errorCode: string) =>
      expect(outcome(await post(t.app, SETTINGS_PATHS.birthday, { birthday }, p.token))).toMatchObject({ status: 400, success: false, errorCode });
    await refused('2001-02-30', 'register.birthday.invalid');
    await refused('20-01-1990', 'register.birthday.invalid');
    await refused('1899-12-31', 'register.birthday.invalid');
    await refused(isoDaysAgo(-1), 'register.birthday.invalid');
    await refused(19900101, 'request.invalid');
    // LUCKY's minimum age is 21: one day short is refused, the day itself passes.
    const under = await post(t.app, SETTINGS_PATHS.birthday, { birthday: isoDaysAgo(21, -1) }, p.token);
    expect(outcome(under)).toMatchObject({ status: 400, errorCode: 'register.age.under', value: { ageLimit: 21 } });
    expect((await profile(p.token)).birthday).toBeNull();
    valueOf(await post(t.app, SETTINGS_PATHS.birthday, { birthday: isoDaysAgo(21) }, p.token));
    expect((await profile(p.token)).birthday).toBe(isoDaysAgo(21));
  });

  it('keeps the payee name to the money rule: set once, then 409 payee.name.exists', async () => {
    const p = await newPlayer(t.app, 'payee');
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Juan Dela Cruz' }, p.token));
    expect((await profile(p.token)).payeeName).toBe('Juan Dela Cruz');
    expect(outcome(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Someone Else' }, p.token))).toMatchObject({ status: 409, errorCode: 'payee.name.exists' });
    expect((await profile(p.token)).payeeName).toBe('Juan Dela Cruz');
  });
});

describe('e-mail with a code', () => {
  it('sends a code, keeps the address pending until it comes back, then shows it verified', async () => {
    const p = await newPlayer(t.app, 'mail');
    const address = `${p.username}@example.org`;
    const sent = valueOf(await post(t.app, SETTINGS_PATHS.email, { email: ` ${address} ` }, p.token, { language: 'EN' }));
    expect(sent).toEqual({ pendingEmail: address, expirationTime: clock() + 10 * 60 * 1000 });
    expect(await profile(p.token)).toMatchObject({ email: null, emailVerified: false, pendingEmail: address });
    const code = await lastMailCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code: wrong }, p.token))).toMatchObject({ status: 400, errorCode: 'email.code.invalid' });
    expect((await profile(p.token)).emailVerified).toBe(false);
    expect(valueOf(await post(t.app, SETTINGS_PATHS.emailVerify, { code }, p.token))).toEqual({ email: address, emailVerified: true });
    expect(await profile(p.token)).toMatchObject({ email: address, emailVerified: true, pendingEmail: null });
    // Used up.
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code }, p.token))).toMatchObject({ status: 400, errorCode: 'email.code.invalid' });
    clock.advance(61_000);
    expect(outcome(await post(t.app, SETTINGS_PATHS.email, { email: address.toUpperCase() }, p.token))).toMatchObject({ status: 400, errorCode: 'email.unchanged' });
  });

  it('does not count a registered but unconfirmed address as verified', async () => {
    const token = await loginToken(t.app, 'demo', 'Lucky#2026');
    expect(await profile(token)).toMatchObject({ email: 'demo@example.com', emailVerified: false });
  });

  it('refuses bad input, taken addresses and floods without sending anything', async () => {
    const p = await newPlayer(t.app, 'mailbad');
    const before = (await readOutbox(t.app, { channel: 'mail', limit: '200' })).length;
    for (const email of ['not-an-address', 'a@b', '<x>@example.com', '']) {
      expect(outcome(await post(t.app, SETTINGS_PATHS.email, { email }, p.token))).toMatchObject({ status: 400, errorCode: 'email.invalid' });
    }
    expect(outcome(await post(t.app, SETTINGS_PATHS.email, { email: 'DEMO@example.com' }, p.token))).toMatchObject({ status: 409, errorCode: 'register.email.exists' });
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code: '12345' }, p.token))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code: '123456' }, p.token))).toMatchObject({ status: 400, errorCode: 'email.code.invalid' });
    expect((await readOutbox(t.app, { channel: 'mail', limit: '200' })).length).toBe(before);
    valueOf(await post(t.app, SETTINGS_PATHS.email, { email: `${p.username}@example.org` }, p.token));
    expect(outcome(await post(t.app, SETTINGS_PATHS.email, { email: `${p.username}@example.net` }, p.token))).toMatchObject({ status: 429, errorCode: 'email.rate.limited' });
    expect((await profile(p.token)).pendingEmail).toBe(`${p.username}@example.org`);
  });

  it('burns a code after five wrong tries and lets it expire after ten minutes', async () => {
    const p = await newPlayer(t.app, 'mailburn');
    const address = `${p.username}@example.org`;
    valueOf(await post(t.app, SETTINGS_PATHS.email, { email: address }, p.token));
    const code = await lastMailCode(address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post(t.app, SETTINGS_PATHS.emailVerify, { code: wrong }, p.token);
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code }, p.token))).toMatchObject({ status: 400, errorCode: 'email.code.invalid' });
    // A new code after the minute's limit: with two instances the limit windows live in Redis, which keeps
    // its own clock (the test cannot move it), so the rest runs in one process only.
    if (TWO_INSTANCES) return;
    clock.advance(61_000);
    valueOf(await post(t.app, SETTINGS_PATHS.email, { email: address }, p.token));
    const second = await lastMailCode(address);
    clock.advance(10 * 60 * 1000 + 1);
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code: second }, p.token))).toMatchObject({ status: 400, errorCode: 'email.code.expired' });
    expect(await memberRow(p.id)).toMatchObject({ email: null, email_verified_at: null });
  });

  it('gives an address to whoever confirms it first; the other gets 409 and keeps its own', async () => {
    const a = await newPlayer(t.app, 'racea');
    const b = await newPlayer(t.app, 'raceb');
    const address = `shared-${a.username}@example.org`;
    valueOf(await post(t.app, SETTINGS_PATHS.email, { email: address }, a.token));
    const codeA = await lastMailCode(address);
    valueOf(await post(t.app, SETTINGS_PATHS.email, { email: address }, b.token));
    const codeB = await lastMailCode(address);
    valueOf(await post(t.app, SETTINGS_PATHS.emailVerify, { code: codeA }, a.token));
    expect(outcome(await post(t.app, SETTINGS_PATHS.emailVerify, { code: codeB }, b.token))).toMatchObject({ status: 409, errorCode: 'register.email.exists' });
    expect(await memberRow(b.id)).toMatchObject({ email: null, email_key: null, email_verified_at: null });
  });
});

describe('security questions', () => {
  it('lists questions in the language asked and stores answers hashed, never returning them', async () => {
    const p = await newPlayer(t.app, 'secq');
    const en = valueOf<{ id: string; question: string }[]>(await get(t.app, SETTINGS_PATHS.securityQuestions, p.token, { language: 'EN' }));
    const ty = valueOf<{ id: string; question: string }[]>(await get(t.app, SETTINGS_PATHS.securityQuestions, p.token, { language: 'TY' }));
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(ty.map((q) => q.id)).toEqual(en.map((q) => q.id));
    expect(ty[0]?.question).not.toBe(en[0]?.question);
    expect(valueOf(await get(t.app, SETTINGS_PATHS.securityConfig, p.token))).toEqual({ answerCount: 3, answerMinLength: 2, answerMaxLength: 64, passwordRequired: true });

    const answers = en.slice(0, 3).map((q, i) => ({ questionId: q.id, answer: ` Secret  Answer ${i} ` }));
    const set = await post(t.app, SETTINGS_PATHS.customerSecurityQuestions, { answers, password: 'Member#2026' }, p.token);
    expect(valueOf(set)).toEqual({ questionIds: answers.map((a) => a.questionId) });
    const mine = valueOf(await get(t.app, SETTINGS_PATHS.customerSecurityQuestions, p.token));
    expect([...mine.questionIds].sort()).toEqual(answers.map((a) => a.questionId).sort());
    expect(JSON.stringify(mine)).not.toMatch(/secret/i);
    expect((await profile(p.token)).securityQuestionsSet).toBe(true);
    const rows = await t.app.database.db.selectFrom('member_security_answers').selectAll().where('member_id', '=', p.id).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.answer_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toMatch(/secret/i);
  });

  it('refuses wrong passwords, repeated or unknown questions and bad answers, keeping the old answers', async () => {
    const p = await newPlayer(t.app, 'secbad');
    const ids = valueOf<{ id: string }[]>(await get(t.app, SETTINGS_PATHS.securityQuestions, p.token)).map((q) => q.id);
    const good = ids.slice(0, 3).map((questionId) => ({ questionId, answer: 'first answer' }));
    valueOf(await post(t.app, SETTINGS_PATHS.customerSecurityQuestions, { answers: good, password: 'Member#2026' }, p.token));
    const before = await t.app.database.db.selectFrom('member_security_answers').selectAll().where('member_id', '=', p.id).orderBy('question_id').execute();

    const other = ids.slice(3, 6).map((questionId) => ({ questionId, answer: 'new answer' }));
    const cases: [unknown, number, string][] = [
      [{ answers: other, password: 'Wrong#2026' }, 400, 'login.password.incorrect'],
      [{ answers: other }, 400, 'login.password.incorrect'],
      [{ answers: [other[0], other[0], other[1]], password: 'Member#2026' }, 400, 'security.question.invalid'],
      [{ answers: [{ questionId: 'made-up', answer: 'xx' }, ...other.slice(1)], password: 'Member#2026' }, 400, 'security.question.invalid'],
      [{ answers: [{ ...other[0], answer: '  x ' }, ...other.slice(1)], password: 'Member#2026' }, 400, 'security.answer.invalid'],
      [{ answers: [{ ...other[0], answer: 'y'.repeat(65) }, ...other.slice(1)], password: 'Member#2026' }, 400, 'security.answer.invalid'],
      [{ answers: other.slice(0, 2), password: 'Member#2026' }, 400, 'request.invalid'],
      [{ answers: 'nope' }, 400, 'request.invalid'],
    ];
    for (const [body, status, errorCode] of cases) {
      expect(outcome(await post(t.app, SETTINGS_PATHS.customerSecurityQuestions, body, p.token))).toMatchObject({ status, success: false, errorCode });
    }
    const after = await t.app.database.db.selectFrom('member_security_answers').selectAll().where('member_id', '=', p.id).orderBy('question_id').execute();
    expect(after).toEqual(before);
  });
});

describe('active sessions', () => {
  it('lists the live sessions with device, country and the calling one marked', async () => {
    const p = await newPlayer(t.app, 'sess');
    const phone = await deviceLogin(p.username, 'Member#2026', { ua: IPHONE, country: 'PH' });
    const android = await deviceLogin(p.username, 'Member#2026', { ua: ANDROID });
    const list = valueOf<{ id: string; browser: string; os: string; country: string | null; current: boolean; createdAt: number; lastSeenAt: number }[]>(
      await get(t.app, SETTINGS_PATHS.sessions, phone),
    );
    // newPlayer's own login plus these two
    expect(list).toHaveLength(3);
    const mine = list.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ browser: 'Safari', os: 'iOS', country: 'PH', mobile: true });
    expect(list.find((s) => s.os === 'Android')).toMatchObject({ browser: 'Chrome', country: null, current: false });
    const fromAndroid = valueOf<{ os: string; current: boolean }[]>(await get(t.app, SETTINGS_PATHS.sessions, android));
    expect(fromAndroid.find((s) => s.current)?.os).toBe('Android');
  });

  it('signs out one device at once: its next call is 401', async () => {
    const p = await newPlayer(t.app, 'sessone');
    const phone = await deviceLogin(p.username, 'Member#2026', { ua: IPHONE });
    const android = await deviceLogin(p.username, 'Member#2026', { ua: ANDROID });
    const list = valueOf<{ id: string; os: string }[]>(await get(t.app, SETTINGS_PATHS.sessions, phone));
    const target = list.find((s) => s.os === 'Android')!;
    expect(valueOf(await del(path(SETTINGS_PATHS.session, { id: target.id }), phone))).toEqual({ ended: 1 });
    expect(outcome(await get(t.app, '/wps/member/info', android))).toMatchObject({ status: 401, errorCode: 'login.session.expired' });
    expect(outcome(await del(path(SETTINGS_PATHS.session, { id: target.id }), phone))).toMatchObject({ status: 404, errorCode: 'session.not.found' });
    expect(valueOf<{ id: string }[]>(await get(t.app, SETTINGS_PATHS.sessions, phone)).map((s) => s.id)).not.toContain(target.id);
    expect(outcome(await get(t.app, '/wps/member/info', phone)).status).toBe(200);
  });

  it("never shows or ends another member's sessions", async () => {
    const a = await newPlayer(t.app, 'owna');
    const b = await newPlayer(t.app, 'ownb');
    const aSessions = valueOf<{ id: string }[]>(await get(t.app, SETTINGS_PATHS.sessions, a.token));
    const bSessions = valueOf<{ id: string }[]>(await get(t.app, SETTINGS_PATHS.sessions, b.token));
    expect(bSessions.map((s) => s.id)).not.toContain(aSessions[0]!.id);
    expect(outcome(await del(path(SETTINGS_PATHS.session, { id: aSessions[0]!.id }), b.token))).toMatchObject({ status: 404, errorCode: 'session.not.found' });
    expect(outcome(await get(t.app, '/wps/member/info', a.token)).status).toBe(200);
    valueOf(await del(SETTINGS_PATHS.otherSessions, b.token));
    expect(outcome(await get(t.app, '/wps/member/info', a.token)).status).toBe(200);
    expect(outcome(await del(path(SETTINGS_PATHS.session, { id: 'not-a-uuid' }), b.token))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(outcome(await del(path(SETTINGS_PATHS.session, { id: aSessions[0]!.id })))).toMatchObject({ status: 401, errorCode: 'login.required' });
  });

  it('signs out every other device and keeps this one', async () => {
    const p = await newPlayer(t.app, 'sessall');
    const phone = await deviceLogin(p.username, 'Member#2026', { ua: IPHONE });
    const android = await deviceLogin(p.username, 'Member#2026', { ua: ANDROID });
    expect(valueOf(await del(SETTINGS_PATHS.otherSessions, phone))).toEqual({ ended: 2 });
    expect(outcome(await get(t.app, '/wps/member/info', android)).status).toBe(401);
    expect(outcome(await get(t.app, '/wps/member/info', p.token)).status).toBe(401);
    const left = valueOf<{ current: boolean }[]>(await get(t.app, SETTINGS_PATHS.sessions, phone));
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('login history', () => {
  it('records successes and wrong passwords of the account, newest first, in pages', async () => {
    const p = await newPlayer(t.app, 'hist');
    const address = ip();
    clock.advance(1000);
    const wrong = await login(t.app, { username: p.username, password: 'Wrong#2026' }, { headers: { 'user-agent': ANDROID, 'cf-ipcountry': 'VN' }, remoteAddress: address, now: clock() });
    expect(wrong.statusCode).toBe(400);
    clock.advance(1000);
    const captcha = await solvedCaptcha(t.app, { remoteAddress: address, headers: { 'user-agent': IPHONE } });
    const right = await login(t.app, { username: p.username, password: 'Member#2026', ...captcha }, { headers: { 'user-agent': IPHONE, 'cf-ipcountry': 'PH' }, remoteAddress: address, now: clock() });
    expect(right.statusCode, right.body).toBe(200);
    const token = right.json().value.token as string;

    const all = valueOf<{ list: { id: number; success: boolean; reason: string | null; os: string | null; country: string | null; method: string; at: number }[]; next: number | null }>(
      await get(t.app, SETTINGS_PATHS.loginHistory, token),
    );
    expect(all.next).toBeNull();
    expect(all.list).toHaveLength(3);
    expect(all.list[0]).toMatchObject({ success: true, method: 'password', os: 'iOS', country: 'PH', reason: null });
    expect(all.list[1]).toMatchObject({ success: false, method: 'password', os: 'Android', country: 'VN', reason: 'password' });
    expect(all.list[0]!.at).toBeGreaterThan(all.list[1]!.at);

    const first = valueOf(await get(t.app, `${SETTINGS_PATHS.loginHistory}?limit=2`, token));
    expect(first.list.map((e: { id: number }) => e.id)).toEqual(all.list.slice(0, 2).map((e) => e.id));
    expect(first.next).toBe(all.list[1]!.id);
    const second = valueOf(await get(t.app, `${SETTINGS_PATHS.loginHistory}?limit=2&beforeId=${first.next}`, token));
    expect(second).toEqual({ list: [all.list[2]], next: null });
  });

  it("shows nobody else's logins and refuses bad paging", async () => {
    const a = await newPlayer(t.app, 'hista');
    const b = await newPlayer(t.app, 'histb');
    const aIds = valueOf<{ list: { id: number }[] }>(await get(t.app, SETTINGS_PATHS.loginHistory, a.token)).list.map((e) => e.id);
    const bIds = valueOf<{ list: { id: number }[] }>(await get(t.app, SETTINGS_PATHS.loginHistory, b.token)).list.map((e) => e.id);
    expect(aIds).toHaveLength(1);
    expect(bIds.some((id) => aIds.includes(id))).toBe(false);
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'beforeId=-1', 'beforeId=1.5']) {
      expect(outcome(await get(t.app, `${SETTINGS_PATHS.loginHistory}?${query}`, a.token))).toMatchObject({ status: 400, success: false, errorCode: 'request.invalid' });
    }
  });
});

