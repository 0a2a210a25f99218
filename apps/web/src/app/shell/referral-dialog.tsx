import { useTranslation } from 'react-i18next';
import { useDialogBehaviour } from '@/shared/hooks/use-dialog-behaviour';
import { useScrollLock } from '@/shared/hooks/use-scroll-lock';
import { useUiStore } from '@/shared/stores/ui-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { CloseIcon, InviteIcon } from '@/shared/ui/icons';
import './side-menu.css';

/**
 * The bottom bar's Invite opens this sheet. The referral programme (link, code, rewards) arrives with the
 * member issue; until then the sheet shows the neutral empty state rather than invented numbers.
 */
export function ReferralDialog() {
  const { t } = useTranslation();
  const close = useUiStore((s) => s.closeAll);
  const ref = useDialogBehaviour<HTMLDivElement>(close);
  useScrollLock(true);
  return (
    <div className="overlay-root">
      <div className="scrim" onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="referral-title"
        tabIndex={-1}
      >
        <div className="sheet__handle" aria-hidden="true" />
        <div className="sheet__header">
          <h2 id="referral-title" className="sheet__title">
            {t('referral.title')}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('general.close')} data-autofocus>
            <CloseIcon />
          </button>
        </div>
        <EmptyState icon={InviteIcon} title={t('referral.emptyTitle')} text={t('referral.emptyText')} />
      </div>
    </div>
  );
}
