import { describe, expect, it } from 'vitest';
import { compileRegions, isKnownCountry, isRestricted, normaliseIp } from './regions.ts';

describe('blocked regions', () => {
  const matcher = compileRegions(['PH', '10.0.0.0/8', '2001:db8::/32', 'garbage/99']);

  it('matches IPv4 addresses inside a CIDR, also when IPv4-mapped', () => {
    expect(isRestricted(matcher, '10.20.30.40', null)).toBe(true);
    expect(isRestricted(matcher, '::ffff:10.20.30.40', null)).toBe(true);
    expect(isRestricted(matcher, '11.0.0.1', null)).toBe(false);
  });

  it('matches IPv6 addresses inside a CIDR', () => {
    expect(isRestricted(matcher, '2001:db8:ffff::1', null)).toBe(true);
    expect(isRestricted(matcher, '2001:db9::1', null)).toBe(false);
  });

  it('matches a blocked country', () => {
    expect(isRestricted(matcher, '192.0.2.1', 'PH')).toBe(true);
    expect(isRestricted(matcher, '192.0.2.1', 'SG')).toBe(false);
  });

  it('is not fooled by something that is not an address', () => {
    expect(isRestricted(matcher, 'unknown', null)).toBe(false);
    expect(normaliseIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseIp('::1')).toBe('::1');
  });

  it('knows real country codes', () => {
    expect(isKnownCountry('PH')).toBe(true);
    expect(isKnownCountry('XX')).toBe(false);
    expect(isKnownCountry('ph')).toBe(false);
  });
});
