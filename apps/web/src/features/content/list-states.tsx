import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/shared/ui/icons';

/** Every list has an error state reading "Loading failed, click to retry". */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="content-error" role="alert">
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        <RefreshIcon size="0.18rem" />
        {t('content.list.retry')}
      </button>
    </div>
  );
}

/** Skeleton cards in the shape of what will come, so nothing jumps when it arrives. */
export function CardSkeletons({ count = 4, variant }: { count?: number; variant: 'notice' | 'promo' | 'help' }) {
  const { t } = useTranslation();
  return (
    <div className="content-skeletons" role="status" aria-label={t('general.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton-card skeleton-card--${variant}`} aria-hidden="true">
          {variant === 'promo' ? <div className="shimmer skeleton skeleton--image" /> : null}
          <div className="shimmer skeleton skeleton--title" />
          <div className="shimmer skeleton skeleton--line" />
          {variant !== 'promo' ? <div className="shimmer skeleton skeleton--line skeleton--short" /> : null}
        </div>
      ))}
    </div>
  );
}
