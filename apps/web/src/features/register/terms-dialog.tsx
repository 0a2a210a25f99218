import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusInfo } from '@/shared/api/system/get-status';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';

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
  return (
    <Sheet className="terms-sheet" onClose={onClose} aria-labelledby={titleId}>
      <SheetHeader title={t('signup.termsTitle')} titleId={titleId} onClose={onClose} autoFocusClose />
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
    </Sheet>
  );
}
