import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon, CloseIcon } from '@/shared/ui/icons';
import { Sheet } from '@/shared/ui/sheet';

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
  return (
    <Sheet
      className="dl-sheet"
      rootClassName="dl-sheet-root"
      onClose={onClose}
      aria-labelledby={labelledByTitle ? titleId : undefined}
      aria-label={labelledByTitle ? undefined : title}
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
    </Sheet>
  );
}
