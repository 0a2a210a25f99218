/**
 * What an audit row's before and after mean for a person: the fields that changed (before -> after), what a
 * new thing was made with, what a removed thing was, or (for a refused or failed change) what was asked.
 * Nested objects are followed to a few levels as dotted paths (`whitelabel.REWCEN3`); lists compare whole.
 */
export interface FieldChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

export type AuditDiff =
  | { kind: 'none' }
  | { kind: 'changed'; changes: FieldChange[]; unchanged: number }
  | { kind: 'created'; fields: FieldChange[] }
  | { kind: 'removed'; fields: FieldChange[] }
  | { kind: 'asked'; fields: FieldChange[] };

const MAX_DEPTH = 3;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** path -> value, objects opened up to MAX_DEPTH levels; a scalar at the top is the path "value". */
export function flatten(value: unknown, prefix = '', depth = 0, out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (isPlainObject(value) && depth < MAX_DEPTH) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, depth + 1, out);
    return out;
  }
  if (value !== undefined) out.set(prefix || 'value', value);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditDiff(entry: { before: unknown; after: unknown; outcome: string }): AuditDiff {
  const { before, after } = entry;
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (entry.outcome !== 'success') {
    if (!hasAfter) return { kind: 'none' };
    return { kind: 'asked', fields: [...flatten(after)].map(([path, value]) => ({ path, after: value })) };
  }
  if (!hasBefore && !hasAfter) return { kind: 'none' };
  if (!hasBefore) return { kind: 'created', fields: [...flatten(after)].map(([path, value]) => ({ path, after: value })) };
  if (!hasAfter) return { kind: 'removed', fields: [...flatten(before)].map(([path, value]) => ({ path, before: value })) };
  const b = flatten(before);
  const a = flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  const changes: FieldChange[] = [];
  let unchanged = 0;
  for (const path of paths) {
    if (same(b.get(path), a.get(path))) unchanged++;
    else changes.push({ path, ...(b.has(path) ? { before: b.get(path) } : {}), ...(a.has(path) ? { after: a.get(path) } : {}) });
  }
  return { kind: 'changed', changes, unchanged };
}

/** A value as a short text: strings as they are, lists and objects as compact JSON, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** A target (the route's params, or what the handler named) as label/value pairs: `{ code: 'LUCKY' }` is Merchant LUCKY. */
export function targetParts(target: unknown): { key: string; value: string }[] {
  if (target === null || target === undefined) return [];
  if (!isPlainObject(target)) return [{ key: '', value: valueText(target) }];
  return Object.entries(target).map(([key, value]) => ({ key, value: valueText(value) }));
}
