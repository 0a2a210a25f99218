import type { FirebaseWebConfig } from '@lobby/contract';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';

/**
 * The Firebase JS SDK, in a chunk of its own: only the screens that ask for a phone code load it (see
 * use-firebase-phone.ts). Auth keeps nothing in the browser (in-memory persistence) and signs out once it
 * has handed over the ID token: the platform's session is the only one the member has.
 */
let started: { key: string; app: FirebaseApp; auth: Auth } | undefined;

function authFor(config: FirebaseWebConfig): Auth {
  const key = JSON.stringify(config);
  if (started?.key === key) return started.auth;
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    `lobby:${key}`,
  );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.emulatorUrl) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    // The emulator texts nothing and runs no reCAPTCHA: Firebase's documented testing switch renders a
    // mock verifier instead (connectAuthEmulator sets it in current SDKs; said here so it holds in any).
    // Only ever with the emulator.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  started = { key, app, auth };
  return auth;
}

export interface SentPhoneCode {
  /** checks the typed code with Firebase; resolves with the ID token that proves the number */
  confirm(code: string): Promise<string>;
}

/**
 * Sends the code through Firebase after its invisible reCAPTCHA (drawn in a fresh element inside `host`,
 * removed again once the send is done).
 */
export async function sendPhoneCode(
  config: FirebaseWebConfig,
  e164: string,
  host: HTMLElement,
  languageCode: string,
): Promise<SentPhoneCode> {
  const auth = authFor(config);
  auth.languageCode = languageCode;
  const slot = document.createElement('div');
  host.appendChild(slot);
  const verifier = new RecaptchaVerifier(auth, slot, { size: 'invisible' });
  let confirmation: ConfirmationResult;
  try {
    confirmation = await signInWithPhoneNumber(auth, e164, verifier);
  } finally {
    verifier.clear();
    slot.remove();
  }
  return {
    async confirm(code) {
      const credential = await confirmation.confirm(code);
      const token = await credential.user.getIdToken();
      await signOut(auth).catch(() => undefined);
      return token;
    },
  };
}
