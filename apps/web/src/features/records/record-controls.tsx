import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/shared/hooks/use-date-format';
import { SpinnerIcon } from '@/shared/ui/icons';
import { QUICK_RANGES, dayOffset, type QuickRange } from './quick-ranges';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/** A row of filter chips, one of them on; scrolls sideways when it does not fit. */
export function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  variant = 'chip',
}: {
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  variant?: 'chip' | 'segment';
}) {
  return (
    <div className={`chip-group chip-group--${variant}`} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`chip${option.value === value ? ' chip--on' : ''}`}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function RangeChips({ value, onChange }: { value: QuickRange; onChange: (range: QuickRange) => void }) {
  const { t } = useTranslation();
  return (
    <ChipGroup
      variant="segment"
      label={t('history.range.label')}
      options={QUICK_RANGES.map((r) => ({ value: r, label: t(`history.range.${r}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** The heading over a day's rows: Today, Yesterday, or the date. */
export function DayHeading({ day }: { day: number }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const offset = dayOffset(day);
  const text = offset === 0 ? t('history.day.today') : offset === 1 ? t('history.day.yesterday') : dates.date(day);
  return <h2 className="records-day">{text}</h2>;
}

/** Under an endless list: the next page on its way, its failure, or the end. */
export function ListFooter({
  loading,
  failed,
  hasMore,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <p className="records-footer" role="status">
        <SpinnerIcon className="spin" size="0.16rem" />
        {t('history.loadingMore')}
      </p>
    );
  }
  if (failed) {
    return (
      <p className="records-footer">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
          {t('content.list.retry')}
        </button>
      </p>
    );
  }
  if (hasMore) {
    return (
      <p className="records-footer">
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
          {t('history.loadMore')}
        </button>
      </p>
    );
  }
  return <p className="records-footer records-footer--end">{t('history.end')}</p>;
}
