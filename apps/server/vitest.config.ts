import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // run by `npm run test:reliability` (vitest.reliability.config.ts)
    exclude: ['test/reliability/**'],
    pool: 'forks',
    testTimeout: 20000,
  },
});
