/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * How a brand looks outside its pages: the short name under its home-screen icon and the colours of the
 * installed app's title bar and splash screen (its web app manifest, its theme-color). Existing brands get
 * the app's default dark navy until an operator or the seed sets their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('short_name', 'text').execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('theme_color', 'text', (c) => c.notNull().defaultTo('#0a0f1f'))
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('background_color', 'text', (c) => c.notNull().defaultTo('#0a0f1f'))
    .execute();
}
