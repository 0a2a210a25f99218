import type { Selectable } from 'kysely';

/** The tables `modules/accounts/password` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface PasswordTables {
  password_resets: PasswordResetsTable;
}

// Verification and passwords (migration 2026-11-22-0003).

export interface PasswordResetsTable {
  id: string;
  /** SHA-256 hex of the token */
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type PasswordResetRow = Selectable<PasswordResetsTable>;
