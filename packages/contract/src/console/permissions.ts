/**
 * Operator roles and what each may do: the one table the server's /ops guard checks and each endpoint
 * descriptor names its permission from (a descriptor with an unknown permission does not compile). The
 * automation token (OPS_TOKEN) holds every permission on every merchant.
 */
export const CONSOLE_ROLES = ['owner', 'finance', 'content', 'support', 'agent_manager', 'read_only'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const PERMISSIONS = {
  'dashboard.read': ['owner', 'finance', 'content', 'support', 'agent_manager', 'read_only'],
  'players.read': ['owner', 'finance', 'support', 'agent_manager', 'read_only'],
  'players.manage': ['owner', 'support'],
  'cashier.read': ['owner', 'finance', 'read_only'],
  'cashier.review': ['owner', 'finance'],
  'games.read': ['owner', 'content', 'read_only'],
  'games.manage': ['owner', 'content'],
  'content.read': ['owner', 'content', 'support', 'read_only'],
  'content.manage': ['owner', 'content'],
  'agents.read': ['owner', 'finance', 'agent_manager', 'read_only'],
  'agents.manage': ['owner', 'agent_manager'],
  'support.read': ['owner', 'support', 'read_only'],
  'support.reply': ['owner', 'support'],
  'brands.read': ['owner', 'finance', 'content', 'support', 'agent_manager', 'read_only'],
  'brands.manage': ['owner'],
  'reports.read': ['owner', 'finance', 'agent_manager', 'read_only'],
  'compliance.read': ['owner', 'finance', 'read_only'],
  'compliance.manage': ['owner', 'finance'],
  'sportsbook.read': ['owner', 'finance', 'content', 'support', 'read_only'],
  'sportsbook.manage': ['owner', 'content'],
  'sportsbook.settle': ['owner', 'finance'],
  'audit.read': ['owner', 'read_only'],
  'operators.manage': ['owner'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleHolds(role: ConsoleRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly ConsoleRole[]).includes(role);
}
