import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmsCodeRepository } from '../src/core/sms-codes/repository.ts';
import { createSmsCodeService } from '../src/core/sms-codes/service.ts';
import type { SmsCodeService } from '../src/core/sms-codes/service.ts';
import type { SmsGateway } from '../src/integrations/sms/gateway.ts';
import { AppError } from '../src/lib/app-error.ts';
import { createLimiter } from '../src/lib/limiter.ts';
import { createVerificationRepository } from '../src/modules/accounts/verification/repository.ts';
import { createVerificationService } from '../src/modules/accounts/verification/service.ts';
import type { VerificationService } from '../src/modules/accounts/verification/service.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createMember, humanTrail, newMobile } from './helpers/verification.ts';

let t: TestApp;
let clock: number;
let sent: { to: string; text: string }[];
let service: VerificationService;
let codes: SmsCodeService;

const MERCHANT = { code: 'LUCKY', name: 'Lucky Star' };
const CLIENT = 'client-key';

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  clock = Date.now();
  sent = [];
  const sms: SmsGateway = {
    kind: 'outbox',
    async send(to, text) {
      sent.push({ to, text });
    },
  };
  codes = createSmsCodeService({ repository: createSmsCodeRepository(t.app.database.db), now: () => clock });
  service = createVerificationService({
    repository: createVerificationRepository(t.app.database.db),
    codes,
    sms,
    limiter: createLimiter({ now: () => clock }),
    now: () => clock,
  });
});

/** Sends a code the way the routes do and returns it as the person reads it. */
async function send(kind: 'noLogin' | 'register', mobile: { national: string; e164: string }, merchant = MERCHANT): Promise<string> {
  const challenge = await service.createSlider(CLIENT);
  const row = await t.app.database.db
    .selectFrom('slider_challenges')
    .select('target_x')
    .where('id', '=', challenge.challengeId)
    .executeTakeFirstOrThrow();
  const x = row.target_x;
  await service.sendCode({
    merchant,
    kind,
    body: { mobileNum: mobile.national, countryDialingCode: '63', slider: { challengeId: challenge.challengeId, x, trail: humanTrail(x) } },
    clientKey: CLIENT,
    ip: `198.51.100.${Math.floor(Math.random() * 250)}`,
    language: 'EN',
  });
  const last = sent.at(-1);
  expect(last?.to).toBe(mobile.e164);
  return /\b(\d{6})\b/.exec(last?.text ?? '')?.[1] as string;
}

async function registeredMobile(merchantCode = 'LUCKY') {
  const mobile = newMobile();
  await createMember(t.app, { e164: mobile.e164, merchantCode, password: null });
  return mobile;
}

async function errorOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).errorCode;
  }
}

function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('verifyCode', () => {
  it('accepts the right code once (single use)', async () => {
    const mobile = await registeredMobile();
    const code = await send('noLogin', mobile);
    await expect(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code })).resolves.toBeUndefined();
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code }))).toBe('sms.code.invalid');
  });

  it('refuses a wrong code with sms.code.invalid and then still takes the right one', async () => {
    const mobile = await registeredMobile();
    const code = await send('noLogin', mobile);
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'password', code: wrong(code) }))).toBe('sms.code.invalid');
    await codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'password', code });
  });

  it('refuses a code past its 5 minutes with sms.code.expired', async () => {
    const mobile = await registeredMobile();
    const code = await send('noLogin', mobile);
    clock += 5 * 60_000 - 1000;
    await codes.checkCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code });
    clock += 1000;
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code }))).toBe('sms.code.expired');
  });

  it('burns a code after 5 wrong tries: the right one no longer works', async () => {
    const mobile = await registeredMobile();
    const code = await send('noLogin', mobile);
    for (let i = 0; i < 4; i++) {
      expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: wrong(code) }))).toBe('sms.code.invalid');
    }
    // Four wrong tries leave it usable; the fifth burns it.
    await codes.checkCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code });
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: wrong(code) }))).toBe('sms.code.invalid');
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code }))).toBe('sms.code.invalid');
  });

  it('counts guesses sent in parallel too: only 5 are ever compared', async () => {
    const mobile = await registeredMobile();
    const code = await send('noLogin', mobile);
    // The worst interleaving, forced: every request reads the code before any of them writes (as
    // requests on separate connections can). 49 wrong guesses and, last, the right one: tries are taken
    // in the database before comparing, so the right one comes too late. Were the count read first and
    // bumped after a wrong guess, all 50 would be compared and the right one would get in.
    const base = createSmsCodeRepository(t.app.database.db);
    const total = 50;
    const waiting: (() => void)[] = [];
    const racing = createSmsCodeService({
      repository: {
        ...base,
        async latest(...args: Parameters<typeof base.latest>) {
          const found = await base.latest(...args);
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            if (waiting.length === total) for (const go of waiting) go();
          });
          return found;
        },
      },
      now: () => clock,
    });
    const guesses = Array.from({ length: total - 1 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const results = await Promise.allSettled(
      guesses.map((g) => racing.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: g })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(0);
    const row = await t.app.database.db.selectFrom('sms_codes').select('attempts').where('e164', '=', mobile.e164).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code }))).toBe('sms.code.invalid');
  });

  it('checkCode leaves the code usable; verifyCode then uses it up', async () => {
    const mobile = await registeredMobile();
    const code = await send('noLogin', mobile);
    await codes.checkCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'password', code });
    await codes.checkCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'password', code });
    await codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'password', code });
    expect(await errorOf(codes.checkCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'password', code }))).toBe('sms.code.invalid');
  });

  it('only the newest code of a number counts', async () => {
    const mobile = await registeredMobile();
    const first = await send('noLogin', mobile);
    clock += 61_000;
    let second = await send('noLogin', mobile);
    while (second === first) {
      clock += 61_000;
      second = await send('noLogin', mobile);
    }
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: first }))).toBe('sms.code.invalid');
    await codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: second });
  });

  it('keeps purposes and merchants apart', async () => {
    const mobile = newMobile();
    const registerCode = await send('register', mobile);
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: registerCode }))).toBe('sms.code.invalid');
    expect(await errorOf(codes.verifyCode({ merchantCode: 'GOLDEN', e164: mobile.e164, purpose: 'register', code: registerCode }))).toBe('sms.code.invalid');
    await codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'register', code: registerCode });

    const member = await registeredMobile();
    const loginCode = await send('noLogin', member);
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: member.e164, purpose: 'register', code: loginCode }))).toBe('sms.code.invalid');
    await codes.verifyCode({ merchantCode: 'LUCKY', e164: member.e164, purpose: 'login', code: loginCode });
  });

  it('refuses when no code was ever sent, and odd input', async () => {
    const mobile = newMobile();
    expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: mobile.e164, purpose: 'login', code: '123456' }))).toBe('sms.code.invalid');
    const member = await registeredMobile();
    const code = await send('noLogin', member);
    for (const odd of ['', 'abcdef', `${code}0`, ` ${code}x`]) {
      expect(await errorOf(codes.verifyCode({ merchantCode: 'LUCKY', e164: member.e164, purpose: 'login', code: odd })), odd).toBe('sms.code.invalid');
    }
  });
});
