import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { createTestDatabase } from './helpers/test-app.ts';

describe('GET /healthz', () => {
  it('answers 503 when the database is gone', async () => {
    const testDb = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-health-'));
    const database = createDatabase(testDb.url);
    const app = await buildApp({
      config: { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: testDb.url },
      database,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await database.destroy();
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'off' } });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      // the process itself is alive: an orchestrator must not restart it for its database
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
