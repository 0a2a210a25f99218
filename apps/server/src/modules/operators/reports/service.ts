import { CONSOLE_REPORT_DAYS_MAX } from '@lobby/contract';
import type { ConsoleFinanceReport, ConsoleMerchantRef, ConsoleReport, ConsoleReportKind, ConsoleReportRow } from '@lobby/contract';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsText } from '../../../lib/cents-text.ts';
import { startOfLocalDate } from '../../../lib/time-zone.ts';
import type { ActivityFigures, ActivityService } from '../../money/activity/index.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import { addFigures, dayFigures, figuresText, withActivity, zeroFigures } from '../../money/ledger/index.ts';
import type { DayFigures, LedgerRepository } from '../../money/ledger/index.ts';

const DAY = 86_400_000;

/** The calendar dates from..to (inclusive), or a 400. */
function datesOf(from: string, to: string): string[] {
  const first = dateMs(from, 'from');
  const last = dateMs(to, 'to');
  if (last < first) throw new AppError('request.invalid', { message: 'to must not be before from.' });
  if ((last - first) / DAY + 1 > CONSOLE_REPORT_DAYS_MAX) {
    throw new AppError('request.invalid', { message: `At most ${CONSOLE_REPORT_DAYS_MAX} days per report.` });
  }
  const dates: string[] = [];
  for (let t = first; t <= last; t += DAY) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

function dateMs(date: string, field: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date) {
    throw new AppError('request.invalid', { message: `${field}: a real calendar date, YYYY-MM-DD.` });
  }
  return at;
}

const nextDate = (date: string) => new Date(dateMs(date, 'to') + DAY).toISOString().slice(0, 10);
const refOf = (m: ResolvedMerchant): ConsoleMerchantRef => ({ code: m.code, name: m.name, currency: m.currency.code, timeZone: m.timeZone });
const figures = (rows: PlayFigures[]) => rows.reduce((s, r) => ({ bets: s.bets + r.bets, wins: s.wins + r.wins }), { bets: 0, wins: 0 });
const playMoney = (r: { bets: number; wins: number }) => ({ bets: centsText(r.bets), wins: centsText(r.wins), ggr: centsText(r.bets - r.wins) });

/** Groups by currency, in currency order: amounts of two currencies are never added. */
function byCurrency<T>(merchants: ResolvedMerchant[], make: () => T): Map<string, { merchants: string[]; value: T }> {
  const out = new Map<string, { merchants: string[]; value: T }>();
  for (const m of [...merchants].sort((a, b) => a.currency.code.localeCompare(b.currency.code) || a.code.localeCompare(b.code))) {
    let section = out.get(m.currency.code);
    if (!section) out.set(m.currency.code, (section = { merchants: [], value: make() }));
    section.merchants.push(m.code);
  }
  return out;
}

/** The row of a grouping from activity's figures. */
const rowOf = (key: string, name: string, f: Pick<ActivityFigures, 'rounds' | 'activePlayers' | 'validBet' | 'win'>): PlayFigures => ({
  key,
  name,
  rounds: f.rounds,
  players: f.activePlayers,
  bets: f.validBet,
  wins: f.win,
});

/** Jackpot drops are a win of the day, not of a game or a vendor: a row of their own when there are any. */
const JACKPOT_KEY = 'jackpot';

/** A report's row of play: a merchant, a day, a vendor, a game or an agent's team. */
export interface PlayFigures {
  key: string;
  name: string;
  rounds: number;
  players: number;
  /** cents */
  bets: number;
  /** cents */
  wins: number;
}

export function createReportService(deps: {
  /** the vendors' display names by code (the catalogue's, with its caches) */
  vendorNames(merchantCode: string): Promise<Map<string, string>>;
  ledger: LedgerRepository;
  merchants: MerchantService;
  /** valid bets, wins, rounds, players, deposits and withdrawals: the one source of those figures */
  activity: Pick<ActivityService, 'totals' | 'days' | 'games' | 'members'>;
  /** who each player's agent is */
  accounts: Pick<MemberRepository, 'uplineNames'>;
}) {
  const { ledger, merchants, activity, accounts } = deps;

  /** A merchant's play over its calendar days, grouped by what the report is about. */
  async function play(kind: ConsoleReportKind, merchant: ResolvedMerchant, days: { from: string; to: string }, whole: ActivityFigures): Promise<PlayFigures[]> {
    if (kind === 'merchant') return whole.rounds || whole.validBet || whole.win ? [rowOf(merchant.code, merchant.name, whole)] : [];
    if (kind === 'agent') {
      // each player's figures under their direct upline (a player has one: the players add up)
      const players = [...(await activity.members({ merchantCode: merchant.code }, days))].filter(([, f]) => f.rounds || f.validBet || f.win);
      const uplines = await accounts.uplineNames(players.map(([id]) => id));
      const agents = new Map<string, PlayFigures>();
      for (const [id, f] of players) {
        const key = uplines.get(id) ?? '';
        const row = agents.get(key) ?? { key, name: key, rounds: 0, players: 0, bets: 0, wins: 0 };
        row.rounds += f.rounds;
        row.players += f.activePlayers;
        row.bets += f.validBet;
        row.wins += f.win;
        agents.set(key, row);
      }
      return [...agents.values()];
    }
    const { games, vendorPlayers } = await activity.games(merchant.code, days);
    const jackpot = whole.jackpotWin ? [{ key: kind === 'vendor' ? JACKPOT_KEY : '', name: '', rounds: 0, players: 0, bets: 0, wins: whole.jackpotWin }] : [];
    if (kind === 'game') {
      return [...games.map((g) => ({ key: `${g.vendor}/${g.gameCode}`, name: g.gameName, rounds: g.rounds, players: g.players, bets: g.validBet, wins: g.win })), ...jackpot];
    }
    const vendors = new Map<string, PlayFigures>();
    for (const g of games) {
      const v = vendors.get(g.vendor) ?? { key: g.vendor, name: 'vendor', rounds: 0, players: vendorPlayers.get(g.vendor) ?? 0, bets: 0, wins: 0 };
      v.rounds += g.rounds;
      v.bets += g.validBet;
      v.wins += g.win;
      vendors.set(g.vendor, v);
    }
    return [...vendors.values(), ...jackpot];
  }

  /** The named merchant, or every merchant the caller sees. */
  async function chosen(code: string | undefined, sees: (code: string) => boolean): Promise<ResolvedMerchant[]> {
    if (code) {
      const merchant = await merchants.byCode(code);
      if (!merchant) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
      return [merchant];
    }
    return (await merchants.all()).filter((m) => sees(m.code));
  }

  /** One merchant's play rows over its calendar days from..to, checked to add up to its own figures. */
  async function playOf(kind: ConsoleReportKind, merchant: ResolvedMerchant, from: string, to: string) {
    const days = { from, to };
    const whole = await activity.totals({ merchantCode: merchant.code }, days);
    const rows = (await play(kind, merchant, days, whole)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const vendorNames = kind === 'vendor' ? await deps.vendorNames(merchant.code) : new Map<string, string>();
    const named = rows.map((r) => {
      if (kind === 'vendor') {
        if (r.key === JACKPOT_KEY && r.name === '') return { ...r, name: vendorNames.get(JACKPOT_KEY) ?? 'jackpot (not a vendor)' };
        return { ...r, name: vendorNames.get(r.key) ?? r.key };
      }
      if (kind === 'merchant') return { ...r, name: merchant.name };
      if (r.key === '') return { ...r, key: '(none)', name: kind === 'agent' ? 'No agent' : 'Not from a game round (jackpot wins)' };
      return r;
    });
    // the merchant report lists every merchant, a quiet one with zeros
    if (kind === 'merchant' && named.length === 0) named.push({ key: merchant.code, name: merchant.name, rounds: 0, players: 0, bets: 0, wins: 0 });
    const total = rowOf(merchant.code, merchant.name, whole);
    const sums = figures(named);
    // the grouping's rows are checked against the merchant's own figures: a mismatch is a defect, not a report
    if (sums.bets !== total.bets) throw new Error(`report ${kind}: rows do not add up to ${merchant.code}'s bets`);
    if (sums.wins !== total.wins) throw new Error(`report ${kind}: rows do not add up to ${merchant.code}'s wins`);
    return { rows: named, total };
  }

  return {
    /**
     * Bets, wins and GGR by merchant, vendor, game or agent over each merchant's calendar days from..to. Under
     * several merchants the rows are grouped by currency with a total per currency.
     */
    async report(kind: ConsoleReportKind, query: { merchant?: string; from: string; to: string }, sees: (code: string) => boolean): Promise<ConsoleReport> {
      datesOf(query.from, query.to);
      const list = await chosen(query.merchant, sees);
      const sections = byCurrency(list, () => ({ rows: [] as ConsoleReportRow[], rounds: 0, players: 0, bets: 0, wins: 0 }));
      for (const merchant of list) {
        const { rows, total } = await playOf(kind, merchant, query.from, query.to);
        const s = sections.get(merchant.currency.code)!.value;
        s.rows.push(...rows.map((r) => ({ merchant: merchant.code, key: r.key, name: r.name, rounds: r.rounds, players: r.players, ...playMoney(r) })));
        // a player belongs to one merchant: the merchants' player counts add up
        s.rounds += total.rounds;
        s.players += total.players;
        s.bets += total.bets;
        s.wins += total.wins;
      }
      return {
        kind,
        from: query.from,
        to: query.to,
        merchants: list.map(refOf),
        currencies: [...sections.entries()].map(([currency, { merchants: codes, value: s }]) => ({
          currency,
          merchants: codes,
          rows: s.rows,
          totals: { rounds: s.rounds, players: s.players, ...playMoney(s) },
        })),
      };
    },

    /**
     * Deposits, withdrawals, bets, wins, GGR, bonus cost, payment fees, NGR and adjustments per merchant and
     * calendar day (each merchant's own time zone), each merchant's period, and a total per currency.
     */
    async finance(query: { merchant?: string; from: string; to: string }, sees: (code: string) => boolean): Promise<ConsoleFinanceReport> {
      const dates = datesOf(query.from, query.to);
      const list = await chosen(query.merchant, sees);
      const sections = byCurrency(list, () => ({ totals: zeroFigures(), byMerchant: [] as Array<{ merchant: string; f: DayFigures }>, days: [] as Array<{ merchant: string; day: string; f: DayFigures }> }));
      for (const merchant of list) {
        const bounds = [...dates, nextDate(query.to)].map((d) => startOfLocalDate(d, merchant.timeZone));
        const movements = await ledger.periodMovements(merchant.code, bounds);
        const played = await activity.days({ merchantCode: merchant.code }, { from: query.from, to: query.to });
        const s = sections.get(merchant.currency.code)!.value;
        let period = zeroFigures();
        dates.forEach((day, i) => {
          const f = withActivity(dayFigures(movements.get(i) ?? { byKind: [], byDirection: [] }), played.get(day));
          period = addFigures(period, f);
          s.days.push({ merchant: merchant.code, day, f });
        });
        s.byMerchant.push({ merchant: merchant.code, f: period });
        s.totals = addFigures(s.totals, period);
      }
      return {
        from: query.from,
        to: query.to,
        merchants: list.map(refOf),
        currencies: [...sections.entries()].map(([currency, { merchants: codes, value: s }]) => ({
          currency,
          merchants: codes,
          totals: figuresText(s.totals),
          byMerchant: s.byMerchant.map((m) => ({ merchant: m.merchant, ...figuresText(m.f) })),
          days: s.days
            .sort((a, b) => a.day.localeCompare(b.day) || a.merchant.localeCompare(b.merchant))
            .map((d) => ({ merchant: d.merchant, day: d.day, ...figuresText(d.f) })),
        })),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
