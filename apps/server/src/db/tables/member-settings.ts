import type { Generated } from 'kysely';

/** The tables `modules/accounts/member-settings` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface MemberSettingsTables {
  email_verifications: EmailVerificationsTable;
  member_security_answers: MemberSecurityAnswersTable;
  marketing_preferences: MarketingPreferencesTable;
}

// The member's own settings (migration 2026-11-24-0019).

export interface EmailVerificationsTable {
  id: string;
  member_id: number;
  email: string;
  email_key: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface MemberSecurityAnswersTable {
  member_id: number;
  question_id: string;
  answer_hash: string;
  updated_at: number;
}

/**
 * What marketing a member takes, per channel, and the language their app last used (migration 2026-11-30-0046).
 * No row: the defaults (docs/decisions.md): in-app yes; e-mail, SMS and push only once the member turns them on.
 */
export interface MarketingPreferencesTable {
  member_id: number;
  merchant_code: string;
  /** the app's language when the member last saved or read these settings; null: not known (the brand's default) */
  language: string | null;
  /** 0: no marketing at all, on any channel, the inbox included */
  marketing: number;
  email: number;
  sms: number;
  push: number;
  updated_at: number;
}
