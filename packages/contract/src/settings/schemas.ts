import { z } from 'zod';
import { epochMsSchema } from '../common/schemas.ts';
import { EMAIL_CODE_PATTERN, LOGIN_METHODS, SECURITY_ANSWER_COUNT, SECURITY_ANSWER_RULE } from './rules.ts';

/** The member's own settings: what /m/set reads and changes. */

export const memberProfileSchema = z.object({
  nickname: z.string().nullable(),
  /** the confirmed address, or null */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** an address waiting for its code (sent, not yet confirmed, not expired) */
  pendingEmail: z.string().nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  /** set once; payouts go only to accounts in this name */
  payeeName: z.string().nullable(),
  /** the merchant's minimum age for a birthday */
  ageLimit: z.number().int(),
  securityQuestionsSet: z.boolean(),
  hasPaymentPassword: z.boolean(),
  hasPassword: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

// Bounds here keep absurd input out; the content rules (nickname pattern, real dates, age) are the service's,
// answered with their own codes.
export const nicknameBodySchema = z.object({ nickname: z.string().max(200) });
export const birthdayBodySchema = z.object({ birthday: z.string().max(32) });
export const emailBodySchema = z.object({ email: z.string().max(254) });
export const emailVerifyBodySchema = z.object({ code: z.string().regex(EMAIL_CODE_PATTERN, 'six digits') });
export const nicknameSetSchema = z.object({ nickname: z.string() });
export const birthdaySetSchema = z.object({ birthday: z.string() });
export const emailVerifiedSchema = z.object({ email: z.string().nullable(), emailVerified: z.literal(true) });

export const emailCodeSentSchema = z.object({
  pendingEmail: z.string(),
  /** when the code stops working (epoch ms) */
  expirationTime: epochMsSchema,
});

export const securityConfigSchema = z.object({
  /** how many different questions the member answers */
  answerCount: z.number().int(),
  answerMinLength: z.number().int(),
  answerMaxLength: z.number().int(),
  /** the login password confirms a change when the account has one */
  passwordRequired: z.boolean(),
});

export const securityQuestionSchema = z.object({ id: z.string(), question: z.string() });
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;
export const securityQuestionListSchema = z.array(securityQuestionSchema);

/** The questions the member answered (never the answers). */
export const customerSecurityQuestionsSchema = z.object({
  questionIds: z.array(z.string()),
  updatedAt: epochMsSchema.nullable(),
});

/** Answer of setting the security answers: the questions now answered. */
export const securityAnswersSetSchema = customerSecurityQuestionsSchema.pick({ questionIds: true });

export const setSecurityAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(32),
        answer: z.string().max(SECURITY_ANSWER_RULE.maxLength * 4),
      }),
    )
    .length(SECURITY_ANSWER_COUNT),
  /** the login password, when the account has one */
  password: z.string().max(128).optional(),
});
export type SetSecurityAnswers = z.infer<typeof setSecurityAnswersSchema>;

export const memberSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
  /** ISO country, when a trusted proxy told */
  country: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: epochMsSchema,
  lastSeenAt: epochMsSchema,
  /** the session this request came with */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionListSchema = z.array(memberSessionSchema);
export const memberSessionParamsSchema = z.object({ id: z.uuid() });
export const sessionsEndedSchema = z.object({ ended: z.number().int() });

export const loginHistoryQuerySchema = z.object({
  beforeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const loginEventSchema = z.object({
  id: z.number().int(),
  at: epochMsSchema,
  success: z.boolean(),
  method: z.enum(LOGIN_METHODS),
  /** why a failure failed: password, captcha, rate_limited */
  reason: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
  country: z.string().nullable(),
  ip: z.string().nullable(),
});
export type LoginEvent = z.infer<typeof loginEventSchema>;
export const loginHistorySchema = z.object({
  list: z.array(loginEventSchema),
  /** the id to pass as beforeId for the next page; null at the end */
  next: z.number().int().nullable(),
});
export type LoginHistory = z.infer<typeof loginHistorySchema>;
