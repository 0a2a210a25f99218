import { endpoint } from '../common/endpoint.ts';
import { ACCOUNT_PATHS } from './paths.ts';
import { HEAD_ICON_COUNT } from './rules.ts';
import {
  affiliateCheckQuerySchema,
  affiliateCheckSchema,
  availabilitySchema,
  captchaResultSchema,
  changePasswordSchema,
  emailCheckQuerySchema,
  encryptionKeySchema,
  freeplayRequestSchema,
  headIconBodySchema,
  headIconSchema,
  loggedOutSchema,
  loginPayloadSchema,
  loginResultSchema,
  memberInfoSchema,
  passwordByPhoneSchema,
  passwordChangedSchema,
  passwordEmailResetSchema,
  passwordEmailResultSchema,
  passwordEmailSchema,
  passwordVerificationResultSchema,
  passwordVerificationSchema,
  registerPayloadSchema,
  registerSettingsSchema,
  sliderChallengeSchema,
  smsRequestSchema,
  smsResultSchema,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialProvidersSchema,
  socialRedirectSchema,
  socialStartQuerySchema,
  trialResultSchema,
  usernameCheckQuerySchema,
} from './schemas.ts';

const sessionFailures = [400, 401, 403, 429, 500] as const;
const socialFailures = [400, 403, 500] as const;
const registerFailures = [400, 403, 409, 429, 500] as const;
const smsFailures = [400, 403, 409, 429, 503] as const;
const passwordFailures = [400, 401, 403, 429] as const;
const memberFailures = [400, 401, 403, 404, 500] as const;

const SMS_DESCRIPTION =
  'Needs a solved slider challenge (GET /wps/captcha/slider). The code has 6 digits and lasts 5 minutes ' +
  '(expirationTime, epoch ms). Limits: 1 per number per 60 s, 5 per number per hour, 20 per IP per hour ' +
  '(429 sms.rate.limited, value.retryAfterSeconds, Retry-After). The SMS is in the Language header language.';

const REGISTER_DESCRIPTION =
  'Sealed body (see /wps/session/encryption-key) holding a registerPayload. Every ' +
  'field is checked against the register settings; failures name the field ' +
  '(register.field.invalid, value {field, patternId, min, max}). Success logs the new member in ' +
  '(answer as for the login, firstTimeLogin true). 20 attempts per IP per hour.';

const PASSWORD_POLICY_TEXT =
  'Password policy: 8 to 128 characters, not a common password, not the username (400 password.too.short, ' +
  'password.too.long, password.too.common).';

const LOGOUT = {
  path: ACCOUNT_PATHS.logout,
  access: 'public',
  tags: ['session'],
  summary: 'Log out: revokes the session and the remembered device, clears the cookies',
  description: 'Idempotent: answers success without a session too.',
  response: loggedOutSchema,
  failures: sessionFailures,
} as const;

/**
 * The player's account routes: captchas and SMS codes, the session (login, free play, trial, logout, renew,
 * social login), registration and its checks, passwords, the member and the avatar.
 */
export const ACCOUNT_PLAYER_ENDPOINTS = {
  // captchas and SMS codes
  captcha: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.captcha,
    access: 'public',
    tags: ['session'],
    summary: 'A captcha image (base64 SVG in cap) and its id',
    description:
      'Single use, valid 2 minutes, only from the same client (IP and User-Agent). Send captchaId and ' +
      'the digits read with the login or registration. 30 per minute per IP.',
    response: captchaResultSchema,
    failures: [400, 429],
  }),
  sliderCaptcha: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.sliderCaptcha,
    access: 'public',
    tags: ['verification'],
    summary: 'A slider captcha: background with a jigsaw gap and the piece to drag into it (SVG data URIs)',
    description:
      'The piece is drawn at pieceY; the answer (sent with the SMS request) is its final left offset x ' +
      'and the drag trail. Single use, 2 minutes, bound to this client (IP and User-Agent).',
    response: sliderChallengeSchema,
    failures: [400, 429],
  }),
  smsNoLogin: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.smsNoLogin,
    access: 'public',
    tags: ['verification'],
    summary: 'Send an SMS code for login by SMS or password by phone',
    description:
      'Sent only when a member of the merchant has the number, but answered the same either way, so the ' +
      `call does not tell which numbers are registered. ${SMS_DESCRIPTION}`,
    body: smsRequestSchema,
    response: smsResultSchema,
    failures: smsFailures,
  }),
  smsRegister: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.smsRegister,
    access: 'public',
    tags: ['verification'],
    summary: 'Send an SMS code for registration by mobile number',
    description: `A number a member of the merchant already has is refused (409 register.mobile.exists). ${SMS_DESCRIPTION}`,
    body: smsRequestSchema,
    response: smsResultSchema,
    failures: smsFailures,
  }),

  // the session
  encryptionKey: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.encryptionKey,
    access: 'public',
    tags: ['session'],
    summary: 'Public key for sealed bodies (login, register, set password by phone)',
    description:
      'RSA-OAEP-256 (3072 bits) as a JWK. Clients wrap a fresh AES-256-GCM key with it per request and ' +
      'send `Encryption: RSA-OAEP-256+A256GCM` with the body {kid, key, iv, data}; the payload carries ' +
      '`ts` (epoch ms, at most 5 minutes old) and a single-use `nonce`.',
    response: encryptionKeySchema,
    failures: sessionFailures,
  }),
  login: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    access: 'public',
    tags: ['session'],
    summary: 'Log in: by username and password, by mobile number and SMS code, or by Firebase',
    description:
      'Sealed body (see encryption-key) holding a loginPayload. With `Session-Transport: cookie` the ' +
      'token is set as the __Host-lobby_session HttpOnly cookie and answered as null. After a failed ' +
      'attempt the failure value is {captcha: true} and the next attempt needs captcha and captchaId ' +
      '(GET /wps/captcha). Limits: 10 attempts per username and 30 per IP in 15 minutes (429 with ' +
      'Retry-After).',
    body: loginPayloadSchema,
    sealed: true,
    response: loginResultSchema,
    failures: sessionFailures,
  }),
  freeplay: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.freeplay,
    access: 'public',
    tags: ['session'],
    summary: 'Free play: log in to a trial account (resumed by userName, else a new one)',
    body: freeplayRequestSchema,
    response: trialResultSchema,
    failures: sessionFailures,
  }),
  trialUser: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.trialUser,
    access: 'public',
    tags: ['session'],
    summary: 'Create a trial (guest) account with a demo balance and log in to it',
    description: 'Type 4, under the trial merchant code. New trial accounts are limited per IP.',
    response: trialResultSchema,
    failures: sessionFailures,
  }),
  logout: endpoint({ method: 'POST', ...LOGOUT }),
  logoutByDelete: endpoint({ method: 'DELETE', ...LOGOUT }),
  renewSession: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.renew,
    // The handler checks it: a remembered device (cookie) stands in for a live session.
    access: 'session',
    tags: ['session'],
    summary: 'A new session from the remembered device (cookie) or the current session',
    description:
      'The old session is revoked. Without a remembered device or a live session: 401 login.required ' +
      '(or login.session.expired for a dead token).',
    response: loginResultSchema,
    failures: sessionFailures,
  }),

  // social login (browser navigations)
  oauthProviders: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.oauthProviders,
    access: 'public',
    tags: ['session'],
    summary: 'Social login providers of the merchant and whether each can be used',
    description:
      'A provider is available when the server has a client for it and the merchant has its flag on ' +
      '(GOOGLELOGIN3, FACEBOOKLOGIN3). Log in by navigating to its start URL.',
    response: socialProvidersSchema,
    failures: socialFailures,
  }),
  oauthStart: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.oauthStart,
    access: 'public',
    answer: 'redirect',
    tags: ['session'],
    summary: 'Start a social login (browser navigation): 302 to the provider',
    description:
      'OpenID Connect authorization code flow with PKCE (S256), state and nonce, kept in a sealed, ' +
      'HttpOnly __Host- cookie for 10 minutes. `merchant` names the tenant (a navigation sends no ' +
      'Merchant header; default: by host name). `returnTo` is a path under /m/ (anything else: ' +
      '/m/home). Provider off for the merchant: 403 feature.disabled; the provider unreachable: 302 ' +
      'to /m/login?socialError=login.social.failed.',
    params: socialProviderParamsSchema,
    query: socialStartQuerySchema,
    response: socialRedirectSchema,
    failures: socialFailures,
  }),
  oauthCallback: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.oauthCallback,
    access: 'public',
    answer: 'redirect',
    tags: ['session'],
    summary: "The provider's redirect back (browser navigation): logs in, 302 to returnTo",
    description:
      'Checks the flow cookie, state and expiry, exchanges the code and validates the ID token ' +
      '(issuer, audience, nonce, expiry). Finds the member linked to the provider account, or links ' +
      'the member with the same e-mail when the provider verified it, or creates a member. Success: ' +
      'the session cookie and 302 to `returnTo?login=social`; failure: 302 to ' +
      '`/m/login?socialError=<errorCode>`. A provider without a configured client: 403 feature.disabled.',
    params: socialProviderParamsSchema,
    query: socialCallbackQuerySchema,
    response: socialRedirectSchema,
    failures: socialFailures,
  }),

  // registration
  registerSettings: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.registerSettings,
    access: 'public',
    tags: ['register'],
    summary: 'Registration rules per field (enabled, required, length, pattern id) and the pattern table',
    response: registerSettingsSchema,
    failures: [400],
  }),
  register: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.register,
    access: 'public',
    tags: ['register'],
    summary: 'Register with a username and password',
    description: `Needs USERNAMEREG3. ${REGISTER_DESCRIPTION}`,
    body: registerPayloadSchema,
    sealed: true,
    response: loginResultSchema,
    failures: registerFailures,
  }),
  registerMobile: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.registerMobile,
    access: 'public',
    tags: ['register'],
    summary: 'Register with a mobile number',
    description:
      'Needs MOBILENUMREG3. The username defaults to the number (E.164 digits); the password is asked ' +
      'only with MOBILENUMPASSREG3 (without it the member logs in by SMS); the SMS code with REGMOBVERF3. ' +
      REGISTER_DESCRIPTION,
    body: registerPayloadSchema,
    sealed: true,
    response: loginResultSchema,
    failures: registerFailures,
  }),
  checkUsername: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.checkUsername,
    access: 'public',
    tags: ['register'],
    summary: 'Whether a username is free and valid under the username rule',
    query: usernameCheckQuerySchema,
    response: availabilitySchema,
    failures: registerFailures,
  }),
  checkEmail: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.checkEmail,
    access: 'public',
    tags: ['register'],
    summary: 'Whether an e-mail address is valid and not registered yet',
    query: emailCheckQuerySchema,
    response: availabilitySchema,
    failures: registerFailures,
  }),
  affiliateCheck: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.affiliateCheck,
    access: 'public',
    tags: ['register'],
    summary: 'Whether an invitation (affiliate) code belongs to a member of this merchant',
    query: affiliateCheckQuerySchema,
    response: affiliateCheckSchema,
    failures: registerFailures,
  }),

  // passwords
  changePassword: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.changePassword,
    access: 'real',
    tags: ['password'],
    summary: 'Change password (session, real accounts)',
    description:
      'oldPassword is required when the account has a password (400 password.old.incorrect). ' +
      'newPassword must equal confirmNewPassword (register.password.mismatch) and differ from the old ' +
      'one (modify.new.old.same). Every other session of the member ends; this one stays. Visitors: ' +
      `401 login.required; trial accounts: 403 permission.trial. ${PASSWORD_POLICY_TEXT}`,
    body: changePasswordSchema,
    response: passwordChangedSchema,
    failures: passwordFailures,
  }),
  passwordEmail: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.passwordEmail,
    access: 'public',
    tags: ['password'],
    summary: 'Forgot password: mail a reset link (form-encoded username and email)',
    description:
      'When the username exists on this merchant and its e-mail matches (case-insensitive), a ' +
      'single-use link to /m/resetPsw?token=… (30 minutes) is mailed in the Language header language. ' +
      'The answer is the same whether or not anything matched. Needs CHNGPASSMAIL3 (else 403 ' +
      'feature.disabled). Limits: 10 per IP and 5 per username per hour (429 password.rate.limited).',
    body: passwordEmailSchema,
    response: passwordEmailResultSchema,
    failures: passwordFailures,
  }),
  passwordEmailReset: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.passwordEmailReset,
    access: 'public',
    tags: ['password'],
    summary: 'Set a new password with the token of a recovery mail',
    description:
      'The token works once and for 30 minutes (else 400 password.reset.invalid). Every session of the ' +
      `member ends. ${PASSWORD_POLICY_TEXT}`,
    body: passwordEmailResetSchema,
    response: passwordChangedSchema,
    failures: passwordFailures,
  }),
  passwordVerification: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.passwordVerification,
    access: 'public',
    tags: ['password'],
    summary: 'Forgot password by phone, step 1: check the SMS code',
    description:
      'Checks a code sent by /wps/verification/sms/noLogin without using it up: it stays valid for the ' +
      'set-by-phone call until it expires. Wrong guesses count (5 burn the code). Needs CHNGPASSVERIF3.',
    body: passwordVerificationSchema,
    response: passwordVerificationResultSchema,
    failures: passwordFailures,
  }),
  passwordByPhone: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.passwordByPhone,
    access: 'public',
    tags: ['password'],
    summary: 'Forgot password by phone, step 2: set the password and log in (sealed body)',
    description:
      'Sealed body (see /wps/session/encryption-key) holding mobileNum, countryDialingCode, ' +
      'verificationCode and newPassword, or a firebaseIdToken for the same number instead of the code. ' +
      'Uses up the code, ends every session of the member and answers a new login. The same password ' +
      `as before: 400 modify.new.old.same (the code stays usable). Needs CHNGPASSVERIF3. ${PASSWORD_POLICY_TEXT}`,
    body: passwordByPhoneSchema,
    sealed: true,
    response: loginResultSchema,
    failures: passwordFailures,
  }),

  // the member
  memberInfo: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.memberInfo,
    access: 'session',
    tags: ['member'],
    summary: 'The logged-in member (trial accounts too: the header shows their name)',
    response: memberInfoSchema,
    failures: memberFailures,
  }),
  headIcon: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.headIcon,
    access: 'session',
    tags: ['member'],
    summary: `The member's avatar number (1..${HEAD_ICON_COUNT}; image at /media/avatars/<n>.svg)`,
    response: headIconSchema,
    failures: memberFailures,
  }),
  setHeadIcon: endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.headIcon,
    access: 'real',
    tags: ['member'],
    summary: 'Choose an avatar (form-encoded or JSON `icon`); real accounts only',
    body: headIconBodySchema,
    response: headIconSchema,
    failures: memberFailures,
  }),
} as const;
