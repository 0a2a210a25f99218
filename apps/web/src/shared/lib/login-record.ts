import { local, STORAGE_KEYS } from './storage';

/**
 * The remembered login of each login type: what the login form pre-fills. It never holds the password: any
 * script on the page could read it from storage (encoding would not stop that), so "remember password" is
 * the browser's password manager (autocomplete attributes) plus the server's remember-device cookie
 * (docs/decisions.md).
 */
export type LoginType = 'username' | 'sms';

export interface LoginRecord {
  type: LoginType;
  username: string;
  countryDialingCode?: string;
}

type Records = Partial<Record<LoginType, LoginRecord>>;

function isRecord(value: unknown): value is LoginRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (v.type === 'username' || v.type === 'sms') && typeof v.username === 'string';
}

function readAll(): Records {
  const stored = local.getJson<Record<string, unknown>>(STORAGE_KEYS.loginRecord);
  const out: Records = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const type of ['username', 'sms'] as const) {
    const record = stored[type];
    if (isRecord(record) && record.type === type) {
      // Copy field by field: whatever else an old version stored (a password) is dropped here.
      out[type] = {
        type,
        username: record.username,
        ...(typeof record.countryDialingCode === 'string' ? { countryDialingCode: record.countryDialingCode } : {}),
      };
    }
  }
  return out;
}

export function readLoginRecord(type: LoginType): LoginRecord | null {
  return readAll()[type] ?? null;
}

export function saveLoginRecord(record: LoginRecord): void {
  const all = readAll();
  all[record.type] = {
    type: record.type,
    username: record.username,
    ...(record.countryDialingCode ? { countryDialingCode: record.countryDialingCode } : {}),
  };
  local.setJson(STORAGE_KEYS.loginRecord, all);
}

export function forgetLoginRecord(type: LoginType): void {
  const all = readAll();
  delete all[type];
  local.setJson(STORAGE_KEYS.loginRecord, all);
}
