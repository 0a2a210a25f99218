import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@lobby/contract';
import { RefreshIcon } from '@/shared/ui/icons';
import { Halo, Sparkles } from './status-art';
import { StatusScreen } from './status-screen';

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const steps = teeth * 4;
  const parts: string[] = [];
  for (let i = 0; i < steps; i++) {
    const radius = i % 4 < 2 ? outer : inner;
    const angle = (i / steps) * Math.PI * 2;
    parts.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${parts.join('L')}Z`;
}

export function MaintenanceArt() {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 200 190" className="status-art" aria-hidden="true" focusable="false">
      <Halo id={id} />
      <Sparkles fill="#f6c453" />
      <path d={gearPath(84, 92, 30, 23, 10)} fill={`url(#${id}-gold)`} />
      <circle cx="84" cy="92" r="10" fill="#131b3a" />
      <path d={gearPath(128, 120, 19, 14, 8)} fill="#8fa2e8" />
      <circle cx="128" cy="120" r="6" fill="#131b3a" />
      <g transform="rotate(-40 126 70)">
        <rect x="120" y="52" width="12" height="44" rx="5" fill="#e9edff" />
        <path d="M114 50a14 14 0 0 1 24 0l-6 6h-12z" fill="#e9edff" />
      </g>
    </svg>
  );
}

export function MaintenancePage({
  status,
  onRetry,
  retrying,
}: {
  status: SystemStatus;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const { brand } = status.info;
  return (
    <StatusScreen logoUrl={brand.logoUrl} brandName={brand.name} art={<MaintenanceArt />} title={t('status.maintenance.title')}>
      <p className="status-screen__text">{t('status.maintenance.text')}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        <RefreshIcon size="0.18rem" className={retrying ? 'spin' : undefined} />
        {t('status.maintenance.retry')}
      </button>
      {brand.copyright ? <p className="status-screen__footer">{brand.copyright}</p> : null}
    </StatusScreen>
  );
}
