import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, tokenFor } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { multipart } from './helpers/multipart.ts';
import type { Part } from './helpers/multipart.ts';

let t: TestApp;
let ipCounter = 1;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const TEXT = Buffer.from('this is only text pretending to be a picture');
const GOOD = 'The deposit page froze after I pressed confirm.';

function png(name = 'shot.png', data = PNG): Part {
  return { name: 'files', file: { filename: name, type: 'image/png', data } };
}

async function put(parts: Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(parts);
  ipCounter += 1;
  return t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    payload: body,
    headers: { 'content-type': contentType, ...headers },
    remoteAddress: `10.9.0.${ipCounter}`,
  }) as unknown as Promise<InjectResult>;
}

function feedbackDir(): string {
  return path.join(t.config.dataDir, 'feedback');
}
function storedFiles(): string[] {
  const root = feedbackDir();
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((d) => readdirSync(path.join(root, d)).map((f) => `${d}/${f}`));
}
async function rows(): Promise<number> {
  const r = await t.app.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

let before: { rows: number; files: string[] };
beforeEach(async () => {
  before = { rows: await rows(), files: storedFiles() };
});
async function expectNothingWritten() {
  expect(await rows()).toBe(before.rows);
  expect(storedFiles()).toEqual(before.files);
}

describe('feedback', () => {
  it('stores a visitor feedback with a png and a jpg in DATA_DIR/feedback/<id>/', async () => {
    const res = await put([
      { name: 'content', value: GOOD },
      { name: 'comment', value: 'Android 14' },
      png(),
      { name: 'files', file: { filename: 'photo.jpeg', type: 'image/jpeg', data: JPG } },
    ]);
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id as number;
    expect(readdirSync(path.join(feedbackDir(), String(id))).sort()).toEqual(['1.png', '2.jpg']);
    const row = await t.app.database.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content: GOOD, comment: 'Android 14', member_id: null, merchant_code: 'LUCKY' });
  });

  it('records the member when a session is given', async () => {
    const token = await tokenFor(t.app);
    const res = await put([{ name: 'content', value: GOOD }], auth(token, { merchant: 'LUCKY' }));
    expect(res.statusCode).toBe(200);
    const row = await t.app.database.db.selectFrom('feedback').selectAll().where('id', '=', res.json().value.id).executeTakeFirstOrThrow();
    expect(row.member_id).toBeGreaterThan(0);
  });

  it('refuses a .png whose bytes are text (checked by content), writing nothing', async () => {
    const res = await put([{ name: 'content', value: GOOD }, png(), png('evil.png', TEXT)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'feedback.image.invalid' });
    await expectNothingWritten();
  });

  it('refuses an image over 5 MB with 413, writing nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 3)]);
    const res = await put([{ name: 'content', value: GOOD }, png(), png('big.png', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'feedback.image.too.large' });
    await expectNothingWritten();
  });

  it('refuses more than 3 images with 400, writing nothing', async () => {
    const res = await put([{ name: 'content', value: GOOD }, png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'feedback.too.many.images' });
    await expectNothingWritten();
  });

  it('checks the content bounds (10..1000 characters) and the comment (140)', async () => {
    for (const content of ['too short', 'x'.repeat(1001), '']) {
      const res = await put([{ name: 'content', value: content }, png()]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('feedback.content.invalid');
    }
    expect((await put([{ name: 'content', value: 'x'.repeat(1000) }])).statusCode).toBe(200);
    before = { rows: await rows(), files: storedFiles() };
    const comment = await put([{ name: 'content', value: GOOD }, { name: 'comment', value: 'c'.repeat(141) }, png()]);
    expect(comment.statusCode).toBe(400);
    expect(comment.json()).toMatchObject({ success: false, errorCode: 'feedback.comment.invalid' });
    await expectNothingWritten();
  });

  it('counts characters, not bytes: 1000 emoji and a 140-character comment in Thai are accepted', async () => {
    const res = await put([
      { name: 'content', value: '😀'.repeat(1000) },
      { name: 'comment', value: 'ก'.repeat(140) },
    ]);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a content of spaces only and a missing content, writing nothing', async () => {
    expect((await put([{ name: 'content', value: ' '.repeat(20) }, png()])).json().errorCode).toBe('feedback.content.invalid');
    expect((await put([png()])).json().errorCode).toBe('feedback.content.invalid');
    await expectNothingWritten();
  });

  it('refuses control characters in the text fields with 400, as every other body, writing nothing', async () => {
    for (const parts of [
      [{ name: 'content', value: `${GOOD}\u0000` }, png()],
      [{ name: 'content', value: GOOD }, { name: 'comment', value: 'bell\u0007' }],
    ]) {
      const res = await put(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    await expectNothingWritten();
    // line breaks and tabs are text
    expect((await put([{ name: 'content', value: `Steps:\n1. open\tdeposit\r\n2. confirm` }])).statusCode).toBe(200);
  });

  it('refuses a body that is not multipart', async () => {
    const res = (await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: { content: GOOD } })) as unknown as InjectResult;
    expect(res.statusCode).toBe(415);
    await expectNothingWritten();
  });
});
