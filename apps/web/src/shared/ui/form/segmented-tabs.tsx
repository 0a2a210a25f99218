import type { KeyboardEvent } from 'react';
import './form.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs drawn as a segmented control (login by username or SMS, register by username or mobile). Arrow
 * keys move between tabs, as the ARIA tabs pattern expects.
 */
export function SegmentedTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  controls,
  idPrefix,
}: {
  label: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** id of the panel (the form) the tabs switch */
  controls: string;
  idPrefix: string;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = options[(index + step + options.length) % options.length]!;
    onChange(next.value);
    document.getElementById(`${idPrefix}-${next.value}`)?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            id={`${idPrefix}-${option.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={`tabs__tab${selected ? ' tabs__tab--on' : ''}`}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
