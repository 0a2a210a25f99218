import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashSecret, sameHash } from './secret.ts';

/**
 * The tables that keep a secret the way this store does: a row per issued secret with its SHA-256 (or, for a
 * challenge, an unguessable id), an end, and a column set once when it is used up or revoked.
 */
export type SecretTable =
  | 'sessions'
  | 'remember_devices'
  | 'operator_sessions'
  | 'password_resets'
  | 'sms_codes'
  | 'email_verifications'
  | 'captchas'
  | 'slider_challenges';

export type SecretRow<T extends SecretTable> = Selectable<Database[T]>;
export type SecretColumn<T extends SecretTable> = keyof SecretRow<T> & string;

/** How one table keeps its secrets: which column is which. Every such table also has `created_at`. */
export interface SecretSpec<T extends SecretTable, H extends SecretColumn<T> = never> {
  table: T;
  /** the primary key */
  id: SecretColumn<T>;
  /**
   * The SHA-256 (hex) of the secret. None for a challenge whose answer is judged in code (the slider's
   * position): its unguessable id, bound to the client, is all that is single-use about it.
   */
  hash?: H;
  /** short codes: the hash is of `<id>:<code>` (hashSecret's salt), so the row must be found by other columns */
  saltedById?: boolean;
  /** set once, when the secret is used up, burned by wrong guesses, replaced by a newer one, or revoked */
  spent: SecretColumn<T>;
  /** the end of its life: the column holding it, or a start column and the lifetime after it */
  ends: { at: SecretColumn<T>; afterMs?: number };
  /** wrong guesses so far (codes a person types) */
  attempts?: SecretColumn<T>;
  /** rows go `keepMs` after their end (a short history for support), swept at most every `everyMs` */
  cleanup: { keepMs: number; everyMs: number };
}

/** Column values a row must have. `secret` stands for "the hash column holds this secret's hash". */
export type SecretMatch<T extends SecretTable> = Partial<SecretRow<T>> & { secret?: string };

/**
 * What a typed code came to. `spent`: used, burned or replaced; `locked`: its last allowed guess was taken
 * (by this request or a parallel one), which burns it; `wrong`: a guess it survives, counted.
 */
export type CodeVerdict = 'ok' | 'missing' | 'spent' | 'expired' | 'locked' | 'wrong';

// The store runs one set of statements over tables it names at run time; Kysely types a statement by the
// literal table it names, so the statements are written against a loose shape and the rows typed on return.
type LooseDb = Record<string, Record<string, unknown>>;

/** Builds a specification, checking its column names against the table's. */
export function secretSpec<T extends SecretTable, H extends SecretColumn<T> = never>(spec: SecretSpec<T, H>): SecretSpec<T, H> {
  return spec;
}

/**
 * One implementation of "a hashed secret that is used once" over a table described by `spec`: issue (the
 * hash is taken here, the secret never stored), find a live one by its secret, check a typed code with
 * counted, race-proof attempts, use up exactly once, revoke, and sweep ended rows. Every time is passed in by
 * the caller, from the app's clock (`app.clock`), so tests move it.
 */
export function createSecretStore<T extends SecretTable, H extends SecretColumn<T> = never>(db: Kysely<Database>, spec: SecretSpec<T, H>) {
  return storeOver(db, spec, { lastSweep: Number.NEGATIVE_INFINITY });
}

export type SecretStore<T extends SecretTable, H extends SecretColumn<T> = never> = ReturnType<typeof createSecretStore<T, H>>;

function storeOver<T extends SecretTable, H extends SecretColumn<T>>(source: Kysely<Database>, spec: SecretSpec<T, H>, sweepState: { lastSweep: number }) {
  const db = source as unknown as Kysely<LooseDb>;
  const table = spec.table as string;
  const afterMs = spec.ends.afterMs ?? 0;
  // Plain names for the statements (the spec's are checked against the table where it is written).
  const col = {
    id: spec.id as string,
    hash: spec.hash as string | undefined,
    spent: spec.spent as string,
    end: spec.ends.at as string,
    attempts: spec.attempts as string | undefined,
  };
  type Row = SecretRow<T>;
  type Values = Record<string, unknown>;

  function hashOf(secret: string, id: unknown): string {
    return hashSecret(secret, spec.saltedById ? String(id) : undefined);
  }

  /** The match as plain columns: `secret` becomes the hash column's value. */
  function columnsOf(match: SecretMatch<T>): Values {
    const { secret, ...columns } = match as Values & { secret?: string };
    if (secret === undefined) return columns;
    if (!col.hash || spec.saltedById) throw new Error(`${table}: a secret of this table is not looked up by its hash`);
    return { ...columns, [col.hash]: hashOf(secret, undefined) };
  }

  /** The condition "has these column values" (`x is null` for a null), for any statement. */
  function matching(match: SecretMatch<T>) {
    const columns = Object.entries(columnsOf(match));
    return (eb: ExpressionBuilder<LooseDb, string>) => eb.and(columns.map(([column, value]) => eb(column, value === null ? 'is' : '=', value)));
  }

  function endOf(row: Row): number {
    return Number((row as Values)[col.end]) + afterMs;
  }

  function isLive(row: Row, now: number): boolean {
    return (row as Values)[col.spent] === null && endOf(row) > now;
  }

  function matches(row: Row, secret: string): boolean {
    if (!col.hash) throw new Error(`${table}: keeps no hash`);
    const values = row as Values;
    return sameHash(String(values[col.hash]), hashOf(secret, values[col.id]));
  }

  async function deleteEnded(before: number, match: SecretMatch<T> = {}): Promise<void> {
    await db.deleteFrom(table).where(col.end, '<', before - afterMs).where(matching(match)).execute();
  }

  /** Ended rows go in the background, at most every `everyMs` (per process): a write must not wait on a sweep. */
  function sweep(now: number): void {
    if (source.isTransaction || now - sweepState.lastSweep < spec.cleanup.everyMs) return;
    sweepState.lastSweep = now;
    deleteEnded(now - spec.cleanup.keepMs).catch(() => undefined);
  }

  /** Sets the spent mark on matching rows that have none: revocation, replacement, a code that could not be sent. */
  async function spend(match: SecretMatch<T>, now: number, options: { exceptId?: Row[keyof Row] } = {}): Promise<number> {
    let q = db.updateTable(table).set({ [col.spent]: now }).where(col.spent, 'is', null).where(matching(match));
    if (options.exceptId !== undefined) q = q.where(col.id, '<>', options.exceptId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Takes one try of a code; false when none is left or the code is spent. Exact under concurrency: the database counts. */
  async function reserveAttempt(id: unknown, maxAttempts: number): Promise<boolean> {
    const column = col.attempts;
    if (!column) throw new Error(`${table}: counts no attempts`);
    const result = await db
      .updateTable(table)
      .set((eb) => ({ [column]: eb(eb.ref(column), '+', 1) }))
      .where(col.id, '=', id)
      .where(column, '<', maxAttempts)
      .where(col.spent, 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function refundAttempt(id: unknown): Promise<void> {
    const column = col.attempts;
    if (!column) throw new Error(`${table}: counts no attempts`);
    await db
      .updateTable(table)
      .set((eb) => ({ [column]: eb(eb.ref(column), '-', 1) }))
      .where(col.id, '=', id)
      .where(column, '>', 0)
      .execute();
  }

  return {
    spec,

    /** The same store on an open transaction (its statements commit or roll back with the caller's). */
    in(trx: Kysely<Database>) {
      return storeOver(trx, spec, sweepState);
    },

    /**
     * Keeps a new secret: `secret` is hashed here (with the row's id for salted codes), never stored.
     * `supersede`: the matching live rows are spent first, in the same transaction (only the newest code or
     * reset link of a person works). A background sweep of ended rows follows now and then.
     */
    async insert(
      values: Omit<Insertable<Database[T]>, H>,
      options: { now: number; secret?: string; supersede?: SecretMatch<T> },
    ): Promise<void> {
      const row: Values = { ...(values as Values) };
      if (col.hash) {
        if (options.secret === undefined) throw new Error(`${table}: a row needs its secret`);
        row[col.hash] = hashOf(options.secret, row[col.id]);
      }
      if (options.supersede) {
        const supersede = options.supersede;
        await inTransaction(source, async (trx) => {
          await storeOver(trx, spec, sweepState).spend(supersede, options.now);
          await (trx as unknown as Kysely<LooseDb>).insertInto(table).values(row).execute();
        });
      } else {
        await db.insertInto(table).values(row).execute();
      }
      sweep(options.now);
    },

    /** The live row (not spent, not ended) matching, e.g. `{ secret: token }`; undefined otherwise. */
    async findLive(match: SecretMatch<T>, now: number): Promise<Row | undefined> {
      const row = await db
        .selectFrom(table)
        .selectAll()
        .where(col.spent, 'is', null)
        .where(col.end, '>', now - afterMs)
        .where(matching(match))
        .limit(1)
        .executeTakeFirst();
      return row as Row | undefined;
    },

    /** The newest row matching, live or not: a person's codes are judged by the newest one only. */
    async latest(match: SecretMatch<T>): Promise<Row | undefined> {
      const row = await db
        .selectFrom(table)
        .selectAll()
        .where(matching(match))
        .orderBy('created_at', 'desc')
        .orderBy(col.id, 'desc')
        .limit(1)
        .executeTakeFirst();
      return row as Row | undefined;
    },

    /**
     * Uses up a live secret: one conditional UPDATE (`set spent = now where … and spent is null and end > now
     * returning *`), so of any number of requests racing for it, on either database, exactly one gets the
     * row and the others undefined (PostgreSQL re-checks the condition on the row the winner changed; SQLite
     * runs one write at a time).
     */
    async consume(match: SecretMatch<T>, now: number): Promise<Row | undefined> {
      const row = await db
        .updateTable(table)
        .set({ [col.spent]: now })
        .where(col.spent, 'is', null)
        .where(col.end, '>', now - afterMs)
        .where(matching(match))
        .returningAll()
        .executeTakeFirst();
      return row as Row | undefined;
    },

    spend,

    /**
     * Judges a typed code against its row (the newest for the person, from `latest`). The try is taken in
     * the database before comparing, so parallel guesses get `maxAttempts` comparisons in all; a right guess
     * gives its try back (tries count wrong guesses). A code whose tries are gone is burned (spent). The code
     * is not used up: the caller consumes it with what it proves, often in its own transaction.
     */
    async check(row: Row | undefined, code: string, options: { now: number; maxAttempts: number }): Promise<CodeVerdict> {
      if (!row) return 'missing';
      const id = (row as Values)[col.id];
      if ((row as Values)[col.spent] !== null) return 'spent';
      if (endOf(row) <= options.now) return 'expired';
      if (!(await reserveAttempt(id, options.maxAttempts))) {
        await spend({ [col.id]: id } as SecretMatch<T>, options.now);
        return 'locked';
      }
      if (!matches(row, code)) return 'wrong';
      await refundAttempt(id);
      return 'ok';
    },

    /** Whether a secret is the one a row keeps (constant-time). */
    matches,
    isLive,
    endOf,
    deleteEnded,
    sweep,
  };
}
