/**
 * The one error catalogue. Every failure the API answers carries one of these codes; the web translates the
 * code (i18n key `errors.<code>`) and falls back to the server's English message.
 * Features add their codes here, never ad hoc strings in routes.
 */
export const ERROR_CATALOGUE = {
  'common.unknown': { status: 500, message: 'Unknown error' },
  'request.invalid': { status: 400, message: 'The request is not valid.' },
  'request.not.found': {
    status: 404,
    message: 'The requested url is empty. please check your request format.',
  },
  'request.method.not.allowed': { status: 405, message: 'This method is not allowed here.' },
  'request.too.large': { status: 413, message: 'The request is too large.' },
  'request.unsupported.media': { status: 415, message: 'This content type is not supported.' },
  'request.rate.limited': {
    status: 429,
    message: 'Too many requests, please try again later.',
  },
  'merchant.unknown': { status: 400, message: 'Unknown merchant.' },
  'system.maintenance': { status: 503, message: 'System upgrading, please try again later.' },
  'system.region.restricted': { status: 403, message: 'Access restricted' },
  'login.not.session': { status: 401, message: 'You are not logged in!' },
  'login.required': { status: 401, message: 'Sorry, you are not logged in! please login first.' },
  'login.session.expired': {
    status: 401,
    message: 'The account has been logged out, please log in again',
  },
  'login.user.invalid': { status: 400, message: 'Sorry, the user does not exist or is disabled.' },
  'login.non.member': { status: 403, message: 'Non-member account unable to login' },
  'login.non.agent': { status: 403, message: 'Non-agents cannot log in' },
  'register.username.exists': { status: 409, message: 'Sorry, the username already exists.' },
  'permission.denied': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  },
  'permission.trial': {
    status: 403,
    message: 'Please log in to a real account to use this function',
  },
  'feature.disabled': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  },
  'modify.new.old.same': {
    status: 400,
    message: 'The new password and the old password cannot be the same',
  },
  'bet.records.disabled': { status: 403, message: 'Please contact customer service' },
  'ops.unauthorized': { status: 401, message: 'A valid operator token is required.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CATALOGUE;
}
