/** Operator routes outside the console's screens (all under the /ops scope). */
export const OPS_PATHS = {
  /** what the local SMS gateway and mail sender kept instead of sending */
  outbox: '/ops/outbox',
  /** the whole OpenAPI description, operators' routes included */
  openapi: '/ops/openapi.json',
} as const;
