import ts from 'typescript';

/**
 * The tables a piece of server code names in its queries, read with the TypeScript parser (so comments and
 * ordinary strings never count): the first argument of Kysely's table methods (`selectFrom('members as m')`,
 * `selectFrom(['a', 'b'])`, the joins, writes and `sql.table`), and the tables raw `sql` fragments name after
 * FROM, JOIN, INTO, UPDATE (and the comma of a FROM list). Common table expressions (`.with('name', …)`,
 * `with name as (…)` in raw SQL) are names of the query, not tables, and are left out.
 */
export interface TableReference {
  table: string;
  line: number;
  /** how the code names it: the Kysely method, or `sql` */
  via: string;
}

export interface FileReferences {
  references: TableReference[];
  /** common table expressions the file defines */
  ctes: string[];
}

const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'using',
]);
const CTE_METHODS = new Set(['with', 'withRecursive', 'withMaterialized', 'withNotMaterialized']);

/** `'members as m'` → `members`; `'cte(a, b)'` → `cte`; `'public.members'` → `members` */
function bareName(text: string): string {
  const first = text.trim().split(/\s+as\s+|\s+|\(/i)[0] ?? '';
  return first.split('.').pop()!.replace(/"/g, '');
}

/** The string literals an argument is made of: a literal, an array of them, a cast or a choice between them. */
function literalsOf(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => literalsOf(e));
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  return [];
}

const SQL_WORD = /"([^"]+)"|([A-Za-z_][A-Za-z0-9_$.]*)|(\S)/g;
const TABLE_KEYWORDS = new Set(['from', 'join', 'into', 'update', 'table']);
/** the SQL words a FROM list stops at (an alias is never one of them) */
const CLAUSE_WORDS = new Set(['where', 'group', 'order', 'limit', 'on', 'using', 'left', 'right', 'inner', 'full', 'cross', 'join', 'union', 'having', 'set', 'values', 'returning', 'select', 'lateral', 'natural', 'offset', 'window']);

/**
 * The tables a raw SQL text names, and the CTEs it defines. Every candidate is returned; the caller keeps the
 * names that are tables (a FROM inside `extract(epoch from created_at)` names a column, not a table).
 */
export function sqlTextTables(text: string): { tables: { table: string; offset: number }[]; ctes: string[] } {
  const tokens: { word: string; quoted: boolean; offset: number }[] = [];
  for (const m of text.matchAll(SQL_WORD)) tokens.push({ word: m[1] ?? m[2] ?? m[3]!, quoted: m[1] !== undefined, offset: m.index! });
  const tables: { table: string; offset: number }[] = [];
  const ctes: string[] = [];
  const isName = (i: number) => tokens[i] !== undefined && (tokens[i]!.quoted || /^[A-Za-z_]/.test(tokens[i]!.word));
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i]!.word.toLowerCase();
    // with [recursive] name [(cols)] as (   and   , name [(cols)] as (
    if ((word === 'with' || word === ',') && !tokens[i]!.quoted) {
      let j = i + 1;
      if (tokens[j]?.word.toLowerCase() === 'recursive') j += 1;
      if (isName(j)) {
        let k = j + 1;
        if (tokens[k]?.word === '(') {
          while (k < tokens.length && tokens[k]!.word !== ')') k += 1;
          k += 1;
        }
        if (tokens[k]?.word.toLowerCase() === 'as' && tokens[k + 1]?.word === '(') ctes.push(tokens[j]!.word.split('.').pop()!);
      }
    }
    if (tokens[i]!.quoted || !TABLE_KEYWORDS.has(word)) continue;
    // FROM a [as] x, b [as] y: each name of the list
    let j = i + 1;
    if (tokens[j]?.word.toLowerCase() === 'only') j += 1;
    while (isName(j) && !CLAUSE_WORDS.has(tokens[j]!.word.toLowerCase())) {
      // `public.members` is a table; `m.members` (`is distinct from m.members`) is a column
      const [qualifier, name] = tokens[j]!.word.includes('.') && !tokens[j]!.quoted ? tokens[j]!.word.split('.') : [undefined, tokens[j]!.word];
      if (qualifier === undefined || qualifier.toLowerCase() === 'public') tables.push({ table: name!, offset: tokens[j]!.offset });
      if (word !== 'from') break;
      j += 1;
      if (tokens[j]?.word.toLowerCase() === 'as') j += 1;
      if (isName(j) && !CLAUSE_WORDS.has(tokens[j]!.word.toLowerCase())) j += 1;
      if (tokens[j]?.word !== ',') break;
      j += 1;
    }
  }
  return { tables, ctes };
}

function isSqlTag(tag: ts.Expression): boolean {
  return ts.isIdentifier(tag) && tag.text === 'sql';
}

/** Every table reference of one source file (see the comment at the top); `knownTables` filters raw SQL's candidates. */
export function tableReferences(fileName: string, text: string, knownTables: ReadonlySet<string>): FileReferences {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const references: (TableReference & { at: number })[] = [];
  const ctes: { name: string; at: number }[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const rawSql = (sqlText: string, start: number) => {
    const found = sqlTextTables(sqlText);
    for (const name of found.ctes) ctes.push({ name, at: start });
    for (const { table, offset } of found.tables) if (knownTables.has(table)) references.push({ table, line: lineOf(start + offset), via: 'sql', at: start + offset });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length > 0) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      const first = node.arguments[0]!;
      if (TABLE_METHODS.has(method) || (method === 'table' && ts.isIdentifier(target) && target.text === 'sql')) {
        for (const literal of literalsOf(first)) {
          const at = literal.getStart(source);
          references.push({ table: bareName(literal.text), line: lineOf(at), via: method, at });
        }
      } else if (CTE_METHODS.has(method)) {
        for (const literal of literalsOf(first)) ctes.push({ name: bareName(literal.text), at: literal.getStart(source) });
      } else if (method === 'raw' && ts.isIdentifier(target) && target.text === 'sql') {
        for (const literal of literalsOf(first)) rawSql(literal.text, literal.getStart(source) + 1);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) rawSql(template.text, template.getStart(source) + 1);
      else {
        // the holes become a placeholder, so `from ${x} where` never reads a word after the hole as the table
        rawSql(template.head.text, template.head.getStart(source) + 1);
        for (const span of template.templateSpans) rawSql(`? ${span.literal.text}`, span.literal.getStart(source) - 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // in the order the source reads (a chain's last call is the outermost node)
  const names = new Set(ctes.sort((a, b) => a.at - b.at).map((c) => c.name));
  return {
    references: references
      .filter((r) => !names.has(r.table))
      .sort((a, b) => a.at - b.at)
      .map(({ table, line, via }) => ({ table, line, via })),
    ctes: [...names],
  };
}
