import { defineProject } from 'vitest/config';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineProject({
  resolve: { alias: { '@': src } },
  test: {
    name: 'console',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
