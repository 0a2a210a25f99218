import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmbientLoop } from '@/shared/hooks/use-ambient-loop';
import './live-badge.css';

const PULSE: Keyframe[] = [
  { opacity: 1, transform: 'scale(1)' },
  { opacity: 0.35, transform: 'scale(0.7)' },
  { opacity: 1, transform: 'scale(1)' },
];
const PULSE_TIMING = { duration: 1400 };

/** The red LIVE pill of a host on air, its dot pulsing (still under reduced motion). */
export function LiveBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const dot = useRef<HTMLSpanElement>(null);
  useAmbientLoop(dot, PULSE, PULSE_TIMING);
  return (
    <span className={className ? `live-badge ${className}` : 'live-badge'}>
      <span ref={dot} className="live-badge__dot" aria-hidden="true" />
      {t('live.badge')}
    </span>
  );
}
