import type { FastifyRequest } from 'fastify';
import type { OperatorRepository } from './repository.ts';

/** What a handler says it changed: the audit row's merchant, target and the state before and after. */
export interface AuditChange {
  merchant?: string | null;
  target?: unknown;
  before?: unknown;
  after?: unknown;
}

/** success: done; failed: tried and did not happen (bad input, conflict, wrong password); refused: not allowed (role, scope, limit). */
export const AUDIT_OUTCOMES = ['success', 'failed', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number] | 'pending';

declare module 'fastify' {
  interface FastifyRequest {
    /** states what this /ops request changed, for its audit row (called by the handler, before answering) */
    auditChange(change: AuditChange): void;
    /** what auditChange collected */
    opsAudit?: AuditChange;
    /** the id of this request's pending audit row (written before the handler ran) */
    opsAuditId?: number;
  }
  interface FastifyContextConfig {
    /** body fields of this route that are secrets although their name is not one (`code` of a TOTP enrolment) */
    auditSecrets?: readonly string[];
    /** a read that is audited like a change */
    audit?: boolean;
    /** a list that answers `format=csv` with its whole result (core/csv-export.ts): each export is audited */
    csvExport?: boolean;
  }
}

/**
 * Fields that hold real secrets, by exact name (compared without case): passwords, PINs, TOTP secrets and
 * codes, tokens and keys. Exact names, not substrings: a merchant's or a game's `code`, `resetTotp: true`
 * or `totpEnabled` are what an auditor needs to read. A route whose field is a secret under a plain name
 * says so in `config.auditSecrets`.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(
  [
    'password',
    'currentPassword',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'confirmNewPassword',
    'oneTimePassword',
    'paymentPassword',
    'oldPaymentPassword',
    'newPaymentPassword',
    'withdrawPassword',
    'pin',
    'withdrawalPin',
    'totp',
    'totpCode',
    'totpSecret',
    'secret',
    'otpauthUrl',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'apiKey',
    'secretKey',
    'privateKey',
    'clientSecret',
    'webhookSecret',
    'captcha',
  ].map((k) => k.toLowerCase()),
);

/** What the operator command (npm run operator) records, with the labels the audit log shows. */
export const CLI_ACTIONS = {
  'CLI create operator': 'Create an operator (command line)',
  'CLI reset operator password': "Reset an operator's password (command line)",
  'CLI reset operator second factor': "Reset an operator's second factor (command line)",
  'CLI disable operator': 'Disable an operator (command line)',
  'CLI enable operator': 'Enable an operator (command line)',
} as const;

export const REDACTED = '[redacted]';
/** Deeper than this a value is kept as a marker: an audit row shows what a person sent, not a 50,000-deep array. */
const MAX_DEPTH = 8;
const TOO_DEEP = '[too deep]';
/** Longer lists keep their first items and say how many there were. */
const MAX_ITEMS = 200;

/** A copy with every secret field replaced, at any depth; what lies deeper than MAX_DEPTH becomes a marker. */
export function redact(value: unknown, extra: readonly string[] = [], depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, extra, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`[${value.length - MAX_ITEMS} more]`);
    return items;
  }
  const lowerExtra = extra.map((k) => k.toLowerCase());
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const key = k.toLowerCase();
      return [k, SECRET_FIELDS.has(key) || lowerExtra.includes(key) ? REDACTED : redact(v, extra, depth + 1)];
    }),
  );
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
  /** 'ok', or why it failed or was refused (a sign-in's reason, an error code) */
  status: string;
  /** derived from status when left out: 'ok' is a success, 'rate_limited' refused, anything else failed */
  outcome?: Exclude<AuditOutcome, 'pending'>;
  httpStatus?: number | null;
  at: number;
}

function outcomeOfStatus(status: string): Exclude<AuditOutcome, 'pending'> {
  if (status === 'ok') return 'success';
  return status === 'rate_limited' || status === 'captcha_required' ? 'refused' : 'failed';
}

/** The outcome an HTTP answer stands for. */
export function outcomeOfHttp(statusCode: number): Exclude<AuditOutcome, 'pending'> {
  if (statusCode < 400) return 'success';
  return statusCode === 401 || statusCode === 403 || statusCode === 429 ? 'refused' : 'failed';
}

/** A whole row at once: sign-ins, and changes refused before their handler could run. */
export async function appendAudit(repository: OperatorRepository, row: AuditRow): Promise<void> {
  const outcome = row.outcome ?? outcomeOfStatus(row.status);
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
    outcome,
    http_status: row.httpStatus ?? (outcome === 'success' ? 200 : null),
    completed_at: row.at,
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

export function actionOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}

function paramsOf(request: FastifyRequest): unknown {
  const params = request.params as Record<string, unknown> | undefined;
  return params && Object.keys(params).length > 0 ? params : undefined;
}

function secretsOf(request: FastifyRequest): readonly string[] {
  return request.routeOptions.config?.auditSecrets ?? [];
}

/**
 * The row of a change about to run, as JSON text: what the request asks (its body, secrets redacted) as
 * `after` until the handler states its before and after. Throws on a body that cannot be written down,
 * before anything changed.
 */
export function pendingRowOf(request: FastifyRequest, at: number) {
  const actor = request.opsActor!;
  return {
    at,
    actor: actor.username,
    actor_role: actor.role,
    merchant_code: namedMerchant(request) ?? null,
    action: actionOf(request),
    // params name what is acted on (a merchant code, an order number): nothing secret
    target: json(paramsOf(request)),
    before_json: null,
    after_json: json(redact(request.body, secretsOf(request))),
    ip: request.ip,
    status: 'pending',
    outcome: 'pending',
    http_status: null,
    completed_at: null,
  };
}

/** A stated side as JSON: a stated nothing (`before: null` of a creation) is the text `null`, unlike a side never stated (SQL NULL). */
function stated(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** The completion of a pending row: the outcome, and what the handler stated it changed. */
export function completionOf(request: FastifyRequest, statusCode: number, errorCode: string | undefined, at: number) {
  const change = request.opsAudit ?? {};
  const outcome = outcomeOfHttp(statusCode);
  const secrets = secretsOf(request);
  return {
    outcome,
    http_status: statusCode,
    status: outcome === 'success' ? 'ok' : (errorCode ?? `http_${statusCode}`),
    completed_at: at,
    ...(change.merchant !== undefined ? { merchant_code: change.merchant } : {}),
    ...(change.target !== undefined ? { target: json(change.target) } : {}),
    ...('before' in change ? { before_json: stated(redact(change.before, secrets)) } : {}),
    ...('after' in change ? { after_json: stated(redact(change.after, secrets)) } : {}),
  };
}

/** The row of a change refused before its handler ran (role, scope, CSRF header, invalid input). */
export function refusedRowOf(request: FastifyRequest, statusCode: number, errorCode: string | undefined, at: number): AuditRow | undefined {
  const actor = request.opsActor;
  if (!actor) return undefined;
  let after: unknown;
  try {
    after = redact(request.body, secretsOf(request));
    JSON.stringify(after);
  } catch {
    after = undefined;
  }
  return {
    actor: actor.username,
    actorRole: actor.role,
    merchant: namedMerchant(request) ?? null,
    action: actionOf(request),
    target: paramsOf(request),
    after,
    ip: request.ip,
    status: errorCode ?? `http_${statusCode}`,
    outcome: outcomeOfHttp(statusCode),
    httpStatus: statusCode,
    at,
  };
}
