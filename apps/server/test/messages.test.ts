import { MESSAGE_OPS_PATHS, MESSAGE_PATHS, PROTECTION_PATHS, SEGMENT_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTree } from '../src/core/accounts/tree.ts';
import type { MailSender } from '../src/integrations/mail/sender.ts';
import { messagesServiceOf } from '../src/modules/content/messages/index.ts';
import { makeMember } from './helpers/accounts.ts';
import { get, newPlayer, ops, outcome, path as fill, post, req, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Messages through the API: the confirmation's counts per channel, who is skipped (on a break or excluded,
 * opted out, no consent, no address), each player's language, the inbox, e-mail and SMS copies in the local
 * outbox, a scheduled message sent once by its job, cancelled before its time, and a send that resumes after
 * its process died without a copy twice. On SQLite, or PostgreSQL.
 */

let t: TestApp;
const q = '?merchant=LUCKY';
let serial = 0;
const uniq = (name: string) => `${name}${(serial++).toString(36)}${Date.now().toString(36).slice(-5)}`.slice(0, 20);

interface P {
  id: number;
  username: string;
  token: string;
}

/** A team of players under a new agent, and a segment of exactly that team. */
async function team(names: string[]): Promise<{ players: Record<string, P>; segmentId: number }> {
  const agent = await makeMember(t.app, { username: uniq('msgagent'), type: 3 });
  const players: Record<string, P> = {};
  for (const name of names) {
    const p = await newPlayer(t.app, uniq(name));
    await joinTree(t.app.database.db, p.id, agent.id);
    players[name] = p;
  }
  const segment = valueOf<{ id: number }>(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.segments}${q}`, { name: uniq('team'), rules: { agent: agent.username } }));
  return { players, segmentId: segment.id };
}

async function contact(p: P, email: string | null, phone: string | null) {
  await t.app.database.db.updateTable('members').set({ email, email_key: email?.toLowerCase() ?? null, email_verified_at: email ? Date.now() : null, mobile_e164: phone }).where('id', '=', p.id).execute();
}

const setMarketing = (p: P, body: object, language = 'EN') => req(t.app, 'PUT', MESSAGE_PATHS.marketing, { token: p.token, payload: body, headers: { language } });

async function inboxOf(p: P): Promise<Array<{ title: string; content: string }>> {
  return t.app.database.db.selectFrom('inbox_messages').select(['title', 'content']).where('member_id', '=', p.id).where('seed_key', 'is', null).orderBy('id').execute();
}

async function outboxTo(recipient: string, channel: 'mail' | 'sms') {
  return t.app.database.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', recipient).where('channel', '=', channel).execute();
}

const send = async (body: object) => valueOf<{ id: number; status: string; counts: Record<string, { sent: number; skipped: number; failed: number; pending: number }> }>(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.messages}${q}`, body));
const message = async (id: number) => valueOf<{ id: number; status: string; counts: Record<string, { sent: number; skipped: number; failed: number; pending: number }> }>(await ops(t.app, 'GET', `${fill(MESSAGE_OPS_PATHS.message, { id })}${q}`));

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('recipients', () => {
  it('the confirmation counts each channel; the send skips the excluded and the opted out, and each player reads their language', async () => {
    const { players, segmentId } = await team(['plain', 'social', 'resting', 'quiet', 'nomail']);
    const { plain, social, resting, quiet, nomail } = players as Record<string, P>;
    // consent: the defaults for plain (in-app only); e-mail and SMS for social (Chinese app), and a verified address and phone
    expect(valueOf(await get(t.app, MESSAGE_PATHS.marketing, plain!.token))).toEqual({ marketing: true, email: false, sms: false, push: false, pushSubscribed: false, hasEmail: false, hasPhone: false });
    const phone = `+63917${String(Date.now()).slice(-7)}`;
    await contact(social!, `${social!.username}@example.com`, phone);
    expect(valueOf(await setMarketing(social!, { email: true, sms: true }, 'CN'))).toMatchObject({ email: true, sms: true, hasEmail: true, hasPhone: true });
    // consent to e-mail without an address reaches nobody
    valueOf(await setMarketing(nomail!, { email: true }));
    // a break stops marketing; so does saying no to all of it
    valueOf(await post(t.app, PROTECTION_PATHS.exclusion, { duration: '24h', password: 'Member#2026' }, resting!.token));
    expect(valueOf(await setMarketing(quiet!, { marketing: false }))).toMatchObject({ marketing: false });

    const preview = valueOf(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.preview}${q}`, { segmentId, channels: ['inbox', 'email', 'sms', 'push'] }));
    expect(preview).toEqual({ audience: 5, excluded: 1, optedOut: 1, channels: { inbox: 3, email: 1, sms: 1, push: 0 } });

    const sent = await send({
      segmentId,
      channels: ['inbox', 'email', 'sms'],
      texts: { EN: { title: 'Weekend reload', body: 'Deposit and get 20% more.' }, CN: { title: '周末充值', body: '充值即享20%加赠。' } },
    });
    expect(sent.status).toBe('scheduled');
    await messagesServiceOf(t.app).run(sent.id);
    const done = await message(sent.id);
    expect(done.status).toBe('sent');
    expect(done.counts).toEqual({
      inbox: { sent: 3, skipped: 2, failed: 0, pending: 0 },
      email: { sent: 1, skipped: 4, failed: 0, pending: 0 },
      sms: { sent: 1, skipped: 4, failed: 0, pending: 0 },
    });
    expect(await inboxOf(plain!)).toEqual([{ title: 'Weekend reload', content: 'Deposit and get 20% more.' }]);
    expect(await inboxOf(social!)).toEqual([{ title: '周末充值', content: '充值即享20%加赠。' }]);
    expect(await inboxOf(resting!)).toEqual([]);
    expect(await inboxOf(quiet!)).toEqual([]);
    const mail = await outboxTo(`${social!.username}@example.com`, 'mail');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('周末充值');
    expect(mail[0]!.body).toContain('充值即享20%加赠。');
    expect(mail[0]!.body).toContain('设置'); // the footer says where to turn it off, in the member's language
    expect(await outboxTo(phone, 'sms')).toEqual([{ subject: null, body: '周末充值: 充值即享20%加赠。' }]);
    // the reasons are kept per copy
    const reasons = await t.app.database.db.selectFrom('message_deliveries').select(['member_id', 'channel', 'reason']).where('message_id', '=', sent.id).where('status', '=', 'skipped').execute();
    expect(reasons.filter((r) => r.member_id === resting!.id).map((r) => r.reason)).toEqual(['excluded', 'excluded', 'excluded']);
    expect(reasons.find((r) => r.member_id === quiet!.id)?.reason).toBe('opted_out');
    expect(reasons.find((r) => r.member_id === nomail!.id && r.channel === 'email')?.reason).toBe('no_email');
    expect(reasons.find((r) => r.member_id === plain!.id && r.channel === 'email')?.reason).toBe('no_consent');
    // the history lists it, newest first
    const list = valueOf<{ list: Array<{ id: number }> }>(await ops(t.app, 'GET', `${MESSAGE_OPS_PATHS.messages}${q}`)).list;
    expect(list[0]!.id).toBe(sent.id);
  });

  it("'all' is every active real-money player of the brand", async () => {
    const before = valueOf<{ audience: number }>(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.preview}${q}`, { segmentId: null, channels: ['inbox'] })).audience;
    await newPlayer(t.app, uniq('everyone'));
    const after = valueOf<{ audience: number; channels: { inbox: number } }>(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.preview}${q}`, { segmentId: null, channels: ['inbox'] }));
    expect(after.audience).toBe(before + 1);
  });
});

describe('scheduled', () => {
  it('its job sends it once at its time; running it again sends nothing more', async () => {
    const { players, segmentId } = await team(['sched1', 'sched2']);
    const sent = await send({ segmentId, channels: ['inbox'], texts: { EN: { title: 'Soon', body: 'In a moment.' } }, sendAt: Date.now() + 1500 });
    expect(sent.status).toBe('scheduled');
    expect(await inboxOf(players.sched1!)).toEqual([]);
    const deadline = Date.now() + 20_000;
    while ((await message(sent.id)).status !== 'sent') {
      if (Date.now() > deadline) throw new Error('the scheduled message was not sent by its job');
      await new Promise((r) => setTimeout(r, 250));
    }
    await messagesServiceOf(t.app).run(sent.id);
    expect(await inboxOf(players.sched1!)).toEqual([{ title: 'Soon', content: 'In a moment.' }]);
    expect(await inboxOf(players.sched2!)).toHaveLength(1);
    expect((await message(sent.id)).counts.inbox).toEqual({ sent: 2, skipped: 0, failed: 0, pending: 0 });
  });

  it('can be cancelled before its time (then sends nothing); its segment cannot be deleted while it waits', async () => {
    const { players, segmentId } = await team(['cancel1']);
    const sent = await send({ segmentId, channels: ['inbox'], texts: { EN: { title: 'Later', body: 'Tomorrow.' } }, sendAt: Date.now() + 3600_000 });
    expect(outcome(await ops(t.app, 'DELETE', `${fill(SEGMENT_OPS_PATHS.segment, { id: segmentId })}${q}`))).toMatchObject({ status: 409, errorCode: 'segment.in.use' });
    const cancelled = valueOf(await ops(t.app, 'POST', `${fill(MESSAGE_OPS_PATHS.cancel, { id: sent.id })}${q}`));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'ops-token' });
    await messagesServiceOf(t.app).run(sent.id);
    expect(await inboxOf(players.cancel1!)).toEqual([]);
    expect(outcome(await ops(t.app, 'POST', `${fill(MESSAGE_OPS_PATHS.cancel, { id: sent.id })}${q}`))).toMatchObject({ status: 409, errorCode: 'message.not.scheduled' });
    // a message already sent cannot be cancelled either
    const now = await send({ segmentId, channels: ['inbox'], texts: { EN: { title: 'Now', body: 'Now.' } } });
    await messagesServiceOf(t.app).run(now.id);
    expect(outcome(await ops(t.app, 'POST', `${fill(MESSAGE_OPS_PATHS.cancel, { id: now.id })}${q}`))).toMatchObject({ status: 409, errorCode: 'message.not.scheduled' });
    expect(outcome(await ops(t.app, 'DELETE', `${fill(SEGMENT_OPS_PATHS.segment, { id: segmentId })}${q}`)).status).toBe(200);
  });
});

describe('chunks', () => {
  it('a send that dies between chunks resumes after the last chunk written: every player gets one copy', async () => {
    const { players, segmentId } = await team(['c1', 'c2', 'c3', 'c4', 'c5']);
    const sent = await send({ segmentId, channels: ['inbox'], texts: { EN: { title: 'Chunked', body: 'One each.' } }, sendAt: Date.now() + 3600_000 });
    const real = messagesServiceOf(t.app);
    let calls = 0;
    const dying = messagesServiceOf(t.app, {
      chunkSize: 2,
      reachable: async (ids, on) => {
        if (++calls === 2) throw new Error('the process died');
        return t.app.services.protection.reachable(ids, on);
      },
    });
    await expect(dying.run(sent.id)).rejects.toThrow('the process died');
    const copies = async () => Promise.all(Object.values(players).map(async (p) => (await inboxOf(p)).length));
    expect(await copies()).toEqual([1, 1, 0, 0, 0]);
    await messagesServiceOf(t.app, { chunkSize: 2 }).run(sent.id);
    await real.run(sent.id);
    expect(await copies()).toEqual([1, 1, 1, 1, 1]);
    expect((await message(sent.id)).counts.inbox).toEqual({ sent: 5, skipped: 0, failed: 0, pending: 0 });
  });

  it('copies claimed when the process died are not sent again (at most once); the later chunks are sent once', async () => {
    const { players, segmentId } = await team(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    for (const p of Object.values(players)) {
      await contact(p, `${p.username}@example.com`, null);
      valueOf(await setMarketing(p, { email: true }));
    }
    const sent = await send({ segmentId, channels: ['email'], texts: { EN: { title: 'Resume', body: 'Once.' } }, sendAt: Date.now() + 3600_000 });
    // the third e-mail is taken by the relay and the process dies before hearing back; the fourth, claimed in
    // the same batch, was never handed over
    let n = 0;
    const hanging: MailSender = {
      kind: 'outbox',
      async send(m) {
        await t.app.delivery.mail.send(m);
        if (++n === 3) await new Promise(() => {});
      },
      async close() {},
    };
    void messagesServiceOf(t.app, { chunkSize: 2, mail: hanging }).run(sent.id);
    const deadline = Date.now() + 10_000;
    while (n < 3) {
      if (Date.now() > deadline) throw new Error('the third e-mail was never handed over');
      await new Promise((r) => setTimeout(r, 20));
    }
    // the job's retry after the lease ran out
    await messagesServiceOf(t.app, { chunkSize: 2 }).run(sent.id);
    const each = await Promise.all(Object.values(players).map(async (p) => (await outboxTo(`${p.username}@example.com`, 'mail')).length));
    expect(each).toEqual([1, 1, 1, 0, 1, 1]);
    const done = await message(sent.id);
    expect(done.status).toBe('sent');
    expect(done.counts.email).toEqual({ sent: 4, skipped: 0, failed: 2, pending: 0 });
    const reasons = await t.app.database.db.selectFrom('message_deliveries').select('reason').where('message_id', '=', sent.id).where('status', '=', 'failed').execute();
    expect(reasons.map((r) => r.reason)).toEqual(['interrupted', 'interrupted']);
  });
});

describe('bad inputs', () => {
  it('are 4xx in the envelope and write nothing', async () => {
    const { segmentId } = await team(['bad1']);
    const count = async () => Number((await t.app.database.db.selectFrom('messages').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const text = { EN: { title: 'Hi', body: 'There' } };
    const bad: Array<[object, number, string]> = [
      [{ segmentId, channels: ['inbox'], texts: { TY: { title: 'Hi', body: 'There' } } }, 400, 'message.language.required'],
      [{ segmentId, channels: ['inbox'], texts: text, sendAt: Date.now() - 3600_000 }, 400, 'message.schedule.past'],
      [{ segmentId, channels: ['inbox'], texts: text, sendAt: Date.now() + 365 * 86_400_000 }, 400, 'message.schedule.past'],
      [{ segmentId: 99999999, channels: ['inbox'], texts: text }, 404, 'segment.not.found'],
      [{ segmentId, channels: [], texts: text }, 400, 'request.invalid'],
      [{ segmentId, channels: ['inbox', 'inbox'], texts: text }, 400, 'request.invalid'],
      [{ segmentId, channels: ['fax'], texts: text }, 400, 'request.invalid'],
      [{ segmentId, channels: ['inbox'], texts: { XX: { title: 'a', body: 'b' } } }, 400, 'request.invalid'],
      [{ segmentId, channels: ['inbox'], texts: { EN: { title: 'x'.repeat(121), body: 'b' } } }, 400, 'request.invalid'],
      [{ segmentId, channels: ['inbox'], texts: { EN: { title: ' ', body: 'b' } } }, 400, 'request.invalid'],
      [{ segmentId, channels: ['inbox'], texts: text, url: 'https://evil.example/' }, 400, 'request.invalid'],
      [{ channels: ['inbox'], texts: text }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of bad) {
      expect(outcome(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.messages}${q}`, body)), JSON.stringify(body)).toMatchObject({ status, errorCode: code });
    }
    expect(await count()).toBe(before);
    expect(outcome(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.preview}${q}`, { segmentId: 99999999, channels: ['inbox'] }))).toMatchObject({ status: 404, errorCode: 'segment.not.found' });
    expect(outcome(await ops(t.app, 'POST', `${MESSAGE_OPS_PATHS.preview}?merchant=NOPE`, { segmentId: null, channels: ['inbox'] }))).toMatchObject({ status: 400 });
    expect(outcome(await ops(t.app, 'GET', `${fill(MESSAGE_OPS_PATHS.message, { id: 99999999 })}${q}`))).toMatchObject({ status: 404, errorCode: 'message.not.found' });
    expect(outcome(await ops(t.app, 'GET', `${fill(MESSAGE_OPS_PATHS.message, { id: 'x' })}${q}`)).status).toBe(400);
    expect(outcome(await ops(t.app, 'POST', `${fill(MESSAGE_OPS_PATHS.cancel, { id: 99999999 })}${q}`))).toMatchObject({ status: 404, errorCode: 'message.not.found' });
    expect(outcome(await ops(t.app, 'GET', `${MESSAGE_OPS_PATHS.messages}${q}&limit=1000`)).status).toBe(400);
    // another brand's message is not found from this one
    const mine = await send({ segmentId: null, channels: ['inbox'], texts: text, sendAt: Date.now() + 3600_000 });
    expect(outcome(await ops(t.app, 'GET', `${fill(MESSAGE_OPS_PATHS.message, { id: mine.id })}?merchant=GOLDEN`))).toMatchObject({ status: 404, errorCode: 'message.not.found' });
    valueOf(await ops(t.app, 'POST', `${fill(MESSAGE_OPS_PATHS.cancel, { id: mine.id })}${q}`));
  });

  it("the member's consent and subscription: bad bodies are 400 and change nothing", async () => {
    const p = await newPlayer(t.app, uniq('consent'));
    const before = valueOf(await get(t.app, MESSAGE_PATHS.marketing, p.token));
    for (const body of [{}, { email: 'yes' }, { sms: true, extra: 1 }, null]) {
      expect(outcome(await setMarketing({ ...p }, body as object)).status, JSON.stringify(body)).toBe(400);
    }
    const good = { endpoint: 'https://push.example/abc', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
    const badSubs: object[] = [
      { ...good, endpoint: 'http://push.example/abc' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: `${'A'.repeat(80)}+/==` } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { endpoint: good.endpoint },
    ];
    for (const body of badSubs) {
      expect(outcome(await req(t.app, 'POST', MESSAGE_PATHS.pushSubscription, { token: p.token, payload: body })), JSON.stringify(body)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
    // the right shapes, but not a P-256 point
    expect(outcome(await req(t.app, 'POST', MESSAGE_PATHS.pushSubscription, { token: p.token, payload: good }))).toMatchObject({ status: 400, errorCode: 'push.subscription.invalid' });
    expect(valueOf(await get(t.app, MESSAGE_PATHS.marketing, p.token))).toEqual(before);
    expect(outcome(await get(t.app, MESSAGE_PATHS.marketing)).status).toBe(401);
  });
});
