/**
 * What never reaches a log: values of query parameters and body fields that carry a credential. Matched by
 * whole name (case-insensitive, `_`/`-` ignored), not by substring: `gameCode` or `promoCode` are data,
 * `code` (a sign-in, OAuth or SMS code) is not.
 */
const SECRET_NAMES = new Set(
  [
    'password',
    'passwd',
    'pwd',
    'oldpassword',
    'newpassword',
    'paymentpassword',
    'pin',
    'token',
    'accesstoken',
    'idtoken',
    'refreshtoken',
    'resettoken',
    'ticket',
    'code',
    'smscode',
    'emailcode',
    'otp',
    'totp',
    'secret',
    'clientsecret',
    'apikey',
    'key',
    'signature',
    'sig',
    'state',
    'nonce',
    'authorization',
    'cookie',
    'session',
  ].map(normalise),
);

function normalise(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

export const REDACTED = '[redacted]';

export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(normalise(name));
}

/** A URL (path and query) with the value of every secret query parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is kept as it came; the request is refused anyway
      }
      return eq >= 0 && isSecretName(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** A copy of a JSON-like value with every secret field's value replaced (depth-limited, cycle-safe). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 16) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretName(k) ? REDACTED : redactValue(v, depth + 1)]));
}
