import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { smsResultSchema, type SliderAnswer } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';

/** noLogin: SMS login and password by phone; register: registration by mobile number. */
export type SmsPurpose = 'noLogin' | 'register';

const PATHS: Record<SmsPurpose, string> = {
  noLogin: ACCOUNT_PATHS.smsNoLogin,
  register: ACCOUNT_PATHS.smsRegister,
};

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  slider: SliderAnswer;
}

/**
 * Sends an SMS code; resolves with when another may be asked for (epoch ms, 60 s on), which drives the
 * button's countdown. The code itself keeps working for 5 minutes.
 */
export async function sendSmsCode(purpose: SmsPurpose, body: SmsCodeRequest): Promise<number> {
  const raw = await http.post<unknown>(PATHS[purpose], body);
  return smsResultSchema.parse(raw).resendAt;
}
