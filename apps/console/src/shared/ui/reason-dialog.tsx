import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { ErrorState } from './states';

/** Asks for a reason (min..max characters) before a change; shows the server's refusal in place. `label`: the field's name (Reason). */
export function ReasonDialog({
  title,
  description,
  label,
  confirmLabel,
  min = 3,
  max = 200,
  danger,
  onConfirm,
  onClose,
}: {
  title: string;
  description?: string;
  label?: string;
  confirmLabel: string;
  min?: number;
  max?: number;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const trimmed = reason.trim();
  const valid = trimmed.length >= min && trimmed.length <= max;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(trimmed);
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} className="form">
        {description && <p className="muted">{description}</p>}
        {/* the label names the field; the bounds describe it (they are not part of its name) */}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{label ?? t('common.reason')}</label>
          <textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={max} required aria-describedby={`${id}-hint`} />
          <small id={`${id}-hint`} className="muted">
            {t('common.reasonHint', { min, max })}
          </small>
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={!valid || busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
