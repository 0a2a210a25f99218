import { CONSOLE_ROLES, PERMISSIONS, roleHolds } from '@lobby/contract';
import type { ConsoleRole, Permission } from '@lobby/contract';

/**
 * Operator roles and what each may do: the table is the contract's (console/permissions.ts), where each
 * endpoint descriptor names the one permission its route needs; the route helper (core/endpoint-route.ts)
 * puts it in the route config and the /ops guard lets an operator session through only with a role that
 * holds it and a merchant in the operator's scope. The automation token (OPS_TOKEN) holds every permission
 * on every merchant.
 */
export const OPERATOR_ROLES = CONSOLE_ROLES;
export type OperatorRole = ConsoleRole;
export { PERMISSIONS, roleHolds };
export type { Permission };

/**
 * Reads of players' data, their chats or money: members and their files (players.read), customer service
 * (support.read), the cashier (cashier.read), money reports (reports.read), agents' teams and their money
 * (agents.read), promotion applications naming players (content.read) and the dashboard's money totals
 * (dashboard.read). A role holding any of them signs in with a second factor.
 */
export const SENSITIVE_READS: readonly Permission[] = [
  'players.read',
  'support.read',
  'cashier.read',
  'reports.read',
  'agents.read',
  'content.read',
  'dashboard.read',
];

/** Roles whose operators must sign in with a TOTP second factor: every role that reads a SENSITIVE_READS permission. */
export const ROLES_REQUIRING_TOTP: readonly OperatorRole[] = OPERATOR_ROLES.filter((role) =>
  SENSITIVE_READS.some((p) => (PERMISSIONS[p] as readonly OperatorRole[]).includes(role)),
);

/** A permission that changes something (its routes leave an audit row); reads end in `.read`. */
export function isWritePermission(permission: Permission): boolean {
  return !permission.endsWith('.read');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission an /ops route needs (required on every /ops route; the authorization tests check it) */
    permission?: Permission;
  }
}

/** Who is calling an /ops route: the automation token, or a signed-in operator. */
export interface OpsActor {
  kind: 'token' | 'operator';
  /** the operator's username; `ops-token` for the automation token */
  username: string;
  role: OperatorRole | 'automation';
  /** the merchants this actor may see and change */
  merchants: 'all' | readonly string[];
}

export function actorSees(actor: OpsActor, merchantCode: string): boolean {
  return actor.merchants === 'all' || actor.merchants.includes(merchantCode);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the /ops guard before any /ops handler runs */
    opsActor?: OpsActor;
  }
}
