import { z } from 'zod';
import { epochMsSchema, INT32_MAX, languageSchema, merchantCodeSchema, moneyTextSchema } from '../common/schemas.ts';
import { LANGUAGES } from '../common/languages.ts';
import { PROMOTION_CATEGORIES } from '../content/rules.ts';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '../console/content/rules.ts';
import { GAME_TYPES } from '../games/rules.ts';
import {
  BONUS_CAMPAIGN_ACTIONS,
  BONUS_CAMPAIGN_KINDS,
  BONUS_CAMPAIGN_STATUSES,
  BONUS_EXPIRY_DAYS_MAX,
  BONUS_GRANT_STATUSES,
  BONUS_PER_PLAYER,
  BONUS_WAGERING_MULTIPLIER_MAX,
  CASHBACK_PERIODS,
  DEPOSIT_MATCH_WHICH,
  FREE_ROUNDS_MAX,
  PROMO_CODE_PATTERN,
  PROMO_CODES_PER_REQUEST_MAX,
  WAGERING_BASES,
} from './rules.ts';

/**
 * Bonus campaigns (/ops/bonus: operators create and run them; /wps: players claim, redeem codes and follow
 * their wagering). Operator amounts are decimal strings ("1250.00"), player amounts decimal numbers, times
 * epoch ms, percentages plain numbers (50 is 50%).
 */

const rowId = z.coerce.number().int().min(1).max(INT32_MAX);
/** An amount above zero, as an operator writes it. */
const amountText = moneyTextSchema.refine((v) => !v.startsWith('-') && Number(v) > 0, 'more than zero');
/** An amount of zero or more. */
const amountOrZeroText = moneyTextSchema.refine((v) => !v.startsWith('-'), 'zero or more');
const percent = z.number().min(0.01).max(1000).refine((n) => Math.round(n * 100) === n * 100, 'at most two decimals');
const epoch = epochMsSchema.min(0).max(8.64e15);

export const promoCodeSchema = z
  .string()
  .trim()
  .regex(PROMO_CODE_PATTERN, '4-20 letters and digits')
  .transform((c) => c.toUpperCase());

// ---- what a campaign is ----

const pageSchema = z.strictObject({
  category: z.enum(PROMOTION_CATEGORIES),
  titles: z
    .partialRecord(languageSchema, z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX))
    .refine((r) => Object.keys(r).length > 0, 'at least one language'),
  /** sanitized HTML per language: what the promotion page says above the campaign's terms */
  bodies: z.partialRecord(languageSchema, z.string().max(ANNOUNCEMENT_BODY_MAX)),
});

export const bonusWageringSchema = z.strictObject({
  /** 0: the bonus is cash at once */
  multiplier: z.number().min(0).max(BONUS_WAGERING_MULTIPLIER_MAX).refine((n) => Math.round(n * 10) === n * 10, 'at most one decimal'),
  base: z.enum(WAGERING_BASES),
  /** percent of a stake that counts, per game type (absent types count 0) */
  contributions: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100)),
  /** the largest stake allowed while this bonus is being wagered (null: no limit) */
  maxStake: amountText.nullable(),
  /** days to meet the requirement from the grant */
  expiryDays: z.number().int().min(1).max(BONUS_EXPIRY_DAYS_MAX),
});
export type BonusWagering = z.infer<typeof bonusWageringSchema>;

export const bonusEligibilitySchema = z.strictObject({
  /** a saved player segment (null: everyone) */
  segmentId: z.number().int().min(1).max(INT32_MAX).nullable(),
  vipMin: z.number().int().min(0).max(100).nullable(),
  vipMax: z.number().int().min(0).max(100).nullable(),
  /** ISO 3166 alpha-2 codes of the player's phone number (empty: any) */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code')).max(50),
  /** the app's language the player uses (empty: any) */
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length),
  /** only players who never made a deposit before */
  firstTimeOnly: z.boolean(),
  perPlayer: z.enum(BONUS_PER_PLAYER),
  /** the most the campaign can give in all (null: no limit) */
  budget: amountText.nullable(),
  /** claimed only with one of the campaign's promo codes */
  requiresCode: z.boolean(),
});
export type BonusEligibility = z.infer<typeof bonusEligibilitySchema>;

export const depositMatchSchema = z.strictObject({
  which: z.enum(DEPOSIT_MATCH_WHICH),
  /** for `nth`: 2 is the second deposit */
  nth: z.number().int().min(2).max(100).nullable(),
  percent,
  cap: amountText,
  minDeposit: amountOrZeroText,
});

export const cashbackSchema = z.strictObject({
  percent,
  period: z.enum(CASHBACK_PERIODS),
  minLoss: amountOrZeroText,
  cap: amountText,
});

export const freeRoundsSchema = z.strictObject({
  /** each game by its vendor and its id (the nodeId GET /ops/games answers as gameId) */
  games: z
    .array(z.strictObject({ vendor: z.string().trim().min(1).max(64), code: z.string().trim().min(1).max(64) }))
    .min(1)
    .max(20),
  count: z.number().int().min(1).max(FREE_ROUNDS_MAX),
  stake: amountText,
});

const commonInput = {
  /** the operator's name for it (players see the page's titles) */
  name: z.string().trim().min(3).max(80),
  startAt: epoch,
  /** null: until ended by hand */
  endAt: epoch.nullable(),
  page: pageSchema,
  wagering: bonusWageringSchema,
  eligibility: bonusEligibilitySchema,
};

export const bonusCampaignInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...commonInput, kind: z.literal('deposit_match'), deposit: depositMatchSchema }),
  z.strictObject({ ...commonInput, kind: z.literal('code'), amount: amountText }),
  z.strictObject({ ...commonInput, kind: z.literal('cashback'), cashback: cashbackSchema }),
  z.strictObject({ ...commonInput, kind: z.literal('free_spins'), freeRounds: freeRoundsSchema }),
  z.strictObject({ ...commonInput, kind: z.literal('free_bet'), freeRounds: freeRoundsSchema }),
  /** the most an operator can approve for one application */
  z.strictObject({ ...commonInput, kind: z.literal('apply'), maxAmount: amountText }),
]);
export type BonusCampaignInput = z.infer<typeof bonusCampaignInputSchema>;

/** What a campaign gave and what it cost (amounts as operator strings). */
export const bonusCampaignFiguresSchema = z.object({
  grants: z.number().int(),
  players: z.number().int(),
  /** bonus money credited (free-round wins included) */
  granted: moneyTextSchema,
  /** stakes of free rounds the brand paid */
  freeRoundStakes: moneyTextSchema,
  /** bonus money that became cash */
  released: moneyTextSchema,
  /** bonus money taken back (forfeits and expiries) */
  returned: moneyTextSchema,
  /** what the campaign cost: granted and free-round stakes, less what came back */
  cost: moneyTextSchema,
  /** what is left of the budget (null: no budget) */
  budgetLeft: moneyTextSchema.nullable(),
});

export const bonusCampaignSchema = z.object({
  id: z.number().int(),
  merchantCode: merchantCodeSchema,
  status: z.enum(BONUS_CAMPAIGN_STATUSES),
  /** the promotion page players see */
  announcementId: z.number().int(),
  timeZone: z.string(),
  currency: z.string(),
  createdAt: epochMsSchema,
  updatedAt: epochMsSchema,
  input: bonusCampaignInputSchema,
  figures: bonusCampaignFiguresSchema,
  codes: z.object({ count: z.number().int(), redeemed: z.number().int() }),
});
export type BonusCampaign = z.infer<typeof bonusCampaignSchema>;

export const bonusCampaignListSchema = z.object({ list: z.array(bonusCampaignSchema), timeZone: z.string(), currency: z.string() });

export const bonusMerchantQuerySchema = z.strictObject({ merchant: merchantCodeSchema });
export const bonusIdParamsSchema = z.object({ id: rowId });
export const bonusCampaignActionSchema = z.strictObject({ action: z.enum(BONUS_CAMPAIGN_ACTIONS) });

/** One named code (e.g. RELOAD50) or `count` generated ones; maxUses null: any number of players. */
export const bonusCodesBodySchema = z
  .strictObject({
    code: promoCodeSchema.optional(),
    count: z.number().int().min(1).max(PROMO_CODES_PER_REQUEST_MAX).optional(),
    /** uses of each code in all (1: single-use) */
    maxUses: z.number().int().min(1).max(1_000_000).nullable(),
    expiresAt: epoch.nullable(),
  })
  .refine((b) => (b.code === undefined) !== (b.count === undefined), 'either code or count');

export const bonusCodeSchema = z.object({
  code: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresAt: epochMsSchema.nullable(),
  createdAt: epochMsSchema,
});
export const bonusCodeListSchema = z.object({ list: z.array(bonusCodeSchema) });

/** A grant as operators see it. */
export const opsBonusGrantSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  campaignId: z.number().int().nullable(),
  /** the campaign's name, or the built-in rule (FIRST_DEPOSIT, a reward) */
  source: z.string(),
  kind: z.string(),
  status: z.enum(BONUS_GRANT_STATUSES),
  amount: moneyTextSchema,
  wageringRequired: moneyTextSchema,
  wagered: moneyTextSchema,
  freeRoundsLeft: z.number().int(),
  expiresAt: epochMsSchema.nullable(),
  createdAt: epochMsSchema,
  closedAt: epochMsSchema.nullable(),
});
export const opsBonusGrantListSchema = z.object({ list: z.array(opsBonusGrantSchema), next: z.number().int().nullable(), timeZone: z.string() });
export const opsBonusGrantQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  campaignId: rowId.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  status: z.enum(BONUS_GRANT_STATUSES).optional(),
  beforeId: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const opsBonusForfeitSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });

/** Per campaign over local days: what it cost, and the NGR of its players' play over the same days. */
export const bonusReportQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
});
export const bonusReportRowSchema = z.object({
  campaignId: z.number().int().nullable(),
  name: z.string(),
  kind: z.string(),
  grants: z.number().int(),
  players: z.number().int(),
  granted: moneyTextSchema,
  freeRoundStakes: moneyTextSchema,
  released: moneyTextSchema,
  returned: moneyTextSchema,
  cost: moneyTextSchema,
  /** stakes less wins of the campaign's players over the days */
  ggr: moneyTextSchema,
  /** GGR less cost */
  ngr: moneyTextSchema,
});
export const bonusReportSchema = z.object({
  merchant: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  rows: z.array(bonusReportRowSchema),
  total: bonusReportRowSchema,
});

// ---- the player's side ----

/** What a campaign offers, as the promotion page and the deposit screen show it (player amounts). */
export const bonusOfferSchema = z.object({
  campaignId: z.number().int(),
  kind: z.enum(BONUS_CAMPAIGN_KINDS),
  /** the promotion page's title in the player's language */
  title: z.string(),
  announcementId: z.number().int(),
  startAt: epochMsSchema,
  endAt: epochMsSchema.nullable(),
  /** deposit_match: percent, cap and minimum; which deposit */
  deposit: z.object({ which: z.enum(DEPOSIT_MATCH_WHICH), nth: z.number().int().nullable(), percent: z.number(), cap: z.number(), minDeposit: z.number() }).nullable(),
  /** code: the amount; apply: the most an approval gives */
  amount: z.number().nullable(),
  cashback: z.object({ percent: z.number(), period: z.enum(CASHBACK_PERIODS), minLoss: z.number(), cap: z.number() }).nullable(),
  freeRounds: z.object({ games: z.array(z.object({ vendor: z.string(), code: z.string(), name: z.string() })), count: z.number().int(), stake: z.number() }).nullable(),
  wagering: z.object({
    multiplier: z.number(),
    base: z.enum(WAGERING_BASES),
    contributions: z.record(z.string(), z.number()),
    maxStake: z.number().nullable(),
    expiryDays: z.number().int(),
  }),
  requiresCode: z.boolean(),
  perPlayer: z.enum(BONUS_PER_PLAYER),
  /**
   * What the player can do now: claim (free rounds, cashback opt-in), deposit (a match waits for a deposit),
   * code (enter a promo code), apply (send an application), none (not eligible now: `reason` says why).
   */
  action: z.enum(['claim', 'deposit', 'code', 'apply', 'none']),
  /** why not (an error code of the catalogue), when action is none */
  reason: z.string().nullable(),
  /** a claimed match waiting for the next deposit */
  pending: z.boolean(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;
export const bonusOfferListSchema = z.object({ list: z.array(bonusOfferSchema) });
export const bonusOffersQuerySchema = z.strictObject({ for: z.enum(['deposit', 'all']).default('all') });

/** One of the player's bonuses with its wagering progress. */
export const playerBonusSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int().nullable(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(BONUS_GRANT_STATUSES),
  amount: z.number(),
  wageringRequired: z.number(),
  wagered: z.number(),
  remaining: z.number(),
  /** 0-100, rounded down */
  progress: z.number().int(),
  contributions: z.record(z.string(), z.number()).nullable(),
  maxStake: z.number().nullable(),
  freeRounds: z.object({ left: z.number().int(), stake: z.number(), games: z.array(z.object({ vendor: z.string(), code: z.string(), name: z.string() })) }).nullable(),
  expiresAt: epochMsSchema.nullable(),
  createdAt: epochMsSchema,
  closedAt: epochMsSchema.nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;
export const playerBonusListSchema = z.object({
  /** being wagered, in the order stakes count toward them */
  active: z.array(playerBonusSchema),
  /** closed ones, newest first (the last 50) */
  history: z.array(playerBonusSchema),
  /** the bonus money in the wallet now */
  bonusBalance: z.number(),
  currency: z.string(),
});

export const redeemCodeBodySchema = z.strictObject({ code: promoCodeSchema });
/** A code gives money at once (granted) or waits for a deposit it matches (pending). */
export const redeemCodeResultSchema = z.object({
  outcome: z.enum(['granted', 'pending']),
  offer: bonusOfferSchema,
  bonus: playerBonusSchema.nullable(),
});

export const claimOfferParamsSchema = z.object({ id: rowId });
export const claimOfferResultSchema = redeemCodeResultSchema;

export const decideApplicationAmountSchema = amountText;
