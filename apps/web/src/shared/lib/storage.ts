/**
 * Browser storage that never throws: Safari private mode, disabled cookies and full quotas all make
 * localStorage throw, and none of that should break start-up.
 */
export const STORAGE_KEYS = {
  merchant: 'merchant',
  language: 'language',
  theme: 'theme',
  webclip: 'WEBCLIP',
  statusCache: 'systemStatus',
  session: 'MC_SESSION_INFO',
  /** the trial account's name, so "Try for free" resumes it (session storage) */
  guestUser: 'MC_GUEST_USER',
  /** the member info answer, reused until a refresh is forced (session storage) */
  memberInfo: 'MC_MEMBER_INFO',
  /** '0' after a logout: no silent renewal from the remember-device cookie on the next start */
  autoLogin: 'autoLogin',
  /** this tab already asked for a silent renewal and got none (session storage) */
  renewTried: 'MC_RENEW_TRIED',
  /** what the login form pre-fills per login type: never a password */
  loginRecord: 'MC_LOGIN_RECORD',
  /** the header balance shown as asterisks */
  balanceHidden: 'MC_BALANCE_HIDDEN',
  /** image CDN bases that failed in this tab's session: later images skip them (session storage) */
  failedImageCdns: 'MC_FAILED_IMAGE_CDNS',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
  getJson<T>(key: string): T | null {
    const raw = local.get(key);
    if (raw === null) return null;
    return safe(() => JSON.parse(raw) as T, null);
  },
  setJson: (key: string, value: unknown): void => local.set(key, JSON.stringify(value)),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

/**
 * Cookies the server reads to render a page as the browser will show it (merchant, language, theme): the
 * same names as the storage keys, readable by scripts (they hold nothing secret), sent only to this site.
 */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string): void {
  safe(() => {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, undefined);
}
