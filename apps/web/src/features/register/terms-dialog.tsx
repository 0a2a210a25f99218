import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { useDialogBehaviour } from '@/shared/hooks/use-dialog-behaviour';
import { useScrollLock } from '@/shared/hooks/use-scroll-lock';
import { CloseIcon } from '@/shared/ui/icons';
import { Portal } from '@/shared/ui/portal';

const SECTIONS = ['eligibility', 'account', 'play', 'privacy'] as const;

/** The terms popup: a sheet whose text scrolls inside it while the page behind stays locked. */
export function TermsDialog({
  ageLimit,
  onClose,
  onAgree,
}: {
  ageLimit: number;
  onClose: () => void;
  onAgree: () => void;
}) {
  const { t } = useTranslation();
  const brand = useStatusInfo()?.brand.name ?? '';
  const titleId = useId();
  const ref = useDialogBehaviour<HTMLDivElement>(onClose);
  useScrollLock(true);
  return (
    <Portal>
      <div className="overlay-root">
        <div className="scrim" aria-hidden="true" onClick={onClose} />
        <div ref={ref} className="terms-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <div className="terms-sheet__header">
            <h2 id={titleId} className="terms-sheet__title">
              {t('signup.termsTitle')}
            </h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('general.close')} data-autofocus>
              <CloseIcon />
            </button>
          </div>
          <div className="terms-sheet__body" tabIndex={0} aria-label={t('signup.termsTitle')}>
            {SECTIONS.map((section) => (
              <section key={section} className="terms-sheet__section">
                <h3>{t(`signup.termsSections.${section}.title`)}</h3>
                <p>{t(`signup.termsSections.${section}.text`, { age: ageLimit, brand })}</p>
              </section>
            ))}
          </div>
          <button type="button" className="btn btn--primary btn--block" onClick={onAgree}>
            {t('signup.agree')}
          </button>
        </div>
      </div>
    </Portal>
  );
}
