import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { totpCode } from '../src/core/operators/totp.ts';
import { createDatabase } from '../src/db/database.ts';
import { migrateTo } from '../src/db/migrator.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { loginRaw } from './helpers/console.ts';
import { createTestDatabase } from './helpers/test-app.ts';
import type { TestDatabase } from './helpers/test-app.ts';

/**
 * An install upgraded from before operator accounts were hardened: its audit rows gain an outcome, its
 * plain TOTP secrets are sealed at the first start, and its operators still sign in.
 */
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('upgrading a database written before', () => {
  it('backfills the outcome of old audit rows, seals plain TOTP secrets at start, and still signs the operator in', async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanup.push(() => database.drop());
    const old = createDatabase(database.url);
    await migrateTo(old, '2026-11-24-0030-console-content');
    const secret = 'KRSXG5CTMVRXEZLU';
    const row = await old.db
      .insertInto('operators')
      .values({ username: 'legacy', display_name: 'Legacy', password_hash: await hashPassword('Legacy#Owner-2026'), role: 'owner', totp_secret: secret, totp_enabled: 1, totp_last_step: null, disabled: 0, created_at: 1 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await old.db.insertInto('operator_merchants').values({ operator_id: row.id, merchant_code: '*' }).execute();
    for (const status of ['ok', 'bad_password', 'rate_limited']) {
      await old.db
        .insertInto('audit_log')
        .values({ at: 1, actor: 'legacy', actor_role: 'owner', merchant_code: null, action: 'POST /ops/auth/login', target: null, before_json: null, after_json: null, ip: '1', status } as never)
        .execute();
    }
    await old.destroy();

    const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-upgrade-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const app = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: database.url, seedDemo: false } });
    cleanup.push(() => app.close());

    const rows = await app.db.selectFrom('audit_log').select(['status', 'outcome', 'http_status']).where('actor', '=', 'legacy').orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.outcome, Number(r.http_status)])).toEqual([
      ['ok', 'success', 200],
      ['bad_password', 'failed', 401],
      ['rate_limited', 'refused', 429],
    ]);
    // old rows stay as they are
    await expect(app.db.updateTable('audit_log').set({ outcome: 'failed' }).where('actor', '=', 'legacy').execute()).rejects.toThrow(/append-only/);

    const raw = await app.db.selectFrom('operators').select('totp_secret').where('username', '=', 'legacy').executeTakeFirstOrThrow();
    expect(raw.totp_secret).toMatch(/^sb1\./);
    expect(raw.totp_secret).not.toContain(secret);
    const login = await loginRaw(app, { username: 'legacy', password: 'Legacy#Owner-2026', totp: totpCode(secret, Date.now()) });
    expect(login.statusCode, login.body).toBe(200);
  }, 120_000);
});
