import { useMemo, useRef, type RefObject } from 'react';
import { LANGUAGE_TAGS } from '@lobby/contract/rules';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { ApiError } from '@/shared/lib/http';
import { currentLanguage } from '@/shared/lib/i18n';
import type * as FirebaseSdk from './firebase-sdk';
import type { SentPhoneCode } from './firebase-sdk';

type Sdk = typeof FirebaseSdk;
let sdk: Promise<Sdk> | undefined;
/** The SDK's chunk, fetched once; a failed fetch is tried again on the next call. */
function loadSdk(): Promise<Sdk> {
  sdk ??= import('./firebase-sdk').catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/** Firebase's error codes for a code it refuses, as the platform's own codes (translated under errors.*). */
const CONFIRM_ERRORS: Record<string, string> = {
  'auth/invalid-verification-code': 'sms.code.invalid',
  'auth/missing-verification-code': 'sms.code.invalid',
  'auth/code-expired': 'sms.code.expired',
  'auth/session-expired': 'sms.code.expired',
  'auth/too-many-requests': 'sms.rate.limited',
  'auth/network-request-failed': 'network',
};

function confirmError(error: unknown): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  const errorCode = (typeof code === 'string' && CONFIRM_ERRORS[code]) || 'sms.code.invalid';
  return new ApiError({ status: 400, errorCode, message: 'The verification code was not accepted.' });
}

export interface FirebasePhone {
  /** where the invisible reCAPTCHA is drawn: render `<div ref={recaptchaHost} />` beside the code field */
  recaptchaHost: RefObject<HTMLDivElement | null>;
  /** starts fetching the SDK (the code field calls it as it shows, so the first send does not wait) */
  preload(): void;
  /** sends a code to the number through Firebase; rejects when Firebase does not send */
  send(target: { mobileNum: string; countryDialingCode: string }): Promise<void>;
  /**
   * The ID token for the typed code; rejects with an ApiError whose errorCode has a translated text
   * ('sms.code.unrequested' when no code was sent yet). The same code again gives the same token, so
   * a form can resubmit after a failure of its own.
   */
  confirm(code: string): Promise<string>;
}

/** Thrown by confirm() before any code was sent through Firebase. */
export const REQUEST_CODE_FIRST = 'sms.code.unrequested';

/**
 * Phone codes through Firebase (send, then confirm to an ID token the server checks), when the status
 * answer carries the merchant's Firebase settings; null otherwise (the platform's own SMS codes). The SDK
 * is fetched only once a code field shows (never on a screen without one).
 */
export function useFirebasePhone(): FirebasePhone | null {
  const config = useStatusInfo()?.firebase;
  const recaptchaHost = useRef<HTMLDivElement | null>(null);
  const sent = useRef<{ e164: string; code: SentPhoneCode } | null>(null);
  const confirmed = useRef<{ code: string; token: string } | null>(null);

  return useMemo(() => {
    if (!config) return null;
    return {
      recaptchaHost,
      preload() {
        void loadSdk().catch(() => undefined);
      },
      async send({ mobileNum, countryDialingCode }) {
        const { toE164 } = await import('@lobby/contract/phone');
        const e164 = toE164(countryDialingCode, mobileNum);
        const host = recaptchaHost.current;
        if (!e164 || !host) throw new Error('no number to send a code to');
        const { sendPhoneCode } = await loadSdk();
        const code = await sendPhoneCode(config, e164, host, LANGUAGE_TAGS[currentLanguage()]);
        sent.current = { e164, code };
        confirmed.current = null;
      },
      async confirm(code) {
        if (confirmed.current?.code === code) return confirmed.current.token;
        if (!sent.current) throw new ApiError({ status: 400, errorCode: REQUEST_CODE_FIRST, message: 'Request a code first.' });
        let token: string;
        try {
          token = await sent.current.code.confirm(code);
        } catch (error) {
          throw confirmError(error);
        }
        confirmed.current = { code, token };
        return token;
      },
    };
  }, [config]);
}
