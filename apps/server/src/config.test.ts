import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lobby-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration from the environment', () => {
  it('defaults to port 8080 on all interfaces, SQLite in the data folder, the web build in apps/web/dist', () => {
    const dataDir = path.join(dir, 'data');
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: `sqlite:${path.join(dataDir, 'lobby.db')}`,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      opsToken: undefined,
      webDist: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    });
    expect(existsSync(dataDir)).toBe(true);
  });

  it('reads relative folders from the repository root', () => {
    expect(loadConfig({ DATA_DIR: path.join(dir, 'd'), WEB_DIST: 'x/dist' }).webDist).toBe(path.join(REPO_ROOT, 'x/dist'));
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    const base = { DATA_DIR: dir };
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses nonsense with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
  });

  it('switches to PostgreSQL and Redis when given URLs', () => {
    const c = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.redisPrefix).toBe('');
    expect(loadConfig({ DATA_DIR: dir, REDIS_PREFIX: 'site-a:' }).redisPrefix).toBe('site-a:');
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });
});
