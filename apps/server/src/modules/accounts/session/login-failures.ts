import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * Failed logins per key (a username of a merchant, a client IP): after a failure within the window the
 * next attempt needs a captcha. Kept in the database so every process asks for it alike.
 */
export function createLoginFailureRepository(db: Kysely<Database>) {
  return {
    /** Counts a failed login under a key; a count older than the window starts again at 1. */
    async recordFailure(key: string, now: number, windowMs: number): Promise<void> {
      const row = await db.selectFrom('login_failures').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row) {
        await db
          .insertInto('login_failures')
          .values({ key, count: 1, first_at: now, last_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ last_at: now, count: (eb) => eb('login_failures.count', '+', 1) }))
          .execute();
        return;
      }
      const fresh = now - row.first_at < windowMs;
      await db
        .updateTable('login_failures')
        .set(fresh ? { count: row.count + 1, last_at: now } : { count: 1, first_at: now, last_at: now })
        .where('key', '=', key)
        .execute();
    },

    /** Whether any of the keys failed since `since`. */
    async hasFailuresSince(keys: string[], since: number): Promise<boolean> {
      const row = await db
        .selectFrom('login_failures')
        .select('key')
        .where('key', 'in', keys)
        .where('last_at', '>=', since)
        .where('count', '>', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    async clearFailures(keys: string[]): Promise<void> {
      await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
    },
  };
}

export type LoginFailureRepository = ReturnType<typeof createLoginFailureRepository>;
