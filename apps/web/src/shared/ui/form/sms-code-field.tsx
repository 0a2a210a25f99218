import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderAnswer } from '@lobby/contract';
import { sendSmsCode, type SmsCodeRequest, type SmsPurpose } from '@/shared/api/verification/send-sms-code';
import type { FirebasePhone } from '@/shared/api/verification/use-firebase-phone';
import { COUNTDOWN_INITIAL, useCountdown } from '@/shared/hooks/use-countdown';
import { isApiError } from '@/shared/lib/http';
import { toast } from '@/shared/lib/toast';
import { KeyIcon } from '../icons';
import { SliderCaptcha, type SliderOutcome } from './slider-captcha';
import { TextField, type TextFieldProps } from './text-field';

/** The SMS sending notice stays up to 10 s; the sent notice 1.5 s. */
const SENDING_MS = 10_000;
const SENT_MS = 1_500;

/**
 * The SMS verification-code input with its get-code button. The button first asks the caller for a valid
 * number (`getTarget` validates the mobile field and returns null when it is not valid), then shows the
 * slider puzzle, then sends the code and counts down until another may be sent (60 s; the code lives 5 minutes).
 *
 * With `firebase` (the merchant's codes go through Firebase) the code is sent by Firebase behind its
 * invisible reCAPTCHA instead of the slider, and the countdown runs the usual 60 s; a send that fails
 * only hides the sending notice (Firebase's refusals are not the player's to read).
 */
export function SmsCodeField({
  purpose,
  getTarget,
  firebase,
  ...props
}: Omit<TextFieldProps, 'trailing'> & {
  purpose: SmsPurpose;
  getTarget: () => Promise<Omit<SmsCodeRequest, 'slider'> | null>;
  firebase?: FirebasePhone | null;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [target, setTarget] = useState<Omit<SmsCodeRequest, 'slider'> | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    firebase?.preload();
  }, [firebase]);

  async function ask() {
    const next = await getTarget();
    if (!next) return;
    if (firebase) await sendThroughFirebase(firebase, next);
    else setTarget(next);
  }

  async function sendThroughFirebase(phone: FirebasePhone, next: Omit<SmsCodeRequest, 'slider'>) {
    setSending(true);
    const hide = toast.loading(t('verify.sms.sending'), { timeoutMs: SENDING_MS });
    try {
      await phone.send(next);
      hide();
      toast.success(t('verify.sms.sent'), { duration: SENT_MS });
      countdown.start(Date.now() + COUNTDOWN_INITIAL * 1000);
    } catch {
      hide();
    } finally {
      setSending(false);
    }
  }

  async function send(slider: SliderAnswer): Promise<SliderOutcome> {
    if (!target) return 'done';
    const hide = toast.loading(t('verify.sms.sending'), { timeoutMs: SENDING_MS });
    try {
      const resendAt = await sendSmsCode(purpose, { ...target, slider });
      hide();
      setTarget(null);
      toast.success(t('verify.sms.sent'), { duration: SENT_MS });
      countdown.start(resendAt);
      return 'done';
    } catch (error) {
      hide();
      // A refused slide gets a new puzzle at once; anything else (limits, a bad number) closes it.
      if (isApiError(error) && error.errorCode === 'sms.slider.invalid') return 'retry';
      setTarget(null);
      return 'done';
    }
  }

  return (
    <>
      <TextField
        icon={KeyIcon}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        {...props}
        trailing={
          <button
            type="button"
            className="field__button"
            disabled={countdown.counting || sending}
            onClick={() => void ask()}
            aria-live="polite"
          >
            {countdown.counting ? t('verify.sms.countdown', { seconds: countdown.seconds }) : t('verify.sms.getCode')}
          </button>
        }
      />
      {target ? <SliderCaptcha onSolve={send} onClose={() => setTarget(null)} /> : null}
      {firebase ? <div ref={firebase.recaptchaHost} className="field__recaptcha" /> : null}
    </>
  );
}
