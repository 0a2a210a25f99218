import { createHash, randomBytes } from 'node:crypto';
import type { SliderAnswer } from '@lobby/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { opsHeaders } from './test-app.ts';

/** A client as the slider binds it: network address and browser. */
export interface Client {
  remoteAddress: string;
  headers: Record<string, string>;
}

let clientCounter = 0;
/** A client nobody else in the run uses, so per-IP limits of one test do not leak into another. */
export function newClient(extraHeaders: Record<string, string> = {}): Client {
  clientCounter++;
  return {
    remoteAddress: `10.${(clientCounter >> 8) & 255}.${clientCounter & 255}.${10 + (process.pid % 200)}`,
    headers: { 'user-agent': `vitest-client-${clientCounter}`, ...extraHeaders },
  };
}

let numberCounter = 0;
/** A valid Philippine mobile number (national digits) nobody else in the run uses. */
export function newMobile(): { national: string; e164: string } {
  numberCounter++;
  const national = `917${String(process.pid % 1000).padStart(3, '0')}${String(numberCounter).padStart(4, '0')}`;
  return { national, e164: `+63${national}` };
}

/** A drag the way a hand does it: accelerating then slowing down, a little uneven. */
export function humanTrail(target: number, durationMs = 700, points = 18): [number, number][] {
  const trail: [number, number][] = [[0, 0]];
  for (let i = 1; i <= points; i++) {
    const p = i / points;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    trail.push([Math.round(p * durationMs), Math.round(eased * target * 10) / 10]);
  }
  return trail;
}

/** A scripted drag: constant steps at constant intervals. */
export function robotTrail(target: number, durationMs = 700, points = 18): [number, number][] {
  return Array.from({ length: points + 1 }, (_, i) => [(i * durationMs) / points, (i * target) / points] as [number, number]);
}

export async function fetchSlider(app: App, client: Client, merchant?: string) {
  const headers = merchant ? { ...client.headers, merchant } : client.headers;
  const res = await app.inject({ method: 'GET', url: '/wps/captcha/slider', headers, remoteAddress: client.remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { challengeId: string; pieceY: number; expiresAt: number };
}

/** The gap position, as only the server knows it. */
export async function sliderTarget(app: App, challengeId: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('slider_challenges')
    .select('target_x')
    .where('id', '=', challengeId)
    .executeTakeFirstOrThrow();
  return row.target_x;
}

/** A fresh challenge of this client, solved by hand. */
export async function solvedSlider(app: App, client: Client): Promise<SliderAnswer> {
  const { challengeId } = await fetchSlider(app, client);
  const x = await sliderTarget(app, challengeId);
  return { challengeId, x, trail: humanTrail(x) };
}

export async function requestSmsCode(
  app: App,
  client: Client,
  body: { mobileNum: string; countryDialingCode?: string },
  path: 'noLogin' | 'register' = 'noLogin',
) {
  const slider = await solvedSlider(app, client);
  return app.inject({
    method: 'POST',
    url: `/wps/verification/sms/${path}`,
    headers: client.headers,
    remoteAddress: client.remoteAddress,
    payload: { countryDialingCode: '63', ...body, slider },
  });
}

export interface OutboxItem {
  id: number;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string | null;
  body: string;
  merchantCode: string | null;
  createdAt: number;
}

export async function readOutbox(app: App, query: Record<string, string>): Promise<OutboxItem[]> {
  const res = await app.inject({ method: 'GET', url: '/ops/outbox', query, headers: opsHeaders() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OutboxItem[];
}

/** The code of the newest SMS to this number (through the ops API, as an operator would). */
export async function lastSmsCode(app: App, e164: string): Promise<string | undefined> {
  const [sms] = await readOutbox(app, { channel: 'sms', recipient: e164, limit: '1' });
  return sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
}

export interface TestMember {
  id: number;
  username: string;
  password: string | null;
  e164: string | null;
  email: string | null;
}

let memberCounter = 0;
/** A member written straight to the database (registration is another module's concern). */
export async function createMember(
  app: App,
  options: {
    merchantCode?: string;
    username?: string;
    password?: string | null;
    e164?: string | null;
    email?: string | null;
    type?: number;
    status?: 'active' | 'disabled';
  } = {},
): Promise<TestMember> {
  memberCounter++;
  const username = options.username ?? `member${process.pid % 1000}x${memberCounter}`;
  const password = options.password === undefined ? 'Sunny-Harbour-42' : options.password;
  const email = options.email === undefined ? `${username}@example.test` : options.email;
  const e164 = options.e164 ?? null;
  const row = await app.database.db
    .insertInto('members')
    .values({
      merchant_code: options.merchantCode ?? 'LUCKY',
      username,
      username_key: username.toLowerCase(),
      password_hash: password === null ? null : await hashPassword(password),
      type: options.type ?? 0,
      nickname: null,
      account: username,
      email,
      email_key: email?.toLowerCase() ?? null,
      country_dialing_code: e164 ? '63' : null,
      mobile_e164: e164,
      birthday: null,
      affiliate_code: null,
      referred_by_affiliate: null,
      recommender_id: null,
      head_icon: 1,
      club_label_id: null,
      rank_completed: 0,
      rank_expected: 0,
      payment_password_hash: null,
      profile: '{}',
      status: options.status ?? 'active',
      register_method: null,
      register_url: null,
      first_login_at: null,
      created_at: Date.now(),
      last_login_at: null,
      password_changed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, e164, email };
}

/** A live session of the member written straight to the database; the token to send. */
export async function createSession(app: App, memberId: number, merchantCode = 'LUCKY'): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomBytes(16).toString('hex');
  const now = Date.now();
  await app.database.db
    .insertInto('sessions')
    .values({
      id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      member_id: memberId,
      merchant_code: merchantCode,
      created_at: now,
      expires_at: now + 24 * 60 * 60 * 1000,
      last_seen_at: now,
      revoked_at: null,
      ip: null,
      user_agent: null,
    })
    .execute();
  return { id, token };
}

export async function countRows(
  app: App,
  table: 'sms_codes' | 'password_resets' | 'outbox' | 'slider_challenges' | 'sessions',
): Promise<number> {
  const row = await app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
