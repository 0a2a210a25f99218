import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawalQueueFilter } from '@lobby/contract/schemas';
import { memberRiskQueryOptions } from '@/shared/api/get-member-risk';
import type { MemberRisk } from '@/shared/api/get-member-risk';
import { formatAmount, formatTime } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PlayerLink, playerHref } from '@/shared/ui/player-link';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { RiskFlagLines, riskTabHref, UnderReviewBadge } from '@/shared/ui/risk';
import { ErrorState, Loading, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useApproveWithdrawal } from './api/approve-withdrawal';
import { withdrawalReviewQueryOptions } from './api/get-withdrawal-review';
import { withdrawalsCsvUrl, withdrawalsQueryOptions } from './api/get-withdrawals';
import type { WithdrawalRow } from './api/get-withdrawals';
import { useRejectWithdrawal } from './api/reject-withdrawal';
import { CashierNav } from './cashier-nav';

/** The queue's filters, as the server names them (open: everything waiting for a review). */
const FILTERS: WithdrawalQueueFilter[] = ['open', 'pending', 'awaiting_second_approval', 'paying', 'paid', 'failed', 'rejected', 'all'];
type Row = WithdrawalRow;

/** Who approved; while the order still waits, also how many approvals of how many it needs. */
export function approvalsText(row: Row, t: TFunction): string | null {
  const { approvals } = row;
  const names = approvals.map((a) => a.by).join(', ');
  const waiting = row.status === 'pending' || row.status === 'awaiting_second_approval';
  if (waiting && (row.needsSecondApproval || approvals.length > 0)) {
    const count = t('cashier.approvalsOf', { count: approvals.length, needed: row.needsSecondApproval ? 2 : 1 });
    return approvals.length > 0 ? `${count} · ${t('cashier.approvedBy', { names })}` : count;
  }
  return approvals.length > 0 ? t('cashier.approvedByStart', { names }) : null;
}

/** Why a held order cannot be approved yet, as its badge says it ("Held: identity not verified"). */
function HeldBadge({ heldFor }: { heldFor: NonNullable<Row['heldFor']> }) {
  const { t } = useTranslation();
  return <span className={`badge badge-plain badge-held badge-held-${heldFor}`}>{t(`cashier.held.${heldFor}`)}</span>;
}

export default function WithdrawalsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  // The cashier routes name one merchant (the selected one, or the first in scope under "All").
  const { merchant: selected, implicit } = useOneMerchant();
  const { can, state } = useSession();
  const me = state.status === 'signedIn' ? state.operator.username : '';
  const reject = useRejectWithdrawal();
  const [filters, setFilters] = useUrlFilters({ status: 'open', account: '' });
  const status = (FILTERS.includes(filters.status as WithdrawalQueueFilter) ? filters.status : 'open') as WithdrawalQueueFilter;
  const [account, setAccount] = useState(filters.account);
  const [open, setOpen] = useState<{ row: Row; approve: boolean } | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const query = { merchant: selected || undefined, status, account: filters.account || undefined };

  const list = useInfiniteQuery(withdrawalsQueryOptions(query));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);
  const canReview = can('cashier.review');

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'orderNo', header: t('cashier.orderNo'), cell: (c) => <code>{String(c.getValue())}</code> },
      { id: 'player', accessorFn: (r) => r.player, header: t('cashier.player'), cell: (c) => <PlayerLink account={c.row.original.player} merchant={c.row.original.merchant} /> },
      { accessorKey: 'accountName', header: t('cashier.payee') },
      { accessorKey: 'amount', header: t('cashier.amount'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.amount, c.row.original.currency) },
      { accessorKey: 'fee', header: t('cashier.fee'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.fee, c.row.original.currency) },
      { accessorKey: 'payout', header: t('cashier.payout'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.payout, c.row.original.currency) },
      { id: 'channel', accessorFn: (r) => r.channel.name, header: t('cashier.channel') },
      { id: 'bank', accessorFn: (r) => `${r.account.bankName} ${r.account.accountNoMasked}`, header: t('cashier.bankAccount') },
      {
        accessorKey: 'status',
        header: t('common.status'),
        cell: (c) => {
          const row = c.row.original;
          const text = approvalsText(row, t);
          return (
            <div className="stack-xs">
              <StatusBadge value={row.status} />
              {row.heldFor && <HeldBadge heldFor={row.heldFor} />}
              {text && (
                <small className="muted" data-testid="approvals">
                  {text}
                </small>
              )}
            </div>
          );
        },
      },
      { accessorKey: 'createdAt', header: t('common.created'), cell: (c) => formatTime(c.row.original.createdAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        enableHiding: false,
        cell: (c) => {
          const row = c.row.original;
          const waiting = row.status === 'pending' || row.status === 'awaiting_second_approval';
          if (!canReview || !waiting) {
            return (
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => setOpen({ row, approve: false })} aria-label={t('cashier.detailsOrder', { orderNo: row.orderNo })}>
                {t('cashier.details')}
              </button>
            );
          }
          // the operator who gave the first approval cannot give the second (the server refuses it too); a held
          // order waits for the player's verification or review (the server refuses it too: withdraw.order.held)
          const mine = row.needsSecondApproval && row.approvals.some((a) => a.by === me);
          const why = row.heldFor ? t(`cashier.heldWhy.${row.heldFor}`) : mine ? t('cashier.youApprovedFirst') : undefined;
          return (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => setOpen({ row, approve: true })}
                disabled={mine || row.heldFor !== null}
                title={why}
                aria-label={t('cashier.approveOrder', { orderNo: row.orderNo })}
              >
                {t('cashier.approve')}
              </button>
              {/* a held order cannot be approved yet: its facts (why it is held, the player's risk) stay one click away,
                  as an icon so the row's actions still fit beside the navigation at 1280 px */}
              {row.heldFor !== null && (
                <button type="button" className="icon-btn icon-btn-sm" onClick={() => setOpen({ row, approve: false })} aria-label={t('cashier.detailsOrder', { orderNo: row.orderNo })} title={t('cashier.details')}>
                  <Icon name="eye" size={16} />
                </button>
              )}
              <button type="button" className="btn btn-sm btn-danger-ghost" onClick={() => setRejecting(row)} aria-label={t('cashier.rejectOrder', { orderNo: row.orderNo })}>
                {t('cashier.reject')}
              </button>
            </div>
          );
        },
      },
    ],
    [t, canReview, me],
  );

  return (
    <>
      <PageHeader title={t('nav.cashier')}>
        <ImplicitMerchant merchant={selected} implicit={implicit} />
      </PageHeader>
      <CashierNav />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t('cashier.withdrawals')}
          data={rows}
          columns={columns}
          loading={list.isPending}
          exportHref={selected ? withdrawalsCsvUrl(query) : undefined}
          columnChooser
          initialHidden={['fee', 'payout', 'accountName', 'channel']}
          getRowId={(r) => r.orderNo}
          rowClassName={(r) => (r.status === 'awaiting_second_approval' ? 'row-attention' : undefined)}
          toolbar={
            <>
              <label className="inline-field">
                {t('common.status')}
                <select value={status} onChange={(e) => setFilters({ status: e.target.value })}>
                  {FILTERS.map((s) => (
                    <option key={s} value={s}>
                      {t(`cashier.filters.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <form
                className="inline-field"
                role="search"
                onSubmit={(e) => {
                  e.preventDefault();
                  setFilters({ account: account.trim() });
                }}
              >
                <label className="inline-field">
                  {t('cashier.player')}
                  <input value={account} onChange={(e) => setAccount(e.target.value)} placeholder={t('cashier.accountPlaceholder')} />
                </label>
                <button type="submit" className="btn btn-sm">
                  {t('common.search')}
                </button>
              </form>
            </>
          }
        />
      )}
      {list.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
      {open && (
        <WithdrawalDialog
          row={open.row}
          approve={open.approve}
          onClose={() => setOpen(null)}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('cashier.rejectTitle', { orderNo: rejecting.orderNo })}
          confirmLabel={t('cashier.reject')}
          danger
          onClose={() => setRejecting(null)}
          onConfirm={async (reason) => {
            await reject.mutateAsync({ orderNo: rejecting.orderNo, reason });
            toast.success(t('cashier.rejected', { orderNo: rejecting.orderNo }));
          }}
        />
      )}
    </>
  );
}

/**
 * An order with the facts an approver decides on: the player's balance, deposits, wagering and previous
 * withdrawals. Opened to approve (reviewers) or just to look (everyone who reads the cashier).
 */
function WithdrawalDialog({ row, approve, onClose }: { row: Row; approve: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const facts = useQuery(withdrawalReviewQueryOptions(row.orderNo));
  const approval = useApproveWithdrawal();
  const money = (v: string | null) => formatAmount(v, row.currency);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await approval.mutateAsync(row.orderNo);
      toast.success(result.status === 'awaiting_second_approval' ? t('cashier.firstApprovalRecorded') : t('cashier.approved', { orderNo: row.orderNo }));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  const f = facts.data;
  return (
    <Dialog
      title={approve ? t('cashier.approveTitle', { orderNo: row.orderNo }) : t('cashier.detailsTitle', { orderNo: row.orderNo })}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {approve ? t('common.cancel') : t('common.close')}
          </button>
          {approve && (
            <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={busy || row.heldFor !== null}>
              {t('cashier.confirmApprove')}
            </button>
          )}
        </>
      }
    >
      <dl className="facts">
        <dt>{t('cashier.player')}</dt>
        <dd>
          <PlayerLink account={row.player} merchant={row.merchant} />
        </dd>
        <dt>{t('cashier.payee')}</dt>
        <dd>{row.accountName}</dd>
        <dt>{t('cashier.amount')}</dt>
        <dd>{money(row.amount)}</dd>
        <dt>{t('cashier.bankAccount')}</dt>
        <dd>
          {row.account.bankName} {row.account.accountNoMasked}
        </dd>
        <dt>{t('common.status')}</dt>
        <dd>
          <StatusBadge value={row.status} />
          {row.heldFor && <> <HeldBadge heldFor={row.heldFor} /></>}
          {row.approvals.length > 0 && <span className="muted"> {t('cashier.approvedBy', { names: row.approvals.map((a) => `${a.by} (${formatTime(a.at)})`).join(', ') })}</span>}
        </dd>
      </dl>
      {row.heldFor && (
        <p className="notice notice-held" role="note">
          <HeldBadge heldFor={row.heldFor} /> {t(`cashier.heldWhy.${row.heldFor}`)}{' '}
          <Link to={`${playerHref(row.player, row.merchant)}&tab=${row.heldFor === 'kyc' ? 'verification' : 'risk'}`}>{t('cashier.heldOpen', { account: row.player })}</Link>
        </p>
      )}
      {row.needsSecondApproval && <p className="notice">{t('cashier.secondApprovalNote', { count: row.approvals.length })}</p>}
      <RiskPanel row={row} />
      {facts.isPending ? (
        <Loading />
      ) : facts.isError ? (
        <ErrorState error={facts.error} onRetry={() => void facts.refetch()} />
      ) : (
        f && (
          <div className="review-grid" aria-label={t('cashier.review.title')} role="group">
            <section className="review-card" aria-labelledby="review-balance">
              <h3 id="review-balance">{t('cashier.review.balance')}</h3>
              <dl className="facts">
                <dt>{t('cashier.review.cash')}</dt>
                <dd>{money(f.balances.cash)}</dd>
                <dt>{t('cashier.review.bonus')}</dt>
                <dd>{money(f.balances.bonus)}</dd>
                <dt>{t('cashier.review.held')}</dt>
                <dd>{money(f.balances.held)}</dd>
                <dt>{t('cashier.review.withdrawable')}</dt>
                <dd>{money(f.balances.withdrawable)}</dd>
              </dl>
            </section>
            <section className="review-card" aria-labelledby="review-deposits">
              <h3 id="review-deposits">{t('cashier.review.deposits')}</h3>
              <dl className="facts">
                <dt>{t('cashier.review.depositCount')}</dt>
                <dd>{f.deposits.count}</dd>
                <dt>{t('cashier.review.depositTotal')}</dt>
                <dd>{money(f.deposits.total)}</dd>
                <dt>{t('cashier.review.lastDeposit')}</dt>
                <dd>{f.deposits.lastAt === null ? '—' : `${money(f.deposits.lastAmount)} · ${formatTime(f.deposits.lastAt)}`}</dd>
              </dl>
            </section>
            <section className="review-card" aria-labelledby="review-wagering">
              <h3 id="review-wagering">{t('cashier.review.wagering')}</h3>
              <dl className="facts">
                <dt>{t('cashier.review.turnover')}</dt>
                <dd>{money(f.wagering.turnover)}</dd>
                <dt>{t('cashier.review.sinceDeposit')}</dt>
                <dd>{money(f.wagering.turnoverSinceLastDeposit)}</dd>
                <dt>{t('cashier.review.requirement')}</dt>
                <dd>
                  {f.wagering.bonus
                    ? t('cashier.review.requirementOpen', { remaining: money(f.wagering.bonus.remaining), required: money(f.wagering.bonus.required), bonus: money(f.wagering.bonus.bonus) })
                    : t('cashier.review.requirementNone')}
                </dd>
              </dl>
            </section>
            <section className="review-card" aria-labelledby="review-withdrawals">
              <h3 id="review-withdrawals">{t('cashier.review.withdrawals')}</h3>
              <dl className="facts">
                <dt>{t('cashier.review.paidWithdrawals')}</dt>
                <dd>
                  {f.withdrawals.paidCount} · {money(f.withdrawals.paidTotal)}
                </dd>
              </dl>
              {f.withdrawals.recent.length > 0 ? (
                <ul className="review-list">
                  {f.withdrawals.recent.map((w) => (
                    <li key={w.orderNo}>
                      <span>{formatTime(w.createdAt)}</span>
                      <span className="num">{money(w.amount)}</span>
                      <StatusBadge value={w.status} />
                      <span className="muted">{w.accountNoMasked}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('cashier.review.firstWithdrawal')}</p>
              )}
            </section>
          </div>
        )
      )}
      {error !== null && <ErrorState error={error} />}
    </Dialog>
  );
}

/**
 * The player's risk where the approver decides (operators with compliance.read; the server checks anyway):
 * the review holding their withdrawals, who opened it and why, and the flags with their evidence folded,
 * with the way to the file's Risk tab. Times on the operator's clock, as the dialog's others.
 */
function RiskPanel({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const allowed = can('compliance.read');
  const risk = useQuery(memberRiskQueryOptions(row.player, row.merchant, allowed));
  if (!allowed) return null;
  const strongest = risk.data?.flags[0]?.severity;
  return (
    <section className={strongest ? `risk-panel risk-panel-${strongest}` : 'risk-panel'} aria-labelledby="withdrawal-risk">
      <div className="risk-panel-head">
        <h3 id="withdrawal-risk">{t('risk.panel.title')}</h3>
        {risk.data?.review && <UnderReviewBadge />}
        <Link to={riskTabHref(row.player, row.merchant)} className="risk-panel-link">
          {t('risk.panel.open', { account: row.player })}
        </Link>
      </div>
      {risk.isPending ? <Loading /> : risk.isError ? <ErrorState error={risk.error} onRetry={() => void risk.refetch()} /> : <RiskFacts risk={risk.data} merchant={row.merchant} />}
    </section>
  );
}

function RiskFacts({ risk, merchant }: { risk: MemberRisk; merchant: string }) {
  const { t } = useTranslation();
  const { review } = risk;
  return (
    <>
      {review && (
        <p className="risk-review-since">
          {t('risk.review.since', { at: formatTime(review.openedAt), by: review.openedBy })} — <span className="risk-review-reason">{review.reason}</span>
          {risk.heldWithdrawals > 0 && <span className="muted"> · {t('risk.review.held', { count: risk.heldWithdrawals })}</span>}
        </p>
      )}
      {risk.flags.length === 0 ? <p className="muted risk-panel-none">{t('risk.panel.none')}</p> : <RiskFlagLines flags={risk.flags} merchant={merchant} />}
    </>
  );
}
