import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The table types in db/schema.ts are written by hand beside the migrations. Read both (the types with the
 * TypeScript compiler, the database as the migrations left it) and compare: every table and column the types
 * name exists, nothing migrated is missing from the types, and a column may hold null exactly when its type
 * says `null`. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
interface TypedColumn {
  name: string;
  nullable: boolean;
}

function tableTypes(): Map<string, TypedColumn[]> {
  const file = new URL('../src/db/schema.ts', import.meta.url);
  const source = ts.createSourceFile('schema.ts', readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, { node: ts.InterfaceDeclaration; source: ts.SourceFile }>();
  // schema.ts and the per-owner table files (db/tables/<owner>.ts) it imports
  const tables = new URL('../src/db/tables/', import.meta.url);
  const files = [source, ...readdirSync(tables).filter((f) => f.endsWith('.ts')).map((f) => ts.createSourceFile(f, readFileSync(new URL(f, tables), 'utf8'), ts.ScriptTarget.Latest, true))];
  for (const file of files) {
    file.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, { node, source: file });
    });
  }
  const columnsOf = (name: string): TypedColumn[] => {
    const found = interfaces.get(name);
    if (!found) throw new Error(`schema.ts: no interface ${name}`);
    const { node: declaration, source: file } = found;
    const inherited = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.flatMap((t) => columnsOf(t.expression.getText(file))));
    const own = declaration.members.filter(ts.isPropertySignature).map((member) => ({
      name: member.name.getText(file),
      // `string | null`, `Generated<number | null>`, `ColumnType<…, … | null, …>`: null in what is selected
      nullable: /\bnull\b/.test(member.type?.getText(file) ?? ''),
    }));
    return [...inherited, ...own];
  };
  const database = interfaces.get('Database')?.node;
  if (!database) throw new Error('schema.ts: no Database interface');
  return new Map(
    database.members.filter(ts.isPropertySignature).map((member) => [member.name.getText(source), columnsOf(member.type!.getText(source))]),
  );
}

describe('the hand-written table types match the migrated database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has every table and column the types name, and no other; null exactly where the types allow it', async () => {
    const { db, dialect } = t.app.database;
    const schema = dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
    const migrated = (await db.introspection.getTables())
      .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
      .filter((table) => !/^kysely_migration/.test(table.name))
      // SQLite's full-text index of game names (a virtual table and its shadow tables), read by raw SQL only
      .filter((table) => !(dialect === 'sqlite' && table.name.startsWith('games_name_fts')));
    /** SQLite lets NULL into a primary key that is not an INTEGER one unless it says NOT NULL: our keys never hold it */
    const primaryKeys = new Set<string>();
    if (dialect === 'sqlite') {
      for (const table of migrated) {
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db);
        for (const row of rows) primaryKeys.add(`${table.name}.${row.name}`);
      }
    }
    const types = tableTypes();

    const problems: string[] = [];
    for (const [table] of types) if (!migrated.some((m) => m.name === table)) problems.push(`${table}: typed, not migrated`);
    for (const table of migrated) {
      const typed = types.get(table.name);
      if (!typed) {
        problems.push(`${table.name}: migrated, not typed`);
        continue;
      }
      for (const column of table.columns) {
        const type = typed.find((c) => c.name === column.name);
        if (!type) problems.push(`${table.name}.${column.name}: migrated, not typed`);
        else if (type.nullable !== (column.isNullable && !primaryKeys.has(`${table.name}.${column.name}`))) {
          problems.push(`${table.name}.${column.name}: ${column.isNullable ? 'nullable' : 'not null'} in the database, ${type.nullable ? 'nullable' : 'not null'} in the type`);
        }
      }
      for (const column of typed) {
        if (!table.columns.some((c) => c.name === column.name)) problems.push(`${table.name}.${column.name}: typed, not migrated`);
      }
    }
    expect(problems).toEqual([]);
    expect(migrated.length).toBeGreaterThan(50);
  });
});
