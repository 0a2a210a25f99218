import { z } from 'zod';
import { merchantCodeSchema } from '../common/schemas.ts';
import { CONSOLE_ROLES } from './permissions.ts';

/** Operator roles; what each may do is the permission table (console/permissions.ts, one permission per /ops route). */
export const consoleRoleSchema = z.enum(CONSOLE_ROLES);

/** 'all': every merchant, present and future; else the merchant codes the operator sees. */
export const operatorMerchantsSchema = z.union([z.literal('all'), z.array(merchantCodeSchema).min(1).max(100)]);

export const operatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: consoleRoleSchema,
  merchants: z.union([z.literal('all'), z.array(z.string())]),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  /** the password was set by someone else and is to be replaced at the next sign-in */
  passwordChangeRequired: z.boolean(),
  permissions: z.array(z.string()),
});
export type Operator = z.infer<typeof operatorSchema>;

export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'a 6-digit code');

export const consoleLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  totp: totpCodeSchema.optional(),
  /** after a failed sign-in from this address or for this name: the captcha's answer and id (GET /ops/auth/captcha) */
  captcha: z.string().trim().min(1).max(10).optional(),
  captchaId: z.string().min(1).max(64).optional(),
});
export type ConsoleLoginBody = z.infer<typeof consoleLoginBodySchema>;

/** What a session must do before the console opens: choose its own password, then enrol a second factor. */
const pendingStepsShape = { totpSetupRequired: z.boolean(), passwordChangeRequired: z.boolean() };
export const consoleLoginResultSchema = z.object({ operator: operatorSchema, ...pendingStepsShape });
export type ConsoleLoginResult = z.infer<typeof consoleLoginResultSchema>;
export const consoleTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const consoleTotpEnableBodySchema = z.object({ code: totpCodeSchema });
export const consoleMeSchema = z.object({ operator: operatorSchema, idleTimeoutMs: z.number().int(), ...pendingStepsShape });
export type ConsoleMe = z.infer<typeof consoleMeSchema>;
export const consoleCaptchaSchema = z.object({ captchaId: z.string(), cap: z.string().describe('the image: base64 of an SVG'), expiresAt: z.number().int() });

export const consolePasswordChangeBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
});
export type ConsolePasswordChangeBody = z.infer<typeof consolePasswordChangeBodySchema>;
export const consolePasswordChangeResultSchema = z.object({ operator: operatorSchema, ...pendingStepsShape, sessionsEnded: z.number().int() });

export const consoleTotpEnableResultSchema = z.object({ operator: operatorSchema });
export const operatorListSchema = z.object({ list: z.array(operatorSchema) });

export const operatorPasswordResetResultSchema = z.object({
  username: z.string(),
  /** shown once to the owner, who hands it over; the operator must replace it at the next sign-in */
  oneTimePassword: z.string(),
});
export type OperatorPasswordResetResult = z.infer<typeof operatorPasswordResetResultSchema>;

export const operatorUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, 'username: 3-32 letters, digits, . _ - (starting with a letter or digit)');

export const operatorCreateBodySchema = z.object({
  username: operatorUsernameSchema,
  displayName: z.string().trim().min(1).max(64),
  /** left out: the server makes a one-time password and answers it once; either way it is changed at the first sign-in */
  password: z.string().min(1).max(200).optional(),
  role: consoleRoleSchema,
  merchants: operatorMerchantsSchema,
});
export type OperatorCreateBody = z.infer<typeof operatorCreateBodySchema>;
/** A new operator; `oneTimePassword` when the server made the password (shown once). */
export const operatorCreatedSchema = operatorSchema.extend({ oneTimePassword: z.string().optional() });

export const operatorUpdateBodySchema = z
  .object({
    displayName: z.string().trim().min(1).max(64).optional(),
    role: consoleRoleSchema.optional(),
    merchants: operatorMerchantsSchema.optional(),
    disabled: z.boolean().optional(),
    /** true drops the second factor: the operator enrols again at the next sign-in (their sessions end) */
    resetTotp: z.boolean().optional(),
  })
  .strict();
export type OperatorUpdateBody = z.infer<typeof operatorUpdateBodySchema>;
export const operatorParamsSchema = z.object({ username: z.string().trim().toLowerCase().min(1).max(64) });

export const AUDIT_OUTCOMES = ['success', 'failed', 'refused', 'pending'] as const;
export const auditOutcomeSchema = z.enum(AUDIT_OUTCOMES);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

export const auditQuerySchema = z.object({
  merchant: merchantCodeSchema.optional(),
  actor: z.string().trim().min(1).max(64).optional(),
  /** one action exactly as GET /ops/audit/actions lists it (`PATCH /ops/merchants/:code`); several comma-separated */
  action: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(1).max(200)).min(1).max(20))
    .optional(),
  /** success, failed, refused (pending: a change that never answered) */
  outcome: auditOutcomeSchema.optional(),
  /** free text looked for in the target and the before and after documents */
  q: z.string().trim().min(1).max(100).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  beforeId: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  actor: z.string(),
  actorRole: z.string(),
  merchant: z.string().nullable(),
  action: z.string(),
  target: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  /** 'ok', or why it failed or was refused: a sign-in's reason (bad_password, bad_totp, rate_limited, …) or the error code */
  status: z.string(),
  outcome: auditOutcomeSchema,
  /** the HTTP status answered; null while pending */
  httpStatus: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditActionSchema = z.object({
  /** `METHOD /ops/route/:pattern`, as audit rows name it */
  action: z.string(),
  /** what it does, for people */
  label: z.string(),
  /** the permission it needs (none for the sign-in steps) */
  permission: z.string().nullable(),
});
export type AuditAction = z.infer<typeof auditActionSchema>;
export const auditActionListSchema = z.object({ list: z.array(auditActionSchema) });
/** A page of the audit log, newest first; next: the beforeId of the following page. */
export const auditPageSchema = z.object({ list: z.array(auditEntrySchema), next: z.number().int().nullable() });
