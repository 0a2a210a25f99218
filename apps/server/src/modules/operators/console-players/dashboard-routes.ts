import { CONSOLE_PLAYERS_ENDPOINTS } from '@lobby/contract';
import type { DashboardCounts } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { actorSees } from '../../../core/operators/permissions.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { startOfLocalDate } from '../../../lib/time-zone.ts';
import type { ActivityService } from '../../money/activity/index.ts';
import { addFigures, dayFigures, figuresText, withActivity, zeroFigures } from '../../money/ledger/index.ts';
import type { DayFigures } from '../../money/ledger/index.ts';
import type { LedgerRepository } from '../../money/ledger/index.ts';
import type { ConsolePlayersRepository } from './repository.ts';

export interface DashboardRoutesOptions {
  repository: ConsolePlayersRepository;
  ledger: LedgerRepository;
  merchants: MerchantService;
  /** first deposits, active players, deposits, withdrawals and play: the one source of those figures */
  activity: Pick<ActivityService, 'days' | 'totals'>;
  now: () => number;
}

/** A dashboard covers at most this many days. */
export const DASHBOARD_DAYS_MAX = 92;
/** A player counts as live when their session was seen this recently. */
export const LIVE_WINDOW_MS = 5 * 60_000;
const DAY = 86_400_000;

function calendarDay(text: string): number {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) {
    throw new AppError('request.invalid', { message: 'from, to: real calendar dates, YYYY-MM-DD.' });
  }
  return at;
}

type Counts = DashboardCounts;
const noCounts = (): Counts => ({ registrations: 0, firstDeposits: 0, activePlayers: 0 });

/**
 * The operators' dashboard: per day (each merchant's own calendar) registrations, first deposits, active
 * players (members with a settled real-money round) and the money (activity's deposits, withdrawals and
 * play, the ledger's bonus cost, fees and adjustments), with the period's totals and the players online now. Player
 * counts add up over merchants; money adds up only within a currency (pesos and dong are never summed), so
 * it comes per currency, each with the merchants that use it.
 */
const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { repository, ledger, merchants, activity, now }) => {
  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.dashboard,
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

      const perDay = new Map(days.map((d) => [d, noCounts()]));
      const totals = noCounts();
      const currencies = new Map<string, { merchants: string[]; totals: DayFigures; days: DayFigures[] }>();
      for (const m of chosen) {
        const bounds = [...days, next].map((d) => startOfLocalDate(d, m.timeZone));
        const scope = { merchantCode: m.code };
        const played = await activity.days(scope, { from, to });
        const movements = await ledger.periodMovements(m.code, bounds);
        const currency = m.currency.code;
        let section = currencies.get(currency);
        if (!section) currencies.set(currency, (section = { merchants: [], totals: zeroFigures(), days: days.map(zeroFigures) }));
        section.merchants.push(m.code);
        for (let i = 0; i < days.length; i++) {
          const [start, end] = [bounds[i]!, bounds[i + 1]!];
          const day = perDay.get(days[i]!)!;
          const play = played.get(days[i]!);
          const figures = withActivity(dayFigures(movements.get(i) ?? { byKind: [], byDirection: [] }), play);
          section.days[i] = addFigures(section.days[i]!, figures);
          section.totals = addFigures(section.totals, figures);
          const registrations = await repository.registrations(m.code, start, end);
          const firstDeposits = play?.firstDeposits ?? 0;
          for (const sums of [day, totals]) {
            sums.registrations += registrations;
            sums.firstDeposits += firstDeposits;
          }
          day.activePlayers += play?.activePlayers ?? 0;
        }
        // a player active on several days counts once in the period
        totals.activePlayers += (await activity.totals(scope, { from, to })).activePlayers;
      }
      const t = now();
      return ok({
        merchants: chosen.map((m) => m.code),
        totals,
        days: days.map((d) => ({ day: d, ...perDay.get(d)! })),
        currencies: [...currencies.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, s]) => ({
            currency,
            merchants: s.merchants,
            totals: figuresText(s.totals),
            days: days.map((d, i) => ({ day: d, ...figuresText(s.days[i]!) })),
          })),
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
