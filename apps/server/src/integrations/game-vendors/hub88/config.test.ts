import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { parseHub88Config } from './config.ts';
import { hub88Sign, hub88Verify } from './signature.ts';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const hub = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const full = { HUB88_API_URL: 'https://api.hub88.example/', HUB88_OPERATOR_ID: '17', HUB88_PRIVATE_KEY: rsa.privateKey, HUB88_PUBLIC_KEY: hub.publicKey, HUB88_VENDORS: 'PG, JILI' };

describe('Hub88 configuration', () => {
  it('is off when nothing is set, and reads a whole configuration', () => {
    expect(parseHub88Config({})).toBeUndefined();
    const config = parseHub88Config(full)!;
    expect(config).toMatchObject({ apiUrl: 'https://api.hub88.example', operatorId: 17, vendors: ['PG', 'JILI'], country: 'PH', subPartnerId: undefined });
    expect(config.privateKey.type).toBe('private');
    expect(config.publicKey.type).toBe('public');
  });

  it('refuses half a configuration, a bad key, a short key, a key of another kind, naming the variable and never the value', () => {
    expect(() => parseHub88Config({ HUB88_API_URL: full.HUB88_API_URL })).toThrow(/HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY, HUB88_PUBLIC_KEY, HUB88_VENDORS/);
    expect(() => parseHub88Config({ ...full, HUB88_PRIVATE_KEY: 'not a key' })).toThrow(/HUB88_PRIVATE_KEY: not a readable PEM private key/);
    expect(() => parseHub88Config({ ...full, HUB88_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' })).toThrow(/HUB88_PUBLIC_KEY/);
    const short = generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(() => parseHub88Config({ ...full, HUB88_PRIVATE_KEY: short.privateKey })).toThrow(/1024 bits/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(() => parseHub88Config({ ...full, HUB88_PUBLIC_KEY: ec.publicKey })).toThrow(/HUB88_PUBLIC_KEY: an RSA key is needed/);
    expect(() => parseHub88Config({ ...full, HUB88_OPERATOR_ID: 'abc' })).toThrow(/HUB88_OPERATOR_ID/);
    expect(() => parseHub88Config({ ...full, HUB88_VENDORS: ' , ' })).toThrow(/HUB88_VENDORS/);
    expect(() => parseHub88Config({ ...full, HUB88_COUNTRY: 'Philippines' })).toThrow(/HUB88_COUNTRY/);
    try {
      parseHub88Config({ ...full, HUB88_PRIVATE_KEY: 'secret-looking-value-123' });
    } catch (err) {
      expect((err as Error).message).not.toContain('secret-looking-value-123');
    }
  });

  it('takes the keys from files (_FILE) at start, and refuses a bad one there as a configuration error', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hub88-keys-'));
    writeFileSync(path.join(dir, 'op.pem'), rsa.privateKey);
    writeFileSync(path.join(dir, 'hub.pem'), hub.publicKey);
    const env = { DATA_DIR: dir, HUB88_API_URL: full.HUB88_API_URL, HUB88_OPERATOR_ID: '17', HUB88_VENDORS: 'PG', HUB88_PRIVATE_KEY_FILE: path.join(dir, 'op.pem'), HUB88_PUBLIC_KEY_FILE: path.join(dir, 'hub.pem') };
    expect(loadConfig(env).hub88?.vendors).toEqual(['PG']);
    expect(loadConfig({ DATA_DIR: dir }).hub88).toBeUndefined();
    writeFileSync(path.join(dir, 'bad.pem'), 'garbage');
    expect(() => loadConfig({ ...env, HUB88_PUBLIC_KEY_FILE: path.join(dir, 'bad.pem') })).toThrow(/invalid environment: HUB88_PUBLIC_KEY: not a readable PEM public key/);
  });

  it('signs RSA-SHA256 in base64 over the exact bytes', () => {
    const config = parseHub88Config(full)!;
    const body = '{"user":"p000001","amount":100}';
    const sig = hub88Sign(config.privateKey, body);
    expect(sig).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const operatorPublic = parseHub88Config({ ...full, HUB88_PUBLIC_KEY: rsa.publicKey })!.publicKey;
    expect(hub88Verify(operatorPublic, body, sig)).toBe(true);
    expect(hub88Verify(operatorPublic, `${body} `, sig)).toBe(false);
    expect(hub88Verify(config.publicKey, body, sig)).toBe(false);
    expect(hub88Verify(operatorPublic, body, undefined)).toBe(false);
    expect(hub88Verify(operatorPublic, body, 'not base64!')).toBe(false);
  });
});
