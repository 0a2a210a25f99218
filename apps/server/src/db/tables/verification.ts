import type { Selectable } from 'kysely';

/** The tables `modules/accounts/verification` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface VerificationTables {
  slider_challenges: SliderChallengesTable;
}

// Verification and passwords (migration 2026-11-22-0003).

export interface SliderChallengesTable {
  id: string;
  /** SHA-256 of IP + User-Agent: another client cannot answer the challenge */
  client_key: string;
  target_x: number;
  piece_y: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type SliderChallengeRow = Selectable<SliderChallengesTable>;
