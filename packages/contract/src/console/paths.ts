/** Every operator route lives under this prefix, in the one /ops scope behind one guard. */
export const OPS_PREFIX = '/ops';

/** The operator console's own routes: sign-in, second factor, the operators and the audit log. */
export const CONSOLE_AUTH_PATHS = {
  login: '/ops/auth/login',
  totpSetup: '/ops/auth/totp/setup',
  totpEnable: '/ops/auth/totp/enable',
  logout: '/ops/auth/logout',
  me: '/ops/auth/me',
  /** the signed-in operator changes their own password */
  password: '/ops/auth/password',
  /** a captcha image for the sign-in form, after a failed sign-in */
  captcha: '/ops/auth/captcha',
  operators: '/ops/operators',
  operator: '/ops/operators/:username',
  /** an owner gives an operator a one-time password */
  operatorPasswordReset: '/ops/operators/:username/password-reset',
  audit: '/ops/audit',
  /** the actions the audit log can hold, with their labels */
  auditActions: '/ops/audit/actions',
} as const;

/** The operator session cookie (HttpOnly, SameSite=Strict, Path=/ops). */
export const CONSOLE_COOKIE = 'lobby_console';
/** The header every changing console call carries (with the cookie): a cross-site form cannot set it. */
export const CONSOLE_CSRF_HEADER = 'x-console';
