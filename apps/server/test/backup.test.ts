import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAY_PATHS } from '@lobby/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDatabase } from '../src/backup-cli.ts';
import { REPO_ROOT } from '../src/config.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { createDatabase } from '../src/db/database.ts';
import { funds, newPlayer, path as apiPath, post, rid, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp, TestDatabase } from './helpers/test-app.ts';

/**
 * The restore drill: a backup taken while the server serves bets, restored into a fresh database, is whole
 * (the ledger's integrity check passes, the balances and transfers are the ones the server had), on the
 * database the suite runs on. And a backup or restore never overwrites anything.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'lobby-backup-'));
let t: TestApp;
const restored: TestDatabase[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  for (const db of restored) await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A database to restore into: a new PostgreSQL database (the suite's install lives in a schema of the shared
 * test database; its backup restores under the same schema name, so into a database of its own), or a SQLite
 * file that does not exist yet. `url` is where the restored install is then read.
 */
async function emptyTarget(): Promise<{ url: string; installUrl: string; handle?: ReturnType<typeof createDatabase> }> {
  if (t.app.database.dialect === 'sqlite') {
    const url = `sqlite:${path.join(dir, `restored-${restored.length}-${Date.now()}.db`)}`;
    return { url, installUrl: url };
  }
  const source = new URL(t.config.databaseUrl);
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  restored.push({
    url: name,
    dialect: 'postgres',
    drop: async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  });
  const target = new URL(source.href);
  target.pathname = `/${name}`;
  target.search = '';
  const installUrl = new URL(source.href);
  installUrl.pathname = `/${name}`;
  return { url: target.href, installUrl: installUrl.href, handle: createDatabase(target.href) };
}

describe('restore drill', () => {
  it('a backup taken while bets are placed restores into a fresh database with a sound ledger and every earlier transfer', async () => {
    const p = await newPlayer(t.app, 'backupdrill', 500_00);
    const url = apiPath(PLAY_PATHS.originalBet, { game: 'dice' });
    const bet = () => post(t.app, url, { amount: 1, requestId: rid('b'), params: { target: 50, direction: 'under' } }, p.token);
    for (let i = 0; i < 5; i++) valueOf(await bet());

    // the backup runs while more bets are being placed
    const file = path.join(dir, 'live.backup');
    const before = (await verifyDatabase(t.app.database)).transfers;
    const during = Promise.all(Array.from({ length: 10 }, () => bet()));
    const bytes = await backupDatabase(t.config.databaseUrl, file);
    await during;
    expect(bytes).toBeGreaterThan(10_000);

    const target = await emptyTarget();
    try {
      await restoreDatabase(file, target.url, target.handle);
    } finally {
      await target.handle?.destroy();
    }
    const copy = createDatabase(target.installUrl);
    try {
      const report = await verifyDatabase(copy);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      // everything the source had when the backup began is there
      const member = await copy.db.selectFrom('members').select('id').where('id', '=', p.id).executeTakeFirst();
      expect(member?.id).toBe(p.id);
      // every transfer written before the backup began, none that was not written by then
      const after = (await verifyDatabase(t.app.database)).transfers;
      expect(report.transfers).toBeGreaterThanOrEqual(before);
      expect(report.transfers).toBeLessThanOrEqual(after);
      expect(report.accounts).toBeGreaterThan(0);
    } finally {
      await copy.destroy();
    }
    // the live server went on serving while the backup ran, its ledger sound
    expect((await funds(t.app, p.token)).cash).toBeGreaterThan(0);
    expect((await verifyDatabase(t.app.database)).ok).toBe(true);
  });

  it('the command-line tool backs up, restores and verifies the same way', () => {
    const file = path.join(dir, 'cli.backup');
    const run = (args: string[], env: Record<string, string>) =>
      execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/backup-cli.ts'), ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
        encoding: 'utf8',
      });
    expect(run(['backup', file], { DATABASE_URL: t.config.databaseUrl })).toMatch(/backup of the (sqlite|postgres) database written/);
    expect(existsSync(file)).toBe(true);
    // no argument: the usage and exit 2
    expect(() => run(['backup'], { DATABASE_URL: t.config.databaseUrl })).toThrow(/usage: npm run backup/);
    // a backup never overwrites
    expect(() => run(['backup', file], { DATABASE_URL: t.config.databaseUrl })).toThrow(/exists: a backup never overwrites/);
    // verify on the live database
    expect(run(['verify'], { DATABASE_URL: t.config.databaseUrl })).toMatch(/ledger: \d+ accounts, \d+ transfers: sound/);
  });

  it('never restores over a database that has data, nor from a file that is not a backup', async () => {
    const file = path.join(dir, 'guard.backup');
    await backupDatabase(t.config.databaseUrl, file);
    // into the live database itself: refused, and the live data stays
    await expect(restoreDatabase(file, t.config.databaseUrl, t.app.database)).rejects.toThrow(BackupError);
    expect((await verifyDatabase(t.app.database)).ok).toBe(true);
    // a damaged or foreign file
    const junk = path.join(dir, 'junk.backup');
    writeFileSync(junk, 'this is not a database backup');
    const target = await emptyTarget();
    try {
      await expect(restoreDatabase(junk, target.url, target.handle)).rejects.toThrow(BackupError);
    } finally {
      await target.handle?.destroy();
    }
    await expect(restoreDatabase(path.join(dir, 'missing.backup'), target.url)).rejects.toThrow(/no backup at/);
  });
});
