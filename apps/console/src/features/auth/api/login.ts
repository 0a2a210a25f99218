import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type LoginBody = EndpointBody<typeof endpoints.login>;
export type LoginResult = EndpointResult<typeof endpoints.login>;

/** Sign-in: password, then the TOTP code once enrolled (and a captcha after a failed attempt); sets the session cookie. */
export function login(body: LoginBody): Promise<LoginResult> {
  return api.call(endpoints.login, { body });
}
