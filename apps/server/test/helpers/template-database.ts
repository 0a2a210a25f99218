import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db/database.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';

/**
 * A test app's database is migrated and seeded (five brands, their demo accounts and history): seconds of
 * DDL, inserts and password hashing, the same for every app. A run does that once, into a template (vitest's
 * global setup, test/helpers/global-setup.ts), and each app gets a copy: a file copy on SQLite, CREATE
 * DATABASE … TEMPLATE on PostgreSQL. The app's own start-up still runs the migrator and the seed, which find
 * nothing to do. The template lives as long as the run: the seed's timestamps are that run's.
 */
export interface TemplateDatabase {
  /** the SQLite file, or the PostgreSQL database's name */
  name: string;
  dialect: 'sqlite' | 'postgres';
}

export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Builds the run's template: migrated and seeded with the demo (what createTestApp asks for by default). */
export async function buildTemplate(pgUrl: string | undefined): Promise<{ template: TemplateDatabase; drop(): Promise<void> }> {
  if (pgUrl) {
    const name = `lobby_template_${randomBytes(5).toString('hex')}`;
    await admin(pgUrl, (c) => c.query(`create database ${name}`));
    const handle = createDatabase(withDatabase(pgUrl, name));
    try {
      await prepareDatabase(handle, { demo: true });
    } finally {
      await handle.destroy();
    }
    return {
      template: { name, dialect: 'postgres' },
      // the template and whatever copy a test left behind (see copyTemplate), once every test has ended
      drop: () =>
        admin(pgUrl, async (c) => {
          const { rows } = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${name}%`]);
          for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
        }),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-template-'));
  const file = path.join(dir, 'template.db');
  const handle = createDatabase(`sqlite:${file}`);
  try {
    await prepareDatabase(handle, { demo: true });
  } finally {
    await handle.destroy();
  }
  return { template: { name: file, dialect: 'sqlite' }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A copy of the template: its URL and how to drop it. */
export async function copyTemplate(template: TemplateDatabase, pgUrl: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  if (template.dialect === 'postgres') {
    if (!pgUrl) throw new Error('a PostgreSQL template without TEST_DATABASE_URL');
    const name = `${template.name}_${randomBytes(6).toString('hex')}`;
    // Copies of one template may be made side by side; a copy fails only while someone is connected to the
    // template itself, which nobody is once the global setup has closed it.
    await admin(pgUrl, (c) => c.query(`create database ${name} template ${template.name}`));
    return {
      url: withDatabase(pgUrl, name),
      // Not by force: a pool some test left open would see its connections killed. A copy still in use is
      // dropped with the template when the run ends.
      drop: () =>
        admin(pgUrl, (c) => c.query(`drop database if exists ${name}`)).then(
          () => undefined,
          (err: { code?: string }) => {
            if (err.code !== '55006') throw err;
          },
        ),
    };
  }
  if (!existsSync(template.name)) throw new Error(`the template database ${template.name} is gone`);
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-db-'));
  const file = path.join(dir, 'test.db');
  copyFileSync(template.name, file);
  return { url: `sqlite:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
