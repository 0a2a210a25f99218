import { api, opsPath } from '@/shared/api/client';
import type { CaptchaChallenge, PasswordChangeResult, PasswordResetResult } from '@/shared/api/types';

/** The signed-in operator's own account, and an owner's reset of another operator's password. */
export const accountApi = {
  changePassword: (body: { currentPassword: string; newPassword: string }) => api.post<PasswordChangeResult>('/ops/auth/password', body),
  resetPassword: (username: string) => api.post<PasswordResetResult>(opsPath('/ops/operators/:username/password-reset', { username })),
  captcha: () => api.get<CaptchaChallenge>('/ops/auth/captcha'),
};
