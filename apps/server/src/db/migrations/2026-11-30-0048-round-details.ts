/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/** A vendor's account of a round (the hand, the draw, the fish), as its wallet calls' meta gave it (modules/play/rounds). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_rounds').addColumn('details', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_rounds').dropColumn('details').execute();
}
