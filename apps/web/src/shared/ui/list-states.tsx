import { useTranslation } from 'react-i18next';
import { RefreshIcon } from './icons';
import './list-states.css';

/** The error state of every list and card: "Loading failed, click to retry". */
export function RetryBlock({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'retry-block retry-block--compact' : 'retry-block'} role="alert">
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        <RefreshIcon size="0.18rem" />
        {t('content.list.retry')}
      </button>
    </div>
  );
}

/**
 * Rows in the shape of what is on its way (an icon, two lines, a figure on the right), so nothing jumps
 * when the data lands.
 */
export function RowSkeletons({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="row-skeletons" role="status" aria-label={label ?? t('general.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="row-skeleton" aria-hidden="true">
          <span className="shimmer row-skeleton__icon" />
          <span className="row-skeleton__lines">
            <span className="shimmer row-skeleton__title" />
            <span className="shimmer row-skeleton__line" />
          </span>
          <span className="shimmer row-skeleton__figure" />
        </div>
      ))}
    </div>
  );
}

/** A block placeholder of a given height (cards, forms). */
export function BlockSkeleton({ height, className }: { height: string; className?: string }) {
  return (
    <span
      className={className ? `shimmer block-skeleton ${className}` : 'shimmer block-skeleton'}
      style={{ height }}
      aria-hidden="true"
    />
  );
}
