import { useTranslation } from 'react-i18next';
import { useUiStore } from './ui-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { InviteIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';

/**
 * The bottom bar's Invite opens this sheet. The referral programme (link, code, rewards) is not built yet;
 * until it is, the sheet shows the neutral empty state rather than invented numbers.
 */
export function ReferralDialog() {
  const { t } = useTranslation();
  const close = useUiStore((s) => s.closeAll);
  return (
    <Sheet className="sheet" onClose={close} aria-labelledby="referral-title">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('referral.title')} titleId="referral-title" onClose={close} autoFocusClose />
      <EmptyState icon={InviteIcon} title={t('referral.emptyTitle')} text={t('referral.emptyText')} />
    </Sheet>
  );
}
