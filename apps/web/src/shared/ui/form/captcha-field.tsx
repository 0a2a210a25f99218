import { CAPTCHA_MAX_DIGITS } from '@lobby/contract/rules';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@/shared/api/session/get-captcha';
import { RefreshIcon, ShieldIcon, SpinnerIcon } from '../icons';
import { TextField, type TextFieldProps } from './text-field';

/** The captcha input (digits only, at most 6) with its image beside it; tapping the image asks for a new one. */
export function CaptchaField({
  captcha,
  loading,
  onRefresh,
  ...props
}: Omit<TextFieldProps, 'trailing' | 'icon'> & {
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      icon={ShieldIcon}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={CAPTCHA_MAX_DIGITS}
      // digits only: anything else typed or pasted is dropped before the form sees it
      onInput={(event) => {
        const input = event.currentTarget;
        const digits = input.value.replace(/\D/g, '').slice(0, CAPTCHA_MAX_DIGITS);
        if (digits !== input.value) input.value = digits;
      }}
      {...props}
      trailing={
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('form.captchaRefresh')}>
          {captcha && !loading ? (
            <img src={captcha.src} alt="" width={96} height={32} />
          ) : (
            <SpinnerIcon className="spin" size="0.18rem" />
          )}
          <span className="captcha-image__refresh" aria-hidden="true">
            <RefreshIcon size="0.12rem" />
          </span>
        </button>
      }
    />
  );
}
