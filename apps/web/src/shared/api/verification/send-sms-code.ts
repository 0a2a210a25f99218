import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { smsResultSchema } from '@lobby/contract/schemas';
import { api, type PlayerBody } from '@/shared/lib/api';

/** noLogin: SMS login and password by phone; register: registration by mobile number. */
export type SmsPurpose = 'noLogin' | 'register';

const PATHS = {
  noLogin: ACCOUNT_PATHS.smsNoLogin,
  register: ACCOUNT_PATHS.smsRegister,
} as const satisfies Record<SmsPurpose, string>;

/** The number and the solved slider (the same for both purposes). */
export type SmsCodeRequest = PlayerBody<'POST', (typeof PATHS)[SmsPurpose]>;

/**
 * Sends an SMS code; resolves with when another may be asked for (epoch ms, 60 s on), which drives the
 * button's countdown. The code itself keeps working for 5 minutes.
 */
export async function sendSmsCode(purpose: SmsPurpose, body: SmsCodeRequest): Promise<number> {
  const raw = await api.post(PATHS[purpose], { body });
  return smsResultSchema.parse(raw).resendAt;
}
