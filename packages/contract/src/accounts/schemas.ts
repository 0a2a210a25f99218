import { z } from 'zod';
import { epochMsSchema, INT32_MAX, merchantCodeSchema } from '../common/schemas.ts';
import { ENCRYPTION_SCHEME, HEAD_ICON_COUNT, PASSWORD_POLICY, REGISTER_FIELDS, REGISTER_METHODS, SOCIAL_PROVIDERS } from './rules.ts';

/** Accounts: sessions, login, registration, verification, passwords, member, wallet and rank. */
// ---------------------------------------------------------------------------------------------------------
// Body encryption of login / register / set-by-phone (body-cipher.ts seals and opens them).

export const encryptionKeySchema = z.object({
  kid: z.string(),
  algorithm: z.literal(ENCRYPTION_SCHEME),
  /** RSA public key as a JWK (kty RSA, alg RSA-OAEP-256) */
  publicKey: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string() }).passthrough(),
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

/** The wire body of an encrypted call. All binary fields are base64url. */
export const encryptedBodySchema = z.object({
  kid: z.string().min(1).max(64),
  /** AES-256 key wrapped with RSA-OAEP-256 */
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  /** AES-GCM ciphertext + tag of the JSON payload {…, ts, nonce} */
  data: z.string().min(1).max(65536),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Login

export const captchaFieldsSchema = z.object({
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});

export const usernameLoginSchema = captchaFieldsSchema.extend({
  type: z.literal('username'),
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(PASSWORD_POLICY.maxLength),
  rememberDevice: z.boolean().optional(),
});
export const smsLoginSchema = captchaFieldsSchema.extend({
  type: z.literal('sms'),
  /** the mobile number, national or international digits */
  username: z.string().min(4).max(20),
  /** the SMS code */
  password: z.string().regex(/^\d{1,10}$/),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  rememberDevice: z.boolean().optional(),
});
export const firebaseLoginSchema = z.object({
  type: z.literal('firebase'),
  firebaseChannel: z.literal('sms'),
  firebaseIdToken: z.string().min(10).max(4096),
  firebaseMobileNo: z.string().min(4).max(20),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
});
export const loginPayloadSchema = z.discriminatedUnion('type', [
  usernameLoginSchema,
  smsLoginSchema,
  firebaseLoginSchema,
]);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const loginResultSchema = z.object({
  /** null for browsers, which receive the token only as an HttpOnly cookie */
  token: z.string().nullable(),
  userName: z.string(),
  type: z.number().int(),
  merchantCode: merchantCodeSchema,
  firstTimeLogin: z.boolean(),
  expiresAt: epochMsSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `value` of a failed login: whether the next attempt must carry a captcha. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

export const trialResultSchema = z.object({
  token: z.string().nullable(),
  userName: z.string(),
  customerType: z.literal(4),
  merchantCode: merchantCodeSchema,
  expiresAt: epochMsSchema,
});
export type TrialResult = z.infer<typeof trialResultSchema>;

export const freeplayBodySchema = z.object({
  /** resume this trial account (its name is kept in session storage); a new one otherwise */
  userName: z.string().max(64).optional(),
});
/** The free-play body: the web may post nothing at all (null body) when there is no trial name to resume. */
export const freeplayRequestSchema = freeplayBodySchema.nullish();

/** Answer of a logout (with or without a session). */
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });

export const captchaResultSchema = z.object({
  /** base64 of the SVG image */
  cap: z.string(),
  captchaId: z.string(),
  expiresAt: epochMsSchema,
});

/** Slider captcha guarding SMS sending. */
export const sliderChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  /** data: URI (SVG) of the background with the gap */
  background: z.string(),
  /** data: URI (SVG) of the piece */
  piece: z.string(),
  expiresAt: epochMsSchema,
});
export const sliderAnswerSchema = z.object({
  challengeId: z.string().min(1).max(64),
  /** final left offset of the piece, px in challenge coordinates */
  x: z.number().min(0).max(1000),
  /** drag trail: [ms since drag start, x] pairs */
  trail: z.array(z.tuple([z.number().min(0).max(60000), z.number().min(-50).max(1000)])).min(2).max(400),
});
export type SliderAnswer = z.infer<typeof sliderAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------
// Registration

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  /** id in the pattern table; null when the field has no pattern */
  patternId: z.number().int().nullable(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const patternSchema = z.object({
  id: z.number().int(),
  /** JavaScript regular-expression source, anchored, applied with the `u` flag */
  regex: z.string(),
  description: z.string(),
});
export type Pattern = z.infer<typeof patternSchema>;

export const registerSettingsSchema = z.object({
  fields: z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema),
  patterns: z.array(patternSchema),
  password: z.object({ minLength: z.number().int(), maxLength: z.number().int() }),
  ageLimit: z.number().int(),
  birthday: z.object({ minYear: z.number().int(), maxDate: z.string() }),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const registerPayloadSchema = z.object({
  type: z.literal(0).default(0),
  registerMethod: z.enum(REGISTER_METHODS),
  registerUrl: z.string().max(255).optional(),
  domain: z.string().max(255).optional(),
  countryDialingCode: z.string().regex(/^\d{1,4}$/).optional(),
  username: z.string().max(64).optional(),
  password: z.string().max(PASSWORD_POLICY.maxLength).optional(),
  confirmPassword: z.string().max(PASSWORD_POLICY.maxLength).optional(),
  affiliateCode: z.string().max(32).optional(),
  paymentPassword: z.string().max(32).optional(),
  recommenderId: z.string().max(32).optional(),
  nickname: z.string().max(64).optional(),
  payeeName: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
  mobileNum: z.string().max(20).optional(),
  idNumber: z.string().max(32).optional(),
  qqNum: z.string().max(32).optional(),
  facebook: z.string().max(64).optional(),
  wechat: z.string().max(64).optional(),
  line: z.string().max(64).optional(),
  whatsapp: z.string().max(32).optional(),
  zalo: z.string().max(32).optional(),
  /** YYYY-MM-DD */
  birthday: z.string().max(10).optional(),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  verificationCode: z.string().max(10).optional(),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const availabilitySchema = z.object({ available: z.boolean() });
export const affiliateCheckSchema = z.object({ data: z.object({ success: z.boolean() }) });
export const usernameCheckQuerySchema = z.object({ username: z.string().max(64) });
export const emailCheckQuerySchema = z.object({ email: z.string().max(254) });
/** `domain`: the page's host name (ignored by the server) */
export const affiliateCheckQuerySchema = z.object({ code: z.string().max(32), domain: z.string().max(255).optional() });

// ---------------------------------------------------------------------------------------------------------
// SMS verification

export const smsRequestSchema = z.object({
  mobileNum: z.string().min(4).max(20),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  slider: sliderAnswerSchema,
});
export type SmsRequest = z.infer<typeof smsRequestSchema>;
/** expirationTime: when the code stops working (5 minutes); resendAt: when the number may be sent another (60 s). */
export const smsResultSchema = z.object({ expirationTime: epochMsSchema, resendAt: epochMsSchema });

// ---------------------------------------------------------------------------------------------------------
// Passwords

export const changePasswordSchema = z.object({
  oldPassword: z.string().max(PASSWORD_POLICY.maxLength).optional(),
  newPassword: z.string().min(1).max(PASSWORD_POLICY.maxLength),
  confirmNewPassword: z.string().min(1).max(PASSWORD_POLICY.maxLength),
});
export const passwordEmailSchema = z.object({
  username: z.string().min(1).max(64),
  email: z.string().min(3).max(254),
});
export const passwordEmailResetSchema = z.object({
  token: z.string().min(16).max(128),
  newPassword: z.string().min(1).max(PASSWORD_POLICY.maxLength),
  confirmNewPassword: z.string().min(1).max(PASSWORD_POLICY.maxLength),
});
export const passwordVerificationSchema = z.object({
  mobileNum: z.string().min(4).max(20),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  verificationCode: z.string().regex(/^\d{1,10}$/),
});
/** Answer of a password change or e-mail reset. */
export const passwordChangedSchema = z.object({ passwordChangedAt: epochMsSchema });
/** Answer of the recovery mail request: the same whether or not the username and e-mail matched. */
export const passwordEmailResultSchema = z.object({ accepted: z.literal(true) });
/** Answer of the phone verification step: the code is right and stays usable until it expires. */
export const passwordVerificationResultSchema = z.object({ verified: z.literal(true) });
export const passwordByPhoneSchema = passwordVerificationSchema.extend({
  newPassword: z.string().min(1).max(PASSWORD_POLICY.maxLength),
  firebaseIdToken: z.string().max(4096).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Member, wallet, rank

export const memberInfoSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  userName: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  /** masked, e.g. +63 917****567 */
  mobileNum: z.string().nullable(),
  headIcon: z.number().int(),
  clubLabel: z.object({ labelId: z.number().int(), labelName: z.string() }).nullable(),
  hasPaymentPassword: z.boolean(),
  /** the member registered through a social login and never set a password */
  hasPassword: z.boolean(),
  createdAt: epochMsSchema,
  lastLoginAt: epochMsSchema.nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const walletSchema = z.object({
  /** decimal major units, two places (stored as integer cents): cash and bonus, held money included */
  sumBalance: z.number(),
  /** what can be staked now: the balance less what pending withdrawals hold */
  playable: z.number(),
  currency: z.string(),
});
export const headIconSchema = z.object({ icon: z.number().int().min(1).max(INT32_MAX) });
/** Choosing an avatar: form-encoded or JSON, so the number may come as text. */
export const headIconBodySchema = z.object({ icon: z.coerce.number().int().min(1).max(HEAD_ICON_COUNT) });

export const rankProgressSchema = z.object({
  currentProgress: z.object({
    completedConditions: z.number().int().min(0),
    totalExpectedConditions: z.number().int().min(0),
  }),
  playerRankProgress: z.object({
    labelId: z.number().int().nullable(),
    labelName: z.string().nullable(),
    nextLabelName: z.string().nullable(),
  }),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

// ---------------------------------------------------------------------------------------------------------
// Social login (the flow is described beside SOCIAL_PROVIDERS in rules.ts)

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const socialProviderStatusSchema = z.object({
  provider: socialProviderSchema,
  /** configured on the server and switched on for the merchant */
  available: z.boolean(),
});
export const socialProvidersSchema = z.array(socialProviderStatusSchema);
export type SocialProviderStatus = z.infer<typeof socialProviderStatusSchema>;

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });
export const socialStartQuerySchema = z.object({
  returnTo: z.string().max(2048).optional().describe('where to land after the login, e.g. /m/home'),
  merchant: merchantCodeSchema.optional().describe('merchant code'),
});
/** What the provider sends back (OpenID Connect authorization response); other parameters are kept. */
export const socialCallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});
/** The body of a social login's redirects: none (the Location header is the answer). */
export const socialRedirectSchema = z.undefined();
