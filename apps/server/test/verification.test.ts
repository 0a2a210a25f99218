import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TWO_INSTANCES } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  countRows,
  createMember,
  fetchSlider,
  humanTrail,
  lastSmsCode,
  newClient,
  newMobile,
  readOutbox,
  requestSmsCode,
  robotTrail,
  sliderTarget,
  solvedSlider,
} from './helpers/verification.ts';
import type { Client } from './helpers/verification.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** An SMS request with a hand-made slider answer; the number is one nobody has, so nothing is sent. */
async function smsWithSlider(client: Client, slider: unknown, mobileNum = newMobile().national) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: client.headers,
    remoteAddress: client.remoteAddress,
    payload: { mobileNum, countryDialingCode: '63', slider },
  });
}

function decodeDataUri(uri: string): string {
  expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(uri.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
}

describe('slider captcha', () => {
  it('serves a 300x150 SVG picture with a jigsaw gap and the matching 40 px piece, valid 2 minutes', async () => {
    const client = newClient();
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/slider', headers: client.headers, remoteAddress: client.remoteAddress });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = res.json().value;
    expect(value).toMatchObject({ width: 300, height: 150, pieceSize: 40 });
    expect(value.challengeId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value.expiresAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(value.expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(value.pieceY).toBeGreaterThanOrEqual(0);
    expect(value.pieceY + 40).toBeLessThanOrEqual(150);

    const background = decodeDataUri(value.background);
    expect(background).toMatch(/^<svg [^>]*width="300" height="150"/);
    expect(background).toContain('linearGradient');
    expect(background).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
    const piece = decodeDataUri(value.piece);
    expect(piece).toMatch(/^<svg [^>]*width="40" height="40"/);
    expect(piece).toContain('clip-path');

    const target = await sliderTarget(t.app, value.challengeId);
    expect(target).toBeGreaterThanOrEqual(80);
    expect(target).toBeLessThanOrEqual(260);
    // The gap is drawn where the server expects the piece.
    expect(background).toContain(`M${target},${value.pieceY + 8}`);
  });

  it('gives every challenge its own id and (usually) its own gap', async () => {
    const client = newClient();
    const targets = new Set<number>();
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { challengeId } = await fetchSlider(t.app, client);
      ids.add(challengeId);
      targets.add(await sliderTarget(t.app, challengeId));
    }
    expect(ids.size).toBe(6);
    expect(targets.size).toBeGreaterThan(1);
  });

  it('passes a hand-made drag that drops the piece within 5 px of the gap', async () => {
    const client = newClient();
    for (const offset of [0, 5, -5]) {
      const { challengeId } = await fetchSlider(t.app, client);
      const x = (await sliderTarget(t.app, challengeId)) + offset;
      const res = await smsWithSlider(client, { challengeId, x, trail: humanTrail(x) });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses a wrong position, a machine-straight drag, a too quick one, too few points and a backwards one', async () => {
    const client = newClient();
    const cases: [string, (x: number) => { x: number; trail: [number, number][] }][] = [
      ['6 px off', (x) => ({ x: x + 6, trail: humanTrail(x + 6) })],
      ['far off', (x) => ({ x: x - 60, trail: humanTrail(x - 60) })],
      ['constant speed', (x) => ({ x, trail: robotTrail(x) })],
      ['under 250 ms', (x) => ({ x, trail: humanTrail(x, 200) })],
      ['4 points', (x) => ({ x, trail: humanTrail(x, 700, 3) })],
      ['trail ends elsewhere', (x) => ({ x, trail: humanTrail(x - 30) })],
      [
        'moves back',
        (x) => {
          const trail = humanTrail(x);
          trail.splice(8, 0, [(trail[7] as [number, number])[0] + 5, 2]);
          return { x, trail };
        },
      ],
    ];
    for (const [name, make] of cases) {
      const { challengeId } = await fetchSlider(t.app, client);
      const target = await sliderTarget(t.app, challengeId);
      const res = await smsWithSlider(client, { challengeId, ...make(target) });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ success: false, errorCode: 'sms.slider.invalid' });
    }
  });

  it('is single use, even after a right answer', async () => {
    const client = newClient();
    const answer = await solvedSlider(t.app, client);
    expect((await smsWithSlider(client, answer)).statusCode).toBe(200);
    const again = await smsWithSlider(client, answer);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('sms.slider.invalid');
  });

  it('is used up by a wrong answer', async () => {
    const client = newClient();
    const answer = await solvedSlider(t.app, client);
    expect((await smsWithSlider(client, { ...answer, x: answer.x + 40, trail: humanTrail(answer.x + 40) })).statusCode).toBe(400);
    expect((await smsWithSlider(client, answer)).statusCode).toBe(400);
  });

  it('cannot be answered by another client (other address or other browser), which leaves it to its owner', async () => {
    const owner = newClient();
    const answer = await solvedSlider(t.app, owner);
    const otherAddress = { ...owner, remoteAddress: '192.0.2.77' };
    const otherBrowser = { ...owner, headers: { 'user-agent': 'another-browser' } };
    for (const other of [otherAddress, otherBrowser]) {
      const res = await smsWithSlider(other, answer);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('sms.slider.invalid');
    }
    expect((await smsWithSlider(owner, answer)).statusCode).toBe(200);
  });

  it('refuses an expired or unknown challenge', async () => {
    const client = newClient();
    const answer = await solvedSlider(t.app, client);
    await t.app.database.db
      .updateTable('slider_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', answer.challengeId)
      .execute();
    expect((await smsWithSlider(client, answer)).json().errorCode).toBe('sms.slider.invalid');
    const unknown = await smsWithSlider(client, { ...answer, challengeId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('sms.slider.invalid');
  });

  it('limits how many challenges one address fetches per minute', async () => {
    const client = newClient();
    let limited;
    for (let i = 0; i < 31 && !limited; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/slider', headers: client.headers, remoteAddress: client.remoteAddress });
      if (res.statusCode === 429) limited = { i, res };
    }
    expect(limited?.i).toBe(30);
    expect(limited?.res.json()).toMatchObject({ success: false, errorCode: 'request.rate.limited' });
  });
});

describe('SMS codes for login and password (noLogin)', () => {
  it('sends a 6-digit code to a registered number, valid 5 minutes and renewable after 60 s, in the Language header language', async () => {
    const mobile = newMobile();
    await createMember(t.app, { e164: mobile.e164 });
    const before = Date.now();
    const res = await requestSmsCode(t.app, newClient(), { mobileNum: mobile.national });
    expect(res.statusCode, res.body).toBe(200);
    const { expirationTime, resendAt } = res.json().value;
    expect(Object.keys(res.json().value).sort()).toEqual(['expirationTime', 'resendAt']);
    expect(expirationTime).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(resendAt).toBe(expirationTime - 4 * 60_000);

    const [sms] = await readOutbox(t.app, { channel: 'sms', recipient: mobile.e164 });
    expect(sms).toMatchObject({ channel: 'sms', recipient: mobile.e164, subject: null, merchantCode: 'LUCKY' });
    expect(sms?.body).toMatch(/^Lucky Star: your verification code is \d{6}\. It expires in 5 minutes/);
    expect(await lastSmsCode(t.app, mobile.e164)).toMatch(/^\d{6}$/);
    // Only the hash is kept.
    const stored = await t.app.database.db.selectFrom('sms_codes').selectAll().where('e164', '=', mobile.e164).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.code_hash).not.toContain(await lastSmsCode(t.app, mobile.e164));

    const tagalog = newMobile();
    await createMember(t.app, { e164: tagalog.e164 });
    const ty = await requestSmsCode(t.app, newClient({ language: 'TY' }), { mobileNum: `+63${tagalog.national}` });
    expect(ty.statusCode).toBe(200);
    const [tySms] = await readOutbox(t.app, { channel: 'sms', recipient: tagalog.e164 });
    expect(tySms?.body).toMatch(/^Lucky Star: ang iyong verification code ay \d{6}\./);
  });

  it('answers an unregistered number exactly like a registered one, and sends nothing', async () => {
    const registered = newMobile();
    await createMember(t.app, { e164: registered.e164 });
    const unknown = newMobile();
    const codesBefore = await countRows(t.app, 'sms_codes');

    const a = await requestSmsCode(t.app, newClient(), { mobileNum: registered.national });
    const b = await requestSmsCode(t.app, newClient(), { mobileNum: unknown.national });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(Object.keys(b.json())).toEqual(Object.keys(a.json()));
    expect(Object.keys(b.json().value)).toEqual(Object.keys(a.json().value));
    expect(Math.abs(b.json().value.expirationTime - a.json().value.expirationTime)).toBeLessThan(5000);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);

    expect(await readOutbox(t.app, { recipient: unknown.e164 })).toEqual([]);
    expect(await countRows(t.app, 'sms_codes')).toBe(codesBefore + 1);
  });

  it('does not send to a disabled account or to a member of another merchant (same answer)', async () => {
    const disabled = newMobile();
    await createMember(t.app, { e164: disabled.e164, status: 'disabled' });
    const golden = newMobile();
    await createMember(t.app, { e164: golden.e164, merchantCode: 'GOLDEN' });
    for (const m of [disabled, golden]) {
      const res = await requestSmsCode(t.app, newClient(), { mobileNum: m.national });
      expect(res.statusCode).toBe(200);
      expect(await readOutbox(t.app, { recipient: m.e164 })).toEqual([]);
    }
  });

  it('refuses numbers that are not valid for the dialling code with 400 mobile.invalid', async () => {
    for (const [mobileNum, countryDialingCode] of [
      ['12345', '63'],
      ['9171234567', '84'],
      ['+84901234567', '63'],
      ['917-CALL-NOW', '63'],
    ] as const) {
      const res = await requestSmsCode(t.app, newClient(), { mobileNum, countryDialingCode });
      expect(res.statusCode, mobileNum).toBe(400);
      expect(res.json(), mobileNum).toMatchObject({ success: false, errorCode: 'mobile.invalid', message: 'The mobile num is not valid' });
    }
  });

  it('answers malformed requests with a 4xx envelope, never a 500', async () => {
    const client = newClient();
    const slider = await solvedSlider(t.app, client);
    const send = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { ...client.headers, ...headers },
        remoteAddress: client.remoteAddress,
        payload: payload as string,
      });
    const cases: [string, unknown, Record<string, string>?][] = [
      ['no slider', { mobileNum: '9171234567', countryDialingCode: '63' }],
      ['no number', { countryDialingCode: '63', slider }],
      ['overlong number', { mobileNum: '9'.repeat(21), countryDialingCode: '63', slider }],
      ['letters in the dialling code', { mobileNum: '9171234567', countryDialingCode: '6a', slider }],
      ['trail of one point', { mobileNum: '9171234567', countryDialingCode: '63', slider: { ...slider, trail: [[0, 0]] } }],
      ['not JSON', '{"mobileNum":', { 'content-type': 'application/json' }],
      ['plain text', 'mobileNum=1', { 'content-type': 'text/plain' }],
      ['XML', '<a/>', { 'content-type': 'application/xml' }],
    ];
    for (const [name, payload, headers] of cases) {
      const res = await send(typeof payload === 'string' ? payload : JSON.stringify(payload), { 'content-type': 'application/json', ...headers });
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.json(), name).toMatchObject({ success: false });
    }
  });
});

describe('SMS codes for registration', () => {
  it('sends a code to a number nobody has', async () => {
    const mobile = newMobile();
    const res = await requestSmsCode(t.app, newClient(), { mobileNum: mobile.national }, 'register');
    expect(res.statusCode).toBe(200);
    expect(await lastSmsCode(t.app, mobile.e164)).toMatch(/^\d{6}$/);
    const [row] = await t.app.database.db.selectFrom('sms_codes').select('purpose').where('e164', '=', mobile.e164).execute();
    expect(row?.purpose).toBe('register');
  });

  it('refuses a number a member already has with 409 register.mobile.exists and sends nothing', async () => {
    const mobile = newMobile();
    await createMember(t.app, { e164: mobile.e164, status: 'disabled' });
    const res = await requestSmsCode(t.app, newClient(), { mobileNum: mobile.national }, 'register');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'register.mobile.exists' });
    expect(await readOutbox(t.app, { recipient: mobile.e164 })).toEqual([]);
  });

  it('allows the number of a member of another merchant', async () => {
    const mobile = newMobile();
    await createMember(t.app, { e164: mobile.e164, merchantCode: 'GOLDEN' });
    const res = await requestSmsCode(t.app, newClient(), { mobileNum: mobile.national }, 'register');
    expect(res.statusCode).toBe(200);
  });
});

/** Why the tests that move the clock across a limit window cannot run with the counters in Redis. */
const REDIS_CLOCK = 'two instances: the limit windows live in Redis, which keeps its own clock (the test cannot move it)';

describe('SMS rate limits', () => {
  let clock = Date.now();
  let timed: TestApp;

  beforeAll(async () => {
    timed = await createTestApp({}, { now: () => clock });
  });

  afterAll(async () => {
    await timed.close();
  });

  it('allows one code per number per minute, answering 429 with Retry-After', async (ctx) => {
    ctx.skip(TWO_INSTANCES, REDIS_CLOCK);
    const mobile = newMobile();
    const first = await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national }, 'register');
    expect(first.statusCode).toBe(200);
    clock += 20_000;
    const res = await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national }, 'register');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'sms.rate.limited', value: { retryAfterSeconds: 40 } });
    expect(res.headers['retry-after']).toBe('40');
    // Only one SMS went out.
    expect(await readOutbox(timed.app, { recipient: mobile.e164 })).toHaveLength(1);
    // the answer said when: from resendAt on, the number gets a new code (the button counts down to it)
    clock = first.json().value.resendAt;
    expect((await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national }, 'register')).statusCode).toBe(200);
  });

  it('limits unregistered numbers the same way (no telling which are registered)', async () => {
    const mobile = newMobile();
    expect((await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national })).statusCode).toBe(200);
    const res = await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('sms.rate.limited');
  });

  it('allows 5 codes per number per hour', async (ctx) => {
    ctx.skip(TWO_INSTANCES, REDIS_CLOCK);
    const mobile = newMobile();
    const start = clock;
    for (let i = 0; i < 5; i++) {
      const res = await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national }, 'register');
      expect(res.statusCode, `code ${i + 1}`).toBe(200);
      clock += 61_000;
    }
    const res = await requestSmsCode(timed.app, newClient(), { mobileNum: mobile.national }, 'register');
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBe(Math.ceil((start + 3_600_000 - clock) / 1000));
    expect(res.json().value.retryAfterSeconds).toBe(retry);
  });

  it('allows 20 codes per address per hour', async () => {
    const client = newClient();
    for (let i = 0; i < 20; i++) {
      const res = await requestSmsCode(timed.app, client, { mobileNum: newMobile().national }, 'register');
      expect(res.statusCode, `code ${i + 1}`).toBe(200);
    }
    const res = await requestSmsCode(timed.app, client, { mobileNum: newMobile().national }, 'register');
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('sms.rate.limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not affected.
    expect((await requestSmsCode(timed.app, newClient(), { mobileNum: newMobile().national }, 'register')).statusCode).toBe(200);
  });
});

describe('SMS delivery failure', () => {
  it('answers 503 sms.send.failed and keeps no code when the provider refuses the message', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(500).end('provider down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const failing = await createTestApp({ smsGatewayUrl: `http://127.0.0.1:${port}/send`, smsGatewayToken: 'k' });
    try {
      const mobile = newMobile();
      const res = await requestSmsCode(failing.app, newClient(), { mobileNum: mobile.national }, 'register');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'sms.send.failed' });
      expect(await countRows(failing.app, 'sms_codes')).toBe(0);
      expect(await countRows(failing.app, 'outbox')).toBe(0);
    } finally {
      await failing.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
