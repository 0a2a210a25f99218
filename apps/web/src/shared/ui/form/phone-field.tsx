import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@lobby/contract';
import { useCountries } from '@/shared/api/system/get-countries';
import { useStatus, useStatusInfo } from '@/shared/api/system/get-status';
import { ChevronDownIcon } from '../icons';
import { CountryPicker } from './country-picker';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The country to start with: the visitor's (from the status answer's IP location), else the merchant's
 * home market read from its currency (ISO 4217 codes start with the ISO 3166 country: PHP -> PH, VND ->
 * VN), else the first of the list.
 */
function usePreferredCountry(countries: readonly Country[]): Country | undefined {
  const visitorCountry = useStatus().data?.location.country;
  const currency = useStatusInfo()?.currency.code;
  return (
    countries.find((c) => c.code === visitorCountry) ??
    countries.find((c) => c.code === currency?.slice(0, 2)) ??
    countries[0]
  );
}

/** Fills in the dialling code of the preferred country while none is chosen (a remembered login has one). */
export function useDefaultDialingCode(current: string, onChange: (code: string) => void) {
  const { data: countries = [] } = useCountries();
  const preferred = usePreferredCountry(countries);
  useEffect(() => {
    if (!current && preferred) onChange(preferred.dialingCode);
  }, [current, preferred, onChange]);
  return { countries, preferred };
}

/** A mobile-number input with the country dialling-code picker inside its box. */
export function PhoneField({
  dialingCode,
  onDialingCodeChange,
  ...props
}: Omit<TextFieldProps, 'leading' | 'type'> & {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { countries, preferred } = useDefaultDialingCode(dialingCode, onDialingCodeChange);
  const [picking, setPicking] = useState(false);
  // Until the form holds a code (the effect above fills it in after the first render), the field shows the
  // preferred country's: worked out from the same status and country list on the server and in the browser,
  // so the server's page already shows it and hydration finds the same text (no "+" turning into "+84").
  const shownCode = dialingCode || preferred?.dialingCode || '';
  // Several countries share a code (+1, +7, +44 …): show the one picked, else the preferred, else the first.
  const [pickedIso, setPickedIso] = useState<string | null>(null);
  const sharing = countries.filter((c) => c.dialingCode === shownCode);
  const country =
    sharing.find((c) => c.code === pickedIso) ?? sharing.find((c) => c.code === preferred?.code) ?? sharing[0];

  return (
    <>
      <TextField
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...props}
        leading={
          <button
            type="button"
            className="dial-code"
            aria-haspopup="dialog"
            aria-label={t('form.country.change', { code: shownCode ? `+${shownCode}` : '—' })}
            onClick={() => setPicking(true)}
          >
            {country ? <span className="dial-code__iso">{country.code}</span> : null}
            <span>{shownCode ? `+${shownCode}` : '+'}</span>
            <ChevronDownIcon size="0.14rem" />
          </button>
        }
      />
      {picking ? (
        <CountryPicker
          countries={countries}
          current={country?.code ?? ''}
          onClose={() => setPicking(false)}
          onPick={(c) => {
            setPickedIso(c.code);
            onDialingCodeChange(c.dialingCode);
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}
