/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * The in-house games' live bets feed reads a merchant's last settled rounds of one vendor: an index that
 * finds them among every slot round of a busy brand without scanning.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('game_rounds_merchant_vendor_settled').on('game_rounds').columns(['merchant_code', 'vendor', 'settled_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_rounds_merchant_vendor_settled').execute();
}
