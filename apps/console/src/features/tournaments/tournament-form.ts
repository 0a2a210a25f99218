import type { GameType, TournamentPrizeKind, TournamentScoring } from '@lobby/contract/rules';
import { tournamentBodySchema } from '@lobby/contract/schemas';
import { isApiError } from '@/shared/api/client';
import { fromZoneInput, toZoneInput } from '@/shared/lib/zone-time';
import type { Tournament, TournamentInput } from './api/get-tournaments';

/**
 * The tournament editor's state as the operator types it (amounts "500.00", ranks as typed, times on the
 * merchant's clock), turned into the contract's body by `toInput`, which checks it with the contract's own
 * schema. Errors are keyed by the body's path ("prizes.1.amount"), the path a server 400 names too.
 */
export interface PrizeRow {
  fromRank: string;
  toRank: string;
  amount: string;
  kind: TournamentPrizeKind;
  wageringMultiplier: string;
}

export interface TournamentForm {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  gameTypes: GameType[];
  games: Array<{ vendor: string; code: string; name: string }>;
  /** "YYYY-MM-DDTHH:mm" on the merchant's clock */
  startsAt: string;
  endsAt: string;
  scoring: TournamentScoring;
  minStake: string;
  prizes: PrizeRow[];
}

export type FieldErrors = Record<string, string>;

const DAY = 86_400_000;

export function emptyForm(timeZone: string, now = Date.now()): TournamentForm {
  // tomorrow 00:00 to a week later, on the merchant's clock
  const start = fromZoneInput(`${toZoneInput(now + DAY, timeZone).slice(0, 10)}T00:00`, timeZone) ?? now + DAY;
  return {
    names: {},
    descriptions: {},
    gameTypes: [],
    games: [],
    startsAt: toZoneInput(start, timeZone),
    endsAt: toZoneInput(start + 7 * DAY, timeZone),
    scoring: 'wagered',
    minStake: '1.00',
    prizes: [
      { fromRank: '1', toRank: '1', amount: '', kind: 'cash', wageringMultiplier: '0' },
      { fromRank: '2', toRank: '3', amount: '', kind: 'cash', wageringMultiplier: '0' },
    ],
  };
}

export function formOf(t: Tournament): TournamentForm {
  return {
    names: Object.fromEntries(Object.entries(t.texts).map(([l, x]) => [l, x?.name ?? ''])),
    descriptions: Object.fromEntries(Object.entries(t.texts).map(([l, x]) => [l, x?.description ?? ''])),
    gameTypes: [...t.gameTypes],
    games: t.games.map((g) => ({ ...g, name: g.code })),
    startsAt: toZoneInput(t.startsAt, t.timeZone),
    endsAt: toZoneInput(t.endsAt, t.timeZone),
    scoring: t.scoring,
    minStake: t.minStake,
    prizes: t.prizes.map((p) => ({ fromRank: String(p.fromRank), toRank: String(p.toRank), amount: p.amount, kind: p.kind, wageringMultiplier: String(p.wageringMultiplier) })),
  };
}

/** "500" / "500.5" -> "500.00" / "500.50": the API's amounts have two decimals. */
export function moneyText(value: string): string {
  const v = value.trim().replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(v) ? Number(v).toFixed(2) : v;
}

const int = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The body the form stands for, checked by the contract's schema; errors by path. */
export function toInput(form: TournamentForm, timeZone: string, languages: string[]): { input: TournamentInput; errors: null } | { input: null; errors: FieldErrors } {
  const used = languages.filter((l) => (form.names[l] ?? '').trim() || (form.descriptions[l] ?? '').trim());
  const draft = {
    texts: Object.fromEntries(used.map((l) => [l, { name: (form.names[l] ?? '').trim(), description: (form.descriptions[l] ?? '').trim() }])),
    gameTypes: form.gameTypes,
    games: form.games.map(({ vendor, code }) => ({ vendor, code })),
    startsAt: fromZoneInput(form.startsAt, timeZone) ?? Number.NaN,
    endsAt: fromZoneInput(form.endsAt, timeZone) ?? Number.NaN,
    scoring: form.scoring,
    minStake: moneyText(form.minStake || '0'),
    prizes: form.prizes.map((p) => ({
      fromRank: int(p.fromRank),
      toRank: int(p.toRank),
      amount: moneyText(p.amount),
      kind: p.kind,
      wageringMultiplier: p.kind === 'cash' ? 0 : int(p.wageringMultiplier),
    })),
  };
  const parsed = tournamentBodySchema.safeParse(draft);
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const key = path[0] === 'texts' ? 'texts' : path.join('.');
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
}

/** A server 400 at the field it names (the envelope's issues), or null when it names none. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  if (error.code === 'tournament.game.unknown') return { games: error.message };
  if (error.code === 'tournament.language.invalid') return { texts: error.message };
  const issues = (error.data as { issues?: Array<{ path: string; message: string }> } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  const out: FieldErrors = {};
  for (const i of issues) {
    const path = i.path.replace(/^body\./, '');
    out[path.startsWith('texts') ? 'texts' : path] ??= i.message;
  }
  return out;
}
