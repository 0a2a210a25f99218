import { useTranslation } from 'react-i18next';
import './live-badge.css';

/** The red LIVE pill of a host on air, its dot pulsing (still under reduced motion). */
export function LiveBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ? `live-badge ${className}` : 'live-badge'}>
      <span className="live-badge__dot" aria-hidden="true" />
      {t('live.badge')}
    </span>
  );
}
