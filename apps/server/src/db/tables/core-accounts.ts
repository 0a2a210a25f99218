import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The tables `core/accounts` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreAccountsTables {
  club_labels: ClubLabelsTable;
  members: MembersTable;
  member_tree: MemberTreeTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface ClubLabelsTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  level: number;
  expected_conditions: number;
}

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  /** lower-case username: unique per merchant */
  username_key: string;
  /** argon2id PHC string; null for mobile registrations without a password */
  password_hash: string | null;
  type: number;
  nickname: string | null;
  account: string;
  email: string | null;
  email_key: string | null;
  country_dialing_code: string | null;
  mobile_e164: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  affiliate_code: string | null;
  referred_by_affiliate: string | null;
  recommender_id: number | null;
  head_icon: number;
  club_label_id: number | null;
  rank_completed: number;
  rank_expected: number;
  payment_password_hash: string | null;
  /** JSON object: payeeName, idNumber, qqNum, facebook, wechat, line, whatsapp, zalo */
  profile: string;
  status: 'active' | 'disabled';
  register_method: string | null;
  register_url: string | null;
  first_login_at: number | null;
  created_at: number;
  last_login_at: number | null;
  password_changed_at: number | null;
  /** when the e-mail above was confirmed by a code; null: not verified */
  email_verified_at: number | null;
  /** the agent this member is under (its invitation code, or it opened the account); null: none */
  upline_id: number | null;
}

export type MemberRow = Selectable<MembersTable>;
export type NewMemberRow = Insertable<MembersTable>;
export type MemberRowUpdate = Updateable<MembersTable>;
export type ClubLabelRow = Selectable<ClubLabelsTable>;

// The agent tree's closure (migration 2026-11-24-0022): one row per member and each of its uplines.

export interface MemberTreeTable {
  ancestor_id: number;
  member_id: number;
  /** 1: direct upline */
  depth: number;
}
