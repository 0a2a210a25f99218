#!/usr/bin/env node
// Prints the gzip size of the JavaScript the home route loads before the home screen shows: the entry chunk,
// its start-up steps, everything they import statically, and the home screen's lazy chunk(s) with their static imports.
// Budget: 100 KB gzip for the shell. `--json` prints machine-readable figures; `--budget N` (KB)
// makes the script exit 1 when the home route is over N KB.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST ?? join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

export function measureHomeRoute() {
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: run the web build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // The entry starts the app in steps, each a dynamic import of the entry (React's renderer, then the app):
  // they load with it, so they count as the entry.
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entry = closure([...entryKeys, ...entryKeys.flatMap((k) => manifest[k].dynamicImports ?? [])]);
  // The home screen is a lazy route: the lobby's home-screen module (not another feature's, such as the
  // agent area's agent-home-screen).
  const homeKeys = Object.keys(manifest).filter((k) => /(^|\/)lobby\/home-screen\.tsx$/.test(k));
  const home = closure(homeKeys, new Set(entry));

  const files = (set) => [...new Set([...set].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const sum = (list) => list.reduce((n, f) => n + gz(f), 0);
  const entryFiles = files(entry);
  const homeFiles = files(home);
  const entryBytes = sum(entryFiles);
  const homeBytes = sum(homeFiles);
  return { entryFiles, homeFiles, entryBytes, homeBytes, homeScreenFound: homeKeys.length > 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = measureHomeRoute();
  const kb = (n) => (n / 1024).toFixed(1);
  const budgetIdx = process.argv.indexOf('--budget');
  const budget = budgetIdx > 0 ? Number(process.argv[budgetIdx + 1]) : undefined;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r, null, 2));
  } else {
    console.log(`JS gzip, entry (${r.entryFiles.length} files): ${kb(r.entryBytes)} KB`);
    console.log(
      `JS gzip, home route before the home screen shows (${r.homeFiles.length} files): ${kb(r.homeBytes)} KB` +
        (r.homeScreenFound ? '' : ' (home screen chunk not found: entry only)'),
    );
  }
  if (budget !== undefined && r.homeBytes / 1024 > budget) {
    console.error(`over budget: ${kb(r.homeBytes)} KB > ${budget} KB`);
    process.exit(1);
  }
}
