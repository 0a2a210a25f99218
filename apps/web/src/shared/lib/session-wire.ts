/**
 * Contract constants needed on the start-up path (http client, silent renewal, free play on home). They
 * mirror packages/contract/src/schemas/accounts.ts, because importing anything from that module brings its
 * zod schemas, and zod (~26 KB gzip), into the entry chunk. session-wire.test.ts keeps them equal.
 */
export const SESSION_PATHS = {
  renew: '/wps/session/renew',
  logout: '/wps/session/logout',
  freeplay: '/wps/session/login/freeplay',
} as const;

/** The header that asks the server to keep the session token in the HttpOnly cookie only. */
export const SESSION_TRANSPORT_HEADER = 'Session-Transport';

/** What a social login adds to the address it returns to: `?login=social`. */
export const SOCIAL_LOGIN_MARKER = { param: 'login', value: 'social' } as const;
