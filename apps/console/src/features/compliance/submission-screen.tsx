import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_KINDS } from '@lobby/contract/rules';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { kycSubmissionsQueryOptions } from '@/shared/api/get-kyc-submissions';
import type { KycSubmissionRow } from '@/shared/api/get-kyc-submissions';
import { formatTimeIn } from '@/shared/lib/format';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { KycFindings, KycLevel, KycStep, kycDecider, kycReasonText, kycReviewHref } from '@/shared/ui/kyc';
import { PageHeader } from '@/shared/ui/page';
import { playerHref } from '@/shared/ui/player-link';
import { ErrorState, Loading, StatusBadge } from '@/shared/ui/states';
import { kycDocumentUrl, kycSubmissionQueryOptions } from './api/get-kyc-submission';
import type { KycDocument, KycSubmissionDetail } from './api/get-kyc-submission';
import { kycRulesQueryOptions } from './api/get-kyc-rules';
import { KycDecisionDialog } from './kyc-decision-dialog';
import type { KycDecisionKind } from './kyc-decision-dialog';
import type { ReviewState } from './verification-screen';

const QUEUE = '/compliance/verification';

/** "245 KB", "1.4 MB": a file's size as a reviewer reads it. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The documents in the order a reviewer compares them: the ID's front and back, the selfie, a proof of funds. */
function ordered(documents: KycDocument[]): KycDocument[] {
  return [...documents].sort((a, b) => KYC_DOCUMENT_KINDS.indexOf(a.kind) - KYC_DOCUMENT_KINDS.indexOf(b.kind) || a.id - b.id);
}

/**
 * One submission under review: the documents side by side (images as they are, a PDF embedded with a link to
 * open it), what the player typed (name, birth date and age against the merchant's minimum, the ID; or the
 * source of funds), the checker's verdict and findings, the member's level now and the player's other
 * submissions. compliance.manage approves or rejects a pending one, then goes back to the queue; a decided
 * one shows who decided, when, the reason and the note. Times are on the merchant's clock, as the answer
 * names it.
 */
export default function SubmissionScreen() {
  const { t } = useTranslation();
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const { state } = useLocation();
  const queue = (state as ReviewState | null)?.queue ?? QUEUE;
  const { can } = useSession();
  const [deciding, setDeciding] = useState<KycDecisionKind | null>(null);
  const query = useQuery(kycSubmissionQueryOptions(id));
  const submission = query.data;

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!submission) return <Loading />;
  const pending = submission.status === 'pending';
  const canDecide = can('compliance.manage') && pending;

  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to={QUEUE}>{t('nav.compliance')}</Link> <span aria-hidden="true">/</span> <Link to={queue}>{t('kyc.queue')}</Link> <span aria-hidden="true">/</span>{' '}
        <span>{t('kyc.submission', { id: submission.id })}</span>
      </nav>
      <PageHeader
        title={t('kyc.submissionTitle', { id: submission.id, account: submission.account })}
        actions={
          canDecide && (
            <>
              <button type="button" className="btn btn-danger" onClick={() => setDeciding('reject')}>
                {t('kyc.reject')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setDeciding('approve')}>
                {t('kyc.approve')}
              </button>
            </>
          )
        }
      >
        <div className="header-meta">
          <StatusBadge value={submission.status} />
          <KycStep level={submission.level} />
          <span className="muted">{t('kyc.memberNow')}</span>
          <KycLevel level={submission.memberLevel} />
          <span className="chip">{submission.merchantCode}</span>
        </div>
      </PageHeader>
      <Review submission={submission} />
      {deciding && <KycDecisionDialog submission={submission} decision={deciding} onClose={() => setDeciding(null)} onDecided={() => void navigate(queue)} />}
    </>
  );
}

function Review({ submission }: { submission: KycSubmissionDetail }) {
  const { t } = useTranslation();
  // the player's submissions (this one among them)
  const history = useInfiniteQuery(kycSubmissionsQueryOptions({ merchant: submission.merchantCode, status: 'all', account: submission.account }));
  const { timeZone } = submission;
  const rules = useQuery(kycRulesQueryOptions(submission.merchantCode));
  const time = (ms: number | null) => formatTimeIn(ms, timeZone);

  const typed: Array<[string, React.ReactNode, string?]> =
    submission.level === 2
      ? [
          [t('kyc.fields.fullName'), submission.fullName ?? '—'],
          [t('kyc.fields.birthDate'), submission.birthDate ?? '—'],
          [t('kyc.fields.age'), ageText(submission.age, rules.data?.minimumAge, t), 'kyc-age'],
          [t('kyc.fields.idType'), submission.idType ? t(`kyc.idTypes.${submission.idType}`) : '—'],
          [t('kyc.fields.idNumber'), <code key="id">{submission.idNumber ?? '—'}</code>],
        ]
      : [
          [t('kyc.fields.fundsSource'), submission.fundsSource ? t(`kyc.fundsSources.${submission.fundsSource}`) : '—'],
          [t('kyc.fields.fundsDetail'), <span key="detail" className="kyc-detail">{submission.fundsDetail ?? '—'}</span>],
        ];

  return (
    <div className="kyc-review">
      <section className="card kyc-typed" aria-labelledby="kyc-typed">
        <h2 id="kyc-typed">{t('kyc.typedTitle')}</h2>
        <dl className={submission.level === 2 ? 'facts kyc-typed-facts' : 'facts kyc-typed-facts kyc-typed-funds'}>
          {typed.map(([label, value, testId]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('kyc.columns.submitted')}</dt>
            <dd>{time(submission.submittedAt)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="kyc-documents">
        <h2 id="kyc-documents" className="section-title">
          {t('kyc.documentsTitle')}
        </h2>
        {submission.purged ? (
          <p className="card muted">{t('kyc.purged')}</p>
        ) : submission.documents.length === 0 ? (
          <p className="card muted">{t('kyc.noDocuments')}</p>
        ) : (
          <div className="kyc-docs">
            {ordered(submission.documents).map((doc) => (
              <DocumentView key={doc.id} doc={doc} timeZone={timeZone} />
            ))}
          </div>
        )}
      </section>

      <div className="kyc-review-grid">
        <section className="card" aria-labelledby="kyc-checker">
          <h2 id="kyc-checker">{t('kyc.checkerTitle')}</h2>
          <KycFindings check={submission.check} />
          {submission.check && <p className="muted small">{t('kyc.checkedBy', { provider: submission.check.provider })}</p>}
        </section>

        <section className="card" aria-labelledby="kyc-decision">
          <h2 id="kyc-decision">{t('kyc.decisionTitle')}</h2>
          {submission.status === 'pending' ? (
            <p className="muted">{t('kyc.waiting')}</p>
          ) : (
            <dl className="facts">
              <dt>{t('common.status')}</dt>
              <dd>
                <StatusBadge value={submission.status} />
              </dd>
              <dt>{t('kyc.decidedByLabel')}</dt>
              <dd>{kycDecider(submission.decidedBy, t)}</dd>
              <dt>{t('kyc.decidedAt')}</dt>
              <dd>{time(submission.decidedAt)}</dd>
              {submission.status === 'rejected' && (
                <>
                  <dt>{t('kyc.reason')}</dt>
                  <dd>{kycReasonText(submission.reason, t)}</dd>
                </>
              )}
              <dt>{t('kyc.noteLabel')}</dt>
              <dd className="kyc-detail">{submission.note || '—'}</dd>
            </dl>
          )}
        </section>
      </div>

      <section aria-labelledby="kyc-history">
        <h2 id="kyc-history" className="section-title">
          {t('kyc.historyTitle', { account: submission.account })}
        </h2>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <History rows={history.data?.pages.flatMap((p) => p.list) ?? []} loading={history.isPending} timeZone={timeZone} current={submission.id} />
        )}
        <p className="muted small">
          <Link to={`${playerHref(submission.account, submission.merchantCode)}&tab=verification`}>{t('kyc.openPlayerFile', { account: submission.account })}</Link>
        </p>
      </section>
    </div>
  );
}

/** The age the player's birth date gives, against the merchant's minimum age (its rules). */
function ageText(age: number | null, minimum: number | undefined, t: TFunction): React.ReactNode {
  if (age === null) return '—';
  if (minimum === undefined) return String(age);
  return age < minimum ? <span className="text-danger">{t('kyc.underMinimum', { age, minimum })}</span> : t('kyc.ageOfMinimum', { age, minimum });
}

/** One document as its bytes show in the browser: an image, or a PDF embedded (with a link to open it whole). */
function DocumentView({ doc, timeZone }: { doc: KycDocument; timeZone: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const url = kycDocumentUrl(doc.id);
  const name = t(`kyc.documents.${doc.kind}`);
  const facts = [doc.type.toUpperCase(), doc.width && doc.height ? `${doc.width}×${doc.height}` : null, sizeText(doc.bytes)].filter(Boolean).join(' · ');
  return (
    <figure className="kyc-doc">
      <figcaption className="kyc-doc-caption">
        <strong>{name}</strong>
        <span className="muted small" title={t('kyc.uploadedAt', { at: formatTimeIn(doc.createdAt, timeZone) })}>
          {facts}
        </span>
      </figcaption>
      <div className="kyc-doc-frame">
        {failed ? (
          <p className="muted">{t('kyc.documentFailed')}</p>
        ) : doc.type === 'pdf' ? (
          <object data={url} type="application/pdf" aria-label={name}>
            {/* a browser that shows no PDF inline (no viewer, or the document's sandbox) shows this instead */}
            <div className="kyc-pdf-fallback">
              <p className="muted">{t('kyc.pdfNotShown')}</p>
              <a className="btn btn-sm" href={url} download={`${doc.kind}-${doc.id}.pdf`}>
                {t('kyc.downloadPdf', { name })}
              </a>
            </div>
          </object>
        ) : (
          <img src={url} alt={t('kyc.documentAlt', { name })} onError={() => setFailed(true)} />
        )}
      </div>
      <a className="kyc-doc-open" href={url} target="_blank" rel="noopener noreferrer">
        {t(doc.type === 'pdf' ? 'kyc.openPdf' : 'kyc.openFull', { name })}
      </a>
    </figure>
  );
}

function History({ rows, loading, timeZone, current }: { rows: KycSubmissionRow[]; loading: boolean; timeZone: string; current: number }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<KycSubmissionRow, unknown>[]>(
    () => [
      { accessorKey: 'submittedAt', header: t('kyc.columns.submitted'), cell: (c) => formatTimeIn(c.row.original.submittedAt, timeZone) },
      { accessorKey: 'level', header: t('kyc.columns.check'), cell: (c) => <KycStep level={c.row.original.level} /> },
      { accessorKey: 'status', header: t('common.status'), cell: (c) => <StatusBadge value={c.row.original.status} /> },
      { id: 'reason', accessorFn: (r) => r.reason ?? '', header: t('kyc.reason'), cell: (c) => kycReasonText(c.row.original.reason, t) },
      { id: 'decided', accessorFn: (r) => r.decidedAt ?? 0, header: t('kyc.decidedAt'), cell: (c) => (c.row.original.decidedAt === null ? '—' : t('kyc.decidedBy', { by: kycDecider(c.row.original.decidedBy, t), at: formatTimeIn(c.row.original.decidedAt, timeZone) })) },
      {
        id: 'open',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          c.row.original.id === current ? (
            <span className="muted">{t('kyc.thisOne')}</span>
          ) : (
            <Link to={kycReviewHref(c.row.original.id, c.row.original.merchantCode)} aria-label={t('kyc.viewSubmission', { id: c.row.original.id })}>
              {t('kyc.view')}
            </Link>
          ),
      },
    ],
    [t, timeZone, current],
  );
  return <DataTable label={t('kyc.history')} data={rows} columns={columns} loading={loading} getRowId={(r) => String(r.id)} rowClassName={(r) => (r.id === current ? 'row-selected' : undefined)} />;
}
