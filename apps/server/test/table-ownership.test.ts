import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sqlTextTables, tableReferences } from './helpers/table-references.ts';

/**
 * Every table has one owner: the module (`modules/<owner>/`) or core service (`core/<name>/`, `core/<name>.ts`)
 * whose code writes it, and its type is declared in that owner's file, `db/tables/<owner>.ts` (`core-<name>.ts`
 * for a core service). Any other code reads the table through the owner's index or service (`app.services.*`),
 * never with a query of its own, so a table's rules (what a row means, which rows count) live in one place.
 * This suite reads the queries of every module and core service (Kysely's table methods and raw `sql`) and
 * fails on a table named outside its owner. `db/` itself (migrations, seed, prepare, the CLI) is exempt.
 */
const src = new URL('../src/', import.meta.url);

/**
 * PENDING: owner folder → foreign tables its queries may still name while a read moves to the table's owner.
 * Empty: every table is read through its owner. The list can only shrink: an entry that is no longer
 * needed fails the suite, as does any reference missing from it.
 */
const PENDING: Record<string, string[]> = {
};

interface TableFile {
  owner: string;
  interfaceName: string;
  tables: string[];
}

/** db/tables/*.ts: each file's owner (its name) and the tables of its one `…Tables` interface. */
function tableFiles(): TableFile[] {
  const folder = new URL('db/tables/', src);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((file) => {
      const source = ts.createSourceFile(file, readFileSync(new URL(file, folder), 'utf8'), ts.ScriptTarget.Latest, true);
      const owners = source.statements.filter(
        (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text.endsWith('Tables') && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
      );
      if (owners.length !== 1) throw new Error(`db/tables/${file}: exports ${owners.length} …Tables interfaces, not one`);
      const [declaration] = owners as [ts.InterfaceDeclaration];
      return {
        owner: file.replace(/\.ts$/, ''),
        interfaceName: declaration.name.text,
        tables: declaration.members.filter(ts.isPropertySignature).map((m) => m.name.getText(source)),
      };
    });
}

/** Each module's bounded context: modules/<context>/<module>. */
const contextOf = new Map(
  readdirSync(new URL('modules/', src), { withFileTypes: true })
    .filter((c) => c.isDirectory())
    .flatMap((c) =>
      readdirSync(new URL(`modules/${c.name}/`, src), { withFileTypes: true })
        .filter((m) => m.isDirectory())
        .map((m) => [m.name, c.name] as const),
    ),
);

/** The code a table owner's name stands for: `modules/<context>/<m>/`, or `core/<x>/` or `core/<x>.ts` for `core-<x>`. */
function ownerPath(owner: string): URL {
  if (!owner.startsWith('core-')) return new URL(`modules/${contextOf.get(owner) ?? '?'}/${owner}/`, src);
  const name = owner.slice('core-'.length);
  return existsSync(new URL(`core/${name}/`, src)) ? new URL(`core/${name}/`, src) : new URL(`core/${name}.ts`, src);
}

/** Every folder of modules/, every folder and file of core/: the owners whose code is read. */
function codeOwners(): { owner: string; files: { name: string; url: URL }[] }[] {
  const folderFiles = (url: URL, prefix: string) =>
    (readdirSync(url, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
      .map((f) => ({ name: `${prefix}${f}`, url: new URL(f, url) }));
  const owners: { owner: string; files: { name: string; url: URL }[] }[] = [];
  for (const [name, context] of contextOf) owners.push({ owner: name, files: folderFiles(new URL(`modules/${context}/${name}/`, src), `modules/${context}/${name}/`) });
  for (const entry of readdirSync(new URL('core/', src), { withFileTypes: true })) {
    if (entry.isDirectory()) owners.push({ owner: `core-${entry.name}`, files: folderFiles(new URL(`core/${entry.name}/`, src), `core/${entry.name}/`) });
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      owners.push({ owner: `core-${entry.name.replace(/\.ts$/, '')}`, files: [{ name: `core/${entry.name}`, url: new URL(`core/${entry.name}`, src) }] });
    }
  }
  return owners;
}

const files = tableFiles();
const ownerOf = new Map(files.flatMap((f) => f.tables.map((t) => [t, f.owner] as const)));
const known = new Set(ownerOf.keys());

describe('the table reference scanner', () => {
  const tablesIn = (code: string) => tableReferences('sample.ts', code, known).references.map((r) => r.table);

  it("finds Kysely's table methods, aliases, lists, joins, writes and sql.table", () => {
    expect(tablesIn(`db.selectFrom('members as m').innerJoin('sessions as s', 's.member_id', 'm.id').leftJoin("games", 'g.id', 'x')`)).toEqual(['members', 'sessions', 'games']);
    expect(tablesIn(`trx.selectFrom(['deposit_orders', 'withdrawal_orders as w'])`)).toEqual(['deposit_orders', 'withdrawal_orders']);
    expect(tablesIn(`db.insertInto('outbox'); db.updateTable('members'); db.deleteFrom('sessions as s'); db.replaceInto(\`games\`)`)).toEqual(['outbox', 'members', 'sessions', 'games']);
    expect(tablesIn(`q.rightJoin('vendors as v', 'v.x', 'y').fullJoin('hot_games', 'a', 'b'); sql\`select * from \${sql.table('members')}\``)).toEqual(['vendors', 'hot_games', 'members']);
    // a subquery's own table, a table chosen by a condition
    expect(tablesIn(`db.selectFrom((eb) => eb.selectFrom('game_rounds').select('id').as('r')).selectFrom(demo ? 'games' : 'vendors')`)).toEqual(['game_rounds', 'games', 'vendors']);
  });

  it('finds the tables raw SQL names after FROM, JOIN, INTO, UPDATE and in a FROM list', () => {
    expect(tablesIn('sql`(select count(*) from member_tree t join members x on x.id = t.ancestor_id where t.depth = ${1})`')).toEqual(['member_tree', 'members']);
    expect(tablesIn('sql<number>`select 1 from deposit_orders o, members m where ${x}`; sql.raw(\'delete from "games"\')')).toEqual(['deposit_orders', 'members', 'games']);
    expect(tablesIn('const joins = sql`left join game_rounds g on g.id = t.round_id`')).toEqual(['game_rounds']);
  });

  it('ignores comments, plain strings, columns after FROM, and CTE names', () => {
    expect(tablesIn(`// db.selectFrom('members')\n/* insertInto('games') */ const s = "selectFrom('members')"; log('from members')`)).toEqual([]);
    expect(tablesIn('sql`extract(epoch from created_at)`; sql`a is distinct from m.members`; sql`count(*) as members`')).toEqual([]);
    expect(tablesIn(`db.with('firsts', (q) => q.selectFrom('deposit_orders').select('member_id')).selectFrom('firsts as f')`)).toEqual(['deposit_orders']);
    expect(tablesIn('sql`with recursive tree(id) as (select id from members) select * from tree`')).toEqual(['members']);
    // the hole is not the table: the word after it is not read as one
    expect(tablesIn('sql`select * from ${sub} games`')).toEqual([]);
  });

  it('names the CTEs a file defines', () => {
    expect(tableReferences('sample.ts', `db.with('sums', (q) => q).withRecursive('tree(id)', (q) => q)`, known).ctes).toEqual(['sums', 'tree']);
    expect(sqlTextTables('with a as (select 1), b (x) as (select 2) select * from a').ctes).toEqual(['a', 'b']);
  });
});

describe('the table files', () => {
  it('give each table exactly one owner, and each owner is a module folder or a core service that exists', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const file of files) {
      if (!/^[a-z][a-z0-9-]*$/.test(file.owner)) problems.push(`db/tables/${file.owner}.ts: not an owner's name`);
      else if (!existsSync(ownerPath(file.owner)) || (!file.owner.startsWith('core-') && !statSync(ownerPath(file.owner)).isDirectory())) {
        problems.push(`db/tables/${file.owner}.ts: no ${file.owner.startsWith('core-') ? 'core service' : 'module folder'} ${ownerPath(file.owner).pathname.split('/src/')[1]}`);
      }
      if (file.tables.length === 0) problems.push(`db/tables/${file.owner}.ts: owns no table`);
      for (const table of file.tables) {
        const other = seen.get(table);
        if (other) problems.push(`${table}: in db/tables/${other}.ts and db/tables/${file.owner}.ts`);
        seen.set(table, file.owner);
      }
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(80);
  });

  it('are all composed into Database by db/schema.ts, which declares no table of its own', () => {
    const text = readFileSync(new URL('db/schema.ts', src), 'utf8');
    const source = ts.createSourceFile('schema.ts', text, ts.ScriptTarget.Latest, true);
    const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
    expect(database, 'db/schema.ts: no Database interface').toBeDefined();
    expect(database!.members.map((m) => m.getText(source))).toEqual([]);
    const composed = (database!.heritageClauses ?? []).flatMap((c) => c.types.map((t) => t.expression.getText(source))).sort();
    expect(composed).toEqual(files.map((f) => f.interfaceName).sort());
    for (const file of files) {
      expect(text, file.owner).toContain(`import type { ${file.interfaceName} } from './tables/${file.owner}.ts';`);
      expect(text, file.owner).toContain(`export type * from './tables/${file.owner}.ts';`);
    }
  });
});

describe('table ownership', () => {
  const owners = codeOwners();
  const foreign = new Map<string, Map<string, string[]>>();
  const problems: string[] = [];
  for (const { owner, files: code } of owners) {
    for (const file of code) {
      const { references, ctes } = tableReferences(file.name, readFileSync(file.url, 'utf8'), known);
      for (const cte of ctes) if (known.has(cte)) problems.push(`${file.name}: a CTE named ${cte} hides the table from this check`);
      for (const { table, line } of references) {
        const tableOwner = ownerOf.get(table);
        if (tableOwner === undefined) problems.push(`${file.name}:${line}: ${table} is in no db/tables file`);
        else if (tableOwner !== owner) {
          const tables = foreign.get(owner) ?? new Map<string, string[]>();
          tables.set(table, [...(tables.get(table) ?? []), `${file.name}:${line}`]);
          foreign.set(owner, tables);
        }
      }
    }
  }

  it('reads every module folder and core service', () => {
    expect(owners.filter((o) => !o.owner.startsWith('core-')).length).toBeGreaterThan(40);
    expect(owners.some((o) => o.owner === 'core-accounts' && o.files.length > 0)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('finds no query on a table outside its owner, but the pending ones', () => {
    const unexpected: string[] = [];
    for (const [owner, tables] of foreign) {
      for (const [table, where] of tables) {
        if (!PENDING[owner]?.includes(table)) unexpected.push(`${owner} → ${table} (owned by ${ownerOf.get(table)}): ${where.join(', ')}`);
      }
    }
    expect(unexpected, 'read the table through its owner (its index.ts or app.services), or move the query there').toEqual([]);
  });

  it('keeps no pending entry that is no longer needed', () => {
    const stale: string[] = [];
    for (const [owner, tables] of Object.entries(PENDING)) {
      for (const table of tables) if (!foreign.get(owner)?.has(table)) stale.push(`${owner} → ${table}`);
    }
    expect(stale, 'delete these entries from PENDING: the code no longer needs them').toEqual([]);
  });
});
