/** Operator routes outside the console's screens (all under the /ops scope). */
export const OPS_PATHS = {
  /** what the local SMS gateway and mail sender kept instead of sending */
  outbox: '/ops/outbox',
  /** the whole OpenAPI description, operators' routes included */
  openapi: '/ops/openapi.json',
  /** background jobs by queue and state, and the queues' depth */
  jobs: '/ops/jobs',
  /** one job */
  job: '/ops/jobs/:id',
  /** a failed job back to its queue */
  jobRetry: '/ops/jobs/:id/retry',
} as const;
