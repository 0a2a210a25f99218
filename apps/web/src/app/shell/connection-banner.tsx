import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from './connection';
import { CloseIcon, WifiOffIcon } from '@/shared/ui/icons';
import './connection-banner.css';

/**
 * A slim banner above the bottom bar: never blocks the page (the shell still works from the service
 * worker's cache when offline). 'No Internet' stays until the line is back; 'Slow Connection' can be
 * dismissed until the state changes again.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    setDismissed(false);
  }, [state]);

  const visible = state === 'offline' || (state === 'slow' && !dismissed);
  return (
    <div className="connection-banner-host" role="status" aria-live="polite">
      {visible ? (
        <div className={`connection-banner connection-banner--${state}`}>
          <span className="connection-banner__icon" aria-hidden="true">
            {state === 'offline' ? <WifiOffIcon size="0.2rem" /> : <SlowIcon />}
          </span>
          <span className="connection-banner__text">
            <strong>{state === 'offline' ? t('errors.network') : t('errors.slow')}</strong>
            <span>{state === 'offline' ? t('pwa.offlineText') : t('pwa.slowText')}</span>
          </span>
          {state === 'slow' ? (
            <button
              type="button"
              className="icon-button connection-banner__close"
              onClick={() => setDismissed(true)}
              aria-label={t('pwa.dismiss')}
            >
              <CloseIcon size="0.18rem" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function SlowIcon() {
  return (
    <svg viewBox="0 0 24 24" width="0.2rem" height="0.2rem" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
      <path d="M4.5 17.5a8.5 8.5 0 1 1 15 0" />
      <path d="M12 13.5l-3.5-4" />
      <circle cx="12" cy="14" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}
