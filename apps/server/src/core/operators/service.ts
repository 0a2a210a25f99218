import type { Operator } from '@lobby/contract';
import type { OperatorRow, OperatorSessionRow } from '../../db/schema.ts';
import { OPERATOR_ROLES, PERMISSIONS, ROLES_REQUIRING_TOTP, roleHolds } from './permissions.ts';
import type { OperatorRole, Permission } from './permissions.ts';
import type { OperatorRepository } from './repository.ts';
import { newToken } from '../one-time-secrets/secret.ts';

export { CONSOLE_ABSOLUTE_MS } from './repository.ts';
/** last_seen_at is written at most this often per session: a page of parallel calls makes one write. */
const TOUCH_EVERY_MS = 15_000;

export function isOperatorRole(role: string): role is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(role);
}

export function permissionsOf(role: OperatorRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => roleHolds(role, p));
}

/** The role must sign in with a second factor, and this operator has none yet. */
export function needsTotpSetup(row: Pick<OperatorRow, 'role' | 'totp_enabled'>): boolean {
  return row.totp_enabled !== 1 && (!isOperatorRole(row.role) || ROLES_REQUIRING_TOTP.includes(row.role));
}

/** The password was set by someone else (the operator command, an owner's reset): the operator chooses their own first. */
export function needsPasswordChange(row: Pick<OperatorRow, 'password_change_required'>): boolean {
  return row.password_change_required === 1;
}

/** What a session must finish before any /ops route but /ops/auth/* answers it. */
export function pendingSteps(row: Pick<OperatorRow, 'role' | 'totp_enabled' | 'password_change_required'>) {
  return { passwordChangeRequired: needsPasswordChange(row), totpSetupRequired: needsTotpSetup(row) };
}

export interface LiveSession {
  session: OperatorSessionRow;
  operator: OperatorRow;
  merchants: 'all' | string[];
}

export interface OperatorSessionsOptions {
  repository: OperatorRepository;
  now: () => number;
  idleMs: number;
}

/** Operator sessions: 256-bit tokens kept only as SHA-256, a sliding idle timeout and a 12-hour cap. */
export function createOperatorSessions(options: OperatorSessionsOptions) {
  const { repository, now, idleMs } = options;
  return {
    idleMs,

    async view(row: OperatorRow, merchants?: 'all' | string[]): Promise<Operator> {
      const role = isOperatorRole(row.role) ? row.role : 'read_only';
      return {
        username: row.username,
        displayName: row.display_name,
        role,
        merchants: merchants ?? (await repository.merchantsOf(row.id)),
        totpEnabled: row.totp_enabled === 1,
        disabled: row.disabled === 1,
        passwordChangeRequired: row.password_change_required === 1,
        permissions: permissionsOf(role),
      };
    },

    async issue(operatorId: number, ip: string, userAgent: string): Promise<string> {
      const token = newToken();
      await repository.insertSession({ operatorId, at: now(), ip, userAgent: userAgent.slice(0, 300) }, token);
      return token;
    },

    /** The live session of a cookie's token (and slides its idle timeout), or undefined. */
    async resolve(token: string): Promise<LiveSession | undefined> {
      const t = now();
      const session = await repository.liveSession(token, t);
      if (!session || t - Number(session.last_seen_at) > idleMs) return undefined;
      const operator = await repository.byId(session.operator_id);
      if (!operator || operator.disabled === 1) return undefined;
      if (t - Number(session.last_seen_at) >= TOUCH_EVERY_MS) await repository.touchSession(session.id, t);
      return { session, operator, merchants: await repository.merchantsOf(operator.id) };
    },

    async revoke(sessionId: number): Promise<void> {
      await repository.revokeSession(sessionId, now());
    },
  };
}

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
