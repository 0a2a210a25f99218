import { decryptPayload, ENCRYPTION_SCHEME, type EncryptedBody, type MemberInfo } from '@lobby/contract';
import { startSession } from '@/shared/lib/session';
import { envelope } from './fixtures';

/**
 * A real RSA key pair standing in for the server's: the mocked encryption-key call hands out the public
 * half, and `open` reads a sealed request body the way the server would.
 */
export async function makeSealer() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    keyHandler: () =>
      envelope({ kid: 'test-key', algorithm: ENCRYPTION_SCHEME, publicKey: { kty: 'RSA', n: jwk.n, e: jwk.e } }),
    /** the payload inside a sealed request, after checking the Encryption header */
    async open(request: Request): Promise<Record<string, unknown>> {
      if (request.headers.get('Encryption') !== ENCRYPTION_SCHEME) throw new Error('request is not sealed');
      return decryptPayload(pair.privateKey, (await request.json()) as EncryptedBody);
    },
  };
}

export function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    token: null,
    userName: 'demo',
    type: 0,
    merchantCode: 'LUCKY',
    firstTimeLogin: false,
    expiresAt: Date.now() + 3_600_000,
    ...overrides,
  };
}

export function makeMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    type: 0,
    userName: 'demo',
    account: 'demo',
    nickname: 'Lucky Demo',
    email: 'demo@example.com',
    mobileNum: '+63 917****567',
    headIcon: 3,
    clubLabel: { labelId: 2, labelName: 'Gold' },
    hasPaymentPassword: false,
    hasPassword: true,
    createdAt: 1_700_000_000_000,
    lastLoginAt: null,
    ...overrides,
  };
}

export function rankAnswer(completed = 3, total = 5, labelId: number | null = 2) {
  return {
    currentProgress: { completedConditions: completed, totalExpectedConditions: total },
    playerRankProgress: { labelId, labelName: labelId === null ? null : 'Gold', nextLabelName: 'Platinum' },
  };
}

/** Signs a member in as a login would (the browser never sees a token). */
export function signIn(type = 0, userName = 'demo') {
  return startSession({
    userName,
    type,
    merchantCode: type === 4 ? 'LUCKYTRIAL' : 'LUCKY',
    expiresAt: Date.now() + 3_600_000,
    firstTimeLogin: false,
  });
}

/** Everything the browser keeps, as one string, to prove what is not in it. */
export function allBrowserStorage(): string {
  const dump: string[] = [];
  for (const store of [localStorage, sessionStorage]) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i)!;
      dump.push(`${key}=${store.getItem(key)}`);
    }
  }
  return dump.join('\n');
}
