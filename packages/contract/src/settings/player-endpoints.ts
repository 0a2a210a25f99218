import { endpoint } from '../common/endpoint.ts';
import { SETTINGS_PATHS } from './paths.ts';
import { SECURITY_ANSWER_COUNT } from './rules.ts';
import {
  birthdayBodySchema,
  birthdaySetSchema,
  customerSecurityQuestionsSchema,
  emailBodySchema,
  emailCodeSentSchema,
  emailVerifiedSchema,
  emailVerifyBodySchema,
  loginHistoryQuerySchema,
  loginHistorySchema,
  memberProfileSchema,
  memberSessionListSchema,
  memberSessionParamsSchema,
  nicknameBodySchema,
  nicknameSetSchema,
  securityAnswersSetSchema,
  securityConfigSchema,
  securityQuestionListSchema,
  sessionsEndedSchema,
  setSecurityAnswersSchema,
} from './schemas.ts';

const failures = [400, 401, 403, 404, 409, 429, 503] as const;

/**
 * The member's own settings (/m/set): profile fields, e-mail verification, security questions, signed-in
 * devices and login history. Real accounts only: trial accounts (403 permission.trial) have no profile of
 * their own to set.
 */
export const SETTINGS_PLAYER_ENDPOINTS = {
  memberProfile: endpoint({
    method: 'GET',
    path: SETTINGS_PATHS.profile,
    access: 'real',
    tags: ['settings'],
    summary: "The member's settings: nickname, e-mail and its state, birthday, payee name",
    response: memberProfileSchema,
    failures,
  }),
  setNickname: endpoint({
    method: 'POST',
    path: SETTINGS_PATHS.nickname,
    access: 'real',
    tags: ['settings'],
    summary: 'Set the nickname (2 to 24 letters, digits, spaces, . _ -; 400 nickname.invalid)',
    body: nicknameBodySchema,
    response: nicknameSetSchema,
    failures,
  }),
  setBirthday: endpoint({
    method: 'POST',
    path: SETTINGS_PATHS.birthday,
    access: 'real',
    tags: ['settings'],
    summary: "Set the birthday (YYYY-MM-DD, 1900 to today; at least the merchant's minimum age: 400 register.age.under)",
    body: birthdayBodySchema,
    response: birthdaySetSchema,
    failures,
  }),
  requestEmailCode: endpoint({
    method: 'POST',
    path: SETTINGS_PATHS.email,
    access: 'real',
    tags: ['settings'],
    summary: 'Send a confirmation code to a new e-mail address',
    description:
      "The address becomes the member's only once the code is confirmed (emailVerify). 400 email.invalid, " +
      'email.unchanged; 409 register.email.exists (another member has it); 429 email.rate.limited (one a ' +
      'minute, five an hour); 503 email.send.failed. A new code voids the one before.',
    body: emailBodySchema,
    response: emailCodeSentSchema,
    failures,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: SETTINGS_PATHS.emailVerify,
    access: 'real',
    tags: ['settings'],
    summary: "Confirm the e-mail code: the address becomes the member's verified e-mail",
    description: '400 email.code.invalid (wrong, used, or burned after 5 wrong tries) or email.code.expired (10 minutes).',
    body: emailVerifyBodySchema,
    response: emailVerifiedSchema,
    failures,
  }),
  securityConfig: endpoint({
    method: 'GET',
    path: SETTINGS_PATHS.securityConfig,
    access: 'real',
    tags: ['settings'],
    summary: 'How security questions are answered',
    response: securityConfigSchema,
    failures,
  }),
  securityQuestions: endpoint({
    method: 'GET',
    path: SETTINGS_PATHS.securityQuestions,
    access: 'real',
    tags: ['settings'],
    summary: 'The questions to choose from, in the Language header language',
    response: securityQuestionListSchema,
    failures,
  }),
  customerSecurityQuestions: endpoint({
    method: 'GET',
    path: SETTINGS_PATHS.customerSecurityQuestions,
    access: 'real',
    tags: ['settings'],
    summary: 'Which questions the member answered (answers are never returned)',
    response: customerSecurityQuestionsSchema,
    failures,
  }),
  setSecurityAnswers: endpoint({
    method: 'POST',
    path: SETTINGS_PATHS.customerSecurityQuestions,
    access: 'real',
    tags: ['settings'],
    summary: `Answer ${SECURITY_ANSWER_COUNT} different questions (replaces earlier answers)`,
    description:
      'Answers are stored as argon2id of the trimmed, lower-cased text and never returned. The login password ' +
      'confirms the change when the account has one (400 login.password.incorrect). 400 security.question.invalid ' +
      '(unknown or repeated), security.answer.invalid (2 to 64 characters).',
    body: setSecurityAnswersSchema,
    response: securityAnswersSetSchema,
    failures,
  }),
  memberSessions: endpoint({
    method: 'GET',
    path: SETTINGS_PATHS.sessions,
    access: 'real',
    tags: ['settings'],
    summary: "The member's signed-in devices (live sessions), most recently used first",
    response: memberSessionListSchema,
    failures,
  }),
  endOtherSessions: endpoint({
    method: 'DELETE',
    path: SETTINGS_PATHS.otherSessions,
    access: 'real',
    tags: ['settings'],
    summary: 'Sign out every other device: their next call answers 401',
    response: sessionsEndedSchema,
    failures,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: SETTINGS_PATHS.session,
    access: 'real',
    tags: ['settings'],
    summary: 'Sign out one device of the member (its next call answers 401)',
    description: "404 session.not.found when it is not one of the member's live sessions.",
    params: memberSessionParamsSchema,
    response: sessionsEndedSchema,
    failures,
  }),
  loginHistory: endpoint({
    method: 'GET',
    path: SETTINGS_PATHS.loginHistory,
    access: 'real',
    tags: ['settings'],
    summary: 'Login history, newest first (successes and failed passwords for this account), paged by beforeId',
    query: loginHistoryQuerySchema,
    response: loginHistorySchema,
    failures,
  }),
} as const;
