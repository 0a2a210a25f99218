import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useCurrencyDecimals, useMoneyFormat } from '@/shared/api/system/use-money-format';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * The amount: a decimal field with the currency symbol in the box, the channel's limits under it, and preset
 * chips that fill it in one tap. A currency without decimals (the dong) gets the digits-only keypad.
 */
export function AmountField({
  label,
  value,
  error,
  hint,
  presets,
  onPreset,
  ref,
  ...input
}: {
  label: string;
  value: string;
  error?: string;
  hint: string;
  presets: readonly { amount: number; label?: string }[];
  onPreset: (amount: number) => void;
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const symbol = useStatusInfo()?.currency.symbol ?? '';
  const money = useMoneyFormat();
  const decimals = useCurrencyDecimals();
  const chosen = Number(value.replace(decimals === 0 ? /[.,\s]/g : /[,\s]/g, ''));
  return (
    <div className="amount-field">
      <TextField
        ref={ref}
        label={label}
        value={value}
        error={error}
        hint={hint}
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        enterKeyHint="done"
        className="amount-field__input"
        leading={
          <span className="amount-field__symbol" aria-hidden="true">
            {symbol}
          </span>
        }
        {...input}
      />
      {presets.length > 0 ? (
        <div className="amount-presets" role="group" aria-label={t('money.amount.presets')}>
          {presets.map((preset) => (
            <button
              key={preset.amount}
              type="button"
              className={`amount-chip${chosen === preset.amount ? ' amount-chip--on' : ''}`}
              aria-pressed={chosen === preset.amount}
              onClick={() => onPreset(preset.amount)}
            >
              {preset.label ?? money(preset.amount, { whole: true })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
