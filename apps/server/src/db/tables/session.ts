/** The tables `modules/accounts/session` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface SessionTables {
  login_failures: LoginFailuresTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface LoginFailuresTable {
  key: string;
  count: number;
  first_at: number;
  last_at: number;
}
