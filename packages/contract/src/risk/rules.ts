/**
 * Risk flags, computed from facts at each reading (nothing to go stale): accounts sharing a device (the app's
 * first-party device cookie) or a sign-in address, or a payout account; a withdrawal after little play since
 * the latest deposit; a promotion claimed by linked accounts; unusual wins.
 */
export const RISK_FLAG_KINDS = ['shared_device', 'shared_ip', 'shared_payout_account', 'low_turnover', 'bonus_abuse', 'unusual_win'] as const;
export type RiskFlagKind = (typeof RISK_FLAG_KINDS)[number];

export const RISK_SEVERITIES = ['high', 'medium', 'low'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

/** Sign-ins compared over this many days. */
export const RISK_WINDOW_DAYS = 30;
/** A round is an unusual win at this multiple of its stake (and at least RISK_UNUSUAL_WIN_MIN_CENTS), or any win of RISK_BIG_WIN_CENTS. */
export const RISK_UNUSUAL_WIN_MULTIPLIER = 100;
export const RISK_UNUSUAL_WIN_MIN_CENTS: Record<string, number> = { PHP: 10_000_00 };
export const RISK_BIG_WIN_CENTS: Record<string, number> = { PHP: 100_000_00 };
/** elsewhere: the same figures in the currency's cents, until an operator's setting exists */
export const RISK_UNUSUAL_WIN_MIN_CENTS_ELSEWHERE = 10_000_00;
export const RISK_BIG_WIN_CENTS_ELSEWHERE = 100_000_00;

/** An operator's tag: a word or two (letters, digits, spaces, _ and -), at most RISK_MAX_TAGS per player. */
export const RISK_TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,23}$/u;
export const RISK_MAX_TAGS = 10;

export const RISK_REVIEW_STATUSES = ['open', 'closed'] as const;
export type RiskReviewStatus = (typeof RISK_REVIEW_STATUSES)[number];
