import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogBehaviour } from '@/shared/hooks/use-dialog-behaviour';
import { useScrollLock } from '@/shared/hooks/use-scroll-lock';
import { BackIcon, CloseIcon } from '@/shared/ui/icons';

/** A bottom sheet over the scrim (the popup and the iOS tutorial): Escape and the scrim close it. */
export function DownloadSheet({
  title,
  onClose,
  onBack,
  children,
  labelledByTitle = true,
}: {
  title: string;
  onClose: () => void;
  /** shows a back arrow (a view inside the sheet) */
  onBack?: () => void;
  children: ReactNode;
  /** false when the title is only a heading for sighted users and the content has its own */
  labelledByTitle?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useDialogBehaviour<HTMLDivElement>(onClose);
  useScrollLock(true);
  return (
    <div className="overlay-root dl-sheet-root">
      <div className="scrim" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className="dl-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledByTitle ? titleId : undefined}
        aria-label={labelledByTitle ? undefined : title}
        tabIndex={-1}
      >
        <div className="dl-sheet__handle" aria-hidden="true" />
        <div className="dl-sheet__header">
          {onBack ? (
            <button type="button" className="icon-button" onClick={onBack} aria-label={t('download.back')}>
              <BackIcon size="0.22rem" />
            </button>
          ) : (
            <span className="dl-sheet__spacer" />
          )}
          <h2 id={titleId} className="dl-sheet__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('download.close')} data-autofocus>
            <CloseIcon size="0.22rem" />
          </button>
        </div>
        <div className="dl-sheet__body">{children}</div>
      </div>
    </div>
  );
}
