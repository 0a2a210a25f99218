import type { FirebaseWebConfig } from '@lobby/contract';
import type { Config } from '../../config.ts';

/** A placeholder key: the Auth emulator takes any API key, and a demo- project has no real one. */
const EMULATOR_API_KEY = 'emulator-api-key';

/**
 * What the web's Firebase JS SDK needs, or undefined when the web keeps the platform's own SMS codes:
 * Firebase is off (no project id), or no web API key is configured outside emulator mode.
 */
export function firebaseWebConfig(
  config: Pick<Config, 'firebaseProjectId' | 'firebaseWebApiKey' | 'firebaseAuthDomain' | 'firebaseAuthEmulatorHost'>,
): FirebaseWebConfig | undefined {
  const projectId = config.firebaseProjectId;
  const emulatorHost = config.firebaseAuthEmulatorHost;
  if (!projectId) return undefined;
  const apiKey = config.firebaseWebApiKey ?? (emulatorHost ? EMULATOR_API_KEY : undefined);
  if (!apiKey) return undefined;
  return {
    projectId,
    apiKey,
    authDomain: config.firebaseAuthDomain ?? `${projectId}.firebaseapp.com`,
    ...(emulatorHost ? { emulatorUrl: `http://${emulatorHost}` } : {}),
  };
}

/**
 * What the web app's Content-Security-Policy must also allow for Firebase phone sign-in: the Identity
 * Toolkit and token APIs and the reCAPTCHA script and frame (or the emulator alone, which needs no reCAPTCHA).
 */
export function firebaseCspSources(web: FirebaseWebConfig | undefined): {
  connectSrc: string[];
  scriptSrc: string[];
  frameSrc: string[];
} {
  if (!web) return { connectSrc: [], scriptSrc: [], frameSrc: [] };
  if (web.emulatorUrl) return { connectSrc: [web.emulatorUrl], scriptSrc: [], frameSrc: [] };
  return {
    connectSrc: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com'],
    scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://apis.google.com'],
    frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', `https://${web.authDomain}`],
  };
}
