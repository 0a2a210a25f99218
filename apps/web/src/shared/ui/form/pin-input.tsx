import { useId, type Ref } from 'react';
import { AlertIcon } from '../icons';
import './form.css';
import './pin-input.css';

export const PIN_LENGTH = 6;

export interface PinInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** translated message; marks the input invalid and is linked with aria-describedby */
  error?: string;
  hint?: string;
  name?: string;
  /** the control an opening sheet focuses */
  autoFocus?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A six-digit PIN as six boxes. One real numeric input lies over the boxes, so the phone's number pad, paste
 * and the one-time-code keyboard row all work, and assistive technology meets an ordinary labelled field;
 * the boxes only draw it (a dot per digit, the next box lit).
 */
export function PinInput({ label, value, onChange, error, hint, name, autoFocus, disabled, onBlur, ref }: PinInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={`pin-field${error ? ' pin-field--invalid' : ''}`}>
      <label htmlFor={id} className="pin-field__label">
        {label}
      </label>
      <div className="pin-field__boxes">
        <input
          ref={ref}
          id={id}
          name={name}
          className="pin-field__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={PIN_LENGTH}
          value={value}
          // overlays focus the [data-autofocus] control when they open (useDialogBehaviour)
          data-autofocus={autoFocus ? true : undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
          onBlur={onBlur}
        />
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            className={`pin-field__box${i < value.length ? ' pin-field__box--filled' : ''}${
              i === Math.min(value.length, PIN_LENGTH - 1) ? ' pin-field__box--next' : ''
            }`}
          />
        ))}
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
