import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type TotpSetup = EndpointResult<typeof endpoints.totpSetup>;

/** Starts enrolment: a new TOTP secret and its otpauth:// URL. */
export function setupTotp(): Promise<TotpSetup> {
  return api.call(endpoints.totpSetup);
}
