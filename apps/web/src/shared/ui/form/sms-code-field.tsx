import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderAnswer } from '@lobby/contract';
import { sendSmsCode, type SmsCodeRequest, type SmsPurpose } from '@/shared/api/verification/send-sms-code';
import { useCountdown } from '@/shared/hooks/use-countdown';
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
 * slider puzzle, then sends the code and counts down until the code's expirationTime.
 */
export function SmsCodeField({
  purpose,
  getTarget,
  ...props
}: Omit<TextFieldProps, 'trailing'> & {
  purpose: SmsPurpose;
  getTarget: () => Promise<Omit<SmsCodeRequest, 'slider'> | null>;
}) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [target, setTarget] = useState<Omit<SmsCodeRequest, 'slider'> | null>(null);

  async function ask() {
    const next = await getTarget();
    if (next) setTarget(next);
  }

  async function send(slider: SliderAnswer): Promise<SliderOutcome> {
    if (!target) return 'done';
    const hide = toast.loading(t('verify.sms.sending'), { timeoutMs: SENDING_MS });
    try {
      const expirationTime = await sendSmsCode(purpose, { ...target, slider });
      hide();
      setTarget(null);
      toast.success(t('verify.sms.sent'), { duration: SENT_MS });
      countdown.start(expirationTime);
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
            disabled={countdown.counting}
            onClick={() => void ask()}
            aria-live="polite"
          >
            {countdown.counting ? t('verify.sms.countdown', { seconds: countdown.seconds }) : t('verify.sms.getCode')}
          </button>
        }
      />
      {target ? <SliderCaptcha onSolve={send} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
