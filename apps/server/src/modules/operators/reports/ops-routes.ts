import { CONSOLE_CONTENT_ENDPOINTS, CONSOLE_MONEY_ENDPOINTS, MONEY_FIGURES } from '@lobby/contract';
import type { ConsoleFinanceReport, ConsoleReport, MoneyFigures } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../core/csv-export.ts';
import { route } from '../../../core/endpoint-route.ts';
import { actorSees } from '../../../core/operators/permissions.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ReportService } from './service.ts';

export interface ReportOpsRoutesOptions {
  service: ReportService;
}

/** Whether the caller sees a merchant (reports without one cover every merchant the caller sees). */
const seesOf = (request: FastifyRequest) => (code: string) => !request.opsActor || actorSees(request.opsActor, code);

/** A report's rows as one batch (a report is small: merchants x days, or its vendors, games, agents). */
async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  yield rows;
}

type PlayLine = { currency: string; merchant: string; key: string; name: string; rounds: number | string; players: number | string; bets: string; wins: string; ggr: string };
type FinanceLine = MoneyFigures & { currency: string; merchant: string; day: string };

function playLines(report: ConsoleReport): PlayLine[] {
  return report.currencies.flatMap((c) => [
    ...c.rows.map((r) => ({ currency: c.currency, ...r })),
    { currency: c.currency, merchant: c.merchants.join(' '), key: 'TOTAL', name: '', ...c.totals },
  ]);
}

function financeLines(report: ConsoleFinanceReport): FinanceLine[] {
  return report.currencies.flatMap((c) => [
    ...c.days.map((d) => ({ currency: c.currency, ...d })),
    ...c.byMerchant.map((m) => ({ currency: c.currency, day: `${report.from}..${report.to}`, ...m })),
    { currency: c.currency, merchant: 'TOTAL', day: `${report.from}..${report.to}`, ...c.totals },
  ]);
}

/** Play and money reports, as JSON or a CSV download, in the /ops scope. */
const reportOpsRoutes: FastifyPluginAsyncZod<ReportOpsRoutesOptions> = async (app, { service }) => {
  route(
    app,
    CONSOLE_MONEY_ENDPOINTS.financeReport,
    async (request, reply) => {
      const q = request.query;
      const report = await service.finance(q, seesOf(request));
      if (q.format !== 'csv') return ok(report);
      return sendCsv<FinanceLine>(request, reply, {
        file: `finance-${q.merchant ?? 'all'}-${q.from}-${q.to}`,
        merchant: q.merchant ?? null,
        filters: { merchant: q.merchant, from: q.from, to: q.to },
        batches: once(financeLines(report)),
        columns: [
          { header: 'currency', value: (r) => r.currency },
          { header: 'merchant', value: (r) => r.merchant },
          { header: "day (merchant's time zone)", value: (r) => r.day },
          ...MONEY_FIGURES.map((k) => ({ header: k, value: (r: FinanceLine) => r[k] })),
        ],
      });
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.report,
    async (request, reply) => {
      const q = request.query;
      const report = await service.report(request.params.kind, q, seesOf(request));
      if (q.format !== 'csv') return ok(report);
      return sendCsv<PlayLine>(request, reply, {
        file: `report-${report.kind}-${q.merchant ?? 'all'}-${report.from}-${report.to}`,
        merchant: q.merchant ?? null,
        filters: { kind: report.kind, merchant: q.merchant, from: q.from, to: q.to },
        batches: once(playLines(report)),
        columns: [
          { header: 'currency', value: (r) => r.currency },
          { header: 'merchant', value: (r) => r.merchant },
          { header: 'key', value: (r) => r.key },
          { header: 'name', value: (r) => r.name },
          { header: 'rounds', value: (r) => r.rounds },
          { header: 'players', value: (r) => r.players },
          { header: 'bets', value: (r) => r.bets },
          { header: 'wins', value: (r) => r.wins },
          { header: 'ggr', value: (r) => r.ggr },
        ],
      });
    },
  );
};

export default reportOpsRoutes;
