import { z } from 'zod';
import { exportFormatSchema } from '../console/money/schemas.ts';
import { epochMsSchema, merchantCodeSchema, moneySchema } from '../common/schemas.ts';
import { EXCLUSION_DURATIONS, EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from './rules.ts';

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export const exclusionDurationSchema = z.enum(EXCLUSION_DURATIONS);
export const exclusionKindSchema = z.enum(EXCLUSION_KINDS);

/**
 * One limit as the member sees it. Values are money in major units for deposit, loss and wager, whole
 * minutes for session. `own` is the member's limit in force; `pending` a raise or removal waiting out its
 * cooling period (value null: the removal); `operator` a stricter limit the operator set; `effective` the
 * lower of the two (null: no limit); `used` what the period has counted so far; `resetsAt` when it starts
 * again at zero.
 */
export const limitViewSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  own: z.number().nullable(),
  pending: z.object({ value: z.number().nullable(), effectiveAt: epochMsSchema }).nullable(),
  operator: z.number().nullable(),
  effective: z.number().nullable(),
  used: z.number(),
  resetsAt: epochMsSchema,
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const helpOrganisationSchema = z.object({ name: z.string(), url: z.string().nullable(), phone: z.string().nullable() });

export const protectionStateSchema = z.object({
  /** every kind and period, in the order of LIMIT_KINDS then LIMIT_PERIODS */
  limits: z.array(limitViewSchema),
  /** the merchant's time zone: the periods' calendar */
  timeZone: z.string(),
  currency: z.string(),
  /** a raise or removal counts after this many hours */
  coolingHours: z.number().int(),
  /** where to find help, for the member's language */
  help: z.array(helpOrganisationSchema),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

// Bounds keep absurd input out; the rules (two decimals, whole minutes, the maxima) are the service's,
// answered 400 rg.limit.invalid.
export const setLimitBodySchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** null removes the limit (after the cooling period) */
  value: z.number().nonnegative().max(1e12).nullable(),
});

export const limitSetSchema = z.object({
  limit: limitViewSchema,
  /** now: the change counts at once (a new or lower limit); scheduled: it counts at pending.effectiveAt */
  applied: z.enum(['now', 'scheduled', 'unchanged']),
});

export const startExclusionBodySchema = z.object({
  duration: exclusionDurationSchema,
  /** the member's login password, when the account has one: a break is not taken by someone holding the phone */
  password: z.string().max(128).optional(),
});

export const exclusionStartedSchema = z.object({
  kind: exclusionKindSchema,
  /** null: permanent */
  until: epochMsSchema.nullable(),
});

export const statementMonthSchema = z.object({
  /** YYYY-MM, the merchant's calendar */
  month: z.string(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  /** deposits less withdrawals */
  net: moneySchema,
  bets: moneySchema,
  wins: moneySchema,
});
export const statementSchema = z.object({
  currency: z.string(),
  /** the last twelve months, newest first (a month without money is shown with zeros) */
  months: z.array(statementMonthSchema),
});

// --- Operators -------------------------------------------------------------------------------------------

/** A limit as the console shows it: money as "1250.00", minutes as a whole number in text ("90"). */
export const opsLimitViewSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  own: z.string().nullable(),
  pending: z.object({ value: z.string().nullable(), effectiveAt: epochMsSchema }).nullable(),
  operator: z.string().nullable(),
  effective: z.string().nullable(),
  used: z.string(),
  resetsAt: epochMsSchema,
});

export const exclusionViewSchema = z.object({
  kind: exclusionKindSchema,
  startedAt: epochMsSchema,
  until: epochMsSchema.nullable(),
  /** the member, or the operator's name */
  setBy: z.string(),
  reason: z.string().nullable(),
  liftedAt: epochMsSchema.nullable(),
});

export const protectionHistoryEntrySchema = z.object({
  at: epochMsSchema,
  /** "member" or the operator's name */
  actor: z.string(),
  /**
   * limit.set, limit.lowered, limit.raise.scheduled, limit.removal.scheduled (the member's); operator.limit.set,
   * operator.limit.removed; exclusion.started (kind: the exclusion's kind, after: its duration, effectiveAt: its
   * end, null when permanent), exclusion.lifted
   */
  action: z.string(),
  kind: z.string().nullable(),
  period: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  effectiveAt: epochMsSchema.nullable(),
  reason: z.string().nullable(),
});

export const opsProtectionSchema = z.object({
  account: z.string(),
  merchantCode: merchantCodeSchema,
  timeZone: z.string(),
  /** the currency of the money limits */
  currency: z.string(),
  limits: z.array(opsLimitViewSchema),
  /** the exclusion in force, or null */
  exclusion: exclusionViewSchema.nullable(),
  /** every exclusion, newest first */
  exclusions: z.array(exclusionViewSchema),
  /** newest first, at most 200 */
  history: z.array(protectionHistoryEntrySchema),
});

export const opsSetLimitBodySchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** money "1250.00" or minutes "90"; null removes the operator's own limit (never the member's) */
  value: z.string().max(20).nullable(),
  reason: z.string().trim().min(3).max(500),
});

export const opsExclusionBodySchema = z.object({
  duration: exclusionDurationSchema,
  reason: z.string().trim().min(3).max(500),
});

export const opsLiftBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const limitHitsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  /** YYYY-MM-DD, both ends included, the merchant's calendar; default: the last 30 days */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  kind: limitKindSchema.optional(),
  format: exportFormatSchema,
});

export const limitHitRowSchema = z.object({
  account: z.string(),
  merchantCode: merchantCodeSchema,
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** refusals in the range */
  hits: z.number().int(),
  lastAt: epochMsSchema,
  /** the limit at the last refusal: money "1250.00" or minutes "90" */
  limit: z.string(),
});
export const limitHitsSchema = z.object({
  /** the merchant's: the range's days are its calendar's */
  timeZone: z.string(),
  currency: z.string(),
  rows: z.array(limitHitRowSchema),
});

