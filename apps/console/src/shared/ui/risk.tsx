import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RiskFlagKind, RiskSeverity as Severity } from '@lobby/contract/rules';
import { Link } from 'react-router';
import type { RiskEvidence, RiskFlag } from '@/shared/api/get-member-risk';
import { formatTime, formatTimeIn } from '@/shared/lib/format';
import { playerHref } from './player-link';

/*
 * The risk pieces that the player's file (its Risk tab and header) and the cashier's withdrawal dialog both
 * show: a flag's severity, its name, its evidence, the "Under review" badge and the way to the Risk tab.
 */

/** A player's file opened on its Risk tab. */
export function riskTabHref(account: string, merchant: string): string {
  return `${playerHref(account, merchant)}&tab=risk`;
}

/** "High", "Medium", "Low": how strong a flag is, as the server rated it. */
export function RiskSeverity({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return <span className={`badge badge-plain badge-risk badge-risk-${severity}`}>{t(`risk.severities.${severity}`)}</span>;
}

/** A flag's name: "Shared device", "Withdrawal after little play". */
export function riskKindText(kind: RiskFlagKind, t: TFunction): string {
  return t(`risk.kinds.${kind}`, { defaultValue: kind.replace(/_/g, ' ') });
}

/** The badge of a player whose withdrawals a review holds. */
export function UnderReviewBadge() {
  const { t } = useTranslation();
  return <span className="badge badge-plain badge-under-review">{t('risk.review.underReview')}</span>;
}

/** A time on the merchant's clock when its zone is known, else on the operator's. */
export function timeOnClock(at: number | null, timeZone: string | undefined): string {
  return timeZone ? formatTimeIn(at, timeZone) : formatTime(at);
}

/**
 * What a flag rests on, one fact a line: when, the other account (a link to its file's Risk tab) and what
 * was found. The first `limit` facts, and a button for the rest.
 */
export function RiskEvidenceList({ flag, merchant, timeZone, limit = 5 }: { flag: RiskFlag; merchant: string; timeZone?: string; limit?: number }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const { evidence } = flag;
  const shown = all ? evidence : evidence.slice(0, limit);
  const accounts = evidence.some((e) => e.account !== null);
  if (evidence.length === 0) return null;
  return (
    <>
      <ul className={accounts ? 'risk-evidence risk-evidence-accounts' : 'risk-evidence'} aria-label={t('risk.evidenceOf', { flag: riskKindText(flag.kind, t) })}>
        {shown.map((e, i) => (
          <EvidenceLine key={i} evidence={e} merchant={merchant} timeZone={timeZone} accounts={accounts} />
        ))}
      </ul>
      {evidence.length > limit && (
        <button type="button" className="btn btn-sm btn-ghost risk-evidence-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('risk.showFewer') : t('risk.showAll', { count: evidence.length })}
        </button>
      )}
    </>
  );
}

function EvidenceLine({ evidence, merchant, timeZone, accounts }: { evidence: RiskEvidence; merchant: string; timeZone?: string; accounts: boolean }) {
  return (
    <li>
      <span className="risk-evidence-at">{timeOnClock(evidence.at, timeZone)}</span>
      {accounts && (
        <span className="risk-evidence-account">
          {evidence.account === null ? (
            <span className="muted">—</span>
          ) : (
            <Link to={riskTabHref(evidence.account, merchant)} className="link-strong">
              {evidence.account}
            </Link>
          )}
        </span>
      )}
      <span className="risk-evidence-detail">{evidence.detail}</span>
    </li>
  );
}

/**
 * The flags as the answer orders them (the strongest first), each a card: its severity, its name, the
 * sentence with its figures, and its evidence.
 */
export function RiskFlagCards({ flags, merchant, timeZone }: { flags: RiskFlag[]; merchant: string; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="risk-flags" aria-label={t('risk.flags')}>
      {flags.map((flag) => (
        <li key={flag.kind} className={`card risk-flag risk-flag-${flag.severity}`}>
          <div className="risk-flag-head">
            <RiskSeverity severity={flag.severity} />
            <h3>{riskKindText(flag.kind, t)}</h3>
          </div>
          <p className="risk-flag-summary">{flag.summary}</p>
          <RiskEvidenceList flag={flag} merchant={merchant} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The flags a line each (the approval dialog): severity, name and sentence, the line opening onto its
 * evidence.
 */
export function RiskFlagLines({ flags, merchant, timeZone }: { flags: RiskFlag[]; merchant: string; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="risk-lines" aria-label={t('risk.flags')}>
      {flags.map((flag) => {
        const line = (
          <>
            <RiskSeverity severity={flag.severity} />
            <strong>{riskKindText(flag.kind, t)}</strong>
            <span className="risk-line-summary">{flag.summary}</span>
            {flag.evidence.length > 0 && <span className="risk-line-more">{t('risk.evidenceCount', { count: flag.evidence.length })}</span>}
          </>
        );
        return (
          <li key={flag.kind} className="risk-line">
            {flag.evidence.length > 0 ? (
              <details>
                <summary className="risk-line-head">{line}</summary>
                <RiskEvidenceList flag={flag} merchant={merchant} timeZone={timeZone} />
              </details>
            ) : (
              <div className="risk-line-head">{line}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
