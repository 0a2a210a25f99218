import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { MERCHANT_SEEDS } from '../src/db/seed/merchants.ts';
import { MEMBER_SEEDS } from '../src/db/seed/members.ts';
import { seed } from '../src/db/seed/seed.ts';
import { createTestDatabase } from './helpers/test-app.ts';
import type { TestDatabase } from './helpers/test-app.ts';

let testDb: TestDatabase;
let handle: DatabaseHandle;

beforeEach(async () => {
  testDb = await createTestDatabase();
  handle = createDatabase(testDb.url);
});

afterEach(async () => {
  await handle.destroy();
  await testDb.drop();
});

async function snapshot() {
  const merchants = await handle.db.selectFrom('merchants').selectAll().orderBy('code').execute();
  const domains = await handle.db.selectFrom('merchant_domains').selectAll().orderBy('domain').execute();
  return { merchants, domains };
}

describe('migrations', () => {
  it('apply once; a second run has nothing to do', async () => {
    const applied = await migrateToLatest(handle);
    // Migrations added later run in name order too, these among them.
    expect(applied).toEqual([...applied].sort());
    expect(applied).toEqual(expect.arrayContaining(['2026-11-22-0001-merchants', '2026-11-22-0002-accounts']));
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it('store epoch-ms times and flags as numbers on every dialect', async () => {
    await prepareDatabase(handle);
    const row = await handle.db.selectFrom('merchants').selectAll().where('code', '=', 'LUCKY').executeTakeFirstOrThrow();
    expect(typeof row.created_at).toBe('number');
    expect(row.created_at).toBeGreaterThan(1_700_000_000_000);
    expect(row.is_default).toBe(1);
    expect(row.maintenance).toBe(0);
  });
});

describe('seed', () => {
  it('fills an empty database on start-up and leaves a populated one alone', async () => {
    expect((await prepareDatabase(handle)).seeded).toBe(true);
    const first = await snapshot();
    expect(first.merchants.map((m) => m.code)).toEqual(['GOLDEN', 'JADE', 'LUCKY', 'NUSA', 'SIAM']);
    expect(first.domains.map((d) => d.domain)).toEqual([
      '127.0.0.1',
      'golden.localhost',
      'jade.localhost',
      'localhost',
      'nusa.localhost',
      'siam.localhost',
    ]);
    expect((await prepareDatabase(handle)).seeded).toBe(false);
    expect(await snapshot()).toEqual(first);
  });

  it('is idempotent: a second run changes nothing and duplicates nothing', async () => {
    await migrateToLatest(handle);
    expect(await seed(handle.db, 1_000)).toEqual({ inserted: MERCHANT_SEEDS.length, updated: 0, members: MEMBER_SEEDS.length });
    const first = await snapshot();
    expect(await seed(handle.db, 2_000)).toEqual({ inserted: 0, updated: 0, members: 0 });
    const second = await snapshot();
    expect(second).toEqual(first);
    expect(second.merchants.every((m) => m.updated_at === 1_000)).toBe(true);
  });

  it('restores seeded settings but keeps operator switches', async () => {
    await migrateToLatest(handle);
    await seed(handle.db, 1_000);
    await handle.db
      .updateTable('merchants')
      .set({ name: 'Renamed', maintenance: 1, blocked_regions: '["PH"]' })
      .where('code', '=', 'LUCKY')
      .execute();
    await handle.db.updateTable('merchant_domains').set({ merchant_code: 'LUCKY' }).where('domain', '=', 'golden.localhost').execute();
    expect(await seed(handle.db, 3_000)).toEqual({ inserted: 0, updated: 1, members: 0 });
    const lucky = await handle.db.selectFrom('merchants').selectAll().where('code', '=', 'LUCKY').executeTakeFirstOrThrow();
    expect(lucky).toMatchObject({ name: 'Lucky Star', maintenance: 1, blocked_regions: '["PH"]', updated_at: 3_000 });
    const golden = await handle.db.selectFrom('merchant_domains').selectAll().where('domain', '=', 'golden.localhost').executeTakeFirstOrThrow();
    expect(golden.merchant_code).toBe('GOLDEN');
  });

  it('enforces a single default merchant', async () => {
    await prepareDatabase(handle);
    await expect(
      handle.db.updateTable('merchants').set({ is_default: 1 }).where('code', '=', 'GOLDEN').execute(),
    ).rejects.toThrow();
  });
});
