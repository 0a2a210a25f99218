/**
 * TEST_REDIS_URL for the suites that need a Redis server. Unset, they skip, and say so once per file (a
 * silent skip would look like a pass): CI and `npm run test:two` set it.
 */
export function testRedisUrl(suite: string): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url) console.warn(`${suite}: skipped, TEST_REDIS_URL is unset (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)`);
  return url;
}
