import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { seed } from './seed/seed.ts';

/**
 * Start-up: bring the schema up to date, then seed a brand-new database. An existing database that has
 * merchants is left alone, so an operator's edits survive restarts.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrateToLatest(handle);
  const row = await handle.db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return { migrated, seeded: false };
  await seed(handle.db);
  return { migrated, seeded: true };
}
