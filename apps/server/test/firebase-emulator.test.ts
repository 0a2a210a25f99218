import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@lobby/contract';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createFirebaseVerifier } from '../src/integrations/firebase/verifier.ts';
import { AppError } from '../src/lib/app-error.ts';
import { postSealed } from './helpers/accounts.ts';
import { createTestApp, PRODUCTION_SECRETS } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newClient } from './helpers/verification.ts';

const projectId = 'demo-lobby';
const EMULATOR_HOST = '127.0.0.1:9099';

/** An ID token as the Auth emulator issues it: alg "none", an empty signature, Firebase's claims. */
function emulatorToken(
  claims: Record<string, unknown> = {},
  options: { iss?: string; aud?: string; exp?: number; sub?: string } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({
    phone_number: '+84912345678',
    auth_time: now - 5,
    user_id: 'emulator-uid-1',
    firebase: { identities: { phone: ['+84912345678'] }, sign_in_provider: 'phone' },
    ...claims,
  })
    .setIssuer(options.iss ?? `https://securetoken.google.com/${projectId}`)
    .setAudience(options.aud ?? projectId)
    .setSubject(options.sub ?? 'emulator-uid-1')
    .setIssuedAt(now - 5)
    .setExpirationTime(options.exp ?? now + 3600)
    .encode();
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).errorCode;
  }
}

describe('Firebase verifier in Auth emulator mode', () => {
  const verifier = createFirebaseVerifier({ projectId, emulatorHost: EMULATOR_HOST });

  it('accepts a well-formed emulator token and returns its phone number and uid', async () => {
    expect(verifier).toMatchObject({ enabled: true, emulator: true });
    const token = emulatorToken();
    expect(token.endsWith('.')).toBe(true);
    await expect(verifier.verifyIdToken(token)).resolves.toEqual({ phoneNumber: '+84912345678', uid: 'emulator-uid-1' });
  });

  it('still refuses another audience or issuer, an expired token, no phone, no subject and a signed token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { privateKey } = await generateKeyPair('RS256');
    const signed = await new SignJWT({ phone_number: '+84912345678', auth_time: now - 5 })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://securetoken.google.com/${projectId}`)
      .setAudience(projectId)
      .setSubject('uid')
      .setIssuedAt(now - 5)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const bad = {
      audience: emulatorToken({}, { aud: 'other-project' }),
      issuer: emulatorToken({}, { iss: 'https://securetoken.google.com/other-project' }),
      expired: emulatorToken({}, { exp: now - 3600 }),
      noPhone: emulatorToken({ phone_number: undefined }),
      badPhone: emulatorToken({ phone_number: '0912345678' }),
      noSubject: emulatorToken({}, { sub: '' }),
      futureAuth: emulatorToken({ auth_time: now + 3600 }),
      withSignature: `${emulatorToken()}c2lnbmF0dXJl`,
      signed,
      garbage: 'not.a.token',
    };
    for (const [name, jwt] of Object.entries(bad)) {
      expect(await codeOf(verifier.verifyIdToken(jwt)), name).toBe('sms.code.invalid');
    }
  });

  it('outside emulator mode an unsigned token is refused', async () => {
    const { publicKey } = await generateKeyPair('RS256');
    const production = createFirebaseVerifier({ projectId, keys: async () => publicKey });
    expect(production.emulator).toBe(false);
    expect(await codeOf(production.verifyIdToken(emulatorToken()))).toBe('sms.code.invalid');
  });
});

describe('FIREBASE_AUTH_EMULATOR_HOST in the configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-fb-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST };

  it('is refused with NODE_ENV=production: the server does not start', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', ...PRODUCTION_SECRETS })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production/,
    );
  });

  it('needs a project id, and a host:port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => loadConfig({ ...env, FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toThrow(/host:port/);
  });

  it('is read outside production', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'development' })).toMatchObject({
      firebaseProjectId: projectId,
      firebaseAuthEmulatorHost: EMULATOR_HOST,
    });
    // production without the emulator starts as before
    expect(loadConfig({ DATA_DIR: dataDir, FIREBASE_PROJECT_ID: projectId, NODE_ENV: 'production', ...PRODUCTION_SECRETS }).firebaseAuthEmulatorHost).toBeUndefined();
  });
});

describe('a server in emulator mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ firebaseProjectId: projectId, firebaseAuthEmulatorHost: EMULATOR_HOST });
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  async function status(merchant: string) {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant } });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('tells the web how to start the SDK where a phone code is asked for, and lets it reach the emulator', async () => {
    const golden = await status('GOLDEN');
    expect(golden.json().value.info.firebase).toEqual({
      projectId,
      apiKey: expect.any(String),
      authDomain: `${projectId}.firebaseapp.com`,
      emulatorUrl: `http://${EMULATOR_HOST}`,
    });
    const csp = String(golden.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' http://${EMULATOR_HOST.replace(/\./g, '\\.')}`));
    // LUCKY has neither SMS login nor the password by phone: nothing to start.
    expect((await status('LUCKY')).json().value.info).not.toHaveProperty('firebase');
  });

  it('logs the member in with an emulator ID token for the typed number, and refuses another number', async () => {
    const client = newClient({ merchant: 'GOLDEN' });
    const login = (token: string) =>
      postSealed(
        t.app,
        ACCOUNT_PATHS.login,
        { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: token, firebaseMobileNo: '912345678', countryDialingCode: '84' },
        { headers: client.headers, remoteAddress: client.remoteAddress },
      );
    const other = await login(emulatorToken({ phone_number: '+84987654321' }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });

    const ok = await login(emulatorToken());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ userName: 'golden', merchantCode: 'GOLDEN' });
  });
});

describe('a server without Firebase', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('sends no Firebase settings and keeps its content policy closed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'GOLDEN' } });
    expect(res.json().value.info).not.toHaveProperty('firebase');
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});
