import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The table types (db/schema.ts's `Database`, composed from the owners' files in db/tables/) are written by
 * hand beside the migrations. Read both (the types with the TypeScript compiler, the database as the migrations
 * left it) and compare: every table and column the types name exists, nothing migrated is missing from the
 * types, and a column may hold null exactly when its type says `null`. Runs on SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
interface TypedColumn {
  name: string;
  nullable: boolean;
}

function tableTypes(): Map<string, TypedColumn[]> {
  const schema = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url));
  // The checker follows `Database`'s `extends` into every table file, wherever a table is declared.
  const program = ts.createProgram([schema], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schema)!;
  let database: ts.InterfaceDeclaration | undefined;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Database') database = node;
  });
  if (!database) throw new Error('schema.ts: no Database interface');
  const typeText = (symbol: ts.Symbol): string => {
    const declaration = symbol.declarations?.[0];
    if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) throw new Error(`${symbol.name}: not a typed property`);
    return declaration.type.getText(declaration.getSourceFile());
  };
  return new Map(
    checker.getPropertiesOfType(checker.getTypeAtLocation(database.name)).map((table) => {
      const declaration = table.declarations![0]!;
      const columns = checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(table, declaration)).map((column) => ({
        name: column.name,
        // `string | null`, `Generated<number | null>`, `ColumnType<…, … | null, …>`: null in what is selected
        nullable: /\bnull\b/.test(typeText(column)),
      }));
      return [table.name, columns] as const;
    }),
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
