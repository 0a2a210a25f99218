import type { Generated, Selectable } from 'kysely';

/** The tables `modules/play/crash` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  crash_leases: CrashLeasesTable;
}

// Crash (migration 2026-11-24-0016; a chain's beacon 2026-11-29-0036).

export interface CrashChainsTable {
  id: Generated<number>;
  merchant_code: string;
  number: number;
  /** secret: never answered, never logged */
  seed: string;
  /** the announced beacon round's randomness; '' until it is fetched (a chain from before beacons: the server's) */
  salt: string;
  length: number;
  terminal_hash: string;
  /** the commitment: when the terminal hash and the beacon round were fixed (epoch ms) */
  created_at: number;
  /** 'drand' | 'local'; null for a chain committed before beacons */
  beacon: string | null;
  beacon_chain: string | null;
  beacon_round: number | null;
  /** when the announced round is published (epoch ms) */
  beacon_round_at: number | null;
  /** the round's signature, once fetched */
  beacon_signature: string | null;
}

export interface CrashRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  chain_id: number;
  chain_index: number;
  hash: string;
  crash_point_x100: number;
  phase: string;
  starts_at: number;
  crashed_at: number | null;
  created_at: number;
}

export interface CrashBetsTable {
  id: Generated<number>;
  round_id: number;
  member_id: number;
  player: string;
  merchant_code: string;
  currency: string;
  demo: number;
  request_id: string;
  amount_cents: number;
  auto_cashout_x100: number | null;
  status: string;
  cashed_out_x100: number | null;
  payout_cents: number | null;
  settled: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface CrashLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

export type CrashChainRow = Selectable<CrashChainsTable>;
export type CrashRoundRow = Selectable<CrashRoundsTable>;
export type CrashBetRow = Selectable<CrashBetsTable>;
