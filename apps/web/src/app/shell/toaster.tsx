import { useTranslation } from 'react-i18next';
import { useToastStore, type ToastKind } from '@/shared/lib/toast';
import { AlertIcon, CheckIcon, InfoIcon, SpinnerIcon } from '@/shared/ui/icons';

const ICONS: Record<ToastKind, typeof InfoIcon> = {
  info: InfoIcon,
  success: CheckIcon,
  error: AlertIcon,
  loading: SpinnerIcon,
};

/** Toasts sit mid-screen like a native HUD; the region is always mounted so screen readers hear them. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label={t('general.notifications')}>
      {toasts.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <div key={item.id} className={`toast toast--${item.kind}`}>
            <Icon className={item.kind === 'loading' ? 'spin' : undefined} size="0.2rem" />
            <span>{item.text}</span>
          </div>
        );
      })}
    </div>
  );
}
