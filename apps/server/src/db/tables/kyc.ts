import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/kyc` owns (migration 2026-11-30-0042): rules, uploads and submissions. */
export interface KycTables {
  kyc_rules: KycRulesTable;
  kyc_documents: KycDocumentsTable;
  kyc_submissions: KycSubmissionsTable;
}

/** A merchant's rules (absent: the defaults of its currency). */
export interface KycRulesTable {
  merchant_code: string;
  /** withdrawals of a local day above this need level 2; null: never */
  level2_daily_cents: number | null;
  /** deposits in all above this need level 3 to withdraw; null: never */
  level3_deposits_cents: number | null;
  minimum_age: number;
  retention_days: number;
  /** 1: the local checker approves what passes its rules */
  auto_approve: number;
  updated_at: number;
  updated_by: string;
}

/** An upload: its facts in the row, its bytes encrypted in the data folder (`storage_key`; null once deleted). */
export interface KycDocumentsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** id_front | id_back | selfie | funds_proof */
  kind: string;
  /** jpeg | png | pdf */
  type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** hex SHA-256 of the stored (EXIF-free) bytes: the same picture twice, or another account's */
  sha256: string;
  storage_key: string | null;
  /** the submission it was sent with; null: uploaded, not sent yet */
  submission_id: number | null;
  created_at: number;
  purged_at: number | null;
}

export interface KycSubmissionsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** 2 identity, 3 source of funds */
  level: number;
  /** pending | approved | rejected */
  status: string;
  /** what the player typed, sealed with the data key (lib/secret-box.ts): full_name, birth_date, id_number, funds_detail */
  full_name: string | null;
  birth_date: string | null;
  id_type: string | null;
  id_number: string | null;
  /** a keyed digest of the ID number without spaces or dashes, upper case: one ID, one account */
  id_number_key: string | null;
  funds_source: string | null;
  funds_detail: string | null;
  check_provider: string | null;
  /** approve | reject | review */
  check_verdict: string | null;
  /** JSON array of the checker's findings */
  check_findings: string | null;
  reason: string | null;
  note: string | null;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
  /** its documents were deleted after the retention period */
  purged_at: number | null;
}

export type KycRulesRow = Selectable<KycRulesTable>;
export type KycDocumentRow = Selectable<KycDocumentsTable>;
export type KycSubmissionRow = Selectable<KycSubmissionsTable>;
