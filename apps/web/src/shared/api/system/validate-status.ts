import { systemStatusSchema, type SystemStatus } from '@lobby/contract';

/** Kept in its own module so zod loads as a side chunk next to the request, not in the entry chunk. */
export function validateStatus(raw: unknown): SystemStatus {
  return systemStatusSchema.parse(raw);
}
