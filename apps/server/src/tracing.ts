/**
 * OpenTelemetry traces, loaded before the server (`node --import ./apps/server/dist/tracing.js
 * apps/server/dist/server.js`; the image and `npm start` do so) and on only when an OTLP endpoint is
 * configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTLP over HTTP with JSON):
 * a span per HTTP request (probes and scrapes left out) carrying the request id, and within it a span per
 * PostgreSQL query and Redis command, plus, on SQLite, a span per query from Kysely's log
 * (db/database.ts). The standard OTEL_* variables apply (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, …).
 * It must be loaded first: the instrumentations wrap `http`, `pg` and `ioredis` as they are imported.
 */
import { register } from 'node:module';
import { isQuietPath } from './core/observability/quiet-paths.ts';

/** Where the tracer's shutdown waits for server.ts (the two are separate bundles: a global symbol joins them). */
export const TRACES_SHUTDOWN = Symbol.for('lobby.traces.shutdown');

const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint) {
  // ESM imports of the instrumented packages pass through this hook (CommonJS ones through require's)
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@opentelemetry/resources'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'lobby' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => isQuietPath(req.url ?? '') }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  // what is still buffered goes out when the server has closed (server.ts calls it)
  (globalThis as Record<symbol, unknown>)[TRACES_SHUTDOWN] = () => provider.shutdown();
}
