import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { seed } from './seed/seed.ts';

// Usage: tsx src/db/cli.ts migrate|seed [--demo]   (DATABASE_URL as for the server; SEED_DEMO=1 as --demo)
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli.ts migrate|seed');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = createDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(handle);
    console.log(applied.length ? `migrated: ${applied.join(', ')}` : 'schema up to date');
    if (command === 'seed') {
      const demo = config.seedDemo || process.argv.includes('--demo');
      const report = await seed(handle.db, Date.now(), {}, { demo });
      console.log(`seed: merchants ${report.inserted} inserted, ${report.updated} updated; members ${report.members} inserted`);
    }
  } finally {
    await handle.destroy();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
