import type { Kysely } from 'kysely';
import type { Database, MerchantRowUpdate } from '../../db/schema.ts';
import { toMerchant } from './model.ts';
import type { Merchant, MerchantDomain } from './model.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface MerchantOpsPatch {
  maintenance?: boolean;
  blockedRegions?: string[];
  realityCheckMinutes?: number;
  imageCdns?: string[];
  secondApprovalCents?: number;
  /** the named flags change, the others stay */
  whitelabel?: Partial<Record<string, boolean>>;
  languages?: string[];
  defaultLanguage?: string;
}

export function createMerchantRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<Merchant[]> {
      const rows = await db.selectFrom('merchants').selectAll().orderBy('code').execute();
      return rows.map(toMerchant);
    },

    async listDomains(): Promise<MerchantDomain[]> {
      const rows = await db
        .selectFrom('merchant_domains')
        .selectAll()
        .orderBy('merchant_code')
        .orderBy('is_primary', 'desc')
        .orderBy('domain')
        .execute();
      return rows.map((r) => ({ domain: r.domain, merchantCode: r.merchant_code, primary: r.is_primary === 1 }));
    },

    async exists(code: string): Promise<boolean> {
      return (await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
    },

    /** The merchant's time zone, read afresh (on a transaction's repository: inside it). */
    /** The clock and money of a merchant, read afresh (undefined: no such merchant). */
    async calendar(code: string): Promise<{ timeZone: string; currency: string } | undefined> {
      const row = await db.selectFrom('merchants').select(['time_zone', 'currency_code']).where('code', '=', code).executeTakeFirst();
      return row && { timeZone: row.time_zone, currency: row.currency_code };
    },

    async timeZone(code: string): Promise<string | undefined> {
      return (await db.selectFrom('merchants').select('time_zone').where('code', '=', code).executeTakeFirst())?.time_zone;
    },

    /** The language the merchant's own texts are written in, read afresh (undefined: no such merchant). */
    async defaultLanguage(code: string): Promise<string | undefined> {
      return (await db.selectFrom('merchants').select('default_language').where('code', '=', code).executeTakeFirst())?.default_language;
    },

    /**
     * Locks the merchant's row until the transaction ends (on a repository built on it): PostgreSQL's way to
     * make a merchant-wide replace take turns. SQLite's first write takes the database lock anyway.
     */
    async lockForUpdate(code: string): Promise<void> {
      await db.selectFrom('merchants').select('code').where('code', '=', code).forUpdate().execute();
    },

    /** Returns the updated merchant, or undefined when no merchant has that code. */
    async updateOps(code: string, patch: MerchantOpsPatch, now: number): Promise<Merchant | undefined> {
      const set: MerchantRowUpdate = { updated_at: now };
      if (patch.maintenance !== undefined) set.maintenance = patch.maintenance ? 1 : 0;
      if (patch.blockedRegions !== undefined) set.blocked_regions = JSON.stringify(patch.blockedRegions);
      if (patch.realityCheckMinutes !== undefined) set.reality_check_minutes = patch.realityCheckMinutes;
      if (patch.imageCdns !== undefined) set.image_cdns = JSON.stringify(patch.imageCdns);
      if (patch.secondApprovalCents !== undefined) set.second_approval_cents = patch.secondApprovalCents;
      if (patch.languages !== undefined) set.languages = JSON.stringify(patch.languages);
      if (patch.defaultLanguage !== undefined) set.default_language = patch.defaultLanguage;
      await inTransaction(db, async (trx) => {
        if (patch.whitelabel !== undefined) {
          const row = await trx.selectFrom('merchants').select('whitelabel').where('code', '=', code).executeTakeFirst();
          if (row) set.whitelabel = JSON.stringify({ ...(JSON.parse(row.whitelabel) as Record<string, unknown>), ...patch.whitelabel });
        }
        await trx.updateTable('merchants').set(set).where('code', '=', code).execute();
      });
      const row = await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
      return row ? toMerchant(row) : undefined;
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
