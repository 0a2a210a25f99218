import type { Kysely } from 'kysely';
import type { Database, EncryptionKeyRow } from '../../db/schema.ts';

export function createEncryptionRepository(db: Kysely<Database>) {
  return {
    /** The newest key not retired: the one the server publishes. */
    async current(): Promise<EncryptionKeyRow | undefined> {
      return db
        .selectFrom('encryption_keys')
        .selectAll()
        .where('retired_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('kid', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async byKid(kid: string): Promise<EncryptionKeyRow | undefined> {
      return db.selectFrom('encryption_keys').selectAll().where('kid', '=', kid).executeTakeFirst();
    },

    async all(): Promise<Pick<EncryptionKeyRow, 'kid' | 'private_pkcs8'>[]> {
      return db.selectFrom('encryption_keys').select(['kid', 'private_pkcs8']).execute();
    },

    /** Swaps a key's stored private half for another sealing of it (only if it is still `from`). */
    async resealPrivate(kid: string, from: string, to: string): Promise<void> {
      await db.updateTable('encryption_keys').set({ private_pkcs8: to }).where('kid', '=', kid).where('private_pkcs8', '=', from).execute();
    },

    async insert(row: EncryptionKeyRow): Promise<void> {
      await db.insertInto('encryption_keys').values(row).onConflict((oc) => oc.column('kid').doNothing()).execute();
    },

    /** Records a nonce; false when it was already there (a replay). */
    async rememberNonce(nonce: string, expiresAt: number): Promise<boolean> {
      const inserted = await db
        .insertInto('request_nonces')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async deleteExpiredNonces(now: number): Promise<void> {
      await db.deleteFrom('request_nonces').where('expires_at', '<', now).execute();
    },
  };
}

export type EncryptionRepository = ReturnType<typeof createEncryptionRepository>;
