import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/client';
import { formatAmount, formatTimeIn } from '@/shared/lib/format';
import { Dialog } from '@/shared/ui/dialog';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useDecideAmlAlert } from './api/decide-aml-alert';
import type { AmlAlertRow } from './api/get-aml-alerts';
import { KindBadge } from './kind-badge';

export type Decision = 'clear' | 'report';

/** The decision route's bounds (the contract's): the note is kept with the decision and in the audit log. */
const NOTE = { min: 3, max: 1000 };
const REFERENCE_MAX = 100;

/**
 * Clears an open alert or marks it reported: the alert's facts, a note (required), and to report, the
 * regulator's reference of the filed report. The server's refusal (decided meanwhile, a missing reference)
 * shows in the dialog; the queue refreshes after a decision.
 */
export function DecisionDialog({ alert, decision, timeZone, onClose }: { alert: AmlAlertRow; decision: Decision; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideAmlAlert();
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const report = decision === 'report';
  const trimmedNote = note.trim();
  const trimmedReference = reference.trim();
  // decided by another operator meanwhile: nothing left to decide here (the queue shows their decision)
  const decided = isApiError(error) && error.code === 'aml.alert.decided';
  const valid = !decided && trimmedNote.length >= NOTE.min && trimmedNote.length <= NOTE.max && (!report || (trimmedReference.length > 0 && trimmedReference.length <= REFERENCE_MAX));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await decide.mutateAsync(report ? { id: alert.id, decision, note: trimmedNote, reportReference: trimmedReference } : { id: alert.id, decision, note: trimmedNote });
      toast.success(t(report ? 'aml.reported' : 'aml.cleared', { id: alert.id, reference: trimmedReference }));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t(report ? 'aml.reportTitle' : 'aml.clearTitle', { id: alert.id })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted">{t(report ? 'aml.reportHelp' : 'aml.clearHelp')}</p>
        <dl className="facts">
          <dt>{t('aml.columns.kind')}</dt>
          <dd>
            <KindBadge kind={alert.kind} />
          </dd>
          <dt>{t('aml.columns.transaction')}</dt>
          <dd>
            {t(`aml.sources.${alert.source}`)} <code>{alert.reference}</code>
          </dd>
          <dt>{t('aml.columns.account')}</dt>
          <dd>
            <PlayerLink account={alert.account} merchant={alert.merchantCode} />
          </dd>
          <dt>{t('aml.columns.amount')}</dt>
          <dd>{formatAmount(alert.amount, alert.currency)}</dd>
          <dt>{t('aml.columns.raised')}</dt>
          <dd>{formatTimeIn(alert.createdAt, timeZone)}</dd>
          <dt>{t('aml.columns.reason')}</dt>
          <dd>{alert.reason}</dd>
        </dl>
        {report && (
          <div className="field">
            <label htmlFor={`${id}-reference`}>{t('aml.reportReference')}</label>
            <input
              id={`${id}-reference`}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              maxLength={REFERENCE_MAX}
              autoComplete="off"
              required
              aria-describedby={`${id}-reference-hint`}
            />
            <small id={`${id}-reference-hint`} className="muted">
              {t('aml.reportReferenceHint')}
            </small>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('aml.note')}</label>
          <textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={NOTE.max} required aria-describedby={`${id}-note-hint`} />
          <small id={`${id}-note-hint`} className="muted">
            {t('common.reasonHint', NOTE)}
          </small>
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={report ? 'btn btn-danger' : 'btn btn-primary'} disabled={!valid || busy}>
            {t(report ? 'aml.confirmReport' : 'aml.confirmClear')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
