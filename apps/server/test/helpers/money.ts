import { createDatabase } from '../../src/db/database.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrator.ts';
import type { Purse } from '../../src/modules/money/ledger/accounts.ts';
import { createTestDatabase } from './test-app.ts';
import type { TestDatabase } from './test-app.ts';

/**
 * A migrated, empty database with one merchant (LUCKY, PHP) for the money services on their own, on SQLite
 * or (TEST_DATABASE_URL) PostgreSQL; members are made on demand.
 */
export interface MoneyDb {
  handle: DatabaseHandle;
  newPurse(overrides?: Partial<Purse>): Promise<Purse>;
  close(): Promise<void>;
}

export async function createMoneyDb(): Promise<MoneyDb> {
  const testDb: TestDatabase = await createTestDatabase();
  const handle = createDatabase(testDb.url);
  await migrateToLatest(handle);
  await handle.db
    .insertInto('merchants')
    .values({
      code: 'LUCKY',
      trial_merchant_code: 'LUCKYTRIAL',
      name: 'Lucky',
      platform: 'mobile',
      default_language: 'EN',
      languages: '["EN"]',
      prize_mode: 'LOTT',
      image_cdns: '[]',
      currency_code: 'PHP',
      currency_symbol: '₱',
      whitelabel: '{}',
      mem_cen: '1',
      dep_func: '1',
      resources: '[]',
      social_links: '[]',
      customer_service: '[]',
      maintenance: 0,
      blocked_regions: '[]',
      age_limit: 18,
      is_default: 1,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  let next = 1;
  return {
    handle,
    async newPurse(overrides = {}) {
      const n = next++;
      const row = await handle.db
        .insertInto('members')
        .values({
          merchant_code: 'LUCKY',
          username: `money${n}`,
          username_key: `money${n}`,
          account: `money${n}`,
          type: overrides.demo ? 4 : 0,
          head_icon: 1,
          rank_completed: 0,
          rank_expected: 0,
          profile: '{}',
          status: 'active',
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { memberId: row.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false, ...overrides };
    },
    async close() {
      await handle.destroy();
      await testDb.drop();
    },
  };
}
