import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type PasswordChange = EndpointBody<typeof endpoints.changePassword>;
export type PasswordChangeResult = EndpointResult<typeof endpoints.changePassword>;

/** The signed-in operator's own new password (the current one required); their other sessions end. */
export function changePassword(body: PasswordChange): Promise<PasswordChangeResult> {
  return api.call(endpoints.changePassword, { body });
}
