#!/usr/bin/env node
// Builds the server for production: one ESM bundle of our code (the contract included, as it ships as
// TypeScript source), with every npm dependency left to node_modules, and a source map so stack traces
// point at the TypeScript. `npm start` runs `node --enable-source-maps dist/server.js`.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lobby/'));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Dependencies stay packages (native addons, their own files); subpaths of them too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // ESM output still meets CommonJS-only code paths in a few dependencies' entry points.
  banner: { js: "import { createRequire as __lobbyRequire } from 'node:module'; const require = __lobbyRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('built apps/server/dist/server.js');
