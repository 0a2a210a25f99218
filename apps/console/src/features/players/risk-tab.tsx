import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RISK_MAX_TAGS } from '@lobby/contract/rules';
import { isApiError } from '@/shared/api/client';
import { memberRiskQueryOptions } from '@/shared/api/get-member-risk';
import type { MemberRisk, RiskReview } from '@/shared/api/get-member-risk';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { RiskFlagCards, timeOnClock, UnderReviewBadge } from '@/shared/ui/risk';
import { ErrorState, errorMessage, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useReviewMember } from './api/review-member';
import { useSetMemberTags } from './api/set-member-tags';

/** The reasons the review route takes (the contract's bounds): kept with the review and in the audit log. */
const REASON = { min: 3, max: 500 };
/** A tag's longest spelling (RISK_TAG_PATTERN: up to 24 characters). */
const TAG_MAX_LENGTH = 24;

interface Target {
  account: string;
  merchant: string;
}

/**
 * The player file's Risk tab (operators with compliance.read): the flags the player's facts raise, strongest
 * first as the answer orders them, each with its evidence (the other account a link to its file); the review
 * that holds the player's withdrawals, opened and closed with a reason by compliance.manage; the player's
 * tags (compliance.manage changes them); the past reviews. Times are on the merchant's clock, as the
 * answer names it.
 */
export function RiskTab({ account, merchant, canReview, canTag }: Target & { canReview: boolean; canTag: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(memberRiskQueryOptions(account, merchant));
  const [dialog, setDialog] = useState<'open' | 'close' | null>(null);
  const review = useReviewMember();

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  const risk = query.data;
  const timeZone = risk.timeZone;
  const open = risk.review;

  return (
    <div className="risk">
      <p className="muted">{timeZone ? t('risk.clock', { zone: timeZone }) : t('risk.localClock')}</p>
      <div className="risk-layout">
        <section className="risk-main" aria-labelledby="risk-flags">
          <h2 id="risk-flags" className="section-title">
            {t('risk.flags')} <span className="count-pill">{risk.flags.length}</span>
          </h2>
          {risk.flags.length === 0 ? (
            <div className="card risk-empty">
              <p className="risk-empty-title">{t('risk.noFlags')}</p>
              <p className="muted small">{t('risk.noFlagsHelp')}</p>
            </div>
          ) : (
            <RiskFlagCards flags={risk.flags} merchant={merchant} timeZone={timeZone} />
          )}
        </section>
        <div className="risk-side">
          <section aria-labelledby="risk-review">
            <h2 id="risk-review" className="section-title">
              {t('risk.review.title')}
            </h2>
            <ReviewCard risk={risk} timeZone={timeZone} canReview={canReview} onOpen={() => setDialog('open')} onClose={() => setDialog('close')} />
          </section>
          <section aria-labelledby="risk-tags">
            <h2 id="risk-tags" className="section-title">
              {t('risk.tags.title')}
            </h2>
            <TagsCard risk={risk} account={account} merchant={merchant} canEdit={canTag} />
          </section>
        </div>
      </div>

      <section aria-labelledby="risk-history">
        <h2 id="risk-history" className="section-title">
          {t('risk.review.history')}
        </h2>
        {risk.history.length === 0 ? <p className="card muted risk-none">{t('risk.review.noHistory')}</p> : <PastReviews reviews={risk.history} timeZone={timeZone} />}
      </section>

      {dialog === 'open' && (
        <ReasonDialog
          title={t('risk.review.openTitle', { account })}
          description={t('risk.review.openHelp')}
          confirmLabel={t('risk.review.open')}
          min={REASON.min}
          max={REASON.max}
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await review.mutateAsync({ account, merchant, action: 'open', reason });
            toast.success(t('risk.review.opened', { account }));
          }}
        />
      )}
      {dialog === 'close' && open && (
        <ReasonDialog
          title={t('risk.review.closeTitle', { account })}
          description={t('risk.review.closeHelp', { count: risk.heldWithdrawals })}
          label={t('risk.review.note')}
          confirmLabel={t('risk.review.close')}
          min={REASON.min}
          max={REASON.max}
          onClose={() => setDialog(null)}
          onConfirm={async (note) => {
            await review.mutateAsync({ account, merchant, action: 'close', reason: note });
            toast.success(t('risk.review.closed', { account }));
          }}
        />
      )}
    </div>
  );
}

/** The open review (since when, by whom, why, what it holds) with Close, or that there is none with Put under review. */
function ReviewCard({ risk, timeZone, canReview, onOpen, onClose }: { risk: MemberRisk; timeZone?: string; canReview: boolean; onOpen: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const open = risk.review;
  if (!open) {
    return (
      <div className="card risk-review">
        <p className="risk-review-none">{t('risk.review.none')}</p>
        {canReview && (
          <button type="button" className="btn btn-primary" onClick={onOpen}>
            {t('risk.review.open')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="card risk-review risk-review-open">
      <div className="risk-review-head">
        <UnderReviewBadge />
        {canReview && (
          <button type="button" className="btn btn-sm" onClick={onClose}>
            {t('risk.review.close')}
          </button>
        )}
      </div>
      <p className="risk-review-since">
        {t('risk.review.since', { at: timeOnClock(open.openedAt, timeZone), by: open.openedBy })} — <span className="risk-review-reason">{open.reason}</span>
      </p>
      <p className={risk.heldWithdrawals > 0 ? 'risk-review-held' : 'muted'}>{risk.heldWithdrawals > 0 ? t('risk.review.held', { count: risk.heldWithdrawals }) : t('risk.review.heldNone')}</p>
    </div>
  );
}

/** A refused tag in the server's words: the body's `tags.N` issue names which one and why. */
function tagRefusal(error: unknown, tags: string[], t: TFunction): string {
  if (isApiError(error) && error.code === 'request.invalid') {
    const issues = (error.data as { issues?: Array<{ path: string; message: string }> } | undefined)?.issues ?? [];
    const tagIssue = issues.map((i) => ({ index: /tags\.(\d+)$/.exec(i.path)?.[1], message: i.message })).find((i) => i.index !== undefined);
    if (tagIssue) return t('risk.tags.refused', { tag: tags[Number(tagIssue.index)] ?? '', reason: tagIssue.message });
  }
  return errorMessage(error, t);
}

/** The player's tags as chips; compliance.manage adds one (the server checks its spelling) or removes one. */
function TagsCard({ risk, account, merchant, canEdit }: Target & { risk: MemberRisk; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const setTags = useSetMemberTags();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { tags } = risk;
  const full = tags.length >= RISK_MAX_TAGS;

  const save = async (next: string[]) => {
    setBusy(true);
    setError(null);
    try {
      await setTags.mutateAsync({ account, merchant, tags: next });
      toast.success(t('risk.tags.saved', { account }));
      return true;
    } catch (e) {
      setError(tagRefusal(e, next, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const tag = text.trim();
    if (!tag || busy) return;
    if (await save([...tags, tag])) setText('');
  };

  return (
    <div className="card risk-tags">
      {tags.length === 0 ? (
        <p className="muted risk-tags-none">{t('risk.tags.none')}</p>
      ) : (
        <ul className="tag-list" aria-label={t('risk.tags.title')}>
          {tags.map((tag) => (
            <li key={tag} className="chip chip-tag">
              {tag}
              {canEdit && (
                <button type="button" className="chip-remove" aria-label={t('risk.tags.remove', { tag })} disabled={busy} onClick={() => void save(tags.filter((x) => x !== tag))}>
                  <Icon name="close" size={12} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="risk-tag-form" onSubmit={add} noValidate>
          <label htmlFor={id}>{t('risk.tags.addLabel')}</label>
          <div className="risk-tag-row">
            <input
              id={id}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              maxLength={TAG_MAX_LENGTH}
              autoComplete="off"
              disabled={full}
              aria-invalid={error !== null}
              aria-describedby={`${id}-hint`}
            />
            <button type="submit" className="btn btn-sm" disabled={busy || full || !text.trim()}>
              {t('risk.tags.add')}
            </button>
          </div>
          <small id={`${id}-hint`} className={error ? 'field-error' : 'muted'} role={error ? 'alert' : undefined}>
            {error ?? (full ? t('risk.tags.full', { max: RISK_MAX_TAGS }) : t('risk.tags.hint', { max: RISK_MAX_TAGS }))}
          </small>
        </form>
      )}
    </div>
  );
}

function PastReviews({ reviews, timeZone }: { reviews: RiskReview[]; timeZone?: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<RiskReview, unknown>[]>(
    () => [
      { accessorKey: 'openedAt', header: t('risk.columns.opened'), cell: (c) => <span className="nowrap">{timeOnClock(c.row.original.openedAt, timeZone)}</span> },
      { accessorKey: 'openedBy', header: t('risk.columns.openedBy') },
      { accessorKey: 'reason', header: t('common.reason'), enableSorting: false, cell: (c) => <span className="cell-wrap">{c.row.original.reason}</span> },
      { accessorKey: 'closedAt', header: t('risk.columns.closed'), cell: (c) => <span className="nowrap">{timeOnClock(c.row.original.closedAt, timeZone)}</span> },
      { accessorKey: 'closedBy', header: t('risk.columns.closedBy'), cell: (c) => c.row.original.closedBy ?? '—' },
      { accessorKey: 'closeNote', header: t('risk.columns.note'), enableSorting: false, cell: (c) => <span className="cell-wrap">{c.row.original.closeNote ?? '—'}</span> },
    ],
    [t, timeZone],
  );
  return (
    <div className="risk-history">
      <DataTable label={t('risk.review.history')} data={reviews} columns={columns} getRowId={(r) => String(r.id)} />
    </div>
  );
}
