/**
 * The agent area (/m/agent/home and the contract screens): the downline tree, team KPI, payment relay and
 * contracts between an agent and its upline. Zod-free.
 */
export const AGENT_PATHS = {
  home: '/wps/agent/home',
  team: '/wps/agent/team',
  /** POST: open a member or a sub-agent account under the caller */
  teamMember: '/wps/agent/team/member',
  kpi: '/wps/agent/kpi',
  relay: '/wps/agent/relay',
  contracts: '/wps/agent/contracts',
  contractRespond: '/wps/agent/contracts/:id/respond',
  /** the statements behind a contract's payments (its agent and its upline) */
  settlements: '/wps/agent/settlements',
  /** the three pending-request fields the home screen checks on load */
  contractCheck: '/wps/agent/contract/check',
} as const;

export const AGENT_OPS_PATHS = {
  /** runs the settlement job now (it also runs every minute by itself) */
  settle: '/ops/agents/settle',
} as const;
