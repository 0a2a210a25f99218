import { z } from 'zod';
import { merchantCodeSchema } from '../common/schemas.ts';

/** Operator roles; what each may do is the server's permission table (one permission per /ops route). */
export const CONSOLE_ROLES = ['owner', 'finance', 'content', 'support', 'agent_manager', 'read_only'] as const;
export const consoleRoleSchema = z.enum(CONSOLE_ROLES);
export type ConsoleRole = z.infer<typeof consoleRoleSchema>;

/** 'all': every merchant, present and future; else the merchant codes the operator sees. */
export const operatorMerchantsSchema = z.union([z.literal('all'), z.array(merchantCodeSchema).min(1).max(100)]);

export const operatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: consoleRoleSchema,
  merchants: z.union([z.literal('all'), z.array(z.string())]),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  permissions: z.array(z.string()),
});
export type Operator = z.infer<typeof operatorSchema>;

export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'a 6-digit code');

export const consoleLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  totp: totpCodeSchema.optional(),
});
export type ConsoleLoginBody = z.infer<typeof consoleLoginBodySchema>;

export const consoleLoginResultSchema = z.object({ operator: operatorSchema, totpSetupRequired: z.boolean() });
export const consoleTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const consoleTotpEnableBodySchema = z.object({ code: totpCodeSchema });
export const consoleMeSchema = z.object({ operator: operatorSchema, idleTimeoutMs: z.number().int(), totpSetupRequired: z.boolean() });

export const operatorUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, 'username: 3-32 letters, digits, . _ - (starting with a letter or digit)');

export const operatorCreateBodySchema = z.object({
  username: operatorUsernameSchema,
  displayName: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  role: consoleRoleSchema,
  merchants: operatorMerchantsSchema,
});
export type OperatorCreateBody = z.infer<typeof operatorCreateBodySchema>;

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

export const auditQuerySchema = z.object({
  merchant: merchantCodeSchema.optional(),
  actor: z.string().trim().min(1).max(64).optional(),
  /** an exact action (`PATCH /ops/merchants/:code`) or its start (`PATCH`, `POST /ops/withdrawals`) */
  action: z.string().trim().min(1).max(200).optional(),
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
  status: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
