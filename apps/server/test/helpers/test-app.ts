import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Config } from '../../src/config.ts';
import { copyTemplate } from './template-database.ts';

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
        // the install's job queue (pg-boss) keeps a schema of its own beside it (core/jobs)
        await c.query(`drop schema if exists ${schema}_jobs cascade`);
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
 * TEST_TWO_INSTANCES=1 (with TEST_DATABASE_URL and TEST_REDIS_URL; `npm run test:two`): every test app is
 * two server instances on one database and one Redis, as behind a load balancer.
 */
export const TWO_INSTANCES = process.env.TEST_TWO_INSTANCES === '1';

/** Route registrations and readiness go to both instances, so a route a test adds is served by either. */
const ON_BOTH = new Set<PropertyKey>(['get', 'head', 'post', 'put', 'delete', 'patch', 'options', 'all', 'route']);

/**
 * One app to the tests, two behind it: `inject` goes to each in turn (the first call to the first);
 * everything else (database, decorations) is the first's. Calls that register routes reach both.
 */
export function twoInstances(first: App, second: App): App {
  let turn = 0;
  const proxy: App = new Proxy(first, {
    get(target, property) {
      if (property === 'inject') {
        return (...args: Parameters<App['inject']>) => {
          // Without options inject builds a chain on the instance: only the promise form is shared out.
          const instance = args.length > 0 && turn++ % 2 === 1 ? second : first;
          return (instance.inject as (...a: unknown[]) => unknown)(...args);
        };
      }
      if (property === 'ready') return async () => (await Promise.all([first.ready(), second.ready()]), proxy);
      if (property === 'close') return async () => void (await Promise.all([first.close(), second.close()]));
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (ON_BOTH.has(property)) (Reflect.get(second, property, second) as (...a: unknown[]) => unknown).apply(second, args);
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result === target ? proxy : result;
      };
    },
  });
  firstOf.set(proxy, first);
  return proxy;
}

const firstOf = new WeakMap<App, App>();

/**
 * One process of the app (the first of two): for what production serves with sticky sessions, such as
 * the local OpenID provider, whose state lives in its process's memory.
 */
export function oneProcess(app: App): App {
  return firstOf.get(app) ?? app;
}

/**
 * The whole app on a fresh, migrated and seeded database, quiet logs, an operator token, and a web
 * dist folder that does not exist unless the test passes one. With TEST_TWO_INSTANCES=1, two instances
 * of it share the database and Redis (see twoInstances).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { now?: () => number; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (TWO_INSTANCES && (!process.env.TEST_DATABASE_URL || !redisUrl)) {
    throw new Error('TEST_TWO_INSTANCES=1 needs TEST_DATABASE_URL and TEST_REDIS_URL (npm run test:two sets them)');
  }
  // The usual app (the seeded demo on a database of its own) starts from a copy of the run's template.
  const template = overrides.seedDemo === false || overrides.databaseUrl ? undefined : inject('templateDatabase');
  const database = template ? await copyTemplate(template, process.env.TEST_DATABASE_URL) : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-data-'));
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config: Config = {
    ...base,
    databaseUrl: database.url,
    opsToken: TEST_OPS_TOKEN,
    // the demo brands' accounts and operators: the suites sign in as them
    seedDemo: true,
    // the book's events come from the messages a test applies (a feed of its own), not from a running feed
    sportsbook: { ...base.sportsbook, feed: 'none', inPlayDelayMs: 0 },
    webDist: path.join(dataDir, 'no-web-dist'),
    consoleDist: path.join(dataDir, 'no-console-dist'),
    // Processes of one site share Redis (under a prefix of this test's own) and the secrets the
    // configuration asks every process to share.
    ...(TWO_INSTANCES
      ? {
          redisUrl,
          redisPrefix: `test-${randomBytes(6).toString('hex')}:`,
          gameTicketSecret: randomBytes(32).toString('hex'),
          oidc: { ...base.oidc, stateSecret: randomBytes(32).toString('hex') },
        }
      : {}),
    ...overrides,
  };
  // A test that leaves the sign-in flow's key to each process still gets one key for both.
  if (TWO_INSTANCES && !config.oidc.stateSecret) config.oidc = { ...config.oidc, stateSecret: randomBytes(32).toString('hex') };
  const apps: App[] = [];
  try {
    apps.push(await buildApp({ config, now: options.now, logStream: options.logStream }));
    if (TWO_INSTANCES) apps.push(await buildApp({ config, now: options.now, logStream: options.logStream }));
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    await database.drop();
    throw err;
  }
  const [first, second] = apps as [App, App | undefined];
  const app = second ? twoInstances(first, second) : first;
  return {
    app,
    config,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function opsHeaders(token: string = TEST_OPS_TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The secrets a production start refuses to go without (config.ts), for tests that load a production configuration. */
export const PRODUCTION_SECRETS = {
  GAME_TICKET_SECRET: 'test-game-ticket-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789abcdef',
  OIDC_STATE_SECRET: 'test-oidc-state-secret-0123456789abcdef',
} as const;
