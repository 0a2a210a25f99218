import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import type { Campaign } from './api/get-campaigns';
import { useSetCampaignStatus } from './api/set-campaign-status';
import type { CampaignAction } from './api/set-campaign-status';

/** What each state allows (the server's rule: publish a draft, pause a published one, resume a paused one, end any but an ended one). */
export function actionsOf(status: Campaign['status']): CampaignAction[] {
  switch (status) {
    case 'draft':
      return ['publish', 'end'];
    case 'scheduled':
    case 'live':
      return ['pause', 'end'];
    case 'paused':
      return ['resume', 'end'];
    case 'ended':
      return [];
  }
}

/** Publish / pause / resume / end, each confirmed in a dialog that says what it does to players. */
export function StatusActions({ merchant, campaign }: { merchant: string; campaign: Campaign }) {
  const { t } = useTranslation();
  const change = useSetCampaignStatus();
  const [open, setOpen] = useState<CampaignAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const name = campaign.input.name;

  const confirm = async () => {
    if (!open) return;
    setBusy(true);
    setError(null);
    try {
      const after = await change.mutateAsync({ merchant, id: campaign.id, action: open });
      toast.success(t(`bonus.actions.done.${open}`, { name, status: t(`bonus.status.${after.status}`) }));
      setOpen(null);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {actionsOf(campaign.status).map((a) => (
        <button key={a} type="button" className={a === 'end' ? 'btn btn-danger-ghost' : a === 'publish' || a === 'resume' ? 'btn btn-primary' : 'btn'} onClick={() => (setError(null), setOpen(a))}>
          {t(`bonus.actions.${a}`)}
        </button>
      ))}
      {open && (
        <Dialog
          title={t(`bonus.actions.confirmTitle.${open}`, { name })}
          onClose={() => setOpen(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setOpen(null)}>
                {t('common.cancel')}
              </button>
              <button type="button" className={open === 'end' ? 'btn btn-danger' : 'btn btn-primary'} onClick={() => void confirm()} disabled={busy}>
                {t(`bonus.actions.${open}`)}
              </button>
            </>
          }
        >
          <p>{t(`bonus.actions.what.${open}`)}</p>
          {open === 'publish' && campaign.input.startAt > Date.now() && <p className="muted">{t('bonus.actions.scheduledNote')}</p>}
          {error !== null && <ErrorState error={error} />}
        </Dialog>
      )}
    </>
  );
}
