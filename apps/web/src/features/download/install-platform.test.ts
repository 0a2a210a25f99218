import { describe, expect, it } from 'vitest';
import {
  detectInstallPlatform,
  iosAppSupported,
  needsWebClipProfile,
  parseIosVersion,
} from './install-platform';

const ios = (v: string, browser = 'Version/12.0 Mobile/15E148 Safari/604.1') =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

describe('iOS version from the user agent', () => {
  it('reads major, minor and patch', () => {
    expect(parseIosVersion(ios('12_1_4'))).toEqual({ major: 12, minor: 1, patch: 4 });
    expect(parseIosVersion(ios('17_5'))).toEqual({ major: 17, minor: 5, patch: 0 });
    expect(parseIosVersion(ANDROID)).toBeNull();
  });
});

describe('profile download rule (iOS 12 below 12.2, and iOS 11 or lower)', () => {
  it.each([
    ['10_3_3', true],
    ['11_4_1', true],
    ['12_0', true],
    ['12_1_4', true],
    ['12_2', false],
    ['12_4', false],
    ['13_0', false],
    ['17_5_1', false],
  ])('iOS %s -> %s', (version, expected) => {
    expect(needsWebClipProfile(parseIosVersion(ios(version)))).toBe(expected);
  });

  it('never offers the profile off iOS', () => {
    expect(needsWebClipProfile(parseIosVersion(ANDROID))).toBe(false);
  });
});

describe('iOS app minimum (12.4)', () => {
  it('accepts 12.4 and later, refuses older', () => {
    expect(iosAppSupported(parseIosVersion(ios('12_3_1')))).toBe(false);
    expect(iosAppSupported(parseIosVersion(ios('12_4')))).toBe(true);
    expect(iosAppSupported(parseIosVersion(ios('16_0')))).toBe(true);
  });
});

describe('install platform', () => {
  it('tells iOS Safari from other iOS browsers, Android and desktop', () => {
    expect(detectInstallPlatform(ios('17_5'))).toBe('ios-safari');
    expect(detectInstallPlatform(ios('17_5', 'CriOS/126.0 Mobile/15E148 Safari/604.1'))).toBe('ios-other');
    expect(detectInstallPlatform(ANDROID)).toBe('android');
    expect(detectInstallPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe('desktop');
  });
});
