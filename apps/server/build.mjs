#!/usr/bin/env node
// Builds the server for production: ESM bundles of our code (the contract included, as it ships as
// TypeScript source), with every npm dependency left to node_modules, and source maps so stack traces
// point at the TypeScript. `npm start` runs `node --enable-source-maps dist/server.js`; the container image
// also carries the database CLI (`dist/db-cli.js migrate|seed`, the migration Job), the operator CLI
// (`dist/operator-cli.js`, the first operator of an install) and the backup CLI (`dist/backup-cli.js`), so
// it needs no TypeScript runner.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// development dependencies too: one loaded only when asked (oidc-provider, OIDC_LOCAL) stays an import, absent
// from a production install
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => !name.startsWith('@lobby/'));

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'db-cli': new URL('./src/db/cli.ts', import.meta.url).pathname,
    'operator-cli': new URL('./src/operator-cli.ts', import.meta.url).pathname,
    'backup-cli': new URL('./src/backup-cli.ts', import.meta.url).pathname,
    // loaded with --import before the server: OpenTelemetry when an OTLP endpoint is configured
    tracing: new URL('./src/tracing.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Dependencies stay packages (native addons, their own files); subpaths of them too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // ESM output still meets CommonJS-only code paths in a few dependencies' entry points.
  banner: { js: "import { createRequire as __lobbyRequire } from 'node:module'; const require = __lobbyRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('built apps/server/dist: server.js, tracing.js, db-cli.js, operator-cli.js, backup-cli.js');
