/**
 * How a session lives and travels: lifetime, cookies, the transport header, and the marks a social login
 * returns with. A module of its own because the web's start-up path needs these few constants (and not the
 * rest of the accounts area).
 */

/** The paths that open, renew and close a session; ACCOUNT_PATHS includes them. */
export const SESSION_PATHS = {
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  renew: '/wps/session/renew',
} as const;

/** Session lifetime: absolute expiry and idle timeout. */
export const SESSION_POLICY = {
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  idleMs: 2 * 60 * 60 * 1000,
  rememberDeviceMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Cookie names: `__Host-` forces Secure, Path=/ and no Domain, so no subdomain can plant or read it. */
export const SESSION_COOKIE = '__Host-lobby_session';
export const REMEMBER_COOKIE = '__Host-lobby_remember';
/** A random id of the browser, set at its first sign-in: accounts signing in from one device are linked by it (risk). */
export const DEVICE_COOKIE = '__Host-lobby_device';
/** The browser asks for the token to travel only in the HttpOnly cookie by sending this header. */
export const SESSION_TRANSPORT_HEADER = 'Session-Transport';

/** Where a social login lands when returnTo is missing or not a path under /m/. */
export const SOCIAL_DEFAULT_RETURN = '/m/home';
/** Query parameters the server adds when it sends the browser back. */
export const SOCIAL_RESULT_PARAMS = { success: 'login', successValue: 'social', error: 'socialError' } as const;
