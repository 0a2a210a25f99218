import type { Language } from '../common/languages.ts';

/**
 * Player protection (responsible gaming): the limits a member sets on their own play, the breaks and
 * self-exclusions they take, and the organisations that help. The server enforces them; the app shows them.
 */

/** What a limit caps: credited deposits, net loss (stakes less wins), stakes, and signed-in time. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The period a limit counts over, in the merchant's time zone: the local day, the week from Monday, the month. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A money limit is in the currency's major units (two decimals); the session limit in whole minutes. */
export function isMoneyLimit(kind: LimitKind): boolean {
  return kind !== 'session';
}

/** A limit raised or removed by the member counts only after this long; a lower limit counts at once. */
export const LIMIT_COOLING_MS = 24 * 60 * 60 * 1000;

/** The largest money limit (major units) and session limit (minutes: a month of minutes) one can set. */
export const LIMIT_MAX_AMOUNT = 100_000_000;
export const LIMIT_MAX_MINUTES = 31 * 24 * 60;

/** A break (cool-off): the member is signed out and cannot sign in until it ends. */
export const BREAK_DURATIONS = ['24h', '7d', '30d'] as const;
/** Self-exclusion: as a break, for longer; also no new account with the same phone, e-mail or payout account. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type BreakDuration = (typeof BREAK_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionDuration = BreakDuration | SelfExclusionDuration;
export const EXCLUSION_DURATIONS = [...BREAK_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const;

/** break: the member's cool-off; self_exclusion: the member's; operator: set by an operator with a reason. */
export const EXCLUSION_KINDS = ['break', 'self_exclusion', 'operator'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

const DAY = 24 * 60 * 60 * 1000;

/**
 * When an exclusion of this duration, starting at `from`, ends (null: never). Months and years are
 * calendar ones in UTC (six months from 31 August is 28 or 29 February, as Date clamps nothing: the end is
 * moved back to the month's last day).
 */
export function exclusionEnd(duration: ExclusionDuration, from: number): number | null {
  switch (duration) {
    case '24h':
      return from + DAY;
    case '7d':
      return from + 7 * DAY;
    case '30d':
      return from + 30 * DAY;
    case 'permanent':
      return null;
    default: {
      const months = duration === '6m' ? 6 : duration === '1y' ? 12 : 60;
      const d = new Date(from);
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + months);
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      d.setUTCDate(Math.min(day, last));
      return d.getTime();
    }
  }
}

export function isBreak(duration: ExclusionDuration): duration is BreakDuration {
  return (BREAK_DURATIONS as readonly string[]).includes(duration);
}

/** An organisation that helps with problem gambling: a web address, a phone line, or both. */
export interface HelpOrganisation {
  name: string;
  url: string | null;
  phone: string | null;
}

const GLOBAL_HELP: HelpOrganisation[] = [
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', phone: null },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', phone: null },
];

/**
 * Where a player of each market finds help, by the language they read (the market's language): a national
 * line first where one exists, then the international services that answer in many languages.
 */
export const HELP_ORGANISATIONS: Record<Language, HelpOrganisation[]> = {
  EN: GLOBAL_HELP,
  TY: [{ name: 'NCMH Crisis Hotline (Philippines)', url: null, phone: '1553' }, ...GLOBAL_HELP],
  TH: [{ name: 'สายด่วนสุขภาพจิต กรมสุขภาพจิต', url: null, phone: '1323' }, ...GLOBAL_HELP],
  ID: [{ name: 'Layanan Kesehatan Jiwa Kemenkes (119 ext 8)', url: null, phone: '119' }, ...GLOBAL_HELP],
  TW: [{ name: '衛生福利部 安心專線', url: null, phone: '1925' }, ...GLOBAL_HELP],
  CN: GLOBAL_HELP,
  VI: GLOBAL_HELP,
};
