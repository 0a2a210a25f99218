/** Money rules both sides apply. Zod-free. */

export const DEPOSIT_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired', 'review'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['pending', 'paying', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Why a pending withdrawal cannot be approved yet: the member's identity check (kyc) or an operator's review of the player (review). */
export const WITHDRAWAL_HOLDS = ['kyc', 'review'] as const;
export type WithdrawalHold = (typeof WITHDRAWAL_HOLDS)[number];

/** What a line of the member's statement was for. */
export const TRANSACTION_KINDS = [
  'opening',
  'deposit',
  'deposit_fee',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'bonus',
  'bonus_release',
  'bonus_forfeit',
  'adjustment',
  'demo_funding',
  'jackpot_contribution',
  'jackpot_win',
  'commission',
  'relay',
  'reward',
  'tournament_prize',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Filters of the transactions screen: each groups some kinds. */
export const TRANSACTION_FILTERS = {
  deposit: ['deposit', 'deposit_fee'],
  withdrawal: ['withdrawal'],
  bet: ['bet', 'rollback'],
  win: ['win', 'jackpot_win'],
  bonus: ['bonus', 'bonus_release', 'bonus_forfeit', 'reward', 'commission', 'tournament_prize'],
  adjustment: ['adjustment', 'opening', 'demo_funding', 'relay'],
} as const satisfies Record<string, readonly TransactionKind[]>;
export type TransactionFilter = keyof typeof TRANSACTION_FILTERS;

/** The withdrawal PIN: six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** How far back the records screens look, and the longest range one request covers (CSV included). */
export const RECORDS_MAX_RANGE_DAYS = 92;
export const RECORDS_PAGE_SIZE = 30;

/**
 * The brands' first-deposit bonus: this percent of the deposit on top, up to each brand's cap. Defined once:
 * the seed writes each brand's bonus rule from it, the deposit service pays by the rule, the status answer
 * hands the rule's percent to the web (the Deposit badge, the deposit screen), and the seeded banners,
 * promotions and messages quote it.
 */
export const FIRST_DEPOSIT_BONUS_PERCENT = 120;

/** A bonus rule's percent (basis points in the database) as people read it: 12000 -> 120. */
export function bonusPercentOf(percentBp: number): number {
  return percentBp / 100;
}

/**
 * The bonus a deposit earns under a percent rule: that share of the deposit, rounded down to the cent and
 * capped; nothing below the rule's minimum deposit. Both sides run it: the server to pay, the deposit
 * screen to show what a deposit will bring before it is made.
 */
export function depositBonusCents(
  rule: { percentBp: number; maxBonusCents: number; minDepositCents: number },
  depositCents: number,
): number {
  if (depositCents < rule.minDepositCents) return 0;
  return Math.min(Math.floor((depositCents * rule.percentBp) / 10_000), rule.maxBonusCents);
}

/** Decimal major units (the API's money) to integer cents, or null for fractional cents or nonsense. */
export function amountToCents(amount: number): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(amount * 100 - cents) > 1e-6) return null;
  return Number.isSafeInteger(cents) ? cents : null;
}

export function centsToAmount(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

/**
 * Integer cents as the operator API writes money: a decimal string with two places ("1250.00", "-3.05"),
 * made from the integer without floating point.
 */
export function centsToMoneyText(cents: number): string {
  const n = Math.trunc(Number(cents));
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1250.5", "-3.05", "12" to integer cents, or null when it is not a decimal with at most two places. */
export function moneyTextToCents(text: string): number | null {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/**
 * Currencies without a minor unit in use: the dong and the rupiah have no coins below 1 (ISO 4217 and CLDR
 * give VND, IDR, JPY and KRW no decimals), so amounts in them are shown and entered whole. Every other
 * currency has two decimals. Amounts stay integer cents everywhere; a whole-unit currency's are multiples of 100.
 */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['VND', 'IDR', 'JPY', 'KRW'];

/** How many decimals people write in a currency: 0 or 2. */
export function currencyDecimals(currency: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.includes(currency.toUpperCase()) ? 0 : 2;
}

/** Whether an amount in cents can be paid in a currency: whole units for the dong and the rupiah. */
export function fitsCurrency(cents: number, currency: string): boolean {
  return currencyDecimals(currency) === 2 || cents % 100 === 0;
}

/** A payout account's number as shown: only the last four digits. */
export function maskAccountNo(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : `${'•'.repeat(Math.min(accountNo.length - 4, 6))}${accountNo.slice(-4)}`;
}
