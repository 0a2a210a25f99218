import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

export function createRegisterRepository(db: Kysely<Database>) {
  return {
    /** The merchant's stored rule overrides (JSON text), or undefined. */
    async overrides(merchantCode: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('register_settings')
        .select('fields')
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirst();
      return row?.fields;
    },

    async saveOverrides(merchantCode: string, fields: string, now: number): Promise<void> {
      await db
        .insertInto('register_settings')
        .values({ merchant_code: merchantCode, fields, updated_at: now })
        .onConflict((oc) => oc.column('merchant_code').doUpdateSet({ fields, updated_at: now }))
        .execute();
    },
  };
}

export type RegisterRepository = ReturnType<typeof createRegisterRepository>;
