import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `modules/accounts/social` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface SocialTables {
  member_identities: MemberIdentitiesTable;
}

// Social login (migration 2026-11-22-0004).

export interface MemberIdentitiesTable {
  id: Generated<number>;
  member_id: number;
  /** the member's merchant: a person may be a member of several brands */
  merchant_code: string;
  /** 'google' | 'facebook' */
  provider: string;
  /** the provider's `sub` for this person: unique per merchant and provider */
  subject: string;
  /** the e-mail the provider last reported (verified or not) */
  email: string | null;
  created_at: number;
}

export type MemberIdentityRow = Selectable<MemberIdentitiesTable>;
export type NewMemberIdentityRow = Insertable<MemberIdentitiesTable>;
