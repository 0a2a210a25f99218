import { SESSION_PATHS } from './session.ts';

export { SESSION_PATHS };

/** The accounts area's API paths: sessions, login, registration, verification, passwords, member, wallet. */
export const ACCOUNT_PATHS = {
  encryptionKey: '/wps/session/encryption-key',
  ...SESSION_PATHS,
  trialUser: '/wps/member/trialuser',
  captcha: '/wps/captcha',
  sliderCaptcha: '/wps/captcha/slider',
  registerSettings: '/wps/system/setting/register',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  checkUsername: '/wps/check/username',
  checkEmail: '/wps/check/email',
  affiliateCheck: '/wps/affiliates/check',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  changePassword: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordEmailReset: '/wps/member/password/email/reset',
  passwordVerification: '/wps/member/password/verification',
  passwordByPhone: '/wps/member/password/phone',
  memberInfo: '/wps/member/info',
  headIcon: '/wps/member/info/icon',
  /** avatar artwork: `<avatarImage>/<n>.svg`, n from 1 to HEAD_ICON_COUNT */
  avatarImage: '/media/avatars',
  rankProgress: '/wps/member/rank/progress',
  wallet: '/wps/wallets/gcs',
  oauthStart: '/wps/session/oauth/:provider/start',
  oauthCallback: '/wps/session/oauth/:provider/callback',
  oauthProviders: '/wps/session/oauth/providers',
} as const;

/**
 * The web app's pages whose forms carry a password or a code. Before the app is live (a slow line, a blocked
 * script) a tap submits such a form the browser's own way: it posts to the page itself (never a GET, which
 * would put the fields into the address, the history and access logs), and the server answers with a 303
 * back to the page, dropping the body.
 */
export const CREDENTIAL_PAGES = {
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  resetPsw: '/m/resetPsw',
} as const;
