import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Config } from '../../src/config.ts';

export const TEST_OPS_TOKEN = 'test-ops-token-0123456789abcdef';

export interface TestDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

/**
 * A database nobody else uses: a SQLite file in a temp folder, or, when TEST_DATABASE_URL points at
 * PostgreSQL, a fresh schema selected through the connection's search_path.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const options = encodeURIComponent(`-c search_path=${schema}`);
    return {
      url: `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${options}`,
      dialect: 'postgres',
      async drop() {
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-db-'));
  return {
    url: `sqlite:${path.join(dir, 'test.db')}`,
    dialect: 'sqlite',
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh, migrated and seeded database, quiet logs, an operator token, and a web
 * dist folder that does not exist unless the test passes one.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { now?: () => number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-data-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: database.url,
    opsToken: TEST_OPS_TOKEN,
    webDist: path.join(dataDir, 'no-web-dist'),
    ...overrides,
  };
  let app: App;
  try {
    app = await buildApp({ config, now: options.now });
  } catch (err) {
    await database.drop();
    throw err;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function opsHeaders(token: string = TEST_OPS_TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
