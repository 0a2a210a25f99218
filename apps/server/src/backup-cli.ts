import { ConfigError, loadConfig } from './config.ts';
import { BackupError, backupDatabase, kindOf, restoreDatabase } from './db/backup.ts';
import { createDatabase } from './db/database.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createLedgerRepository, createLedgerService } from './modules/money/ledger/index.ts';

/**
 * Backups from the command line, on the database the server uses (DATABASE_URL): a backup while the server
 * runs, a restore into an empty database, and the check a restore drill ends with (the ledger's integrity:
 * every transfer balanced, every account's totals equal to its transfers, no member overdrawn).
 *
 *   npm run backup -- backup backups/lobby-2026-11-29.dump
 *   DATABASE_URL=postgres://…/lobby_restored npm run backup -- restore backups/lobby-2026-11-29.dump
 *   DATABASE_URL=postgres://…/lobby_restored npm run backup -- verify
 *
 * In the container image: `node apps/server/dist/backup-cli.js <command> …`.
 */
const USAGE = `usage: npm run backup -- <command>

  backup <file>     writes a backup of DATABASE_URL to <file> while the server runs
                    (SQLite: its online backup; PostgreSQL: pg_dump --format=custom)
  restore <file>    restores <file> into DATABASE_URL, which must be empty (SQLite: a new file)
  verify            checks the ledger of DATABASE_URL: exits 1 when it is not sound`;

export interface IntegrityReport {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
}

/** The ledger's own audit on a database (the restore drill's last step). */
export async function verifyDatabase(handle: DatabaseHandle): Promise<IntegrityReport> {
  const ledger = createLedgerService({ database: handle, repository: createLedgerRepository(handle.db), now: Date.now });
  return ledger.checkIntegrity();
}

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  const config = loadConfig();
  const url = config.databaseUrl;
  switch (command) {
    case 'backup': {
      if (!file) break;
      const bytes = await backupDatabase(url, file);
      console.log(`backup of the ${kindOf(url)} database written to ${file} (${bytes} bytes)`);
      return 0;
    }
    case 'restore': {
      if (!file) break;
      const target = kindOf(url) === 'postgres' ? createDatabase(url) : undefined;
      try {
        await restoreDatabase(file, url, target);
      } finally {
        await target?.destroy();
      }
      console.log(`restored ${file}; check it with: npm run backup -- verify`);
      return 0;
    }
    case 'verify': {
      const handle = createDatabase(url);
      try {
        const report = await verifyDatabase(handle);
        console.log(`ledger: ${report.accounts} accounts, ${report.transfers} transfers: ${report.ok ? 'sound' : 'NOT SOUND'}`);
        for (const problem of report.problems) console.log(`  ${problem}`);
        return report.ok ? 0 : 1;
      } finally {
        await handle.destroy();
      }
    }
  }
  console.error(USAGE);
  return 2;
}

// run as a command, not when a test imports verifyDatabase
if (process.argv[1] && /backup-cli\.(ts|js)$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      if (err instanceof ConfigError || err instanceof BackupError) {
        console.error(`backup: ${err.message}`);
        process.exitCode = 2;
        return;
      }
      console.error(err);
      process.exitCode = 1;
    },
  );
}
