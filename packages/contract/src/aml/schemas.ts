import { z } from 'zod';
import { epochMsSchema, INT32_MAX, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { exportFormatSchema } from '../console/money/schemas.ts';
import { AML_ALERT_KINDS, AML_ALERT_STATUSES, AML_SOURCES } from './rules.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const amlAlertSchema = z.object({
  id: z.number().int(),
  merchantCode: merchantCodeSchema,
  account: z.string(),
  kind: z.enum(AML_ALERT_KINDS),
  source: z.enum(AML_SOURCES),
  /** the deposit's or withdrawal's order number */
  reference: z.string(),
  amount: moneyTextSchema,
  currency: z.string(),
  /** why it was raised, in words (the threshold passed, or the stakes against the deposit) */
  reason: z.string(),
  createdAt: epochMsSchema,
  status: z.enum(AML_ALERT_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: epochMsSchema.nullable(),
  /** the operator's note on the decision */
  note: z.string().nullable(),
  /** the regulator's reference of the report (reported alerts) */
  reportReference: z.string().nullable(),
});
export type AmlAlert = z.infer<typeof amlAlertSchema>;

export const amlAlertQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  status: z.enum([...AML_ALERT_STATUSES, 'all']).default('open'),
  kind: z.enum(AML_ALERT_KINDS).optional(),
  /** local days of the merchant, both included */
  from: day.optional(),
  to: day.optional(),
  beforeId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: exportFormatSchema,
});

export const amlAlertListSchema = z.object({
  list: z.array(amlAlertSchema),
  next: z.number().int().nullable(),
  timeZone: z.string(),
});

export const amlAlertParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

export const amlDecisionBodySchema = z.strictObject({
  decision: z.enum(['clear', 'report']),
  note: z.string().trim().min(3).max(1000),
  /** the regulator's reference of the filed report (required to report) */
  reportReference: z.string().trim().min(1).max(100).optional(),
});

export const amlRulesSchema = z.object({
  merchantCode: merchantCodeSchema,
  currency: z.string(),
  /** a single deposit or withdrawal above this is a covered transaction (null: no covered alerts) */
  coveredThreshold: moneyTextSchema.nullable(),
  /** stakes since the latest deposit below this share of it (basis points) make a withdrawal suspicious; 0: off */
  turnoverBp: z.number().int(),
  updatedAt: epochMsSchema.nullable(),
  updatedBy: z.string().nullable(),
  /** the merchant's time zone, which updatedAt is shown in */
  timeZone: z.string(),
});

export const amlRulesQuerySchema = z.strictObject({ merchant: merchantCodeSchema });

export const amlRulesBodySchema = z.strictObject({
  coveredThreshold: moneyTextSchema.nullable(),
  turnoverBp: z.number().int().min(0).max(1_000_000),
});
