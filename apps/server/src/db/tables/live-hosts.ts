import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `modules/catalogue/live-hosts` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface LiveHostsTables {
  live_hosts: LiveHostsTable;
  live_host_follows: LiveHostFollowsTable;
}

// Live casino hosts (migration 2026-11-24-0024).

export interface LiveHostsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  /** the LIVE catalogue game the host deals at */
  node_id: string;
  /** JSON array of language codes */
  languages: string;
  /** JSON object language -> bio */
  bio: string;
  /** JSON array of [start, minutes], start in minutes from local Monday 00:00 */
  schedule: string;
  /** 1: switched on */
  enabled: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface LiveHostFollowsTable {
  member_id: number;
  host_id: number;
  created_at: number;
}

export type LiveHostRow = Selectable<LiveHostsTable>;
export type NewLiveHostRow = Insertable<LiveHostsTable>;
