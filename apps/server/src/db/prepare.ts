import { createDatabase } from './database.ts';
import type { DatabaseHandle, PoolOptions } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { seedCatalogue } from './seed/games.ts';
import { seedJackpots } from './seed/jackpots.ts';
import { seedPayments } from './seed/payments.ts';
import { seedResponsibleGamingHelp } from './seed/responsible-gaming.ts';
import { seed, seedDemo } from './seed/seed.ts';

export interface PrepareOptions {
  /** seed the demo accounts, operators and history too (SEED_DEMO) */
  demo: boolean;
}

/**
 * Start-up: bring the schema up to date, then seed a brand-new database (the brands; with `demo`, the demo
 * accounts too). An existing database that has merchants is left alone, so an operator's edits survive
 * restarts; only when it has no members yet and the demo is asked for are the demo accounts added.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareOptions = { demo: true },
): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrateToLatest(handle);
  const result = await seedWhatIsMissing(handle, options);
  // Every brand (a new one included) has the responsible-gaming article its footer links to.
  await seedResponsibleGamingHelp(handle.db);
  return { migrated, seeded: result };
}

async function seedWhatIsMissing(handle: DatabaseHandle, options: PrepareOptions): Promise<boolean> {
  const row = await handle.db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) {
    // A database that predates the game lobby gets the demo catalogue once.
    const games = await handle.db.selectFrom('games').select('id').limit(1).executeTakeFirst();
    const catalogued = games ? 0 : (await seedCatalogue(handle.db, Date.now())).games;
    // A database that predates deposits gets the brands' channels and bonus rules once.
    const channels = await handle.db.selectFrom('payment_channels').select('id').limit(1).executeTakeFirst();
    if (!channels) await seedPayments(handle.db);
    const pools = await handle.db.selectFrom('jackpot_pools').select('id').limit(1).executeTakeFirst();
    if (!pools) await seedJackpots(handle.db);
    const members = await handle.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(members.n) > 0 || !options.demo) return catalogued > 0;
    return (await seedDemo(handle.db, Date.now())) > 0;
  }
  await seed(handle.db, Date.now(), {}, { demo: options.demo });
  return true;
}

/**
 * The app's database: the one given (its owner closes it), or one opened from `url` (`owned`: it closes
 * with the app); prepared as above unless `prepare` is false. A failed preparation closes what it opened.
 */
export async function openDatabase(options: {
  url: string;
  database?: DatabaseHandle;
  prepare?: boolean;
  demo: boolean;
  /** the serving pool's settings (PostgreSQL); migrations and the seed run on a connection without them */
  pool?: PoolOptions;
}): Promise<{ database: DatabaseHandle; owned: boolean }> {
  const owned = !options.database;
  if (owned && options.prepare !== false && options.pool?.statementTimeoutMs && /^postgres(ql)?:/.test(options.url)) {
    // A migration may rewrite a large table: it runs without the statement timeout that bounds requests.
    const preparing = createDatabase(options.url, { size: 1 });
    try {
      await prepareDatabase(preparing, { demo: options.demo });
    } finally {
      await preparing.destroy();
    }
    return { database: createDatabase(options.url, options.pool), owned };
  }
  const database = options.database ?? createDatabase(options.url, options.pool);
  try {
    if (options.prepare !== false) await prepareDatabase(database, { demo: options.demo });
  } catch (err) {
    if (owned) await database.destroy();
    throw err;
  }
  return { database, owned };
}
