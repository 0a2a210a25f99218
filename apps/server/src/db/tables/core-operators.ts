import type { Generated, Selectable } from 'kysely';

/** The tables `core/operators` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreOperatorsTables {
  operators: OperatorsTable;
  operator_merchants: OperatorMerchantsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}

// Live casino hosts (migration 2026-11-24-0024).

/** An operator of the console (back office). */
export interface OperatorsTable {
  id: Generated<number>;
  /** lower-case, unique */
  username: string;
  display_name: string;
  /** argon2id */
  password_hash: string;
  role: string;
  /** the TOTP secret, sealed by the app's secret box (lib/secret-box.ts): set while enrolling (totp_enabled 0) and once enrolled */
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  /** the 30-second step of the last accepted code: a code is never accepted twice */
  totp_last_step: number | null;
  disabled: Generated<number>;
  created_at: number;
  /** 1: the password was set by someone else (the operator command, an owner's reset); chosen anew at the next sign-in */
  password_change_required: Generated<number>;
  password_changed_at: number | null;
}

/** The merchants an operator sees; merchant_code '*' means every merchant. */
export interface OperatorMerchantsTable {
  operator_id: number;
  merchant_code: string;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  /** hex SHA-256 of the cookie's token */
  token_hash: string;
  operator_id: number;
  created_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
  revoked_at: number | null;
}

/** Append-only (database triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  actor_role: string;
  merchant_code: string | null;
  /** `METHOD /ops/route/pattern`, or `console.login` */
  action: string;
  /** JSON of the route params (what was acted on) */
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  /** 'ok', or why it failed or was refused (a sign-in's reason, an error code) */
  status: string;
  /** 'pending' while the change runs (written before it), then 'success', 'failed' or 'refused' */
  outcome: Generated<string>;
  /** the HTTP status answered (null while pending) */
  http_status: number | null;
  completed_at: number | null;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type OperatorSessionRow = Selectable<OperatorSessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
