/**
 * The one check for every "where to go back to" value (login's return, a game's Back to lobby, live chat's
 * back link, a banner's link): only a path on this site qualifies. A protocol-relative `//host`, a
 * backslash (`/\\host`, which browsers read as `//host`), a scheme (`javascript:`, `https:`), control
 * characters or another origin all fail, so a crafted link cannot send a person to another site.
 *
 * `origin`: an absolute URL on this origin is accepted and reduced to its path. `prefix`: the path must
 * start with it (the web app keeps returns under `/m/`).
 */
export function safeReturnPath(value: string | null | undefined, options: { origin?: string; prefix?: string } = {}): string | null {
  if (typeof value !== 'string') return null;
  let candidate = value.trim();
  if (!candidate || candidate.length > 2048) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(candidate)) return null;
  if (options.origin && !candidate.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      return null;
    }
    let site: string;
    try {
      site = new URL(options.origin).origin;
    } catch {
      return null;
    }
    if (url.origin !== site) return null;
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (options.prefix && !candidate.startsWith(options.prefix)) return null;
  return candidate;
}
