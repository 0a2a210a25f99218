import { CONSOLE_REPORT_DAYS_MAX } from '@lobby/contract';
import type { ConsoleReport, ConsoleReportKind } from '@lobby/contract';
import type { MerchantService } from '../../core/merchants/service.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsText } from '../../lib/cents-text.ts';
import { startOfLocalDay } from '../../lib/time-zone.ts';
import { toCsv } from './csv.ts';
import type { PlayFigures, ReportRepository } from './repository.ts';

const DAY = 86_400_000;


/** Noon UTC of a real calendar date, or a 400. */
function noonOf(date: string, field: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = Date.UTC(y, m - 1, d, 12);
  if (Number.isNaN(noon) || new Date(noon).toISOString().slice(0, 10) !== date) {
    throw new AppError('request.invalid', { message: `${field}: a real calendar date, YYYY-MM-DD.` });
  }
  return noon;
}

function figures(rows: PlayFigures[]) {
  return rows.reduce((s, r) => ({ bets: s.bets + r.bets, wins: s.wins + r.wins }), { bets: 0, wins: 0 });
}

export function createReportService(deps: { repository: ReportRepository; merchants: MerchantService }) {
  const { repository, merchants } = deps;

  return {
    async report(kind: ConsoleReportKind, query: { merchant: string; from: string; to: string }): Promise<ConsoleReport> {
      const merchant = await merchants.byCode(query.merchant);
      if (!merchant) throw new AppError('request.not.found', { message: `No merchant ${query.merchant}.` });
      const fromNoon = noonOf(query.from, 'from');
      const toNoon = noonOf(query.to, 'to');
      if (toNoon < fromNoon) throw new AppError('request.invalid', { message: 'to must not be before from.' });
      if ((toNoon - fromNoon) / DAY + 1 > CONSOLE_REPORT_DAYS_MAX) {
        throw new AppError('request.invalid', { message: `At most ${CONSOLE_REPORT_DAYS_MAX} days per report.` });
      }
      // the merchant's calendar days, like the daily report
      const from = startOfLocalDay(fromNoon, merchant.timeZone);
      const to = startOfLocalDay(toNoon + DAY, merchant.timeZone);
      const [rows, whole] = await Promise.all([
        repository.play(kind, merchant.code, from, to),
        kind === 'merchant' ? Promise.resolve(undefined) : repository.play('merchant', merchant.code, from, to),
      ]);
      const vendorNames = kind === 'vendor' ? await repository.vendorNames(merchant.code) : new Map<string, string>();
      const named = rows.map((r) => {
        if (kind === 'vendor') {
          // the account code is vendor:<merchant>:<currency>:<vendor>; other kinds (jackpot pools) by their kind
          const vendor = r.name === 'vendor' ? r.key.split(':').slice(3).join(':') : r.name;
          return { ...r, key: vendor, name: vendorNames.get(vendor) ?? (r.name === 'vendor' ? vendor : `${r.name} (not a vendor)`) };
        }
        if (kind === 'merchant') return { ...r, name: merchant.name };
        if (r.key === '') return { ...r, key: '(none)', name: kind === 'agent' ? 'No agent' : 'Not from a game round (jackpot wins)' };
        return r;
      });
      const total = whole?.[0] ?? rows[0];
      const sums = figures(named);
      // the grouping's rows are checked against the merchant's own figures: a mismatch is a defect, not a report
      if (whole && (whole[0]?.bets ?? 0) !== sums.bets) throw new Error(`report ${kind}: rows do not add up to the merchant's bets`);
      if (whole && (whole[0]?.wins ?? 0) !== sums.wins) throw new Error(`report ${kind}: rows do not add up to the merchant's wins`);
      const money = (r: { bets: number; wins: number }) => ({ bets: centsText(r.bets), wins: centsText(r.wins), ggr: centsText(r.bets - r.wins) });
      return {
        kind,
        merchant: merchant.code,
        from: query.from,
        to: query.to,
        timeZone: merchant.timeZone,
        currency: merchant.currency.code,
        rows: named.map((r) => ({ key: r.key, name: r.name, rounds: r.rounds, players: r.players, ...money(r) })),
        totals: { rounds: total?.rounds ?? 0, players: total?.players ?? 0, ...money(sums) },
      };
    },

    csv(report: ConsoleReport): string {
      return toCsv(
        ['key', 'name', 'rounds', 'players', `bets (${report.currency})`, `wins (${report.currency})`, `ggr (${report.currency})`],
        [
          ...report.rows.map((r) => [r.key, r.name, r.rounds, r.players, r.bets, r.wins, r.ggr]),
          ['TOTAL', '', report.totals.rounds, report.totals.players, report.totals.bets, report.totals.wins, report.totals.ggr],
        ],
      );
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
