import type { Kysely } from 'kysely';
import type { Database, PaymentChannelRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';

export interface ChannelChange {
  id: number;
  enabled?: boolean;
  minCents?: number;
  maxCents?: number;
  dailyCountLimit?: number;
  sort?: number;
}

/** The operator's side of a merchant's payment channels: every one, and changes made all at once or not at all. */
export function createChannelConsoleRepository(db: Kysely<Database>) {
  return {
    async list(merchantCode: string): Promise<PaymentChannelRow[]> {
      return db
        .selectFrom('payment_channels')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('direction')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /**
     * Applies every change in one transaction; `check` sees each channel as it would be and throws to refuse
     * (nothing is then written). Returns the ids the merchant does not have, and writes nothing if any.
     */
    async apply(
      merchantCode: string,
      changes: ChannelChange[],
      check: (after: PaymentChannelRow) => void,
    ): Promise<{ missing: number[] }> {
      return inTransaction(db, async (trx) => {
        const rows = await trx
          .selectFrom('payment_channels')
          .selectAll()
          .where('merchant_code', '=', merchantCode)
          .where('id', 'in', changes.map((c) => c.id))
          .execute();
        const byId = new Map(rows.map((r) => [r.id, r]));
        const missing = changes.filter((c) => !byId.has(c.id)).map((c) => c.id);
        if (missing.length > 0) return { missing };
        for (const c of changes) {
          const row = byId.get(c.id)!;
          const set = {
            ...(c.enabled === undefined ? {} : { enabled: c.enabled ? 1 : 0 }),
            ...(c.minCents === undefined ? {} : { min_cents: c.minCents }),
            ...(c.maxCents === undefined ? {} : { max_cents: c.maxCents }),
            ...(c.dailyCountLimit === undefined ? {} : { daily_count_limit: c.dailyCountLimit }),
            ...(c.sort === undefined ? {} : { sort: c.sort }),
          };
          check({ ...row, ...set });
          if (Object.keys(set).length > 0) await trx.updateTable('payment_channels').set(set).where('id', '=', c.id).execute();
        }
        return { missing: [] };
      });
    },
  };
}

export type ChannelConsoleRepository = ReturnType<typeof createChannelConsoleRepository>;
