/** A row of chips, one of them on (the records screens' look); scrolls sideways when it does not fit. */
export function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  variant = 'chip',
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  variant?: 'chip' | 'segment';
}) {
  return (
    <div className={`agent-chips agent-chips--${variant}`} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`agent-chip${option.value === value ? ' agent-chip--on' : ''}`}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
