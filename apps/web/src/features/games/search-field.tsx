import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';

/** The search waits 500 ms after the last key; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A game-name search box. `onSearch` gets the text 500 ms after typing stops, at once on Enter, and '' when
 * cleared. The caller trims and matches.
 */
export function SearchField({
  initial = '',
  onSearch,
  autoFocus = false,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: {
  initial?: string;
  onSearch: (text: string) => void;
  autoFocus?: boolean;
  debounceMs?: number;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value), debounceMs);
  };
  const now = (value: string) => {
    clearTimeout(timer.current);
    latest.current(value);
  };

  return (
    <form
      className="game-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        now(text);
      }}
    >
      <SearchIcon size="0.18rem" className="game-search__icon" />
      <input
        type="search"
        className="game-search__input"
        value={text}
        placeholder={t('games.searchPlaceholder')}
        aria-label={t('games.search')}
        enterKeyHint="search"
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={64}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
      />
      {text ? (
        <button
          type="button"
          className="game-search__clear"
          aria-label={t('games.clear')}
          onClick={() => {
            setText('');
            now('');
          }}
        >
          <CloseIcon size="0.14rem" />
        </button>
      ) : null}
    </form>
  );
}
