import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, REPO_ROOT } from './config.ts';

// Writes docs/openapi.json from the route schemas. An in-memory database, a throw-away data folder and a
// placeholder operator token, so the ops routes are described too and the real data is not touched.
const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-openapi-'));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
  databaseUrl: 'sqlite::memory:',
  opsToken: 'openapi-placeholder-token',
};
const app = await buildApp({ config });
await app.ready();
const out = path.join(REPO_ROOT, 'docs', 'openapi.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${path.relative(process.cwd(), out)}`);
