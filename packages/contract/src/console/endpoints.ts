import { endpoint } from '../common/endpoint.ts';
import { noValueSchema } from '../common/schemas.ts';
import { CONSOLE_AUTH_PATHS } from './paths.ts';
import {
  auditActionListSchema,
  auditPageSchema,
  auditQuerySchema,
  consoleCaptchaSchema,
  consoleLoginBodySchema,
  consoleLoginResultSchema,
  consoleMeSchema,
  consolePasswordChangeBodySchema,
  consolePasswordChangeResultSchema,
  consoleTotpEnableBodySchema,
  consoleTotpEnableResultSchema,
  consoleTotpSetupSchema,
  operatorCreateBodySchema,
  operatorCreatedSchema,
  operatorListSchema,
  operatorParamsSchema,
  operatorPasswordResetResultSchema,
  operatorSchema,
  operatorUpdateBodySchema,
} from './schemas.ts';

/** The console's own routes: sign-in and second factor (no permission: the operator's own session), operators, the audit log. */
export const CONSOLE_AUTH_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.login,
    public: true,
    summary: 'Operator sign-in: password, then (when enrolled) the 6-digit TOTP code; sets the lobby_console cookie',
    description:
      'Enrolled operators without `totp` get 401 console.totp.required; a wrong or already used code 401 ' +
      'console.totp.invalid; a wrong password, unknown or disabled operator 401 console.login.invalid. After a ' +
      'failed sign-in from the same address the next one needs `captcha` and `captchaId` (GET /ops/auth/captcha; ' +
      '400 login.captcha.required with value.captcha). An operator name tried more than 10 times in 15 minutes ' +
      'signs in only with password and code in one request (else 429 login.rate.limited); an address has ' +
      'LOGIN_IP_LIMIT attempts per 15 minutes. passwordChangeRequired / totpSetupRequired: the session may only ' +
      'call /ops/auth/* until the operator chose their own password and enrolled a second factor.',
    body: consoleLoginBodySchema,
    response: consoleLoginResultSchema,
    failures: [400, 401, 429],
  }),
  captcha: endpoint({
    method: 'GET',
    path: CONSOLE_AUTH_PATHS.captcha,
    public: true,
    summary: 'A captcha image for the sign-in form (needed after a failed sign-in from the same address)',
    response: consoleCaptchaSchema,
    failures: [429],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.password,
    summary: 'Change your own password (the current one is required); your other sessions end',
    description:
      "The new password follows the operators' rule (12+ characters, not common, not your name, hard to guess): 400 console.password.weak names what to fix.",
    body: consolePasswordChangeBodySchema,
    response: consolePasswordChangeResultSchema,
    failures: [400, 401, 403],
  }),
  totpSetup: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.totpSetup,
    summary: 'Start two-step sign-in: a new TOTP secret and its otpauth:// URL (only while not enrolled)',
    response: consoleTotpSetupSchema,
    failures: [401, 403, 409],
  }),
  totpEnable: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.totpEnable,
    summary: 'Finish two-step sign-in with the current code of the new secret',
    body: consoleTotpEnableBodySchema,
    response: consoleTotpEnableResultSchema,
    failures: [400, 401, 403, 409],
  }),
  logout: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.logout,
    summary: 'End this console session',
    response: noValueSchema,
    failures: [401, 403],
  }),
  me: endpoint({
    method: 'GET',
    path: CONSOLE_AUTH_PATHS.me,
    summary: 'The signed-in operator, their permissions and the idle timeout',
    response: consoleMeSchema,
    failures: [401],
  }),
  operators: endpoint({
    method: 'GET',
    path: CONSOLE_AUTH_PATHS.operators,
    permission: 'operators.manage',
    summary: 'Operators (those within your merchants)',
    response: operatorListSchema,
    failures: [401, 403],
  }),
  createOperator: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.operators,
    permission: 'operators.manage',
    summary: 'Add an operator (merchants: codes, or "all"); they choose their own password and enrol TOTP at the first sign-in',
    description: 'Without `password` the server makes a one-time password and answers it once as `oneTimePassword`.',
    body: operatorCreateBodySchema,
    response: operatorCreatedSchema,
    failures: [400, 401, 403, 409],
  }),
  updateOperator: endpoint({
    method: 'PATCH',
    path: CONSOLE_AUTH_PATHS.operator,
    permission: 'operators.manage',
    summary: "Change an operator's role, merchants or name, disable them (ends their sessions) or reset their second factor",
    params: operatorParamsSchema,
    body: operatorUpdateBodySchema,
    response: operatorSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  resetOperatorPassword: endpoint({
    method: 'POST',
    path: CONSOLE_AUTH_PATHS.operatorPasswordReset,
    permission: 'operators.manage',
    summary: "Reset an operator's password: a one-time password, shown once, to be changed at their next sign-in; their sessions end",
    params: operatorParamsSchema,
    response: operatorPasswordResetResultSchema,
    failures: [400, 401, 403, 404, 409],
  }),
  auditActions: endpoint({
    method: 'GET',
    path: CONSOLE_AUTH_PATHS.auditActions,
    permission: 'audit.read',
    summary: 'The actions the audit log records (every changing /ops route and the sign-in), with a label for people',
    response: auditActionListSchema,
    failures: [401, 403],
  }),
  audit: endpoint({
    method: 'GET',
    path: CONSOLE_AUTH_PATHS.audit,
    permission: 'audit.read',
    summary: 'The audit log, newest first: who changed what, when, before and after; sign-ins',
    description:
      "Paged by beforeId (the answer's next). action: one or more actions (comma-separated) exactly as GET " +
      '/ops/audit/actions lists them; outcome: success, failed (tried, did not happen), refused (not allowed: ' +
      'role, scope, limits) or pending (a change that never answered).',
    query: auditQuerySchema,
    response: auditPageSchema,
    failures: [400, 401, 403],
  }),
};
