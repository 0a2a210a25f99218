import { useTranslation } from 'react-i18next';
import type { Captcha } from '@/shared/api/session/get-captcha';
import { RefreshIcon, ShieldIcon, SpinnerIcon } from '../icons';
import { TextField, type TextFieldProps } from './text-field';

/** The captcha input with its image beside it; tapping the image asks for a new one. */
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
      inputMode="text"
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={16}
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
