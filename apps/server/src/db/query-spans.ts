import { SpanKind, trace } from '@opentelemetry/api';
import type { LogEvent } from 'kysely';

/**
 * Kysely's query log as OpenTelemetry spans, for SQLite (PostgreSQL's queries are traced by the pg driver's
 * instrumentation): each query a span of its own duration under the request's span. Used only when traces
 * are on (an OTLP endpoint is configured, tracing.ts); without a tracer provider the API's tracer is a no-op.
 */
export function tracingOn(): boolean {
  return Boolean(process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

const tracer = trace.getTracer('lobby-db');

export function querySpan(event: LogEvent): void {
  const end = Date.now();
  const span = tracer.startSpan(`sqlite ${event.query.sql.trimStart().split(/\s/, 1)[0]?.toLowerCase() ?? 'query'}`, {
    kind: SpanKind.CLIENT,
    startTime: end - event.queryDurationMillis,
    attributes: { 'db.system': 'sqlite', 'db.statement': event.query.sql },
  });
  if (event.level === 'error') span.setStatus({ code: 2, message: String((event.error as Error)?.message ?? event.error) });
  span.end(end);
}
