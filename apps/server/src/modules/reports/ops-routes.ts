import {
  CONSOLE_CONTENT_PATHS,
  consoleReportParamsSchema,
  consoleReportQuerySchema,
  consoleReportSchema,
  envelopeOf,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { ReportService } from './service.ts';

export interface ReportOpsRoutesOptions {
  service: ReportService;
}

/** Play reports by merchant, vendor, game or agent, as JSON or a CSV download, in the /ops scope. */
const reportOpsRoutes: FastifyPluginAsyncZod<ReportOpsRoutesOptions> = async (app, { service }) => {
  app.get(
    CONSOLE_CONTENT_PATHS.report.replace(/^\/ops/, ''),
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['ops'],
        summary: "A merchant's bets, wins and GGR over its calendar days from..to, by merchant, vendor, game or agent",
        description:
          'From the ledger, real money only, by the daily report rules (rolled-back stakes and wins taken off): the ' +
          "rows of every kind add up to the merchant's figures and, for one day, to GET /ops/reports/daily. " +
          'format=csv answers a text/csv download (a header row, a TOTAL row last). At most 366 days.',
        security: OPS_SECURITY,
        params: consoleReportParamsSchema,
        querystring: consoleReportQuerySchema,
        response: { 200: envelopeOf(consoleReportSchema), ...failureResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const report = await service.report(request.params.kind, request.query);
      if (request.query.format !== 'csv') return ok(report);
      const file = `report-${report.kind}-${report.merchant}-${report.from}-${report.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        // a string goes out as it is (no serializer): the 200 schema describes the JSON form only
        .send(service.csv(report) as never);
    },
  );
};

export default reportOpsRoutes;
