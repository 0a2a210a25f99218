import { ACCOUNT_PATHS, CHAT_TICKET_TTL_MS, INBOX_CHAT_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed/seed.ts';
import { AGENT, auth, DEMO, GOLDEN, makeMember, manualClock, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const clock = manualClock();
let t: TestApp;
let demo: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  demo = await tokenFor(t.app, DEMO);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function get(url: string, headers: Headers = {}) {
  return t.app.inject({ method: 'GET', url, headers }) as unknown as Promise<InjectResult>;
}
async function post(url: string, payload: unknown, headers: Headers = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers }) as unknown as Promise<InjectResult>;
}
async function trialToken(): Promise<string> {
  const res = await post(ACCOUNT_PATHS.freeplay, undefined);
  return res.json().value.token as string;
}
async function count(table: 'inbox_messages' | 'chat_messages'): Promise<number> {
  const row = await t.app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
async function inboxUnread(token: string, headers: Headers = {}): Promise<number> {
  const res = await get(INBOX_CHAT_PATHS.inboxUnreadCount, auth(token, headers));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.unReadCount as number;
}
async function chatUnread(token: string): Promise<number> {
  const res = await get(INBOX_CHAT_PATHS.chatUnreadCount, auth(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.unReadCount as number;
}
const LAUNCH = { b2c: 1, language: 'EN', backUrl: '/m/home', headerColor: '#141c36', title: 'Support', template: 'v2' };

async function launch(token: string, body: object = LAUNCH): Promise<InjectResult> {
  return post(INBOX_CHAT_PATHS.chatLaunch, body, auth(token));
}
async function chatUrl(token: string, body: object = LAUNCH): Promise<string> {
  const res = await launch(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.chatUrl as string;
}

describe('inbox', () => {
  it('seeds three unread welcome messages per demo member, newest first, and a second seed adds none', async () => {
    expect(await inboxUnread(demo)).toBe(3);
    const filipino = { ...auth(demo), language: 'TY' };
    const res = await get(`${INBOX_CHAT_PATHS.inbox}?pageNo=1&pageSize=2`, filipino);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    // In the reader's language (Lucky Star offers TY and EN).
    expect(page.list.map((m: { title: string }) => m.title)).toEqual([
      'Panatilihing ligtas ang iyong account',
      'Naghihintay ang iyong first-deposit bonus',
    ]);
    expect(page.list[0].read).toBe(false);
    const second = (await get(`${INBOX_CHAT_PATHS.inbox}?pageNo=2&pageSize=2`, filipino)).json().value;
    expect(second.list[0].title).toBe('Maligayang pagdating sa Lucky Star!');
    const english = (await get(`${INBOX_CHAT_PATHS.inbox}?pageNo=2&pageSize=2`, { ...auth(demo), language: 'EN' })).json().value;
    expect(english.list[0].title).toBe('Welcome to Lucky Star!');

    const before = await count('inbox_messages');
    await seed(t.app.database.db);
    expect(await count('inbox_messages')).toBe(before);
  });

  it('visitors get 401, trial accounts 403 with the real-account error; agents have an inbox', async () => {
    const visitor = await get(INBOX_CHAT_PATHS.inboxUnreadCount);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().success).toBe(false);
    const trial = await get(INBOX_CHAT_PATHS.inbox, auth(await trialToken()));
    expect(trial.statusCode).toBe(403);
    expect(trial.json().errorCode).toBe('permission.trial');
    expect(await inboxUnread(await tokenFor(t.app, AGENT))).toBe(3);
  });

  it('marks only the member’s own messages read and answers the new count', async () => {
    const member = await makeMember(t.app, { username: 'inboxreader' });
    const token = await tokenFor(t.app, member);
    for (const title of ['One', 'Two']) {
      const sent = await post(`/ops/members/${member.username}/messages`, { title, content: 'Hello' }, opsHeaders());
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const list = (await get(INBOX_CHAT_PATHS.inbox, auth(token))).json().value.list as { id: number }[];
    const demoIds = ((await get(INBOX_CHAT_PATHS.inbox, auth(demo))).json().value.list as { id: number }[]).map((m) => m.id);
    const demoBefore = await inboxUnread(demo);

    const res = await post(INBOX_CHAT_PATHS.inboxRead, { ids: [list[0]!.id, list[0]!.id, ...demoIds] }, auth(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ updated: 1, unReadCount: 1 });
    expect(await inboxUnread(token)).toBe(1);
    expect(await inboxUnread(demo)).toBe(demoBefore);
    const again = await post(INBOX_CHAT_PATHS.inboxRead, { ids: [list[0]!.id] }, auth(token));
    expect(again.json().value).toEqual({ updated: 0, unReadCount: 1 });
    const reread = (await get(INBOX_CHAT_PATHS.inbox, auth(token))).json().value.list as { read: boolean }[];
    expect(reread.map((m) => m.read)).toEqual([true, false]);
  });

  it('refuses bad input with a 4xx envelope and changes nothing', async () => {
    const before = await inboxUnread(demo);
    const bodies: unknown[] = [{}, { ids: [] }, { ids: ['1'] }, { ids: [-1] }, { ids: [1.5] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids=1'];
    for (const body of bodies) {
      const res = await post(INBOX_CHAT_PATHS.inboxRead, body, auth(demo));
      // a plain-text body is 415, every other bad body 400
      expect(res.statusCode, JSON.stringify(body)).toBe(typeof body === 'string' ? 415 : 400);
      expect(res.json().success).toBe(false);
    }
    for (const q of ['pageSize=51', 'pageSize=0', 'pageNo=0', 'pageNo=abc']) {
      const res = await get(`${INBOX_CHAT_PATHS.inbox}?${q}`, auth(demo));
      expect(res.statusCode, q).toBe(400);
    }
    expect(await inboxUnread(demo)).toBe(before);
  });

  it('ops send messages by account and merchant, behind the operator token', async () => {
    const golden = await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' });
    const before = await inboxUnread(golden, { merchant: 'GOLDEN' });
    const rows = await count('inbox_messages');
    const body = { title: 'Payout done', content: 'Your withdrawal was paid.' };
    expect((await post('/ops/members/golden/messages?merchant=GOLDEN', body)).statusCode).toBe(401);
    expect((await post('/ops/members/golden/messages', body, opsHeaders())).statusCode).toBe(404); // not a LUCKY member
    expect((await post('/ops/members/golden/messages?merchant=NOPE', body, opsHeaders())).statusCode).toBe(400);
    for (const bad of [{ title: '', content: 'x' }, { title: 'x' }, { title: 'x'.repeat(121), content: 'x' }]) {
      expect((await post('/ops/members/golden/messages?merchant=GOLDEN', bad, opsHeaders())).statusCode).toBe(400);
    }
    expect(await count('inbox_messages')).toBe(rows);
    const ok = await post('/ops/members/GOLDEN/messages?merchant=GOLDEN', body, opsHeaders());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await inboxUnread(golden, { merchant: 'GOLDEN' })).toBe(before + 1);
  });
});

describe('live chat', () => {
  it('launches a chat page for members of a CBS3 merchant only', async () => {
    const url = await chatUrl(demo);
    expect(url).toMatch(/^\/chat\/room\?ticket=[\w%.-]+$/);

    expect((await post(INBOX_CHAT_PATHS.chatLaunch, LAUNCH)).statusCode).toBe(401);
    const trial = await launch(await trialToken());
    expect(trial.statusCode).toBe(403);
    expect(trial.json().errorCode).toBe('permission.trial');
    const trialUnread = await get(INBOX_CHAT_PATHS.chatUnreadCount, auth(await trialToken()));
    expect(trialUnread.statusCode).toBe(403);

    // GOLDEN has CBS3 off.
    const golden = await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' });
    const off = await post(INBOX_CHAT_PATHS.chatLaunch, LAUNCH, auth(golden, { merchant: 'GOLDEN' }));
    expect(off.statusCode).toBe(403);
    expect(off.json().errorCode).toBe('chat.disabled');
    const offUnread = await get(INBOX_CHAT_PATHS.chatUnreadCount, auth(golden, { merchant: 'GOLDEN' }));
    expect(offUnread.json().errorCode).toBe('chat.disabled');
  });

  it('refuses bad launch parameters with 400', async () => {
    const bad = [
      { ...LAUNCH, b2c: 2 },
      { ...LAUNCH, template: 'v1' },
      { ...LAUNCH, headerColor: 'red;background:url(x)' },
      { ...LAUNCH, title: 'x'.repeat(61) },
      { ...LAUNCH, language: '<b>' },
      { b2c: 1, template: 'v2' },
    ];
    for (const body of bad) {
      const res = await launch(demo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('staff replies raise the unread count; opening the chat page shows them escaped and marks them seen', async () => {
    const member = await makeMember(t.app, { username: 'chatter' });
    const token = await tokenFor(t.app, member);
    expect(await chatUnread(token)).toBe(0);
    expect((await post('/ops/chat/chatter/reply', { text: 'hi' })).statusCode).toBe(401);
    expect((await post('/ops/chat/nobody-here/reply', { text: 'hi' }, opsHeaders())).statusCode).toBe(404);
    expect((await post('/ops/chat/chatter/reply', { text: '   ' }, opsHeaders())).statusCode).toBe(400);
    const reply = await post('/ops/chat/chatter/reply', { text: 'Hello <script>alert(1)</script> & welcome' }, opsHeaders());
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value.sender).toBe('staff');
    await post('/ops/chat/chatter/reply', { text: 'Second line' }, opsHeaders());
    expect(await chatUnread(token)).toBe(2);

    const page = await get(await chatUrl(token));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62; &#38; welcome');
    expect(page.body).not.toContain('<script>alert');
    // The app's CSP allows no inline script: the page's only script is the served file.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body.match(/<script[^>]*>/g)).toEqual(['<script src="/chat/room.js" defer>']);
    expect(await chatUnread(token)).toBe(0);

    const js = await get('/chat/room.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('/wps/chat/messages');
  });

  it('members send lines and read the conversation after an id; bad lines write nothing', async () => {
    const member = await makeMember(t.app, { username: 'sender01' });
    const token = await tokenFor(t.app, member);
    const sent = await post(INBOX_CHAT_PATHS.chatMessages, { text: '  I need help with a deposit  ' }, auth(token));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ sender: 'member', text: 'I need help with a deposit' });
    const rows = await count('chat_messages');
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(501) }, { text: 42 }, { text: 'bell\u0007' }]) {
      const res = await post(INBOX_CHAT_PATHS.chatMessages, body, auth(token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count('chat_messages')).toBe(rows);
    expect((await post(INBOX_CHAT_PATHS.chatMessages, { text: 'hi' })).statusCode).toBe(401);
    expect((await post(INBOX_CHAT_PATHS.chatMessages, { text: 'hi' }, auth(await trialToken()))).statusCode).toBe(403);

    await post('/ops/chat/sender01/reply', { text: 'How can I help?' }, opsHeaders());
    expect(await chatUnread(token)).toBe(1);
    const after = await get(`${INBOX_CHAT_PATHS.chatMessages}?after=${sent.json().value.id}`, auth(token));
    expect(after.statusCode).toBe(200);
    expect(after.json().value.map((m: { sender: string; text: string }) => [m.sender, m.text])).toEqual([
      ['staff', 'How can I help?'],
    ]);
    expect(await chatUnread(token)).toBe(0);
    expect((await get(`${INBOX_CHAT_PATHS.chatMessages}?after=-1`, auth(token))).statusCode).toBe(400);
  });

  it('rate-limits sending per member: the 11th line in a minute is refused and not stored', async () => {
    const member = await makeMember(t.app, { username: 'spammer01' });
    const token = await tokenFor(t.app, member);
    for (let i = 1; i <= 10; i++) {
      const res = await post(INBOX_CHAT_PATHS.chatMessages, { text: `line ${i}` }, auth(token));
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await post(INBOX_CHAT_PATHS.chatMessages, { text: 'line 11' }, auth(token));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('chat.rate.limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const list = (await get(INBOX_CHAT_PATHS.chatMessages, auth(token))).json().value as unknown[];
    expect(list).toHaveLength(10);
  });

  it('keeps a same-site back link only, and refuses tampered or expired tickets', async () => {
    const same = await get(await chatUrl(demo, { ...LAUNCH, backUrl: 'http://localhost/m/activity?x=1' }));
    expect(same.body).toContain('href="/m/activity?x=1"');
    for (const backUrl of ['https://evil.example/m/home', '//evil.example/x', 'javascript:alert(1)']) {
      const page = await get(await chatUrl(demo, { ...LAUNCH, backUrl }));
      expect(page.statusCode).toBe(200);
      expect(page.body, backUrl).toContain('class="chat__back" href="/m/home"');
      expect(page.body).not.toContain('evil');
    }

    const url = await chatUrl(demo);
    const ticket = decodeURIComponent(url.split('ticket=')[1]!);
    const [payload, mac] = ticket.split('.') as [string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.i = forged.i + 1;
    const tampered = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`;
    for (const bad of [tampered, 'nonsense', '']) {
      const res = await get(`${INBOX_CHAT_PATHS.chatRoom}?ticket=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('This chat link has expired');
    }
    clock.advance(CHAT_TICKET_TTL_MS + 1);
    expect((await get(url)).statusCode).toBe(403);
  });
});
