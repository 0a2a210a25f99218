import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/format';
import { Dialog } from '@/shared/ui/dialog';
import { ErrorState } from '@/shared/ui/states';
import type { ApplyCampaign } from './api/get-apply-campaigns';

/** "250" / "250.5" -> "250.00": the API's amounts have two decimals; anything else is left for the check to refuse. */
function moneyText(value: string): string {
  const v = value.trim().replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(v) ? Number(v).toFixed(2) : v;
}

/**
 * Approving an application to an apply-and-review campaign's page pays the player: the operator says how
 * much, above zero and at most the campaign's maximum for one application. The server checks the same.
 */
export function AmountDialog({ account, campaign, onConfirm, onClose }: { account: string; campaign: ApplyCampaign; onConfirm: (amount: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const max = formatAmount(campaign.maxAmount, campaign.currency);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amount = moneyText(value);
    if (!/^\d+\.\d{2}$/.test(amount) || Number(amount) <= 0) return setInvalid(t('promotions.amountInvalid'));
    if (Number(amount) > Number(campaign.maxAmount)) return setInvalid(t('promotions.amountTooHigh', { max }));
    setInvalid(null);
    setError(null);
    setBusy(true);
    try {
      await onConfirm(amount);
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('promotions.payTitle', { account })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('promotions.payWhat', { campaign: campaign.name, max })}</p>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('promotions.amount', { currency: campaign.currency })}</label>
          <input id={`${id}-amount`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={invalid ? true : undefined} aria-describedby={`${id}-note`} />
          <small id={`${id}-note`} className={invalid ? 'field-error' : 'muted'}>
            {invalid ?? t('promotions.amountHint', { max })}
          </small>
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('promotions.approveAndPay')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
