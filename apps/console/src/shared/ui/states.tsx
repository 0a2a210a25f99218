import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/client';

export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.isForbidden) return t('common.forbidden');
    if (error.code === 'network') return t('common.network');
    const key = `errors.${error.code}`;
    const translated = t(key, { defaultValue: '' });
    return translated || error.message || t('common.failed');
  }
  return t('common.failed');
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const forbidden = isApiError(error) && error.isForbidden;
  return (
    <div className={forbidden ? 'state state-forbidden' : 'state state-error'} role="alert">
      <p>{errorMessage(error, t)}</p>
      {onRetry && !forbidden && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </div>
  );
}

export function Empty({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return <div className="state state-empty">{children ?? t('common.empty')}</div>;
}

export function StatusBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  return <span className={`badge badge-${value.replace(/[^a-z_]/gi, '')}`}>{t(`status.${value}`, { defaultValue: value.replace(/_/g, ' ') })}</span>;
}
