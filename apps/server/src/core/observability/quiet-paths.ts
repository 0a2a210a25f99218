/**
 * Probes and scrapes: answered, but never logged, counted as traffic or traced (requests.ts, tracing.ts).
 * A module of its own: tracing.ts loads before the server and imports nothing else of it.
 */
const QUIET_PATHS: ReadonlySet<string> = new Set(['/livez', '/readyz', '/healthz', '/metrics']);

/** The path of a request target without its query. */
export function isQuietPath(url: string): boolean {
  return QUIET_PATHS.has(url.split('?', 1)[0] ?? '');
}
