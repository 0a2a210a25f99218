import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INBOX_CHAT_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeMember, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { messagesServiceOf } from '../src/modules/content/messages/index.ts';
import { createTestApp, opsHeaders, TEST_OPS_TOKEN } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function get(url: string, headers: Headers = opsHeaders()): Promise<InjectResult> {
  return t.app.inject({ method: 'GET', url, headers }) as unknown as Promise<InjectResult>;
}
async function post(url: string, payload: unknown, headers: Headers = opsHeaders()): Promise<InjectResult> {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers }) as unknown as Promise<InjectResult>;
}

interface QueueRow {
  account: string;
  lastMessage: string;
  lastAt: number;
  unread: number;
}

async function queue(merchant = 'LUCKY'): Promise<QueueRow[]> {
  const res = await get(`/ops/chat?merchant=${merchant}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as QueueRow[];
}

async function countInbox(): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('console support: chat queue', () => {
  it('counts what a player wrote until an operator opens the conversation', async () => {
    const member = await makeMember(t.app, { username: 'queue01' });
    const token = await tokenFor(t.app, member);
    for (const text of ['Hello?', 'My deposit is missing']) {
      expect((await post(INBOX_CHAT_PATHS.chatMessages, { text }, auth(token))).statusCode).toBe(200);
    }
    const row = (await queue()).find((r) => r.account === 'queue01');
    expect(row).toMatchObject({ lastMessage: 'My deposit is missing', unread: 2 });
    // newest conversation first
    expect((await queue())[0]!.account).toBe('queue01');

    const opened = await get('/ops/chat/queue01?merchant=LUCKY');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().value.list.map((m: { sender: string; text: string }) => [m.sender, m.text])).toEqual([
      ['member', 'Hello?'],
      ['member', 'My deposit is missing'],
    ]);
    expect((await queue()).find((r) => r.account === 'queue01')?.unread).toBe(0);

    // a reply is the last line; the player's next line is unread again
    expect((await post('/ops/chat/queue01/reply?merchant=LUCKY', { text: 'Checking now' })).statusCode).toBe(200);
    expect((await queue()).find((r) => r.account === 'queue01')).toMatchObject({ lastMessage: 'Checking now', unread: 0 });
    await post(INBOX_CHAT_PATHS.chatMessages, { text: 'Thanks' }, auth(token));
    expect((await queue()).find((r) => r.account === 'queue01')?.unread).toBe(1);
  });

  it("keeps another merchant's conversations out", async () => {
    const golden = await makeMember(t.app, { username: 'goldchat', merchantCode: 'GOLDEN' });
    await t.app.database.db
      .insertInto('chat_messages')
      .values({ merchant_code: 'GOLDEN', member_id: golden.id, sender: 'member', text: 'golden line', created_at: Date.now(), seen_at: null })
      .execute();
    expect((await queue('LUCKY')).some((r) => r.account === 'goldchat')).toBe(false);
    expect((await queue('GOLDEN')).find((r) => r.account === 'goldchat')?.unread).toBe(1);
    // LUCKY's name on a GOLDEN member: not found, and nothing marked read
    expect((await get('/ops/chat/goldchat?merchant=LUCKY')).statusCode).toBe(404);
    expect((await queue('GOLDEN')).find((r) => r.account === 'goldchat')?.unread).toBe(1);
  });

  it('answers 4xx envelopes for bad input', async () => {
    for (const url of ['/ops/chat', '/ops/chat?merchant=NOPE', '/ops/chat?merchant=bad%20code', '/ops/chat/nobody?merchant=LUCKY', '/ops/chat/stream']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/ops/chat?merchant=LUCKY', {})).statusCode).toBe(401);
  });
});

describe('console support: the live stream', () => {
  /** A streaming GET on its own connection: what has arrived so far, and the way to hang up. */
  function openStream(url: string, headers: Headers) {
    const state = { status: 0, contentType: '', text: '', close: () => {} };
    const ready = new Promise<void>((resolve, reject) => {
      const req = http.get(url, { headers, agent: false }, (res) => {
        state.status = res.statusCode ?? 0;
        state.contentType = String(res.headers['content-type'] ?? '');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (state.text += chunk));
        res.on('error', () => {});
        resolve();
      });
      req.on('error', (err) => (state.status ? undefined : reject(err)));
      state.close = () => req.destroy();
    });
    return { state, ready };
  }

  async function until(check: () => boolean, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  it("pushes a player's new line to operators watching that merchant, and only that merchant", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const member = await makeMember(t.app, { username: 'streamer01' });
    const token = await tokenFor(t.app, member);

    const refused = openStream(`${base}/ops/chat/stream?merchant=LUCKY`, {});
    await refused.ready;
    await until(() => refused.state.text.length > 0);
    expect(refused.state.status).toBe(401);
    refused.state.close();

    const headers = { authorization: `Bearer ${TEST_OPS_TOKEN}` };
    const lucky = openStream(`${base}/ops/chat/stream?merchant=LUCKY`, headers);
    const golden = openStream(`${base}/ops/chat/stream?merchant=GOLDEN`, headers);
    await Promise.all([lucky.ready, golden.ready]);
    try {
      expect(lucky.state.status).toBe(200);
      expect(lucky.state.contentType).toMatch(/^text\/event-stream/);
      await until(() => lucky.state.text.includes(': connected') && golden.state.text.includes(': connected'));

      const sent = await post(INBOX_CHAT_PATHS.chatMessages, { text: 'Live line' }, auth(token));
      expect(sent.statusCode).toBe(200);
      await until(() => lucky.state.text.includes('event: message'));
      const data = /event: message\ndata: (.+)\n\n/.exec(lucky.state.text)?.[1];
      expect(data).toBeDefined();
      expect(JSON.parse(data!)).toMatchObject({
        account: 'streamer01',
        message: { sender: 'member', text: 'Live line', id: sent.json().value.id },
      });

      // an operator's reply goes out too
      await post('/ops/chat/streamer01/reply?merchant=LUCKY', { text: 'Hi there' });
      await until(() => lucky.state.text.includes('Hi there'));
      expect(lucky.state.text).toContain('"sender":"staff"');

      // the GOLDEN watcher got nothing but the greeting
      await new Promise((r) => setTimeout(r, 200));
      expect(golden.state.text).not.toContain('event: message');
    } finally {
      lucky.state.close();
      // the GOLDEN stream stays open: closing the app (afterAll) must end it rather than wait on it
    }
    await until(() => false, 100);
  });
});

describe('console support: inbox to everyone (a message of the messages module)', () => {
  it('reaches every active real player of the brand, not a disabled one nor another brand', async () => {
    const db = t.app.database.db;
    const a = await makeMember(t.app, { username: 'seg-all-1' });
    const off = await makeMember(t.app, { username: 'seg-off-1', status: 'disabled' });
    const members = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_code', '=', 'LUCKY')
      .where('status', '=', 'active')
      .where('type', '!=', 4)
      .executeTakeFirstOrThrow();
    const preview = await post('/ops/messages/preview?merchant=LUCKY', { segmentId: null, channels: ['inbox'] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().value.audience).toBe(Number(members.n));
    const all = await post('/ops/messages?merchant=LUCKY', { segmentId: null, channels: ['inbox'], texts: { EN: { title: 'Hello all', body: 'Weekend bonus' } } });
    expect(all.statusCode, all.body).toBe(200);
    await messagesServiceOf(t.app).run(all.json().value.id as number);
    const got = await db.selectFrom('inbox_messages').select('member_id').where('title', '=', 'Hello all').execute();
    expect(got.length).toBe(preview.json().value.channels.inbox);
    expect(got.map((g) => g.member_id)).toContain(a.id);
    expect(got.map((g) => g.member_id)).not.toContain(off.id);

    // the player sees it in the inbox
    const token = await tokenFor(t.app, a);
    const inbox = await get(`${INBOX_CHAT_PATHS.inbox}?pageNo=1&pageSize=10`, auth(token));
    expect(JSON.stringify(inbox.json().value)).toContain('Hello all');

    // another merchant's players get nothing of LUCKY's
    const golden = await db.selectFrom('inbox_messages').select('id').where('merchant_code', '=', 'GOLDEN').where('title', '=', 'Hello all').execute();
    expect(golden).toEqual([]);
  });

  it('refuses bad messages with a 4xx, sending nothing', async () => {
    const before = await countInbox();
    const text = { EN: { title: 't', body: 'b' } };
    const bad: [string, unknown][] = [
      ['/ops/messages?merchant=LUCKY', { segment: 'all', title: 't', body: 'b' }],
      ['/ops/messages?merchant=LUCKY', { segmentId: 'everyone', channels: ['inbox'], texts: text }],
      ['/ops/messages?merchant=LUCKY', { segmentId: null, channels: ['inbox'], texts: { EN: { title: '', body: 'b' } } }],
      ['/ops/messages?merchant=LUCKY', { segmentId: null, channels: ['inbox'], texts: { EN: { title: 't', body: 'x'.repeat(4001) } } }],
      ['/ops/messages?merchant=LUCKY', { segmentId: null, channels: ['inbox'], texts: text, extra: true }],
      ['/ops/messages', { segmentId: null, channels: ['inbox'], texts: text }],
      ['/ops/messages?merchant=NOPE', { segmentId: null, channels: ['inbox'], texts: text }],
    ];
    for (const [url, body] of bad) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect(await countInbox()).toBe(before);
  });
});
