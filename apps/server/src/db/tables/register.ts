/** The tables `modules/accounts/register` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface RegisterTables {
  register_settings: RegisterSettingsTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface RegisterSettingsTable {
  merchant_code: string;
  /** JSON object: register field -> partial rule */
  fields: string;
  updated_at: number;
}
