import { CONSOLE_PLAYERS_PATHS, consoleDashboardQuerySchema, consoleDashboardSchema, envelopeOf } from '@lobby/contract';
import type { Kpis } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../core/merchants/service.ts';
import { actorSees } from '../../core/operators/permissions.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { AppError } from '../../lib/app-error.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { localDate, startOfLocalDay } from '../../lib/time-zone.ts';
import { dayFigures } from '../ledger/index.ts';
import type { LedgerRepository } from '../ledger/index.ts';
import type { ConsolePlayersRepository } from './repository.ts';
import { money } from './views.ts';

export interface DashboardRoutesOptions {
  repository: ConsolePlayersRepository;
  ledger: LedgerRepository;
  merchants: MerchantService;
  now: () => number;
}

/** A dashboard covers at most this many days. */
export const DASHBOARD_DAYS_MAX = 92;
/** A player counts as live when their session was seen this recently. */
export const LIVE_WINDOW_MS = 5 * 60_000;
const DAY = 86_400_000;

/** Epoch ms of local midnight starting `date` (YYYY-MM-DD) in `timeZone`. */
export function dayStart(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = Date.UTC(y, m - 1, d, 12);
  // noon UTC is the same calendar day in zones from UTC-11 to UTC+11; the others are half a day off
  for (const t of [noon, noon - DAY / 2, noon + DAY / 2]) if (localDate(t, timeZone) === date) return startOfLocalDay(t, timeZone);
  return startOfLocalDay(noon, timeZone);
}

function calendarDay(text: string): number {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) {
    throw new AppError('request.invalid', { message: 'from, to: real calendar dates, YYYY-MM-DD.' });
  }
  return at;
}

type Sums = { registrations: number; firstDeposits: number; activePlayers: number; deposits: number; withdrawals: number; bets: number; wins: number; ggr: number; bonusCost: number };
const zero = (): Sums => ({ registrations: 0, firstDeposits: 0, activePlayers: 0, deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, bonusCost: 0 });
const kpis = (s: Sums): Kpis => ({
  registrations: s.registrations,
  firstDeposits: s.firstDeposits,
  activePlayers: s.activePlayers,
  deposits: money(s.deposits),
  withdrawals: money(s.withdrawals),
  bets: money(s.bets),
  wins: money(s.wins),
  ggr: money(s.ggr),
  bonusCost: money(s.bonusCost),
});

/**
 * The operators' dashboard: per day (each merchant's own calendar) registrations, first deposits, active
 * players and the real money of the ledger, with the period's totals and the players online now.
 * Amounts of several merchants add up as they are: one merchant, one currency is what a dashboard compares.
 */
const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { repository, ledger, merchants, now }) => {
  app.get(
    CONSOLE_PLAYERS_PATHS.dashboard.replace(/^\/ops/, ''),
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['ops', 'console'],
        summary: "KPIs per day in each merchant's time zone (registrations, first deposits, active players, deposits, withdrawals, bets, wins, GGR, bonus cost), totals and live players",
        security: OPS_SECURITY,
        querystring: consoleDashboardQuerySchema,
        response: { 200: envelopeOf(consoleDashboardSchema), ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const first = calendarDay(from);
      const last = calendarDay(to);
      if (last < first) throw new AppError('request.invalid', { message: 'from must not be after to.' });
      if ((last - first) / DAY + 1 > DASHBOARD_DAYS_MAX) throw new AppError('request.invalid', { message: `At most ${DASHBOARD_DAYS_MAX} days.` });
      const days: string[] = [];
      for (let t = first; t <= last; t += DAY) days.push(new Date(t).toISOString().slice(0, 10));
      const next = new Date(last + DAY).toISOString().slice(0, 10);

      let chosen;
      if (request.query.merchant) {
        const m = await merchants.byCode(request.query.merchant);
        if (!m) throw new AppError('merchant.unknown');
        chosen = [m];
      } else {
        const actor = request.opsActor;
        chosen = (await merchants.all()).filter((m) => !actor || actorSees(actor, m.code));
      }

      const perDay = new Map(days.map((d) => [d, zero()]));
      const totals = zero();
      for (const m of chosen) {
        const bounds = [...days, next].map((d) => dayStart(d, m.timeZone));
        const firsts = await repository.firstDeposits(m.code, bounds[0]!, bounds.at(-1)!);
        for (let i = 0; i < days.length; i++) {
          const [start, end] = [bounds[i]!, bounds[i + 1]!];
          const day = perDay.get(days[i]!)!;
          const figures = dayFigures(await ledger.dayMovements(m.code, start, end));
          const counts = {
            registrations: await repository.registrations(m.code, start, end),
            firstDeposits: firsts.filter((at) => at >= start && at < end).length,
            activePlayers: await repository.activePlayers(m.code, start, end),
          };
          for (const sums of [day, totals]) {
            sums.registrations += counts.registrations;
            sums.firstDeposits += counts.firstDeposits;
            sums.deposits += figures.deposits;
            sums.withdrawals += figures.withdrawals;
            sums.bets += figures.bets;
            sums.wins += figures.wins;
            sums.ggr += figures.ggr;
            sums.bonusCost += figures.bonusCost;
          }
          day.activePlayers += counts.activePlayers;
        }
        // a player active on several days counts once in the period
        totals.activePlayers += await repository.activePlayers(m.code, bounds[0]!, bounds.at(-1)!);
      }
      const t = now();
      return ok({
        merchants: chosen.map((m) => m.code),
        totals: kpis(totals),
        days: days.map((d) => ({ day: d, ...kpis(perDay.get(d)!) })),
        livePlayers: await repository.livePlayers(
          chosen.map((m) => m.code),
          t - LIVE_WINDOW_MS,
          t,
        ),
      });
    },
  );
};

export default dashboardRoutes;
