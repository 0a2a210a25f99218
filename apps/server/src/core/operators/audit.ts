import type { FastifyRequest } from 'fastify';
import type { OperatorRepository } from './repository.ts';

/** What a handler says it changed: the audit row's merchant, target and the state before and after. */
export interface AuditChange {
  merchant?: string | null;
  target?: unknown;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** states what this /ops request changed, for its audit row (called by the handler, before answering) */
    auditChange(change: AuditChange): void;
    /** what auditChange collected */
    opsAudit?: AuditChange;
  }
}

const SECRET_KEY = /pass|secret|totp|token|^code$|otp/i;
const REDACTED = '[redacted]';

/** A copy with every password, code, secret and token replaced, at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1)]));
}

function json(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value);
}

export interface AuditRow {
  actor: string;
  actorRole: string;
  merchant: string | null;
  action: string;
  target?: unknown;
  before?: unknown;
  after?: unknown;
  ip: string;
  status: string;
  at: number;
}

export async function appendAudit(repository: OperatorRepository, row: AuditRow): Promise<void> {
  await repository.appendAudit({
    at: row.at,
    actor: row.actor,
    actor_role: row.actorRole,
    merchant_code: row.merchant,
    action: row.action,
    target: json(row.target),
    before_json: json(row.before),
    after_json: json(row.after),
    ip: row.ip,
    status: row.status,
  });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The merchant a request names: params.code, else ?merchant, else body.merchant. */
export function namedMerchant(request: FastifyRequest): string | undefined {
  return namedMerchants(request)[0];
}

/** Every merchant a request names (a repeated ?merchant included), for the scope check. */
export function namedMerchants(request: FastifyRequest): string[] {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const values = [params?.code, query?.merchant, body && typeof body === 'object' && !Array.isArray(body) ? body.merchant : undefined];
  return values.flat().filter((v): v is string => text(v) !== undefined);
}

/** The audit row of a changing /ops request that succeeded. */
export function auditRowOf(request: FastifyRequest, at: number): AuditRow | undefined {
  const actor = request.opsActor;
  if (!actor) return undefined;
  const change = request.opsAudit ?? {};
  const params = request.params as Record<string, unknown> | undefined;
  const target = change.target ?? (params && Object.keys(params).length > 0 ? params : undefined);
  return {
    actor: actor.username,
    actorRole: actor.role,
    merchant: change.merchant !== undefined ? change.merchant : (namedMerchant(request) ?? null),
    action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    // params name what was acted on (a merchant code, an order number): nothing secret
    target,
    before: redact(change.before),
    after: redact('after' in change ? change.after : request.body),
    ip: request.ip,
    status: 'ok',
    at,
  };
}
