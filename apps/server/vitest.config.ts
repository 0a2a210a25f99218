import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // run by `npm run test:reliability` (vitest.reliability.config.ts)
    exclude: ['test/reliability/**'],
    pool: 'forks',
    // the migrated, seeded database each test app copies (test/helpers/template-database.ts)
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 20000,
    // a suite's app starts on a fresh, migrated and seeded database (five brands); on PostgreSQL on a
    // 2-core runner that can take more than the default 10 s
    hookTimeout: 30000,
  },
});
