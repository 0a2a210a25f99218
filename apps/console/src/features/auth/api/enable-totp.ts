import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

/** Finishes enrolment with the current code of the new secret. */
export function enableTotp(code: string): Promise<EndpointResult<typeof endpoints.totpEnable>> {
  return api.call(endpoints.totpEnable, { body: { code } });
}
