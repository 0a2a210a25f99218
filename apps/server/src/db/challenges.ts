import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.ts';

/** Tables of single-use challenges made for one client (captcha images, slider puzzles). */
export type ChallengeTable = 'captchas' | 'slider_challenges';

/**
 * Marks a live challenge of this client used and returns its row; undefined when there is no such
 * challenge, it expired, was used already or was made for another client. One statement, so two answers
 * racing for the same challenge cannot both get it.
 */
export async function takeChallenge<T extends ChallengeTable>(
  db: Kysely<Database>,
  table: T,
  challenge: { id: string; clientKey: string; now: number },
): Promise<Selectable<Database[T]> | undefined> {
  // Both tables have these columns; Kysely cannot follow a table name that is a type parameter.
  const row = await (db as unknown as Kysely<Pick<Database, 'captchas'>>)
    .updateTable(table as 'captchas')
    .set({ used_at: challenge.now })
    .where('id', '=', challenge.id)
    .where('client_key', '=', challenge.clientKey)
    .where('used_at', 'is', null)
    .where('expires_at', '>', challenge.now)
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}
