import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kycSubmissionsQueryOptions } from '@/shared/api/get-kyc-submissions';
import type { KycSubmissionRow } from '@/shared/api/get-kyc-submissions';
import { formatTimeIn } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { KycFindings, KycLevel, KycStep, kycDecider, kycReasonText, kycReviewHref } from '@/shared/ui/kyc';
import { ErrorState, Loading, StatusBadge } from '@/shared/ui/states';

/**
 * The player file's Verification tab (operators with compliance.read): the member's verification level and
 * every identity and source-of-funds submission, newest decisions with who took them, when, the reason and
 * note, each opening its review under Compliance → Verification. Times are on the merchant's clock, as the
 * answer names it.
 */
export function VerificationTab({ account, merchant }: { account: string; merchant: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(kycSubmissionsQueryOptions({ merchant, status: 'all', account }));
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const timeZone = query.data?.pages[0]?.timeZone ?? '';

  const columns = useMemo<ColumnDef<KycSubmissionRow, unknown>[]>(
    () => [
      { accessorKey: 'submittedAt', header: t('kyc.columns.submitted'), cell: (c) => <span className="nowrap">{formatTimeIn(c.row.original.submittedAt, timeZone)}</span> },
      { accessorKey: 'level', header: t('kyc.columns.check'), cell: (c) => <KycStep level={c.row.original.level} /> },
      { id: 'checker', accessorFn: (r) => r.check?.verdict ?? '', header: t('kyc.columns.checker'), enableSorting: false, cell: (c) => <KycFindings check={c.row.original.check} limit={2} /> },
      {
        accessorKey: 'status',
        header: t('common.status'),
        cell: (c) => {
          const s = c.row.original;
          return (
            <div className="stack-xs kyc-decision">
              <StatusBadge value={s.status} />
              {s.decidedAt !== null && <small className="muted">{t('kyc.decidedBy', { by: kycDecider(s.decidedBy, t), at: formatTimeIn(s.decidedAt, timeZone) })}</small>}
              {s.reason !== null && <small>{kycReasonText(s.reason, t)}</small>}
              {s.note && <small className="muted">{s.note}</small>}
            </div>
          );
        },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        enableHiding: false,
        cell: (c) => {
          const s = c.row.original;
          const pending = s.status === 'pending';
          return (
            <Link
              to={kycReviewHref(s.id, s.merchantCode)}
              className={pending ? 'btn btn-sm btn-primary' : 'btn btn-sm'}
              aria-label={t(pending ? 'kyc.reviewSubmission' : 'kyc.viewSubmission', { id: s.id })}
            >
              {t(pending ? 'kyc.review' : 'kyc.view')}
            </Link>
          );
        },
      },
    ],
    [t, timeZone],
  );

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading />;
  // the answer names the player's level now, also when they sent nothing (null only for no such player)
  const level = query.data.pages[0]?.memberLevel ?? null;

  return (
    <div className="kyc-player">
      <section className="card kyc-player-level" aria-labelledby="kyc-player-level">
        <h2 id="kyc-player-level" className="kyc-player-title">
          {t('kyc.playerLevel')}
        </h2>
        {level !== null && <KycLevel level={level} />}
        {rows.length === 0 && <p className="muted">{t('kyc.noSubmissions')}</p>}
        <p className="muted small">{t('kyc.levelsExplain')}</p>
      </section>
      {timeZone && <p className="muted">{t('kyc.clock', { zone: timeZone })}</p>}
      <DataTable label={t('kyc.playerSubmissions')} data={rows} columns={columns} getRowId={(r) => String(r.id)} />
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </div>
  );
}
