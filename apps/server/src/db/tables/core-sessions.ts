import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `core/sessions` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreSessionsTables {
  sessions: SessionsTable;
  login_events: LoginEventsTable;
  remember_devices: RememberDevicesTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface SessionsTable {
  id: string;
  token_hash: string;
  member_id: number;
  /** the session's merchant: the trial merchant code for trial accounts */
  merchant_code: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
  /** ISO country from a trusted proxy header at login */
  country: string | null;
}

export interface RememberDevicesTable {
  id: string;
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  user_agent: string | null;
}

// The member's own settings (migration 2026-11-24-0019).

export interface LoginEventsTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  created_at: number;
  /** 1 success, 0 failure */
  success: number;
  method: string;
  reason: string | null;
  ip: string | null;
  country: string | null;
  user_agent: string | null;
  /** the browser's device id cookie (core/sessions); null: none sent (an app without cookies, a failure before one) */
  device_id: string | null;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type RememberDeviceRow = Selectable<RememberDevicesTable>;
export type LoginEventRow = Selectable<LoginEventsTable>;
