import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { ACCOUNT_PATHS, REMEMBER_COOKIE, SETTINGS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSecret, newCode, newHandle, newToken, sameHash } from '../src/core/one-time-secrets/secret.ts';
import { createSecretStore } from '../src/core/one-time-secrets/store.ts';
import type { SecretStore } from '../src/core/one-time-secrets/store.ts';
import { OPERATOR_SESSION_SECRETS } from '../src/core/operators/repository.ts';
import { SMS_CODE_SECRETS } from '../src/core/sms-codes/repository.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { RESET_SECRETS } from '../src/modules/accounts/password/repository.ts';
import { login, manualClock } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createMember, lastSmsCode, newClient, newMobile, readOutbox, requestSmsCode } from './helpers/verification.ts';

/**
 * core/one-time-secrets: generation, the stored hash, constant-time comparison, single use under
 * concurrency, counted attempts and the lock-out, expiry on the app's clock, and the sweep. Runs on SQLite
 * and, with TEST_DATABASE_URL, PostgreSQL (where parallel statements really run on several connections).
 */

let t: TestApp;
const clock = manualClock(Date.UTC(2026, 10, 28, 9, 0, 0));
const logged: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
  t = await createTestApp({ logLevel: 'info', loginIpLimit: 100_000 }, { now: clock, logStream: stream });
});

afterAll(async () => {
  await t?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('drawing and hashing a secret', () => {
  it('draws 256-bit base64url tokens, 128-bit handles and N-digit codes, all different', () => {
    const tokens = new Set(Array.from({ length: 500 }, () => newToken()));
    expect(tokens.size).toBe(500);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newHandle()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const codes = Array.from({ length: 2000 }, () => newCode(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // one code in ten starts with 0: the padding keeps it six digits
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(newCode(4)).toMatch(/^\d{4}$/);
    expect(() => newCode(0)).toThrow(RangeError);
    expect(() => newCode(13)).toThrow(RangeError);
  });

  it('stores what the copies stored before it: SHA-256 of a token, of `<id>:<code>` for a code', () => {
    const token = newToken();
    expect(hashSecret(token)).toBe(sha256(token));
    expect(hashSecret('123456', 'row-id')).toBe(sha256('row-id:123456'));
    expect(hashSecret('123456', 'row-id')).not.toBe(hashSecret('123456', 'other-row'));
  });

  it('compares hashes in constant time, and nothing with a hash of another length or none', () => {
    const a = hashSecret('a');
    expect(sameHash(a, hashSecret('a'))).toBe(true);
    expect(sameHash(a, hashSecret('b'))).toBe(false);
    expect(sameHash(a, a.slice(0, 62))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });
});

describe('no secret reaches a log', () => {
  it('logs none of the tokens and codes of a sign-in, a remembered device, a reset link, an SMS and an e-mail code', async () => {
    const secrets: string[] = [];
    const client = newClient();
    const national = newMobile().national;
    const member = await createMember(t.app, { merchantCode: 'GOLDEN', e164: `+63${national}` });
    const golden = { ...client.headers, merchant: 'GOLDEN' };
    const call = (method: 'GET' | 'POST', url: string, extra: { payload?: object; headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
      t.app.inject({ method, url, remoteAddress: client.remoteAddress, ...extra, headers: { ...golden, ...extra.headers } });

    const signedIn = await login(t.app, { username: member.username, password: member.password as string, rememberDevice: true }, { headers: golden, remoteAddress: client.remoteAddress, now: clock() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().value.token as string;
    const remember = signedIn.cookies.find((c) => c.name === REMEMBER_COOKIE)?.value as string;
    secrets.push(token, remember);
    expect((await call('GET', ACCOUNT_PATHS.memberInfo, { headers: { authorization: token } })).statusCode).toBe(200);
    const renewed = await call('POST', ACCOUNT_PATHS.renew, { cookies: { [REMEMBER_COOKIE]: remember } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    secrets.push(renewed.json().value.token as string);

    const address = `${member.username}@example.org`;
    expect((await call('POST', SETTINGS_PATHS.email, { payload: { email: address }, headers: { authorization: token } })).statusCode).toBe(200);
    const [codeMail] = await readOutbox(t.app, { channel: 'mail', recipient: address, limit: '1' });
    const emailCode = /\b(\d{6})\b/.exec(codeMail?.body ?? '')?.[1] as string;
    secrets.push(emailCode);
    const confirmed = await call('POST', SETTINGS_PATHS.emailVerify, { payload: { code: emailCode }, headers: { authorization: token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await call('POST', ACCOUNT_PATHS.passwordEmail, { payload: { username: member.username, email: address } })).statusCode).toBe(200);
    const [resetMail] = await readOutbox(t.app, { channel: 'mail', recipient: address, limit: '1' });
    const resetToken = /resetPsw\?token=([A-Za-z0-9_-]+)/.exec(resetMail?.body ?? '')?.[1] as string;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.push(resetToken);
    await call('GET', `/m/resetPsw?token=${resetToken}`, { headers: { accept: 'text/html' } });
    const reset = await call('POST', ACCOUNT_PATHS.passwordEmailReset, { payload: { token: resetToken, newPassword: 'Quiet-Lantern-77', confirmNewPassword: 'Quiet-Lantern-77' } });
    expect(reset.statusCode, reset.body).toBe(200);

    const sms = await requestSmsCode(t.app, { ...client, headers: golden }, { mobileNum: national });
    expect(sms.statusCode, sms.body).toBe(200);
    const code = (await lastSmsCode(t.app, member.e164 as string)) as string;
    secrets.push(code);
    const verified = await call('POST', ACCOUNT_PATHS.passwordVerification, { payload: { countryDialingCode: '63', mobileNum: national, verificationCode: code } });
    expect(verified.statusCode, verified.body).toBe(200);

    const text = logged.join('');
    expect(text).toContain('/m/resetPsw?token=[redacted]');
    for (const secret of secrets) expect(text).not.toContain(secret);
    // nor is any kept in the database: only hashes are
    for (const table of ['sessions', 'remember_devices', 'password_resets', 'sms_codes', 'email_verifications'] as const) {
      const rows = JSON.stringify(await t.app.db.selectFrom(table).selectAll().execute());
      for (const secret of secrets) expect(rows).not.toContain(secret);
    }
  });
});

describe('a secret store', () => {
  let resetStore: SecretStore<'password_resets', 'token_hash'>;
  let codeStore: SecretStore<'sms_codes', 'code_hash'>;
  beforeAll(() => {
    resetStore = createSecretStore(t.app.db, RESET_SECRETS);
    codeStore = createSecretStore(t.app.db, SMS_CODE_SECRETS);
  });
  const resets = () => resetStore;
  const codes = () => codeStore;
  const TTL = 5 * 60_000;

  async function newReset(memberId: number): Promise<{ id: string; token: string }> {
    const id = newHandle();
    const token = newToken();
    const now = t.app.clock();
    await resets().insert(
      { id, member_id: memberId, merchant_code: 'LUCKY', created_at: now, expires_at: now + TTL, used_at: null },
      { now, secret: token, supersede: { member_id: memberId } },
    );
    return { id, token };
  }

  async function newSmsCode(): Promise<{ id: string; code: string; e164: string }> {
    const id = newHandle();
    const code = newCode(6);
    const e164 = newMobile().e164;
    const now = t.app.clock();
    await codes().insert(
      { id, merchant_code: 'LUCKY', e164, purpose: 'noLogin', attempts: 0, created_at: now, expires_at: now + TTL, consumed_at: null },
      { now, secret: code, supersede: { merchant_code: 'LUCKY', e164, purpose: 'noLogin' } },
    );
    return { id, code, e164 };
  }

  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('keeps only the hash, and finds a token while it is live: not once replaced, used or expired', async () => {
    const member = await createMember(t.app);
    const first = await newReset(member.id);
    const row = await t.app.db.selectFrom('password_resets').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(first.token));
    expect(JSON.stringify(row)).not.toContain(first.token);
    expect((await resets().findLive({ secret: first.token }, t.app.clock()))?.id).toBe(first.id);
    expect(await resets().findLive({ secret: first.token, merchant_code: 'GOLDEN' }, t.app.clock())).toBeUndefined();
    expect(await resets().findLive({ secret: newToken() }, t.app.clock())).toBeUndefined();

    const second = await newReset(member.id);
    expect(await resets().findLive({ secret: first.token }, t.app.clock())).toBeUndefined();
    expect((await resets().findLive({ secret: second.token }, t.app.clock()))?.id).toBe(second.id);

    clock.advance(TTL - 1);
    expect(await resets().findLive({ secret: second.token }, t.app.clock())).toBeDefined();
    clock.advance(1);
    expect(await resets().findLive({ secret: second.token }, t.app.clock())).toBeUndefined();
    expect(await resets().consume({ secret: second.token }, t.app.clock())).toBeUndefined();

    const third = await newReset(member.id);
    expect((await resets().consume({ secret: third.token }, t.app.clock()))?.id).toBe(third.id);
    expect(await resets().findLive({ secret: third.token }, t.app.clock())).toBeUndefined();
  });

  it('lets exactly one of many parallel consumers use a secret', async () => {
    const member = await createMember(t.app);
    const { token } = await newReset(member.id);
    // a store each, as separate processes have
    const byToken = await Promise.all(
      Array.from({ length: 16 }, () => createSecretStore(t.app.db, RESET_SECRETS).consume({ secret: token }, t.app.clock())),
    );
    expect(byToken.filter((r) => r !== undefined)).toHaveLength(1);

    const { id } = await newSmsCode();
    // each in a transaction of its own, as a password change uses its code
    const inTransactions = await Promise.all(
      Array.from({ length: 16 }, () => inTransaction(t.app.db, async (trx) => codes().in(trx).consume({ id }, t.app.clock()))),
    );
    expect(inTransactions.filter((r) => r !== undefined)).toHaveLength(1);
    const row = await t.app.db.selectFrom('sms_codes').select('consumed_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.consumed_at).toBe(t.app.clock());
  });

  it('counts a wrong code as an attempt; the right one gives its try back and leaves the code to be used', async () => {
    const { id, code, e164 } = await newSmsCode();
    const stored = await codes().latest({ merchant_code: 'LUCKY', e164, purpose: 'noLogin' });
    expect(stored?.id).toBe(id);
    expect(await codes().check(stored, wrongOf(code), { now: t.app.clock(), maxAttempts: 5 })).toBe('wrong');
    expect(await codes().check(stored, 'not digits', { now: t.app.clock(), maxAttempts: 5 })).toBe('wrong');
    expect(await codes().check(stored, code, { now: t.app.clock(), maxAttempts: 5 })).toBe('ok');
    const row = await t.app.db.selectFrom('sms_codes').select(['attempts', 'consumed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 2, consumed_at: null });
    expect(await codes().check(undefined, code, { now: t.app.clock(), maxAttempts: 5 })).toBe('missing');
  });

  it('locks a code out after maxAttempts wrong guesses: burned, the right one comes too late', async () => {
    const { id, code, e164 } = await newSmsCode();
    const stored = await codes().latest({ merchant_code: 'LUCKY', e164, purpose: 'noLogin' });
    for (let i = 0; i < 5; i++) expect(await codes().check(stored, wrongOf(code), { now: t.app.clock(), maxAttempts: 5 })).toBe('wrong');
    expect(await codes().check(stored, code, { now: t.app.clock(), maxAttempts: 5 })).toBe('locked');
    const burned = await codes().latest({ merchant_code: 'LUCKY', e164, purpose: 'noLogin' });
    expect(burned).toMatchObject({ id, attempts: 5, consumed_at: t.app.clock() });
    expect(await codes().check(burned, code, { now: t.app.clock(), maxAttempts: 5 })).toBe('spent');
    expect(await codes().consume({ id }, t.app.clock())).toBeUndefined();
  });

  it('compares only maxAttempts of many parallel guesses, however they interleave', async () => {
    const { id, code, e164 } = await newSmsCode();
    // every guess judged against the row as read before any of them wrote
    const stale = await codes().latest({ merchant_code: 'LUCKY', e164, purpose: 'noLogin' });
    const guesses = Array.from({ length: 19 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const verdicts = await Promise.all(guesses.map((g) => codes().check(stale, g, { now: t.app.clock(), maxAttempts: 5 })));
    // Five wrong guesses are compared, never more; the right one (last) gets in only if it took a try
    // before they were gone, and then gives it back (tries count wrong guesses).
    const wrong = verdicts.filter((v) => v === 'wrong').length;
    const ok = verdicts.filter((v) => v === 'ok').length;
    expect(wrong).toBe(5);
    expect(ok).toBeLessThanOrEqual(1);
    expect(verdicts.filter((v) => v === 'locked')).toHaveLength(20 - wrong - ok);
    const row = await t.app.db.selectFrom('sms_codes').select(['attempts', 'consumed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, consumed_at: t.app.clock() });
  });

  it("expires on the app's clock: a code right up to its end, then expired and no longer usable", async () => {
    const { id, code, e164 } = await newSmsCode();
    const latest = () => codes().latest({ merchant_code: 'LUCKY', e164, purpose: 'noLogin' });
    clock.advance(TTL - 1);
    expect(await codes().check(await latest(), code, { now: t.app.clock(), maxAttempts: 5 })).toBe('ok');
    clock.advance(1);
    expect(await codes().check(await latest(), code, { now: t.app.clock(), maxAttempts: 5 })).toBe('expired');
    expect(await codes().consume({ id }, t.app.clock())).toBeUndefined();
    expect(codes().isLive((await latest())!, t.app.clock())).toBe(false);
  });

  it('ends a console session once 12 hours have passed since its start column, whatever it has seen since', async () => {
    const operator = await t.app.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow();
    const sessions = createSecretStore(t.app.db, OPERATOR_SESSION_SECRETS);
    const token = newToken();
    const start = t.app.clock();
    await sessions.insert(
      { operator_id: operator.id, created_at: start, last_seen_at: start, ip: '203.0.113.9', user_agent: 'test', revoked_at: null },
      { now: start, secret: token },
    );
    clock.advance(12 * 60 * 60 * 1000);
    expect(await sessions.findLive({ secret: token }, t.app.clock())).toBeDefined();
    clock.advance(1);
    expect(await sessions.findLive({ secret: token }, t.app.clock())).toBeUndefined();
  });

  it('sweeps rows a while after their end, in the background, at most once per interval', async () => {
    const { keepMs, everyMs } = SMS_CODE_SECRETS.cleanup;
    const store = createSecretStore(t.app.db, SMS_CODE_SECRETS);
    const now = t.app.clock();
    // written around the store, so no sweep of its own runs
    const write = (id: string, expiresAt: number) =>
      t.app.db
        .insertInto('sms_codes')
        .values({ id, merchant_code: 'LUCKY', e164: newMobile().e164, purpose: 'noLogin', code_hash: hashSecret('000000', id), attempts: 0, created_at: expiresAt - TTL, expires_at: expiresAt, consumed_at: null })
        .execute();
    const exists = async (id: string) => (await t.app.db.selectFrom('sms_codes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    const [ended, kept, endedLater] = [newHandle(), newHandle(), newHandle()];
    await write(ended, now - keepMs - 1);
    await write(kept, now - keepMs + 1);
    store.sweep(now);
    await vi.waitFor(async () => expect(await exists(ended)).toBe(false));
    expect(await exists(kept)).toBe(true);

    await write(endedLater, now - keepMs - 1);
    store.sweep(now + everyMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exists(endedLater)).toBe(true);
    store.sweep(now + everyMs);
    await vi.waitFor(async () => expect(await exists(endedLater)).toBe(false));
  });
});
