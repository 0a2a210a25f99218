import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { centsToMoneyText, moneyTextToCents } from '@lobby/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { createTestDatabase, TEST_OPS_TOKEN } from '../helpers/test-app.ts';
import type { TestDatabase } from '../helpers/test-app.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * kill -9 under write load: every write the server acknowledged is there after a restart, and the database
 * is sound. Runs on SQLite or, with TEST_DATABASE_URL, PostgreSQL.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-crash-'));
let testDb: TestDatabase;
let ledgerDb: TestDatabase | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await testDb?.drop();
  await ledgerDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      OPS_TOKEN: TEST_OPS_TOKEN,
      SEED_DEMO: '1',
      // no simulated sportsbook feed (as in production): its first poll writes the whole calendar at once
      SPORTS_FEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('kill -9 under write load', () => {
  it('loses no acknowledged write and leaves a sound database', async () => {
    testDb = process.env.TEST_DATABASE_URL
      ? await createTestDatabase()
      : { url: `sqlite:${path.join(dataDir, 'crash.db')}`, dialect: 'sqlite', drop: async () => {} };
    const port = await freePort();
    const server = await startServer(testDb.url, port);

    // Operators write to the demo member's inbox as fast as 16 connections allow; each 200 is a promise.
    const acknowledged = new Set<string>();
    let attempted = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const title = `crash-${w}-${i}`;
        attempted++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/ops/members/demo/messages`, {
            method: 'POST',
            headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
            body: JSON.stringify({ title, content: 'written under load' }),
          });
          if (res.status === 200) acknowledged.add(title);
          await res.arrayBuffer();
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Array.from({ length: 16 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(load);
    expect(acknowledged.size).toBeGreaterThan(20);

    // Restart on the same database: it must come up (migrations, seed check) and answer.
    const again = await startServer(testDb.url, port);
    const handle = createDatabase(testDb.url);
    try {
      const rows = await handle.db.selectFrom('inbox_messages').select('title').where('title', 'like', 'crash-%').execute();
      const stored = new Set(rows.map((r) => r.title));
      const lost = [...acknowledged].filter((t) => !stored.has(t));
      expect(lost, `${attempted} attempted, ${acknowledged.size} acknowledged`).toEqual([]);
      if (handle.dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
        expect(check.rows[0]?.integrity_check).toBe('ok');
      }
    } finally {
      await handle.destroy();
      again.kill('SIGTERM');
    }
  }, 240_000);

  it('loses no acknowledged money transfer and leaves the ledger sound', async () => {
    ledgerDb = process.env.TEST_DATABASE_URL
      ? await createTestDatabase()
      : { url: `sqlite:${path.join(dataDir, 'crash-ledger.db')}`, dialect: 'sqlite', drop: async () => {} };
    const port = await freePort();
    const server = await startServer(ledgerDb.url, port);
    const base = `http://127.0.0.1:${port}`;
    const ops = { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' };

    // the demo member's cash before the load (the opening balance and the demo's own deposits and withdrawal)
    const cashOf = async () => {
      const ledger = ((await (await fetch(`${base}/ops/members/demo/ledger`, { headers: ops })).json()) as { value: { accounts: Array<{ kind: string; balance: string }> } }).value;
      return moneyTextToCents(ledger.accounts.find((a) => a.kind === 'member_cash')!.balance)!;
    };
    const before = await cashOf();

    // Operators adjust the demo member's cash (+2 cents, -1 cent in turns) as fast as 16 connections allow;
    // each 200 is a transfer the server promised to keep.
    const acknowledged = new Map<string, number>();
    let attempted = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const requestId = `crash-${w}-${i}`;
        const cents = i % 2 === 0 ? 2 : -1;
        attempted++;
        try {
          const res = await fetch(`${base}/ops/members/demo/adjustments`, {
            method: 'POST',
            headers: ops,
            body: JSON.stringify({ amount: centsToMoneyText(cents), reason: 'written under load', requestId }),
          });
          if (res.status === 200) acknowledged.set(`adjustment:${requestId}`, cents);
          await res.arrayBuffer();
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Array.from({ length: 16 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(load);
    expect(acknowledged.size).toBeGreaterThan(20);

    const again = await startServer(ledgerDb.url, port);
    const handle = createDatabase(ledgerDb.url);
    try {
      // every acknowledged transfer is in the ledger under its key, with its amount and direction
      const rows = await handle.db
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
        .select(['t.transfer_key', 't.amount', 'c.kind'])
        .where('t.transfer_key', 'like', 'adjustment:crash-%')
        .execute();
      const stored = new Map(rows.map((r) => [r.transfer_key, r.kind === 'member_cash' ? Number(r.amount) : -Number(r.amount)]));
      const lost = [...acknowledged.keys()].filter((k) => !stored.has(k));
      expect(lost, `${attempted} attempted, ${acknowledged.size} acknowledged, ${stored.size} stored`).toEqual([]);
      for (const [key, cents] of acknowledged) expect(stored.get(key), key).toBe(cents);
      // the restarted server's own audit: sums zero, totals equal transfers, nobody overdrawn
      const integrity = ((await (await fetch(`${base}/ops/ledger/integrity`, { headers: ops })).json()) as { value: { ok: boolean; problems: string[] } }).value;
      expect(integrity.problems).toEqual([]);
      expect(integrity.ok).toBe(true);
      // and the member's balance is what it was before the load plus exactly the stored adjustments
      expect(await cashOf()).toBe(before + [...stored.values()].reduce((sum, c) => sum + c, 0));
      if (handle.dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
        expect(check.rows[0]?.integrity_check).toBe('ok');
      }
    } finally {
      await handle.destroy();
      again.kill('SIGTERM');
    }
  }, 240_000);
});
