import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon, LockIcon } from '../icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with the show/hide toggle; autocomplete says which password it is for password managers. */
export function PasswordField({
  autoComplete = 'current-password',
  icon = LockIcon,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      icon={icon}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__action"
          aria-label={t('form.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size="0.2rem" /> : <EyeIcon size="0.2rem" />}
        </button>
      }
    />
  );
}
