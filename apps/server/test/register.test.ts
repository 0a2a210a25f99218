import { ACCOUNT_PATHS, REGISTER_FIELDS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, countRows, login, postSealed, solvedCaptcha } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { lastSmsCode, newClient, newMobile, requestSmsCode } from './helpers/verification.ts';
import type { Client } from './helpers/verification.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

let counter = 0;
function uniqueName(prefix = 'player'): string {
  counter++;
  return `${prefix}${String(process.pid % 1000)}x${counter}`;
}

/** What the web sends for a username registration, with a solved captcha of the same client. */
async function register(
  payload: Record<string, unknown>,
  options: { client?: Client; path?: string; captcha?: boolean; app?: TestApp } = {},
): Promise<InjectResult> {
  const app = (options.app ?? t).app;
  const client = options.client ?? newClient();
  const captcha = options.captcha === false ? {} : await solvedCaptcha(app, { remoteAddress: client.remoteAddress, headers: client.headers });
  return postSealed(
    app,
    options.path ?? ACCOUNT_PATHS.register,
    { registerMethod: 'H5', registerUrl: 'localhost', ...captcha, ...payload },
    { headers: client.headers, remoteAddress: client.remoteAddress },
  );
}

function user(overrides: Record<string, unknown> = {}) {
  return { username: uniqueName(), password: 'Sunny-Harbour-42', confirmPassword: 'Sunny-Harbour-42', ...overrides };
}

function failureOf(res: InjectResult) {
  const body = res.json();
  return { status: res.statusCode, errorCode: body.errorCode, message: body.message, value: body.value };
}

async function counts() {
  return { members: await countRows(t.app, 'members'), transfers: await countRows(t.app, 'ledger_transfers') };
}

async function setOverrides(merchant: string, fields: Record<string, unknown>) {
  await t.app.database.db
    .updateTable('register_settings')
    .set({ fields: JSON.stringify(fields) })
    .where('merchant_code', '=', merchant)
    .execute();
  const exists = await t.app.database.db.selectFrom('register_settings').select('merchant_code').where('merchant_code', '=', merchant).executeTakeFirst();
  if (!exists) {
    await t.app.database.db.insertInto('register_settings').values({ merchant_code: merchant, fields: JSON.stringify(fields), updated_at: Date.now() }).execute();
  }
}

describe('register settings', () => {
  it('has a rule for every field, the pattern table, the password policy and the age limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.registerSettings });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(Object.keys(v.fields).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(v.fields.username).toEqual({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1 });
    expect(v.fields.password).toMatchObject({ enabled: true, required: true, minLength: 8, maxLength: 128 });
    expect(v.fields.confirmPassword).toMatchObject({ enabled: true, required: true });
    expect(v.fields.affiliateCode).toMatchObject({ enabled: true, required: false });
    expect(v.fields.email).toMatchObject({ enabled: true, required: false, patternId: 4 });
    expect(v.fields.captcha).toMatchObject({ enabled: true, required: true });
    // LUCKY has no SMS verification on registration.
    expect(v.fields.verificationCode.enabled).toBe(false);
    expect(v.fields.nickname.enabled).toBe(false);
    expect(v.password).toEqual({ minLength: 8, maxLength: 128 });
    expect(v.ageLimit).toBe(21);
    expect(v.birthday).toEqual({ minYear: 1900, maxDate: `${new Date().getUTCFullYear()}-12-31` });
    const ids = v.patterns.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8]));
    const username = new RegExp(v.patterns.find((p: { id: number }) => p.id === 1).regex, 'u');
    expect(username.test('abc123')).toBe(true);
    expect(username.test('1abc')).toBe(false);
    const name = new RegExp(v.patterns.find((p: { id: number }) => p.id === 3).regex, 'u');
    expect(name.test('José Nguyễn')).toBe(true);
  });

  it('is configured per merchant: GOLDEN requires nickname and e-mail and the SMS code', async () => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.registerSettings, headers: { merchant: 'GOLDEN' } });
    const v = res.json().value;
    expect(v.fields.nickname).toMatchObject({ enabled: true, required: true });
    expect(v.fields.email).toMatchObject({ enabled: true, required: true });
    expect(v.fields.verificationCode).toMatchObject({ enabled: true, required: true });
    expect(v.fields.mobileNum).toMatchObject({ enabled: true, required: true });
    expect(v.ageLimit).toBe(18);
  });
});

describe('register with a username', () => {
  it('creates the member with an empty wallet and logs in', async () => {
    const before = await counts();
    const input = user({ email: 'New.Player@Example.com' });
    const res = await register(input);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: input.username, type: 0, merchantCode: 'LUCKY', firstTimeLogin: true });
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, headers: auth(value.token) });
    expect(me.json().value).toMatchObject({ userName: input.username, email: 'New.Player@Example.com', hasPassword: true });
    const wallet = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.wallet, headers: auth(value.token) });
    expect(wallet.json().value).toEqual({ sumBalance: 0, playable: 0, currency: 'PHP' });
    expect(await counts()).toEqual({ members: before.members + 1, transfers: before.transfers });
    const row = await t.app.database.db.selectFrom('members').selectAll().where('username', '=', input.username).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ register_method: 'H5', register_url: 'localhost', type: 0, status: 'active' });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.affiliate_code).toMatch(/^[A-Z0-9]{8}$/);
    // And the password works for a later login.
    expect((await login(t.app, { username: input.username, password: input.password }, { remoteAddress: newClient().remoteAddress })).statusCode).toBe(200);
  });

  it('refuses a taken username (any letter case) with 409 and the message', async () => {
    for (const username of ['agent01', 'AGENT01']) {
      const res = await register(user({ username }));
      expect(failureOf(res)).toEqual({
        status: 409,
        errorCode: 'register.username.exists',
        message: 'Sorry, the username already exists.',
        value: undefined,
      });
    }
  });

  it('checks the username against its rule', async () => {
    for (const username of ['abc', '1player', 'play er1', 'x'.repeat(17), '']) {
      const res = await register(user({ username }));
      expect(failureOf(res)).toMatchObject({
        status: 400,
        errorCode: 'register.field.invalid',
        value: { field: 'username', patternId: 1, min: 6, max: 16 },
      });
    }
  });

  it('applies the password policy', async () => {
    const short = await register(user({ password: 'Ab#12', confirmPassword: 'Ab#12' }));
    expect(failureOf(short)).toMatchObject({ status: 400, errorCode: 'password.too.short', value: { min: 8, max: 128 } });
    const common = await register(user({ password: 'iloveyou', confirmPassword: 'iloveyou' }));
    expect(failureOf(common)).toMatchObject({ status: 400, errorCode: 'password.too.common', value: { min: 8, max: 128 } });
    const upper = await register(user({ password: 'PASSWORD1', confirmPassword: 'PASSWORD1' }));
    expect(upper.json().errorCode).toBe('password.too.common');
    const name = uniqueName('samename');
    const same = await register(user({ username: name, password: name.toUpperCase(), confirmPassword: name.toUpperCase() }));
    expect(same.json().errorCode).toBe('password.too.common');
    // Over 128 is refused by the payload schema already.
    const long = await register(user({ password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) }));
    expect(failureOf(long)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('requires the confirmation to match', async () => {
    const res = await register(user({ confirmPassword: 'Sunny-Harbour-43' }));
    expect(failureOf(res)).toMatchObject({ status: 400, errorCode: 'register.password.mismatch', message: 'Confirmation password not matched' });
    const missing = await register(user({ confirmPassword: undefined }));
    expect(failureOf(missing)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'confirmPassword' } });
  });

  it('checks the e-mail address and refuses a registered one', async () => {
    const bad = await register(user({ email: 'not-an-email' }));
    expect(failureOf(bad)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'email', patternId: 4 } });
    const taken = await register(user({ email: 'DEMO@example.com' }));
    expect(failureOf(taken)).toMatchObject({ status: 409, errorCode: 'register.email.exists' });
  });

  it('checks the mobile number and refuses a registered one', async () => {
    const bad = await register(user({ mobileNum: '12345', countryDialingCode: '63' }));
    expect(failureOf(bad)).toMatchObject({ status: 400, errorCode: 'register.field.invalid', value: { field: 'mobileNum' } });
    const invalid = await register(user({ mobileNum: '1234567', countryDialingCode: '63' }));
    expect(invalid.json().errorCode).toBe('mobile.invalid');
    const taken = await register(user({ mobileNum: '09171234567', countryDialingCode: '63' }));
    expect(failureOf(taken)).toMatchObject({ status: 409, errorCode: 'register.mobile.exists' });
  });

  it('requires the captcha and refuses a wrong one', async () => {
    const missing = await register(user(), { captcha: false });
    expect(failureOf(missing)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'captcha' } });
    const client = newClient();
    const c = await solvedCaptcha(t.app, { remoteAddress: client.remoteAddress, headers: client.headers });
    const wrong = await register(user({ captchaId: c.captchaId, captcha: '99999' }), { client, captcha: false });
    expect(wrong.json().errorCode).toBe('login.captcha.invalid');
  });

  it('takes an existing invitation code and refuses an unknown one', async () => {
    const bad = await register(user({ affiliateCode: 'NOPE1234' }));
    expect(failureOf(bad)).toMatchObject({ status: 400, errorCode: 'register.affiliate.invalid', message: 'Invalid invitation code' });
    // GOLDEN's code is not LUCKY's.
    expect((await register(user({ affiliateCode: 'GOLDEN88' }))).json().errorCode).toBe('register.affiliate.invalid');
    const input = user({ affiliateCode: 'luckydemo' });
    expect((await register(input)).statusCode).toBe(200);
    const row = await t.app.database.db.selectFrom('members').select('referred_by_affiliate').where('username', '=', input.username).executeTakeFirstOrThrow();
    expect(row.referred_by_affiliate).toBe('LUCKYDEMO');
  });

  it('checks the birthday: a real date from 1900 on, not in the future, and the age limit', async () => {
    for (const birthday of ['2023-02-30', '1899-12-31', '3000-01-01', '1990-13-01']) {
      const res = await register(user({ birthday }));
      expect(failureOf(res)).toMatchObject({ status: 400, errorCode: 'register.birthday.invalid' });
    }
    const pattern = await register(user({ birthday: '01/02/1990' }));
    expect(failureOf(pattern)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'birthday', patternId: 6 } });
    const year = new Date().getUTCFullYear();
    const young = await register(user({ birthday: `${year - 20}-01-01` }));
    expect(failureOf(young)).toMatchObject({
      status: 400,
      errorCode: 'register.age.under',
      message: 'Please confirm you are 21 years old',
      value: { ageLimit: 21 },
    });
    expect((await register(user({ birthday: `${year - 22}-01-01` }))).statusCode).toBe(200);
  });

  it('ignores fields the merchant disabled and checks the ones it enabled, e.g. the recommender', async () => {
    const ignored = await register(user({ recommenderId: 'not-digits', nickname: '!!' }));
    expect(ignored.statusCode).toBe(200);

    await setOverrides('LUCKY', { recommenderId: { enabled: true }, nickname: { enabled: true, required: true } });
    try {
      const noNick = await register(user({}));
      expect(failureOf(noNick)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'nickname', patternId: 9, min: 2, max: 32 } });
      const unknown = await register(user({ nickname: 'Ana', recommenderId: '999999' }));
      expect(failureOf(unknown)).toMatchObject({ status: 400, errorCode: 'register.recommender.invalid', message: 'Referrer link error' });
      const notDigits = await register(user({ nickname: 'Ana', recommenderId: 'abc' }));
      expect(failureOf(notDigits)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'recommenderId' } });
      const demo = await t.app.database.db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
      const input = user({ nickname: 'Ana Maria', recommenderId: String(demo.id) });
      expect((await register(input)).statusCode).toBe(200);
      const row = await t.app.database.db.selectFrom('members').select(['recommender_id', 'nickname']).where('username', '=', input.username).executeTakeFirstOrThrow();
      expect(row).toEqual({ recommender_id: demo.id, nickname: 'Ana Maria' });
    } finally {
      await setOverrides('LUCKY', {});
    }
  });

  it('writes nothing when it fails', async () => {
    const before = await counts();
    await register(user({ username: 'agent01' }));
    await register(user({ password: 'iloveyou', confirmPassword: 'iloveyou' }));
    await register(user({ affiliateCode: 'NOPE1234' }));
    await register(user({ email: 'demo@example.com' }));
    await register(user(), { captcha: false });
    expect(await counts()).toEqual(before);
  });

  it('lets only one of two simultaneous registrations of a name through', async () => {
    const name = uniqueName('race');
    const before = await counts();
    const results = await Promise.all([register(user({ username: name })), register(user({ username: name.toUpperCase() }))]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await counts()).toEqual({ members: before.members + 1, transfers: before.transfers });
  });

  it('refuses a plain (unsealed) body', async () => {
    const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.register, payload: { registerMethod: 'H5', ...user() } });
    expect(failureOf(res)).toMatchObject({ status: 400, errorCode: 'request.encryption.invalid' });
  });

  it('refuses an unknown register method and overlong fields', async () => {
    expect((await register(user({ registerMethod: 'DESKTOP' }))).json().errorCode).toBe('request.invalid');
    const long = await register(user({ nickname: 'n'.repeat(65) }));
    expect(long.json().errorCode).toBe('request.invalid');
    expect(long.json().message).toContain('body.nickname');
  });

  it('limits registrations per IP', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) {
      const res = await register(user({ username: 'x' }), { client });
      expect(res.statusCode).toBe(400);
    }
    const limited = await register(user(), { client });
    expect(failureOf(limited)).toMatchObject({ status: 429, errorCode: 'register.rate.limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('register with a mobile number', () => {
  it('with MOBILENUMPASSREG3 (LUCKY): the username is the number and the password is required', async () => {
    const mobile = newMobile();
    const missing = await register({ mobileNum: mobile.national, countryDialingCode: '63' }, { path: ACCOUNT_PATHS.registerMobile });
    expect(failureOf(missing)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'password' } });

    const res = await register(
      { mobileNum: mobile.national, countryDialingCode: '63', password: 'Sunny-Harbour-42', confirmPassword: 'Sunny-Harbour-42', registerMethod: 'PWA' },
      { path: ACCOUNT_PATHS.registerMobile },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: mobile.e164.slice(1), firstTimeLogin: true });
    const row = await t.app.database.db.selectFrom('members').selectAll().where('mobile_e164', '=', mobile.e164).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ register_method: 'PWA', country_dialing_code: '63', merchant_code: 'LUCKY' });
    const again = await login(t.app, { username: mobile.e164.slice(1), password: 'Sunny-Harbour-42' }, { remoteAddress: newClient().remoteAddress });
    expect(again.statusCode).toBe(200);
    const dup = await register(
      { mobileNum: `0${mobile.national}`, countryDialingCode: '63', password: 'Sunny-Harbour-42', confirmPassword: 'Sunny-Harbour-42' },
      { path: ACCOUNT_PATHS.registerMobile },
    );
    expect(failureOf(dup)).toMatchObject({ status: 409, errorCode: 'register.mobile.exists' });
  });

  it('without MOBILENUMPASSREG3 (GOLDEN): no password, the SMS code is required, then SMS login works', async () => {
    const client = newClient({ merchant: 'GOLDEN' });
    const mobile = newMobile();
    const base = { mobileNum: mobile.national, countryDialingCode: '63', nickname: 'Minh', email: `${uniqueName('m')}@example.com`, birthday: '1995-06-15' };

    const noCode = await register(base, { client, path: ACCOUNT_PATHS.registerMobile });
    expect(failureOf(noCode)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'verificationCode' } });

    const sent = await requestSmsCode(t.app, client, { mobileNum: mobile.national }, 'register');
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(t.app, mobile.e164);
    expect(code).toMatch(/^\d{6}$/);

    const before = await counts();
    const wrong = await register({ ...base, verificationCode: code === '000000' ? '111111' : '000000' }, { client, path: ACCOUNT_PATHS.registerMobile });
    expect(failureOf(wrong)).toMatchObject({ status: 400, errorCode: 'sms.code.invalid' });
    expect(await counts()).toEqual(before);

    const res = await register({ ...base, verificationCode: code }, { client, path: ACCOUNT_PATHS.registerMobile });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ merchantCode: 'GOLDEN', userName: mobile.e164.slice(1) });
    const row = await t.app.database.db.selectFrom('members').selectAll().where('mobile_e164', '=', mobile.e164).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, headers: auth(res.json().value.token, { merchant: 'GOLDEN' }) });
    expect(me.json().value).toMatchObject({ hasPassword: false, nickname: 'Minh', mobileNum: `+63 ${mobile.national.slice(0, 3)}****${mobile.national.slice(-3)}` });

    // Logs in by SMS from now on (a minute later: one code per number per minute).
    await t.app.limiter.reset(`sms:num:${mobile.e164}`);
    const loginClient = newClient({ merchant: 'GOLDEN' });
    expect((await requestSmsCode(t.app, loginClient, { mobileNum: mobile.national }, 'noLogin')).statusCode).toBe(200);
    const loginCode = await lastSmsCode(t.app, mobile.e164);
    const sms = await postSealed(
      t.app,
      ACCOUNT_PATHS.login,
      { type: 'sms', username: mobile.national, password: loginCode, countryDialingCode: '63' },
      { headers: loginClient.headers, remoteAddress: loginClient.remoteAddress },
    );
    expect(sms.statusCode, sms.body).toBe(200);
    expect(sms.json().value).toMatchObject({ userName: mobile.e164.slice(1), merchantCode: 'GOLDEN', firstTimeLogin: false });
  });

  it('GOLDEN also requires its configured fields', async () => {
    const client = newClient({ merchant: 'GOLDEN' });
    const res = await register({ mobileNum: newMobile().national, countryDialingCode: '63' }, { client, path: ACCOUNT_PATHS.registerMobile });
    expect(failureOf(res)).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'nickname' } });
  });
});

describe('SMS login', () => {
  it('refuses a wrong code and asks for the captcha; is off where MOBILEVERCODELOGIN3 is off', async () => {
    const client = newClient({ merchant: 'GOLDEN' });
    const res = await postSealed(
      t.app,
      ACCOUNT_PATHS.login,
      { type: 'sms', username: '912345678', password: '123456', countryDialingCode: '84' },
      { headers: client.headers, remoteAddress: client.remoteAddress },
    );
    expect(failureOf(res)).toMatchObject({ status: 400, errorCode: 'sms.code.invalid', value: { captcha: true } });
    const lucky = await postSealed(t.app, ACCOUNT_PATHS.login, { type: 'sms', username: '9171234567', password: '123456', countryDialingCode: '63' });
    expect(failureOf(lucky)).toMatchObject({ status: 403, errorCode: 'feature.disabled' });
  });

  it('refuses Firebase login when Firebase is not configured', async () => {
    const res = await postSealed(
      t.app,
      ACCOUNT_PATHS.login,
      { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: 'x'.repeat(40), firebaseMobileNo: '912345678', countryDialingCode: '84' },
      { headers: { merchant: 'GOLDEN' } },
    );
    expect(failureOf(res)).toMatchObject({ status: 403, errorCode: 'feature.disabled' });
  });
});

describe('switched off by white-label flags', () => {
  let off: TestApp;

  beforeAll(async () => {
    off = await createTestApp();
    const row = await off.app.database.db.selectFrom('merchants').select('whitelabel').where('code', '=', 'LUCKY').executeTakeFirstOrThrow();
    const flags = { ...JSON.parse(row.whitelabel), USERNAMEREG3: false, MOBILENUMREG3: false };
    await off.app.database.db.updateTable('merchants').set({ whitelabel: JSON.stringify(flags) }).where('code', '=', 'LUCKY').execute();
    // as an operator's change does: the start-up (the demo's history) has read the merchant already
    await off.app.cacheBus.invalidate('merchants');
  });

  afterAll(async () => {
    await off.close();
  });

  it('answers 403 feature.disabled for both forms', async () => {
    for (const path of [ACCOUNT_PATHS.register, ACCOUNT_PATHS.registerMobile]) {
      const res = await register(user({ mobileNum: newMobile().national, countryDialingCode: '63' }), { app: off, path });
      expect(failureOf(res)).toMatchObject({ status: 403, errorCode: 'feature.disabled' });
    }
  });
});

describe('availability checks', () => {
  async function check(url: string, query: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url, query, headers });
    expect(res.statusCode).toBe(200);
    return res.json().value;
  }

  it('username: taken, free, or breaking the rule', async () => {
    expect(await check(ACCOUNT_PATHS.checkUsername, { username: 'demo' })).toEqual({ available: false });
    expect(await check(ACCOUNT_PATHS.checkUsername, { username: 'DEMO' })).toEqual({ available: false });
    expect(await check(ACCOUNT_PATHS.checkUsername, { username: 'freshname1' })).toEqual({ available: true });
    expect(await check(ACCOUNT_PATHS.checkUsername, { username: 'ab' })).toEqual({ available: false });
    expect(await check(ACCOUNT_PATHS.checkUsername, { username: '9lives99' })).toEqual({ available: false });
    // Per merchant: 'demo' is free on GOLDEN.
    expect(await check(ACCOUNT_PATHS.checkUsername, { username: 'demo12' }, { merchant: 'GOLDEN' })).toEqual({ available: true });
  });

  it('e-mail: taken, free, or not an address', async () => {
    expect(await check(ACCOUNT_PATHS.checkEmail, { email: 'Demo@Example.com' })).toEqual({ available: false });
    expect(await check(ACCOUNT_PATHS.checkEmail, { email: 'someone.new@example.com' })).toEqual({ available: true });
    expect(await check(ACCOUNT_PATHS.checkEmail, { email: 'nope' })).toEqual({ available: false });
  });

  it('affiliate code: exists in this merchant or not', async () => {
    expect(await check(ACCOUNT_PATHS.affiliateCheck, { code: 'LUCKYDEMO', domain: 'localhost' })).toEqual({ data: { success: true } });
    expect(await check(ACCOUNT_PATHS.affiliateCheck, { code: 'NOPE' })).toEqual({ data: { success: false } });
    expect(await check(ACCOUNT_PATHS.affiliateCheck, { code: 'GOLDEN88' })).toEqual({ data: { success: false } });
    expect(await check(ACCOUNT_PATHS.affiliateCheck, { code: 'GOLDEN88' }, { merchant: 'GOLDEN' })).toEqual({ data: { success: true } });
  });

  it('refuses a missing query parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.checkUsername });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
  });
});
