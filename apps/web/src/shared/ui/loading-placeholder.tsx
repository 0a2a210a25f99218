import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from './icons';

/** Shown while a screen's code loads, and in place of a screen whose code failed to load. */
export function LoadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="loading-placeholder" role="status" aria-live="polite">
      <SpinnerIcon className="spin" size="0.32rem" />
      <span className="visually-hidden">{t('general.loading')}</span>
    </div>
  );
}
