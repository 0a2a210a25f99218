import type { Generated, Selectable } from 'kysely';

/** The tables `modules/agents/agents` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface AgentsTables {
  agent_relays: AgentRelaysTable;
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
}

// Agents (migration 2026-11-24-0022).

export interface AgentRelaysTable {
  id: Generated<number>;
  merchant_code: string;
  agent_id: number;
  member_id: number;
  request_id: string;
  amount_cents: number;
  currency: string;
  transfer_id: number;
  created_at: number;
}

export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  /** salary | dividend | hourly */
  kind: string;
  upline_id: number;
  agent_id: number;
  /** pending | active | refused | replaced */
  status: string;
  /** JSON terms of the kind */
  terms: string;
  created_at: number;
  responded_at: number | null;
  /** when a newer contract of the kind replaced it: no period starting later is its */
  ended_at: number | null;
}

// Contract settlements (migration 2026-11-24-0023).

export interface AgentSettlementsTable {
  id: Generated<number>;
  merchant_code: string;
  contract_id: number;
  agent_id: number;
  upline_id: number;
  kind: string;
  period_key: string;
  period_start: number;
  period_end: number;
  team_bets_cents: number;
  team_net_loss_cents: number;
  carry_in_cents: number;
  carry_out_cents: number;
  rate_bp: number;
  amount_cents: number;
  transfer_id: number | null;
  created_at: number;
}

export type AgentContractRow = Selectable<AgentContractsTable>;
export type AgentSettlementRow = Selectable<AgentSettlementsTable>;
