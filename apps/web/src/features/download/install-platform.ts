/**
 * Which add-to-home and download help a device gets, from its user agent. Pure functions, so the rules
 * are tested without a browser.
 */
export interface IosVersion {
  major: number;
  minor: number;
  patch: number;
}

/** iOS version from an iPhone/iPad/iPod user agent ("OS 12_1_4 like Mac OS X"); null elsewhere. */
export function parseIosVersion(userAgent: string): IosVersion | null {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return null;
  const match = /\bOS (\d+)[_.](\d+)(?:[_.](\d+))?/.exec(userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) };
}

/**
 * The add-to-home guide offers the configuration profile (MOBILECONFIG web clip) on iOS 12 below
 * 12.2 and on iOS 11 or lower, where a home-screen web app from Safari's share sheet misbehaves.
 */
export function needsWebClipProfile(version: IosVersion | null): boolean {
  if (!version) return false;
  return version.major <= 11 || (version.major === 12 && version.minor < 2);
}

/** The native iOS app needs iOS 12.4 or later (stated on the download page). */
export const IOS_APP_MIN = { major: 12, minor: 4 } as const;

export function iosAppSupported(version: IosVersion | null): boolean {
  if (!version) return true;
  return version.major > IOS_APP_MIN.major || (version.major === IOS_APP_MIN.major && version.minor >= IOS_APP_MIN.minor);
}

export type InstallPlatform =
  /** iOS Safari: Share -> Add to Home Screen (or the profile on old versions) */
  | 'ios-safari'
  /** another iOS browser: only Safari could add to the home screen before iOS 16.4, so send them there */
  | 'ios-other'
  /** Android: the browser's install prompt, or its menu's Add to Home screen */
  | 'android'
  /** a desktop browser */
  | 'desktop';

export function detectInstallPlatform(userAgent: string): InstallPlatform {
  // iPadOS 13+ says "Macintosh"; with a touch screen it is an iPad, handled like iOS Safari.
  const iPadDesktopMode = /Macintosh/.test(userAgent) && /Mobile\/\w+/.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent) || iPadDesktopMode) {
    return /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent) ? 'ios-other' : 'ios-safari';
  }
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}
