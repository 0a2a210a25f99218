import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AlertIcon } from '@/shared/ui/icons';

interface ChoiceChipsProps<V extends string> {
  legend: string;
  options: readonly { value: V; label: string }[];
  /** translated; marks the group invalid */
  error?: string;
  /** react-hook-form's register() of the field: every radio shares it */
  field: UseFormRegisterReturn;
}

/** One choice of a few (the type of ID, where the money comes from) as wrapping chips: radios underneath. */
export function ChoiceChips<V extends string>({ legend, options, error, field }: ChoiceChipsProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`kyc-choice${error ? ' kyc-choice--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="kyc-form__label">{legend}</legend>
      <div className="kyc-choice__chips">
        {options.map((option) => (
          <span key={option.value} className="kyc-choice__option">
            <input id={`${id}-${option.value}`} type="radio" value={option.value} className="kyc-choice__input" aria-invalid={error ? true : undefined} {...field} />
            <label htmlFor={`${id}-${option.value}`} className="kyc-choice__chip">
              {option.label}
            </label>
          </span>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          <AlertIcon size="0.14rem" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
