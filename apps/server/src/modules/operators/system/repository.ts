import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export function createSystemRepository(db: Kysely<Database>) {
  return {
    /** A round trip to the database: throws when it is unreachable. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
