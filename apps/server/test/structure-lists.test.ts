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
  const contexts = JSON.parse(readFileSync(new URL('modules/contexts.json', src), 'utf8')) as Record<string, { holds: string; uses: string[] }>;
  const foldersIn = (url: URL) =>
    readdirSync(url, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);

  it('groups the modules in the bounded contexts modules/contexts.json names, each using only contexts it names', () => {
    expect(foldersIn(new URL('modules/', src)).sort()).toEqual(Object.keys(contexts).sort());
    for (const [name, context] of Object.entries(contexts)) {
      expect(context.holds, name).not.toBe('');
      for (const used of context.uses) expect(Object.keys(contexts), `${name} uses ${used}`).toContain(used);
      expect(context.uses, name).not.toContain(name);
    }
  });

  it('registers every module (a folder of a context with an index.ts with a default export)', () => {
    const index = readFileSync(new URL('modules/index.ts', src), 'utf8');
    const folders = Object.keys(contexts)
      .flatMap((context) => foldersIn(new URL(`modules/${context}/`, src)).map((m) => `${context}/${m}`))
      .filter((name) => {
        try {
          return /export default \w+;/.test(readFileSync(new URL(`modules/${name}/index.ts`, src), 'utf8'));
        } catch {
          return false;
        }
      });
    expect(folders.length).toBeGreaterThan(40);
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
