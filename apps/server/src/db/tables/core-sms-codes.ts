import type { Selectable } from 'kysely';

/** The tables `core/sms-codes` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreSmsCodesTables {
  sms_codes: SmsCodesTable;
}

// Verification and passwords (migration 2026-11-22-0003).

export interface SmsCodesTable {
  id: string;
  merchant_code: string;
  e164: string;
  /** 'noLogin' (login, password by phone) | 'register' */
  purpose: string;
  /** SHA-256 hex of `<id>:<code>` */
  code_hash: string;
  /** wrong guesses so far */
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export type SmsCodeRow = Selectable<SmsCodesTable>;
