import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The standing reliability suite: fuzzing from the OpenAPI description, the authorization matrix, the crash
 * test. `npm run test:reliability` runs it on SQLite and on PostgreSQL.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['test/reliability/**/*.test.ts'],
    pool: 'forks',
    // the migrated, seeded database each test app copies (test/helpers/template-database.ts)
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
