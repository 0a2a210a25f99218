import { api } from '@/shared/api/client';
import type { LoginResult, Operator, TotpSetup } from '@/shared/api/types';

export const authApi = {
  login: (body: { username: string; password: string; totp?: string; captcha?: string; captchaId?: string }) => api.post<LoginResult>('/ops/auth/login', body),
  setupTotp: () => api.post<TotpSetup>('/ops/auth/totp/setup'),
  enableTotp: (code: string) => api.post<{ operator: Operator }>('/ops/auth/totp/enable', { code }),
};
