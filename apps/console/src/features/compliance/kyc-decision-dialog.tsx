import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_REJECT_REASONS } from '@lobby/contract/rules';
import type { KycRejectReason } from '@lobby/contract/rules';
import { isApiError } from '@/shared/api/client';
import { Dialog } from '@/shared/ui/dialog';
import { KycStep } from '@/shared/ui/kyc';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useDecideKycSubmission } from './api/decide-kyc-submission';
import type { KycSubmissionDetail } from './api/get-kyc-submission';

export type KycDecisionKind = 'approve' | 'reject';

/** The decision route's bound (the contract's): the note is the operator's own, kept with the decision and audited. */
const NOTE_MAX = 1000;
/** "Other" tells the player nothing by itself: the note says what it is. */
const OTHER_NOTE_MIN = 3;

/**
 * Approves a pending submission, or rejects it with the reason the player is told (a choice of the
 * contract's reasons, in words) and the operator's note. The server's refusal (decided meanwhile) shows in
 * the dialog; the queue and the player's file refresh after a decision.
 */
export function KycDecisionDialog({
  submission,
  decision,
  onClose,
  onDecided,
}: {
  submission: KycSubmissionDetail;
  decision: KycDecisionKind;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideKycSubmission();
  const [reason, setReason] = useState<KycRejectReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const reject = decision === 'reject';
  const trimmed = note.trim();
  // decided by another operator meanwhile: nothing left to decide here
  const decided = isApiError(error) && error.code === 'kyc.submission.decided';
  const noteNeeded = reject && reason === 'other';
  const valid = !decided && (!reject || reason !== '') && (!noteNeeded || trimmed.length >= OTHER_NOTE_MIN) && trimmed.length <= NOTE_MAX;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await decide.mutateAsync(reject ? { id: submission.id, decision, reason: reason as KycRejectReason, note: trimmed } : { id: submission.id, decision, note: trimmed });
      toast.success(t(reject ? 'kyc.rejected' : 'kyc.approved', { id: submission.id, account: submission.account }));
      onClose();
      onDecided();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t(reject ? 'kyc.rejectTitle' : 'kyc.approveTitle', { id: submission.id })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <dl className="facts">
          <dt>{t('kyc.columns.account')}</dt>
          <dd>
            <PlayerLink account={submission.account} merchant={submission.merchantCode} />
          </dd>
          <dt>{t('kyc.columns.check')}</dt>
          <dd>
            <KycStep level={submission.level} />
          </dd>
          {submission.fullName !== null && (
            <>
              <dt>{t('kyc.fields.fullName')}</dt>
              <dd>{submission.fullName}</dd>
            </>
          )}
        </dl>
        <p className="muted">{t(reject ? 'kyc.rejectHelp' : submission.level === 2 ? 'kyc.approveIdentityHelp' : 'kyc.approveFundsHelp')}</p>
        {reject && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('kyc.reason')}</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as KycRejectReason | '')} required aria-describedby={`${id}-reason-hint`}>
              <option value="">{t('kyc.chooseReason')}</option>
              {KYC_REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`kyc.reasons.${r}`)}
                </option>
              ))}
            </select>
            <small id={`${id}-reason-hint`} className="muted">
              {reason === '' ? t('kyc.reasonHint') : t(`kyc.reasonTold.${reason}`)}
            </small>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-note`}>{t(noteNeeded ? 'kyc.note' : 'kyc.noteOptional')}</label>
          <textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={NOTE_MAX} required={noteNeeded} aria-describedby={`${id}-note-hint`} />
          <small id={`${id}-note-hint`} className="muted">
            {t(noteNeeded ? 'kyc.noteOtherHint' : 'kyc.noteHint', { max: NOTE_MAX })}
          </small>
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={reject ? 'btn btn-danger' : 'btn btn-primary'} disabled={!valid || busy}>
            {t(reject ? 'kyc.confirmReject' : 'kyc.confirmApprove')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
