import { useTranslation } from 'react-i18next';
import { CheckIcon, SpinnerIcon } from '@/shared/ui/icons';

/** The gold claim button of a reward or task card: claim, claiming, claimed, or a quiet "not yet". */
export function ClaimButton({
  state,
  onClaim,
  label,
  pendingLabel,
}: {
  state: 'ready' | 'pending' | 'claimed' | 'locked';
  onClaim: () => void;
  label: string;
  /** what the locked button says (e.g. "Tomorrow") */
  pendingLabel?: string;
}) {
  const { t } = useTranslation();
  if (state === 'claimed') {
    return (
      <span className="claim-button claim-button--done">
        <CheckIcon size="0.14rem" />
        {t('rewards.claimed')}
      </span>
    );
  }
  if (state === 'locked') {
    return (
      <button type="button" className="btn btn--secondary claim-button" disabled aria-label={`${label}: ${pendingLabel ?? ''}`}>
        {pendingLabel ?? t('rewards.claim')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn--primary claim-button"
      onClick={onClaim}
      disabled={state === 'pending'}
      aria-busy={state === 'pending'}
      aria-label={`${t('rewards.claim')}: ${label}`}
    >
      {state === 'pending' ? <SpinnerIcon size="0.14rem" /> : null}
      {t('rewards.claim')}
    </button>
  );
}
