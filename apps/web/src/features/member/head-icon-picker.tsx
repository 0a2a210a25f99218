import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEAD_ICON_COUNT } from '@lobby/contract/rules';
import { toast } from '@/shared/lib/toast';
import { CheckIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { avatarUrl, useHeadIcon, useSetHeadIcon } from './api/head-icon';

const ICONS = Array.from({ length: HEAD_ICON_COUNT }, (_, i) => i + 1);

/** A sheet with the twelve server-drawn avatars; Save sends the choice (form-encoded). */
export function HeadIconPicker({ current, onClose }: { current: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const stored = useHeadIcon(true);
  const [picked, setPicked] = useState<number | null>(null);
  const save = useSetHeadIcon();
  const selected = picked ?? stored.data ?? current;

  async function onSave() {
    if (selected === (stored.data ?? current)) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync(selected);
      toast.success(t('account.avatarSaved'));
      onClose();
    } catch {
      // the http client said what failed; the sheet stays open for another try
    }
  }

  return (
    <Sheet className="avatar-sheet" onClose={onClose} aria-labelledby={titleId}>
      <SheetHeader title={t('account.chooseAvatar')} titleId={titleId} onClose={onClose} />
      <div className="avatar-grid" role="radiogroup" aria-labelledby={titleId}>
        {ICONS.map((icon) => (
          <button
            key={icon}
            type="button"
            role="radio"
            aria-checked={icon === selected}
            aria-label={t('account.avatarNumber', { n: icon })}
            className={`avatar-choice${icon === selected ? ' avatar-choice--on' : ''}`}
            onClick={() => setPicked(icon)}
            data-autofocus={icon === selected ? true : undefined}
          >
            <img src={avatarUrl(icon)} alt="" width={64} height={64} loading="lazy" />
            {icon === selected ? (
              <span className="avatar-choice__check" aria-hidden="true">
                <CheckIcon size="0.12rem" strokeWidth={3} />
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn--primary btn--block btn--lg" onClick={() => void onSave()} disabled={save.isPending}>
        {save.isPending ? t('general.loading') : t('account.saveAvatar')}
      </button>
    </Sheet>
  );
}
