import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/db/migrator.ts';

/**
 * The hand-kept lists of the server (the migrations the migrator runs, the modules the app registers) are
 * checked against the folders they list: a file added without its entry fails here, not on a fresh
 * install in production.
 */
const src = new URL('../src/', import.meta.url);

describe('the migration list', () => {
  it('names every file of db/migrations once, under its own name, in the order the names sort', () => {
    const files = readdirSync(new URL('db/migrations/', src))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
    // each entry imports the file it is named after
    const migrator = readFileSync(new URL('db/migrator.ts', src), 'utf8');
    for (const name of files) {
      const alias = new RegExp(`import \\* as (\\w+) from '\\./migrations/${name}\\.ts'`).exec(migrator)?.[1];
      expect(alias, name).toBeDefined();
      expect(migrator, name).toContain(`'${name}': ${alias},`);
    }
  });
});

describe('the module list', () => {
  it('registers every folder of modules/ that is a module (has an index.ts with a default export)', () => {
    const index = readFileSync(new URL('modules/index.ts', src), 'utf8');
    const folders = readdirSync(new URL('modules/', src), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .filter((name) => {
        try {
          return /export default \w+;/.test(readFileSync(new URL(`modules/${name}/index.ts`, src), 'utf8'));
        } catch {
          return false;
        }
      });
    const list = /export const MODULES: LobbyModule\[\] = \[([\s\S]*?)\];/.exec(index)?.[1] ?? '';
    const registered = new Set(list.replace(/\/\/.*$/gm, '').split(/[\s,]+/).filter(Boolean));
    for (const name of folders) {
      const alias = new RegExp(`import (\\w+) from '\\./${name}/index\\.ts'`).exec(index)?.[1];
      expect(alias, `modules/${name} is not imported by modules/index.ts`).toBeDefined();
      expect(registered.has(alias!), `modules/${name} is imported but not in MODULES`).toBe(true);
    }
    expect(registered.size).toBe(folders.length);
  });
});
