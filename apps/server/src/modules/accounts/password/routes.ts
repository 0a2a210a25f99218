import {
  ACCOUNT_PATHS,
  changePasswordSchema,
  encryptedBodySchema,
  envelopeOf,
  loginResultSchema,
  passwordByPhoneSchema,
  passwordChangedSchema,
  passwordEmailResetSchema,
  passwordEmailResultSchema,
  passwordEmailSchema,
  passwordVerificationResultSchema,
  passwordVerificationSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { decryptBody, encryptedHeadersSchema, requireEncryption } from '../../../plugins/body-decryption.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { languageOf } from '../../../core/language.ts';
import type { PasswordService } from './service.ts';

export interface PasswordRoutesOptions {
  service: PasswordService;
}

const failures = failureResponses(400, 401, 403, 429);

const POLICY =
  'Password policy: 8 to 128 characters, not a common password, not the username (400 password.too.short, ' +
  'password.too.long, password.too.common).';

const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { service }) => {
  app.post(
    ACCOUNT_PATHS.changePassword,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['password'],
        summary: 'Change password (session, real accounts)',
        description:
          'oldPassword is required when the account has a password (400 password.old.incorrect). ' +
          'newPassword must equal confirmNewPassword (register.password.mismatch) and differ from the old ' +
          'one (modify.new.old.same). Every other session of the member ends; this one stays. Visitors: ' +
          `401 login.required; trial accounts: 403 permission.trial. ${POLICY}`,
        headers: sessionHeadersSchema,
        body: changePasswordSchema,
        response: { 200: envelopeOf(passwordChangedSchema), ...failures },
      },
    },
    async (request) => ok(await service.change(sessionOf(request), request.body)),
  );

  app.post(
    ACCOUNT_PATHS.passwordEmail,
    {
      schema: {
        tags: ['password'],
        summary: 'Forgot password: mail a reset link (form-encoded username and email)',
        description:
          'When the username exists on this merchant and its e-mail matches (case-insensitive), a ' +
          'single-use link to /m/resetPsw?token=… (30 minutes) is mailed in the Language header language. ' +
          'The answer is the same whether or not anything matched. Needs CHNGPASSMAIL3 (else 403 ' +
          'feature.disabled). Limits: 10 per IP and 5 per username per hour (429 password.rate.limited).',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        headers: tenantHeadersSchema,
        body: passwordEmailSchema,
        response: { 200: envelopeOf(passwordEmailResultSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.requestEmailReset({
          merchant: request.merchant,
          username: request.body.username,
          email: request.body.email,
          ip: request.ip,
          language: languageOf(request.headers.language),
          origin: { protocol: request.protocol, host: request.host, hostname: request.hostname },
        }),
      ),
  );

  app.post(
    ACCOUNT_PATHS.passwordEmailReset,
    {
      schema: {
        tags: ['password'],
        summary: 'Set a new password with the token of a recovery mail',
        description:
          'The token works once and for 30 minutes (else 400 password.reset.invalid). Every session of the ' +
          `member ends. ${POLICY}`,
        headers: tenantHeadersSchema,
        body: passwordEmailResetSchema,
        response: { 200: envelopeOf(passwordChangedSchema), ...failures },
      },
    },
    async (request) => ok(await service.resetByEmail(request.merchant, request.body)),
  );

  app.post(
    ACCOUNT_PATHS.passwordVerification,
    {
      schema: {
        tags: ['password'],
        summary: 'Forgot password by phone, step 1: check the SMS code',
        description:
          'Checks a code sent by /wps/verification/sms/noLogin without using it up: it stays valid for the ' +
          'set-by-phone call until it expires. Wrong guesses count (5 burn the code). Needs CHNGPASSVERIF3.',
        headers: tenantHeadersSchema,
        body: passwordVerificationSchema,
        response: { 200: envelopeOf(passwordVerificationResultSchema), ...failures },
      },
    },
    async (request) => ok(await service.verifyPhone(request.merchant, request.body)),
  );

  app.post(
    ACCOUNT_PATHS.passwordByPhone,
    {
      preValidation: requireEncryption,
      schema: {
        tags: ['password'],
        summary: 'Forgot password by phone, step 2: set the password and log in (sealed body)',
        description:
          'Sealed body (see /wps/session/encryption-key) holding mobileNum, countryDialingCode, ' +
          'verificationCode and newPassword, or a firebaseIdToken for the same number instead of the code. ' +
          'Uses up the code, ends every session of the member and answers a new login. The same password ' +
          `as before: 400 modify.new.old.same (the code stays usable). Needs CHNGPASSVERIF3. ${POLICY}`,
        headers: encryptedHeadersSchema,
        body: encryptedBodySchema,
        response: { 200: envelopeOf(loginResultSchema), ...failures },
      },
    },
    async (request, reply) => {
      const payload = await decryptBody(request, passwordByPhoneSchema);
      return ok(await service.setByPhone({ merchant: request.merchant, request, reply, payload }));
    },
  );
};

export default passwordRoutes;
