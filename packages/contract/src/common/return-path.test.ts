import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/m/slot-games?x=1#top')).toBe('/m/slot-games?x=1#top');
    expect(safeReturnPath('http://lucky.example/m/home?a=1', { origin: 'http://lucky.example' })).toBe('/m/home?a=1');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/m/home',
    'javascript:alert(1)',
    'm/home',
    '/m/home\u0000',
    '/m/\nhome',
    '',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, { origin: 'http://lucky.example' })).toBeNull();
  });

  it('refuses an absolute URL of this origin whose path is protocol-relative', () => {
    expect(safeReturnPath('http://lucky.example//evil.example/x', { origin: 'http://lucky.example' })).toBeNull();
  });

  it('applies a prefix', () => {
    expect(safeReturnPath('/docs', { prefix: '/m/' })).toBeNull();
    expect(safeReturnPath('/m/home', { prefix: '/m/' })).toBe('/m/home');
  });
});
