/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * Busy system accounts (the house, each game vendor's and payment provider's account) are spread over
 * several rows, so transfers do not all wait on one row's lock: each row names the account it is a part
 * of. An account's own row is its first shard, so balances from before keep their place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_accounts').addColumn('base_code', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.updateTable('ledger_accounts').set((eb: any) => ({ base_code: eb.ref('code') })).execute();
  await db.schema.createIndex('ledger_accounts_base_code').on('ledger_accounts').column('base_code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_accounts_base_code').execute();
  await db.schema.alterTable('ledger_accounts').dropColumn('base_code').execute();
}
