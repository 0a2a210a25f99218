import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@lobby/contract';
import { CheckIcon, SearchIcon } from '../icons';
import { Sheet, SheetHeader } from '../sheet';
import './form.css';

function matches(country: Country, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase().replace(/^\+/, '');
  return (
    country.name.toLowerCase().includes(q) || country.code.toLowerCase() === q || country.dialingCode.startsWith(q)
  );
}

/** A bottom sheet listing the countries with their dialling codes, searchable by name, ISO code or digits. */
export function CountryPicker({
  countries,
  current,
  onPick,
  onClose,
}: {
  countries: readonly Country[];
  /** ISO code of the country in use */
  current: string;
  onPick: (country: Country) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const titleId = useId();
  const searchId = useId();
  // The country in use leads the list until the person searches, so it is in view when the sheet opens.
  const shown = deferred
    ? countries.filter((c) => matches(c, deferred))
    : [...countries.filter((c) => c.code === current), ...countries.filter((c) => c.code !== current)];

  return (
    <Sheet className="picker-sheet" onClose={onClose} aria-labelledby={titleId}>
      <SheetHeader title={t('form.country.title')} titleId={titleId} onClose={onClose} />
      <div className="picker-sheet__search">
        <SearchIcon size="0.18rem" />
        <label htmlFor={searchId} className="visually-hidden">
          {t('form.country.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('form.country.search')}
          autoComplete="off"
          data-autofocus
        />
      </div>
      <ul className="picker-sheet__list" aria-label={t('form.country.title')}>
        {shown.map((country) => {
          const selected = country.code === current;
          return (
            <li key={country.code}>
              <button
                type="button"
                className={`country-option${selected ? ' country-option--on' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onPick(country)}
              >
                <span className="country-option__code" aria-hidden="true">
                  {country.code}
                </span>
                <span className="country-option__name">{country.name}</span>
                <span className="country-option__dial">+{country.dialingCode}</span>
                {selected ? <CheckIcon size="0.16rem" className="country-option__check" /> : null}
              </button>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="picker-sheet__empty">{t('form.country.none')}</li> : null}
      </ul>
    </Sheet>
  );
}
