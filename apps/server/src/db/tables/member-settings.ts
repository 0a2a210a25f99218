import type { Generated } from 'kysely';

/** The tables `modules/accounts/member-settings` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface MemberSettingsTables {
  email_verifications: EmailVerificationsTable;
  member_security_answers: MemberSecurityAnswersTable;
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
