/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * A crash chain's salt from a public randomness beacon: a chain is committed with its terminal hash and a
 * beacon round announced for a time after the commitment, and its salt is that round's randomness, fetched
 * once the round is out. Chains committed before keep the salt the server made (their beacon columns stay
 * null). `salt` stays NOT NULL (SQLite cannot relax a column in place): '' while the announced round is not
 * fetched yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // 'drand' or 'local' (the development stand-in)
  await db.schema.alterTable('crash_chains').addColumn('beacon', 'text').execute();
  // the beacon's chain: drand's chain hash
  await db.schema.alterTable('crash_chains').addColumn('beacon_chain', 'text').execute();
  await db.schema.alterTable('crash_chains').addColumn('beacon_round', 'bigint').execute();
  // when that round is published (epoch ms), after created_at (the commitment)
  await db.schema.alterTable('crash_chains').addColumn('beacon_round_at', 'bigint').execute();
  // the round's signature, once fetched: its SHA-256 is the salt
  await db.schema.alterTable('crash_chains').addColumn('beacon_signature', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['beacon_signature', 'beacon_round_at', 'beacon_round', 'beacon_chain', 'beacon']) {
    await db.schema.alterTable('crash_chains').dropColumn(column).execute();
  }
}
