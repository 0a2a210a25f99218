/**
 * The member's own settings (/m/set): profile fields, e-mail verification, security questions, active
 * sessions and login history. The payee name and the withdrawal PIN keep their money paths (MONEY_PATHS).
 */
export const SETTINGS_PATHS = {
  profile: '/wps/member/info/profile',
  nickname: '/wps/member/info/nickname',
  birthday: '/wps/member/info/birthday',
  /** sends a code to the new address; the address counts once the code is confirmed */
  email: '/wps/member/info/email',
  emailVerify: '/wps/member/info/email/verify',
  securityConfig: '/wps/member/securityConfig',
  securityQuestions: '/wps/member/securityQuestions',
  customerSecurityQuestions: '/wps/member/customerSecurityQuestions',
  sessions: '/wps/member/sessions',
  session: '/wps/member/sessions/:id',
  otherSessions: '/wps/member/sessions/others',
  loginHistory: '/wps/member/loginHistory',
} as const;
