import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the demo's history looks up before it plays: who, on which game, and whether it has played. */
export function createDemoHistoryRepository(db: Kysely<Database>) {
  return {
    async memberId(merchantCode: string, usernameKey: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
      return row?.id;
    },

    /** Whether a vendor call with this transaction id is recorded. */
    async hasVendorTransaction(vendor: string, transactionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('vendor_transactions')
        .select('id')
        .where('vendor', '=', vendor)
        .where('transaction_uuid', '=', transactionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The merchant's first slot game in the lobby's order, with its English name. */
    async firstSlot(merchantCode: string): Promise<{ vendor: string; code: string; name: string; type: string } | undefined> {
      const row = await db
        .selectFrom('games')
        .select(['vassalage', 'game_code', 'names', 'game_type'])
        .where('merchant_code', '=', merchantCode)
        .where('game_type', '=', 'RNG')
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst();
      if (!row) return undefined;
      const names = JSON.parse(row.names) as Record<string, string>;
      return { vendor: row.vassalage, code: row.game_code, name: names.EN ?? Object.values(names)[0] ?? row.game_code, type: row.game_type };
    },
  };
}
