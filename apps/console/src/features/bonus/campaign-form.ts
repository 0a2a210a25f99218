import { BONUS_CAMPAIGN_KINDS, DEFAULT_CONTRIBUTIONS } from '@lobby/contract/rules';
import type { BonusCampaignKind, BonusPerPlayer, CashbackPeriod, DepositMatchWhich, WageringBase } from '@lobby/contract/rules';
import { bonusCampaignInputSchema } from '@lobby/contract/schemas';
import { isApiError } from '@/shared/api/client';
import { fromZoneInput, toZoneInput } from '@/shared/lib/zone-time';
import type { Campaign, CampaignInput } from './api/get-campaigns';

/**
 * The campaign editor's state: what the operator types, as text (amounts "1250.00", numbers as typed), turned
 * into the contract's body by `toInput`, which checks it with the contract's own schema and the rules the
 * server adds (end after start, VIP range, the Nth deposit, the default language's title). Errors are keyed by
 * the body's path ("deposit.cap"), the same path a server 400 names, so both show at the field.
 */
export const KINDS = BONUS_CAMPAIGN_KINDS;
export type Kind = BonusCampaignKind;
export type Category = CampaignInput['page']['category'];
export type GameRef = { vendor: string; code: string; name: string };

export interface CampaignForm {
  kind: Kind;
  name: string;
  /** on the merchant's clock, "YYYY-MM-DDTHH:mm" */
  startAt: string;
  endAt: string;
  untilEnded: boolean;
  category: Category;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  deposit: { which: DepositMatchWhich; nth: string; percent: string; cap: string; minDeposit: string };
  amount: string;
  cashback: { percent: string; period: CashbackPeriod; minLoss: string; cap: string };
  freeRounds: { games: GameRef[]; count: string; stake: string };
  maxAmount: string;
  wagering: { multiplier: string; base: WageringBase; contributions: Record<string, string>; maxStake: string; noMaxStake: boolean; expiryDays: string };
  eligibility: {
    segmentId: string;
    vipMin: string;
    vipMax: string;
    countries: string;
    languages: string[];
    firstTimeOnly: boolean;
    perPlayer: BonusPerPlayer;
    budget: string;
    noBudget: boolean;
    requiresCode: boolean;
  };
}

export type FieldErrors = Record<string, string>;

const DAY = 86_400_000;

export function emptyForm(timeZone: string, now = Date.now()): CampaignForm {
  // tomorrow 00:00 on the merchant's clock
  const start = fromZoneInput(`${toZoneInput(now + DAY, timeZone).slice(0, 10)}T00:00`, timeZone) ?? now + DAY;
  return {
    kind: 'deposit_match',
    name: '',
    startAt: toZoneInput(start, timeZone),
    endAt: '',
    untilEnded: true,
    category: 'deposit_promo',
    titles: {},
    bodies: {},
    deposit: { which: 'first', nth: '2', percent: '100', cap: '', minDeposit: '0.00' },
    amount: '',
    cashback: { percent: '10', period: 'week', minLoss: '0.00', cap: '' },
    freeRounds: { games: [], count: '10', stake: '' },
    maxAmount: '',
    wagering: {
      multiplier: '20',
      base: 'bonus',
      contributions: Object.fromEntries(Object.entries(DEFAULT_CONTRIBUTIONS).map(([k, v]) => [k, String(v)])),
      maxStake: '',
      noMaxStake: true,
      expiryDays: '30',
    },
    eligibility: { segmentId: '', vipMin: '', vipMax: '', countries: '', languages: [], firstTimeOnly: false, perPlayer: 'once', budget: '', noBudget: true, requiresCode: false },
  };
}

/** The form of an existing campaign (its terms as saved). */
export function formOf(c: Campaign, gameNames: Record<string, string> = {}): CampaignForm {
  const i = c.input;
  const base = emptyForm(c.timeZone);
  const form: CampaignForm = {
    ...base,
    kind: i.kind,
    name: i.name,
    startAt: toZoneInput(i.startAt, c.timeZone),
    endAt: toZoneInput(i.endAt, c.timeZone),
    untilEnded: i.endAt === null,
    category: i.page.category,
    titles: { ...i.page.titles } as Record<string, string>,
    bodies: { ...i.page.bodies } as Record<string, string>,
    wagering: {
      multiplier: String(i.wagering.multiplier),
      base: i.wagering.base,
      contributions: Object.fromEntries(Object.keys(DEFAULT_CONTRIBUTIONS).map((k) => [k, String((i.wagering.contributions as Record<string, number | undefined>)[k] ?? 0)])),
      maxStake: i.wagering.maxStake ?? '',
      noMaxStake: i.wagering.maxStake === null,
      expiryDays: String(i.wagering.expiryDays),
    },
    eligibility: {
      segmentId: i.eligibility.segmentId === null ? '' : String(i.eligibility.segmentId),
      vipMin: i.eligibility.vipMin === null ? '' : String(i.eligibility.vipMin),
      vipMax: i.eligibility.vipMax === null ? '' : String(i.eligibility.vipMax),
      countries: i.eligibility.countries.join(', '),
      languages: [...i.eligibility.languages],
      firstTimeOnly: i.eligibility.firstTimeOnly,
      perPlayer: i.eligibility.perPlayer,
      budget: i.eligibility.budget ?? '',
      noBudget: i.eligibility.budget === null,
      requiresCode: i.eligibility.requiresCode,
    },
  };
  if (i.kind === 'deposit_match') form.deposit = { which: i.deposit.which, nth: i.deposit.nth === null ? '2' : String(i.deposit.nth), percent: String(i.deposit.percent), cap: i.deposit.cap, minDeposit: i.deposit.minDeposit };
  if (i.kind === 'code') form.amount = i.amount;
  if (i.kind === 'cashback') form.cashback = { percent: String(i.cashback.percent), period: i.cashback.period, minLoss: i.cashback.minLoss, cap: i.cashback.cap };
  if (i.kind === 'free_spins' || i.kind === 'free_bet') {
    form.freeRounds = { games: i.freeRounds.games.map((g) => ({ ...g, name: gameNames[`${g.vendor}/${g.code}`] ?? g.code })), count: String(i.freeRounds.count), stake: i.freeRounds.stake };
  }
  if (i.kind === 'apply') form.maxAmount = i.maxAmount;
  return form;
}

/** "1250" / "1250.5" -> "1250.00" / "1250.50": the API's amounts have two decimals. */
export function moneyText(value: string): string {
  const v = value.trim().replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(v) ? Number(v).toFixed(2) : v;
}

/** A number as typed, or NaN ('' is NaN: the schema says which field is missing). */
function num(value: string): number {
  const v = value.trim();
  return v === '' ? Number.NaN : Number(v);
}
const orNull = (value: string) => (value.trim() === '' ? null : num(value));

/** The body the form stands for, before checking (so the schema names each wrong field). */
export function draftInput(form: CampaignForm, timeZone: string, languages: string[]): unknown {
  const used = languages.filter((l) => (form.titles[l] ?? '').trim());
  const common = {
    name: form.name,
    startAt: fromZoneInput(form.startAt, timeZone) ?? Number.NaN,
    endAt: form.untilEnded ? null : (fromZoneInput(form.endAt, timeZone) ?? Number.NaN),
    page: {
      category: form.category,
      titles: Object.fromEntries(used.map((l) => [l, form.titles[l]!.trim()])),
      bodies: Object.fromEntries(used.map((l) => [l, form.bodies[l] ?? ''])),
    },
    wagering: {
      multiplier: num(form.wagering.multiplier),
      base: form.wagering.base,
      contributions: Object.fromEntries(Object.entries(form.wagering.contributions).map(([k, v]) => [k, num(v)])),
      maxStake: form.wagering.noMaxStake ? null : moneyText(form.wagering.maxStake),
      expiryDays: num(form.wagering.expiryDays),
    },
    eligibility: {
      segmentId: orNull(form.eligibility.segmentId),
      vipMin: orNull(form.eligibility.vipMin),
      vipMax: orNull(form.eligibility.vipMax),
      countries: form.eligibility.countries
        .split(/[\s,]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
      languages: form.eligibility.languages,
      firstTimeOnly: form.eligibility.firstTimeOnly,
      perPlayer: form.eligibility.perPlayer,
      budget: form.eligibility.noBudget ? null : moneyText(form.eligibility.budget),
      requiresCode: form.eligibility.requiresCode,
    },
  };
  switch (form.kind) {
    case 'deposit_match':
      return {
        ...common,
        kind: form.kind,
        deposit: {
          which: form.deposit.which,
          nth: form.deposit.which === 'nth' ? num(form.deposit.nth) : null,
          percent: num(form.deposit.percent),
          cap: moneyText(form.deposit.cap),
          minDeposit: moneyText(form.deposit.minDeposit || '0'),
        },
      };
    case 'code':
      return { ...common, kind: form.kind, amount: moneyText(form.amount) };
    case 'cashback':
      return { ...common, kind: form.kind, cashback: { percent: num(form.cashback.percent), period: form.cashback.period, minLoss: moneyText(form.cashback.minLoss || '0'), cap: moneyText(form.cashback.cap) } };
    case 'free_spins':
    case 'free_bet':
      return { ...common, kind: form.kind, freeRounds: { games: form.freeRounds.games.map(({ vendor, code }) => ({ vendor, code })), count: num(form.freeRounds.count), stake: moneyText(form.freeRounds.stake) } };
    case 'apply':
      return { ...common, kind: form.kind, maxAmount: moneyText(form.maxAmount) };
  }
}

/** What an issue says, in the operator's words where the schema's are terse. */
function issueText(message: string, code: string): string {
  if (code === 'invalid_type') return 'required';
  return message;
}

/** Checks the form; answers the body, or the errors keyed by path. */
export function toInput(form: CampaignForm, timeZone: string, languages: string[]): { input: CampaignInput; errors: null } | { input: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = bonusCampaignInputSchema.safeParse(draftInput(form, timeZone, languages));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // a contribution's path names its game type; the wagering block shows them together
      const key = path.startsWith('wagering.contributions') ? 'wagering.contributions' : path.startsWith('page.titles') ? 'page.titles' : path;
      errors[key] ??= issueText(issue.message, issue.code);
    }
  }
  const first = languages[0];
  if (first && !(form.titles[first] ?? '').trim()) errors['page.titles'] = `title in ${first} required`;
  if (!form.untilEnded) {
    const s = fromZoneInput(form.startAt, timeZone);
    const e = fromZoneInput(form.endAt, timeZone);
    if (s !== null && e !== null && e <= s) errors.endAt = 'must be after the start';
  }
  const vmin = orNull(form.eligibility.vipMin);
  const vmax = orNull(form.eligibility.vipMax);
  if (vmin !== null && vmax !== null && vmin > vmax) errors['eligibility.vipMax'] = 'must not be below the minimum';
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: parsed.data, errors: null };
}

/**
 * A server refusal at the field it names: a schema 400 lists its issues by path ("body.deposit.cap"); a rule
 * the server checks says the field in its message ("endAt must be after startAt.").
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const issues = (error.data as { issues?: Array<{ path: string; message: string }> } | undefined)?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    const out: FieldErrors = {};
    for (const i of issues) {
      const path = i.path.replace(/^body\./, '');
      const key = path.startsWith('wagering.contributions') ? 'wagering.contributions' : path.startsWith('page.titles') ? 'page.titles' : path;
      out[key] ??= i.message;
    }
    return out;
  }
  const m = error.message;
  const rules: Array<[RegExp, string]> = [
    [/^endAt\b/, 'endAt'],
    [/^vipMin\b/, 'eligibility.vipMax'],
    [/^languages\b/, 'eligibility.languages'],
    [/^deposit\.nth\b/, 'deposit.nth'],
    [/^No game |is (not )?an original/, 'freeRounds.games'],
    [/budget/i, 'eligibility.budget'],
    [/titles?|language/i, 'page.titles'],
  ];
  for (const [re, key] of rules) if (re.test(m)) return { [key]: m };
  return null;
}
