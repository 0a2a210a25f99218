/** Segments: limits of a rule set (the server and the console check the same figures). */

/** the most days a "within N days" rule looks back */
export const SEGMENT_MAX_DAYS = 3650;
/** segments per merchant */
export const SEGMENT_MAX_PER_MERCHANT = 200;
/** tags named in one rule */
export const SEGMENT_MAX_TAGS = 20;
/** VIP levels a rule can name (club labels' levels) */
export const SEGMENT_MAX_VIP_LEVEL = 99;
/** KYC levels: 1 registered, 2 identity verified, 3 source of funds verified */
export const SEGMENT_KYC_LEVELS = [1, 2, 3] as const;
/** members of a segment per page */
export const SEGMENT_MEMBERS_PAGE = 50;

export const SEGMENT_ACTIVITY_KINDS = ['playedWithin', 'inactiveFor'] as const;
export type SegmentActivityKind = (typeof SEGMENT_ACTIVITY_KINDS)[number];
export const SEGMENT_DEPOSIT_KINDS = ['within', 'notWithin'] as const;
export type SegmentDepositKind = (typeof SEGMENT_DEPOSIT_KINDS)[number];

/** The rules by name, in the order the console lists them. */
export const SEGMENT_RULE_KEYS = ['vip', 'lastDeposit', 'totalDeposits', 'activity', 'tags', 'languages', 'kycMin', 'agent', 'registeredWithinDays'] as const;
export type SegmentRuleKey = (typeof SEGMENT_RULE_KEYS)[number];
