import { useId, type ComponentType, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon, type IconProps } from '../icons';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'placeholder'> {
  label: string;
  icon?: ComponentType<IconProps>;
  /** translated message; marks the input invalid and is linked with aria-describedby */
  error?: string;
  /** shown under the field while there is no error */
  hint?: ReactNode;
  /** content inside the box before the input (the dialling-code picker) */
  leading?: ReactNode;
  /** content inside the box after the input (show password, captcha image, get code) */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A big rounded input with an icon and a floating label: the label sits in the box like a placeholder and
 * moves up once there is a value or focus, so a filled form still says what each value is.
 */
export function TextField({
  label,
  icon: Icon,
  error,
  hint,
  leading,
  trailing,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${input.readOnly ? ' field--readonly' : ''}${className ? ` ${className}` : ''}`}>
      <div className="field__box">
        {Icon ? <Icon className="field__icon" size="0.2rem" /> : null}
        {leading}
        <div className="field__control">
          <input
            ref={ref}
            id={inputId}
            className="field__input"
            // A blank placeholder lets CSS tell an empty field (:placeholder-shown) from a filled one.
            placeholder=" "
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            {...input}
          />
          <label htmlFor={inputId} className="field__label">
            {label}
          </label>
        </div>
        {trailing}
      </div>
      {error ? (
        <p id={messageId} className="field__error">
          <AlertIcon size="0.14rem" />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={messageId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
