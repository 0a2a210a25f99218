import type { QueueOptions } from './types.ts';

/** A queue's retries and expiry unless its definition says otherwise (pg-boss's defaults, but with backoff). */
export const QUEUE_DEFAULTS: Required<QueueOptions> = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireSeconds: 15 * 60,
};
