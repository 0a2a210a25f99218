import type { Selectable } from 'kysely';

/** The tables `core/captcha` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreCaptchaTables {
  captchas: CaptchasTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  client_key: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type CaptchaRow = Selectable<CaptchasTable>;
