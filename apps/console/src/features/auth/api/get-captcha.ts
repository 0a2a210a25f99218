import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type CaptchaChallenge = EndpointResult<typeof endpoints.captcha>;

/** A new captcha image for the sign-in form (single use). */
export function getCaptcha(): Promise<CaptchaChallenge> {
  return api.call(endpoints.captcha);
}
