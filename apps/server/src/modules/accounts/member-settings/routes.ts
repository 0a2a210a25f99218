import {
  birthdayBodySchema,
  customerSecurityQuestionsSchema,
  emailBodySchema,
  emailCodeSentSchema,
  emailVerifyBodySchema,
  envelopeOf,
  loginHistoryQuerySchema,
  loginHistorySchema,
  memberProfileSchema,
  memberSessionParamsSchema,
  memberSessionSchema,
  nicknameBodySchema,
  SECURITY_ANSWER_COUNT,
  SECURITY_ANSWER_RULE,
  securityConfigSchema,
  securityQuestionSchema,
  sessionsEndedSchema,
  SETTINGS_PATHS,
  setSecurityAnswersSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../../core/language.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { securityQuestions } from './questions.ts';
import type { MemberSettingsService } from './service.ts';

export interface MemberSettingsRoutesOptions {
  service: MemberSettingsService;
}

const failures = failureResponses(400, 401, 403, 404, 409, 429, 503);
/** Real accounts only: trial accounts (403 permission.trial) have no profile of their own to set. */
const base = { onRequest: requireRealMember };
const schemaBase = { tags: ['settings'], headers: sessionHeadersSchema, security: SESSION_SECURITY };

const memberSettingsRoutes: FastifyPluginAsyncZod<MemberSettingsRoutesOptions> = async (app, { service }) => {
  app.get(
    SETTINGS_PATHS.profile,
    { ...base, schema: { ...schemaBase, summary: "The member's settings: nickname, e-mail and its state, birthday, payee name", response: { 200: envelopeOf(memberProfileSchema), ...failures } } },
    async (request) => ok(await service.profile(sessionOf(request).memberId, request.merchant)),
  );

  app.post(
    SETTINGS_PATHS.nickname,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Set the nickname (2 to 24 letters, digits, spaces, . _ -; 400 nickname.invalid)',
        body: nicknameBodySchema,
        response: { 200: envelopeOf(z.object({ nickname: z.string() })), ...failures },
      },
    },
    async (request) => ok({ nickname: await service.setNickname(sessionOf(request).memberId, request.body.nickname) }),
  );

  app.post(
    SETTINGS_PATHS.birthday,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: "Set the birthday (YYYY-MM-DD, 1900 to today; at least the merchant's minimum age: 400 register.age.under)",
        body: birthdayBodySchema,
        response: { 200: envelopeOf(z.object({ birthday: z.string() })), ...failures },
      },
    },
    async (request) => ok({ birthday: await service.setBirthday(sessionOf(request).memberId, request.body.birthday, request.merchant) }),
  );

  app.post(
    SETTINGS_PATHS.email,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Send a confirmation code to a new e-mail address',
        description:
          'The address becomes the member\'s only once the code is confirmed (emailVerify). 400 email.invalid, ' +
          'email.unchanged; 409 register.email.exists (another member has it); 429 email.rate.limited (one a ' +
          'minute, five an hour); 503 email.send.failed. A new code voids the one before.',
        body: emailBodySchema,
        response: { 200: envelopeOf(emailCodeSentSchema), ...failures },
      },
    },
    async (request) =>
      ok(await service.requestEmail(sessionOf(request).memberId, request.body.email, request.merchant, languageOf(request.headers.language))),
  );

  app.post(
    SETTINGS_PATHS.emailVerify,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Confirm the e-mail code: the address becomes the member\'s verified e-mail',
        description: '400 email.code.invalid (wrong, used, or burned after 5 wrong tries) or email.code.expired (10 minutes).',
        body: emailVerifyBodySchema,
        response: { 200: envelopeOf(z.object({ email: z.string().nullable(), emailVerified: z.literal(true) })), ...failures },
      },
    },
    async (request) => ok({ email: await service.verifyEmail(sessionOf(request).memberId, request.body.code), emailVerified: true as const }),
  );

  app.get(
    SETTINGS_PATHS.securityConfig,
    { ...base, schema: { ...schemaBase, summary: 'How security questions are answered', response: { 200: envelopeOf(securityConfigSchema), ...failures } } },
    async (request) => {
      const profile = await service.profile(sessionOf(request).memberId, request.merchant);
      return ok({
        answerCount: SECURITY_ANSWER_COUNT,
        answerMinLength: SECURITY_ANSWER_RULE.minLength,
        answerMaxLength: SECURITY_ANSWER_RULE.maxLength,
        passwordRequired: profile.hasPassword,
      });
    },
  );

  app.get(
    SETTINGS_PATHS.securityQuestions,
    { ...base, schema: { ...schemaBase, summary: 'The questions to choose from, in the Language header language', response: { 200: envelopeOf(z.array(securityQuestionSchema)), ...failures } } },
    async (request) => ok(securityQuestions(languageOf(request.headers.language))),
  );

  app.get(
    SETTINGS_PATHS.customerSecurityQuestions,
    { ...base, schema: { ...schemaBase, summary: 'Which questions the member answered (answers are never returned)', response: { 200: envelopeOf(customerSecurityQuestionsSchema), ...failures } } },
    async (request) => ok(await service.securityAnswered(sessionOf(request).memberId)),
  );

  app.post(
    SETTINGS_PATHS.customerSecurityQuestions,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: `Answer ${SECURITY_ANSWER_COUNT} different questions (replaces earlier answers)`,
        description:
          'Answers are stored as argon2id of the trimmed, lower-cased text and never returned. The login password ' +
          'confirms the change when the account has one (400 login.password.incorrect). 400 security.question.invalid ' +
          '(unknown or repeated), security.answer.invalid (2 to 64 characters).',
        body: setSecurityAnswersSchema,
        response: { 200: envelopeOf(customerSecurityQuestionsSchema.pick({ questionIds: true })), ...failures },
      },
    },
    async (request) => ok({ questionIds: await service.setSecurityAnswers(sessionOf(request).memberId, request.body) }),
  );

  app.get(
    SETTINGS_PATHS.sessions,
    { ...base, schema: { ...schemaBase, summary: "The member's signed-in devices (live sessions), most recently used first", response: { 200: envelopeOf(z.array(memberSessionSchema)), ...failures } } },
    async (request) => ok(await service.sessions(sessionOf(request))),
  );

  app.delete(
    SETTINGS_PATHS.otherSessions,
    { ...base, schema: { ...schemaBase, summary: 'Sign out every other device: their next call answers 401', response: { 200: envelopeOf(sessionsEndedSchema), ...failures } } },
    async (request) => ok({ ended: await service.endOtherSessions(sessionOf(request)) }),
  );

  app.delete(
    SETTINGS_PATHS.session,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Sign out one device of the member (its next call answers 401)',
        description: "404 session.not.found when it is not one of the member's live sessions.",
        params: memberSessionParamsSchema,
        response: { 200: envelopeOf(sessionsEndedSchema), ...failures },
      },
    },
    async (request) => ok({ ended: await service.endSession(sessionOf(request), request.params.id) }),
  );

  app.get(
    SETTINGS_PATHS.loginHistory,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Login history, newest first (successes and failed passwords for this account), paged by beforeId',
        querystring: loginHistoryQuerySchema,
        response: { 200: envelopeOf(loginHistorySchema), ...failures },
      },
    },
    async (request) => ok(await service.loginHistory(sessionOf(request).memberId, request.query.beforeId, request.query.limit)),
  );
};

export default memberSettingsRoutes;
