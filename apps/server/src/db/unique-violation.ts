/** A unique index refused a row; `constraint` says which one, so the caller can retry or answer. */
export class UniqueViolation<K extends string = string> extends Error {
  constructor(
    readonly constraint: K | 'unknown',
    cause: unknown,
  ) {
    super(`unique violation: ${constraint}`, { cause });
  }
}

/**
 * The two databases report a unique violation differently: SQLite by code SQLITE_CONSTRAINT_UNIQUE (or
 * _PRIMARYKEY) and a message naming the table and columns, PostgreSQL by code 23505 and the constraint's
 * name. `names` maps each key the caller tells apart to a word of those names; the first found wins.
 * PostgreSQL's detail is never read: it quotes the values, and a value can look like a column name.
 * Undefined when `err` is not a unique violation.
 */
export function asUniqueViolation<K extends string>(
  err: unknown,
  names: Readonly<Record<K, string>>,
): UniqueViolation<K> | undefined {
  const e = err as { code?: string; message?: string; constraint?: string } | null;
  const sqlite = e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  if (!sqlite && e?.code !== '23505') return undefined;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  const key = (Object.keys(names) as K[]).find((k) => text.includes(names[k]));
  return new UniqueViolation<K>(key ?? 'unknown', err);
}
