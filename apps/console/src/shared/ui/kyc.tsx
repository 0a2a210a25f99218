import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { KycSubmissionRow } from '@/shared/api/get-kyc-submissions';

/*
 * The verification pieces that the Compliance queue and the player's file both show: what a submission asks
 * to verify, a member's level, the checker's verdict with its findings, how long it has waited.
 */

type Check = KycSubmissionRow['check'];

/** "Identity (level 2)" or "Source of funds (level 3)": what the submission asks to verify. */
export function KycStep({ level }: { level: 2 | 3 }) {
  const { t } = useTranslation();
  return <span className={`badge badge-plain badge-kyc-step badge-kyc-step-${level}`}>{t(`kyc.steps.${level}`)}</span>;
}

/** A member's verification level as a chip: "Level 2 · identity verified". */
export function KycLevel({ level }: { level: number }) {
  const { t } = useTranslation();
  return <span className={`chip kyc-level kyc-level-${level}`}>{t(`kyc.levels.${level}`, { defaultValue: t('kyc.levelShort', { level }) })}</span>;
}

/** The checker's verdict (passed, needs review, failed), or that nothing checked it. */
export function KycVerdict({ check }: { check: Check }) {
  const { t } = useTranslation();
  const verdict = check?.verdict ?? 'none';
  return <span className={`badge badge-plain badge-kyc-verdict-${verdict}`}>{t(`kyc.verdicts.${verdict}`)}</span>;
}

/** The verdict with the checker's findings: all of them, or the first `limit` and how many more. */
export function KycFindings({ check, limit }: { check: Check; limit?: number }) {
  const { t } = useTranslation();
  const findings = check?.findings ?? [];
  const shown = limit === undefined ? findings : findings.slice(0, limit);
  const more = findings.length - shown.length;
  return (
    <div className="stack-xs kyc-findings">
      <KycVerdict check={check} />
      {shown.length > 0 && (
        <ul className="kyc-finding-list">
          {shown.map((finding, i) => (
            <li key={i}>{finding}</li>
          ))}
        </ul>
      )}
      {more > 0 && <small className="muted">{t('kyc.moreFindings', { count: more })}</small>}
    </div>
  );
}

/** How long a submission has waited, coarse as a queue reads it: "45 min", "5 h", "3 d". */
export function kycAge(since: number, now: number, t: TFunction): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 60) return t('kyc.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('kyc.age.hours', { count: hours });
  return t('kyc.age.days', { count: Math.floor(hours / 24) });
}

/** A pending submission older than this is late (the queue marks its age). */
export const KYC_LATE_MS = 24 * 3_600_000;

/** The reason a rejection gives the player, in the operator's words ("Unreadable", "Under the minimum age"). */
export function kycReasonText(reason: string | null, t: TFunction): string {
  return reason === null ? '—' : t(`kyc.reasons.${reason}`, { defaultValue: reason });
}

/** One submission's review screen (Compliance → Verification), its merchant in the URL: the one place it is built. */
export function kycReviewHref(id: number, merchant: string): string {
  return `/compliance/verification/${id}?merchant=${encodeURIComponent(merchant)}`;
}

/** Who decided: an operator's name, or the checker when it decided on its own ("checker:local-rules"). */
export function kycDecider(by: string | null, t: TFunction): string {
  if (by === null) return t('kyc.checker');
  return by.startsWith('checker:') ? t('kyc.checkerNamed', { provider: by.slice('checker:'.length) }) : by;
}
