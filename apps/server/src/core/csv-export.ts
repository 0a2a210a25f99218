import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csvLine, UTF8_BOM } from '../lib/csv.ts';
import type { CsvValue } from '../lib/csv.ts';
import { appendAudit } from './operators/audit.ts';

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => CsvValue;
}

export interface CsvExport<R> {
  /** the download's file name, without .csv */
  file: string;
  /** the merchant the rows belong to (for the audit row); null when they span several */
  merchant: string | null;
  /** the filters the export applied, as the request gave them (for the audit row) */
  filters: Record<string, unknown>;
  columns: CsvColumn<R>[];
  /** the rows, a batch at a time, so a large export never sits in memory */
  batches: AsyncIterable<R[]>;
}

/** Batches of a list paged newest first by id (`beforeId`), until a short page ends it. */
export async function* keysetBatches<R>(
  page: (beforeId: number | undefined, limit: number) => Promise<R[]>,
  idOf: (row: R) => number,
  size = 500,
): AsyncGenerator<R[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await page(before, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    before = idOf(rows.at(-1)!);
  }
}

/**
 * Answers an /ops list as a CSV download of its whole filtered result: UTF-8 with a BOM (so Excel reads
 * it as UTF-8), the cells by the reports' rules (lib/csv.ts), streamed batch by batch. GET requests leave no
 * audit row by themselves; an export does, once the last row is out (or the download was cut off): who
 * exported which list, with which filters, and how many rows.
 */
export function sendCsv<R>(request: FastifyRequest, reply: FastifyReply, spec: CsvExport<R>): FastifyReply {
  const route = request.routeOptions.url ?? request.url.split('?')[0]!;
  let rows = 0;
  async function audit(complete: boolean): Promise<void> {
    const actor = request.opsActor;
    if (!actor) return;
    await appendAudit(request.server.operatorRepository, {
      actor: actor.username,
      actorRole: actor.role,
      merchant: spec.merchant,
      action: `EXPORT ${route}`,
      target: { list: route },
      after: { format: 'csv', filters: spec.filters, rows, complete },
      ip: request.ip,
      // a download cut off part-way is recorded as such, with the rows that went out
      status: complete ? 'ok' : 'incomplete',
      outcome: complete ? 'success' : 'failed',
      httpStatus: 200,
      at: request.server.clock(),
    });
  }
  async function* lines(): AsyncGenerator<string> {
    let complete = false;
    try {
      yield UTF8_BOM + csvLine(spec.columns.map((c) => c.header));
      for await (const batch of spec.batches) {
        let chunk = '';
        for (const row of batch) chunk += csvLine(spec.columns.map((c) => c.value(row)));
        rows += batch.length;
        if (chunk) yield chunk;
      }
      complete = true;
    } finally {
      await audit(complete);
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${spec.file.replace(/[^\w.-]/g, '_')}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
