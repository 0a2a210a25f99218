import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon, CheckIcon } from '../icons';
import './form.css';

/** A large custom checkbox with its label; `extra` sits beside the label (a terms link must not be inside it). */
export function CheckboxField({
  children,
  extra,
  error,
  id,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  children: ReactNode;
  extra?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`check${error ? ' check--invalid' : ''}`}>
      <div className="check__row">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId} className="check__label">
          <span className="check__box" aria-hidden="true">
            <CheckIcon size="0.14rem" strokeWidth={3} />
          </span>
          <span>{children}</span>
        </label>
        {extra}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          <AlertIcon size="0.14rem" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
