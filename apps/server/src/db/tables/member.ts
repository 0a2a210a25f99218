/** The tables `modules/accounts/member` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface MemberTables {
  member_tree: MemberTreeTable;
}

// Agents (migration 2026-11-24-0022).

export interface MemberTreeTable {
  ancestor_id: number;
  member_id: number;
  /** 1: direct upline */
  depth: number;
}
