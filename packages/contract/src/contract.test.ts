import { describe, expect, it } from 'vitest';
import {
  computeSystemStatus,
  decryptPath,
  encryptPath,
  ERROR_CATALOGUE,
  languageFromTag,
  opsMerchantUpdateSchema,
  pickLanguage,
  roleOf,
} from './index.ts';

describe('system status rule', () => {
  it('maps the flags to 0, 1 and 2, maintenance winning over region restriction', () => {
    expect(computeSystemStatus({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(computeSystemStatus({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(computeSystemStatus({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(computeSystemStatus({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});

describe('customer-service path cipher', () => {
  it('round-trips a link and keeps the key as the last 8 characters', async () => {
    const url = 'https://t.me/lucky_support?start=ü';
    const enc = await encryptPath(url, 'Ab3dE6gH');
    expect(enc.endsWith('Ab3dE6gH')).toBe(true);
    expect(enc).not.toContain('t.me');
    expect(await decryptPath(enc)).toBe(url);
  });

  it('uses a fresh IV each time', async () => {
    const a = await encryptPath('https://x.test', 'KEYKEY12');
    const b = await encryptPath('https://x.test', 'KEYKEY12');
    expect(a).not.toBe(b);
  });

  it('refuses a tampered or re-keyed text', async () => {
    const enc = await encryptPath('https://x.test/chat');
    const otherKey = enc.slice(0, -8) + 'ZZZZZZZZ';
    await expect(decryptPath(otherKey)).rejects.toThrow();
    const flipped = (enc[0] === 'A' ? 'B' : 'A') + enc.slice(1);
    await expect(decryptPath(flipped)).rejects.toThrow();
    await expect(decryptPath('short')).rejects.toThrow();
  });
});

describe('language choice', () => {
  it('maps device tags to platform codes', () => {
    expect(languageFromTag('en-US')).toBe('EN');
    expect(languageFromTag('fil-PH')).toBe('TY');
    expect(languageFromTag('zh-Hant-TW')).toBe('TW');
    expect(languageFromTag('zh-CN')).toBe('CN');
    expect(languageFromTag('de-DE')).toBeUndefined();
  });

  it('prefers saved, then device, then merchant default', () => {
    expect(pickLanguage('EN', ['tl'], ['EN', 'TY'], 'TY')).toBe('EN');
    expect(pickLanguage(null, ['de-DE', 'en-GB'], ['EN', 'TY'], 'TY')).toBe('EN');
    expect(pickLanguage(null, ['de-DE'], ['EN', 'TY'], 'TY')).toBe('TY');
    // a saved language the merchant no longer supports is ignored
    expect(pickLanguage('VI', ['vi'], ['EN', 'TY'], 'TY')).toBe('TY');
  });
});

describe('roles', () => {
  it('classifies customer types', () => {
    expect(roleOf(undefined)).toBe('visitor');
    expect(roleOf(0)).toBe('member');
    expect(roleOf(2)).toBe('member');
    expect(roleOf(4)).toBe('trial');
    expect(roleOf(40)).toBe('member');
    expect(roleOf(7)).toBe('agent');
  });
});

describe('error catalogue', () => {
  it('gives every code a 4xx/5xx status and a message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      // dotted lower-case words; a word may join parts with _ (play.reality_check_due)
      expect(code).toMatch(/^[a-z]+(\.[a-z]+(_[a-z]+)*)+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.message.length).toBeGreaterThan(0);
    }
  });
});

describe('client helpers', () => {
  it('checks merchant codes like the schema does', async () => {
    const { isMerchantCode, merchantCodeSchema } = await import('./index.ts');
    for (const code of ['LB', 'lucky_88', 'a-b', 'x', 'bad code', 'a'.repeat(33), '<script>']) {
      expect(isMerchantCode(code)).toBe(merchantCodeSchema.safeParse(code).success);
    }
  });

  it('recognises the native wrapper user agent', async () => {
    const { isNativeAppUserAgent } = await import('./index.ts');
    expect(isNativeAppUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile LobbyApp/2.1')).toBe(true);
    expect(isNativeAppUserAgent('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
  });
});

describe('ops merchant update', () => {
  it('accepts ISO country codes and IPv4/IPv6 CIDR blocks', () => {
    const ok = opsMerchantUpdateSchema.safeParse({
      maintenance: true,
      blockedRegions: ['PH', '10.0.0.0/8', '2001:db8::/32'],
    });
    expect(ok.success).toBe(true);
  });

  it('refuses malformed entries and unknown fields', () => {
    for (const blockedRegions of [['ph'], ['PHL'], ['10.0.0.0/33'], ['10.0.0.1'], ['2001:db8::/129']]) {
      expect(opsMerchantUpdateSchema.safeParse({ blockedRegions }).success, blockedRegions[0]).toBe(false);
    }
    expect(opsMerchantUpdateSchema.safeParse({ maintenence: true }).success).toBe(false);
    expect(opsMerchantUpdateSchema.safeParse({ maintenance: 'true' }).success).toBe(false);
  });
});
