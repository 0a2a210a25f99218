import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    // One line an operator can act on, not a stack trace.
    if (!(err instanceof ConfigError)) throw err;
    console.error(`lobby server: ${err.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const app = await buildApp({ config });

// On SIGTERM/SIGINT: /readyz answers 503 for SHUTDOWN_DRAIN_MS so the load balancer stops sending, then the
// port closes and requests in flight finish (Fastify's close); an error exits at once.
closeWithGrace({ delay: config.shutdownDrainMs + 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else {
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
    app.startDraining();
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  await app.close();
  // the spans still buffered (tracing.ts, when loaded)
  await (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[Symbol.for('lobby.traces.shutdown')]?.();
});

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(
  `lobby server ready: http://${shownHost}:${config.port}/m/home (API docs /docs, database ${app.database.dialect})`,
);
