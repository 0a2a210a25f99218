import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { seedCatalogue } from './seed/games.ts';
import { seedAccounts } from './seed/members.ts';
import { seed } from './seed/seed.ts';

/**
 * Start-up: bring the schema up to date, then seed a brand-new database. An existing database that has
 * merchants is left alone, so an operator's edits survive restarts; only when it has no members yet
 * (it predates accounts) are the demo accounts added.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrateToLatest(handle);
  const row = await handle.db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) {
    // A database that predates the game lobby gets the demo catalogue once.
    const games = await handle.db.selectFrom('games').select('id').limit(1).executeTakeFirst();
    const catalogued = games ? 0 : (await seedCatalogue(handle.db, Date.now())).games;
    const members = await handle.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(members.n) > 0) return { migrated, seeded: catalogued > 0 };
    return { migrated, seeded: (await seedAccounts(handle.db, Date.now())) > 0 };
  }
  await seed(handle.db);
  return { migrated, seeded: true };
}
