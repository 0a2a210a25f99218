import type { Generated } from 'kysely';

/** The tables `modules/operators/console-players` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface ConsolePlayersTables {
  member_notes: MemberNotesTable;
}

// The operator console's players and cashier (migration 2026-11-24-0029).

export interface MemberNotesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  author: string;
  text: string;
  created_at: number;
}
