import { AML_OPS_ENDPOINTS } from '@lobby/contract';
import type { AmlAlert } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../core/csv-export.ts';
import { route } from '../../../core/endpoint-route.ts';
import { sees } from '../../../core/operators/guard.ts';
import { csvTime } from '../../../lib/csv.ts';
import { ok } from '../../../lib/envelope.ts';
import type { AmlService } from './service.ts';

export interface AmlRoutesOptions {
  service: AmlService;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
}

/** The AML queue (clear or report, CSV for the regulator) and each merchant's rules. */
export const amlOpsRoutes: FastifyPluginAsyncZod<AmlRoutesOptions> = async (app, { service, usernames }) => {
  const names = (ids: number[]) => usernames(ids);

  route(app, AML_OPS_ENDPOINTS.amlAlerts, async (request, reply) => {
    const q = request.query;
    const filter = { merchantCode: q.merchant, status: q.status, kind: q.kind, from: q.from, to: q.to, beforeId: q.beforeId, limit: q.limit };
    if (q.format === 'csv') {
      const first = await service.list({ ...filter, limit: 1 }, names);
      const zone = first.timeZone;
      async function* batches(): AsyncGenerator<AmlAlert[]> {
        let beforeId: number | undefined;
        for (;;) {
          const page = await service.list({ ...filter, beforeId, limit: 500 }, names);
          if (page.list.length) yield page.list;
          if (page.next === null) return;
          beforeId = page.next;
        }
      }
      return sendCsv<AmlAlert>(request, reply, {
        file: `aml-alerts-${q.merchant}`,
        merchant: q.merchant,
        filters: { status: q.status, kind: q.kind, from: q.from, to: q.to },
        batches: batches(),
        columns: [
          { header: 'alert id', value: (a) => a.id },
          { header: `raised (${zone})`, value: (a) => csvTime(a.createdAt, zone) },
          { header: 'kind', value: (a) => a.kind },
          { header: 'transaction', value: (a) => a.source },
          { header: 'reference', value: (a) => a.reference },
          { header: 'account', value: (a) => a.account },
          { header: 'amount', value: (a) => a.amount },
          { header: 'currency', value: (a) => a.currency },
          { header: 'reason', value: (a) => a.reason },
          { header: 'status', value: (a) => a.status },
          { header: 'decided by', value: (a) => a.decidedBy },
          { header: `decided (${zone})`, value: (a) => (a.decidedAt === null ? null : csvTime(a.decidedAt, zone)) },
          { header: 'note', value: (a) => a.note },
          { header: 'report reference', value: (a) => a.reportReference },
        ],
      });
    }
    return ok(await service.list(filter, names));
  });

  route(app, AML_OPS_ENDPOINTS.decideAmlAlert, async (request) => {
    const { before, alert } = await service.decide(
      request.params.id,
      (code) => sees(request, code),
      { ...request.body, by: request.opsActor?.username ?? 'ops-token' },
      names,
    );
    request.auditChange({
      merchant: alert.merchantCode,
      target: { alert: alert.id, reference: alert.reference, account: alert.account },
      before: { status: before.status },
      after: { status: alert.status, note: alert.note, reportReference: alert.reportReference },
    });
    return ok(alert);
  });

  route(app, AML_OPS_ENDPOINTS.amlRules, async (request) => ok(await service.rules(request.query.merchant)));

  route(app, AML_OPS_ENDPOINTS.setAmlRules, async (request) => {
    const { before, after } = await service.setRules(request.query.merchant, request.body, request.opsActor?.username ?? 'ops-token');
    request.auditChange({
      merchant: request.query.merchant,
      target: { aml: 'rules' },
      before: { coveredThreshold: before.coveredThreshold, turnoverBp: before.turnoverBp },
      after: { coveredThreshold: after.coveredThreshold, turnoverBp: after.turnoverBp },
    });
    return ok(after);
  });
};
