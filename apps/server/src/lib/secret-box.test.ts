import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('sealed bytes (files at rest)', () => {
  const box = createSecretBox('the current key of this install');
  const file = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('a photo of an ID card')]);

  it('open what was sealed, and nothing of the plain bytes shows', () => {
    const sealed = box.sealBytes(file);
    expect(sealed.includes(Buffer.from('ID card'))).toBe(false);
    expect(box.openBytes(sealed).equals(file)).toBe(true);
    // a fresh IV each time
    expect(box.sealBytes(file).equals(sealed)).toBe(false);
  });

  it('refuse a changed byte, a cut file, and another key; open with the previous key after a rotation', () => {
    const sealed = box.sealBytes(file);
    const flipped = Buffer.from(sealed);
    flipped[30] = flipped[30]! ^ 1;
    expect(() => box.openBytes(flipped)).toThrow();
    expect(() => box.openBytes(sealed.subarray(0, 20))).toThrow();
    expect(() => createSecretBox('someone else').openBytes(sealed)).toThrow(/key/);
    const rotated = createSecretBox('the next key', 'the current key of this install');
    expect(rotated.openBytes(sealed).equals(file)).toBe(true);
  });
});

describe('fingerprints (a sealed value found by equality)', () => {
  it('are equal for equal texts under one key, and differ across texts and keys', () => {
    const box = createSecretBox('the current key of this install');
    expect(box.fingerprint('P1234567')).toBe(box.fingerprint('P1234567'));
    expect(box.fingerprint('P1234567')).not.toBe(box.fingerprint('P1234568'));
    expect(createSecretBox('another install').fingerprint('P1234567')).not.toBe(box.fingerprint('P1234567'));
    expect(box.fingerprint('P1234567')).not.toContain('P1234567');
  });
});
