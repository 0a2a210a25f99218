import type { Selectable } from 'kysely';

/** The tables `core/encryption` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreEncryptionTables {
  encryption_keys: EncryptionKeysTable;
  request_nonces: RequestNoncesTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface EncryptionKeysTable {
  kid: string;
  algorithm: string;
  /** JSON JWK */
  public_jwk: string;
  /** PKCS8 DER, base64 */
  private_pkcs8: string;
  created_at: number;
  retired_at: number | null;
}

export interface RequestNoncesTable {
  nonce: string;
  expires_at: number;
}

export type EncryptionKeyRow = Selectable<EncryptionKeysTable>;
