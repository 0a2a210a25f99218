import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { AML_ALERT_KINDS, AML_ALERT_STATUSES } from '@lobby/contract/rules';
import type { AmlAlertKind } from '@lobby/contract/rules';
import { formatAmount, formatTimeIn } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { amlAlertsCsvUrl, amlAlertsQueryOptions } from './api/get-aml-alerts';
import type { AmlAlertFilters, AmlAlertRow } from './api/get-aml-alerts';
import { ComplianceNav } from './compliance-nav';
import { DecisionDialog } from './decision-dialog';
import type { Decision } from './decision-dialog';
import { KindBadge } from './kind-badge';

/** The queue's status tabs, as the server names them (open: waiting for a decision). */
const STATUSES = [...AML_ALERT_STATUSES, 'all'] as const;
type StatusFilter = (typeof STATUSES)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Clear or report an open alert (operators with compliance.manage). */
function DecisionButtons({ alert, onDecide }: { alert: AmlAlertRow; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation();
  return (
    <div className="row-actions">
      <button type="button" className="btn btn-sm" onClick={() => onDecide('clear')} aria-label={t('aml.clearAlert', { id: alert.id })}>
        {t('aml.clear')}
      </button>
      <button type="button" className="btn btn-sm btn-danger-ghost" onClick={() => onDecide('report')} aria-label={t('aml.reportAlert', { id: alert.id })}>
        {t('aml.report')}
      </button>
    </div>
  );
}

/**
 * The AML alerts queue of one merchant (the top bar's): covered transactions above its threshold and
 * withdrawals after little play, newest first, by status tab, kind and days of the merchant's calendar, all in
 * the URL. Times are on the merchant's clock as the answer names it. Operators with compliance.manage clear or
 * report an open alert; Export CSV is the server's file of every match (the regulator's export).
 */
export default function AlertsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant: selected, implicit } = useOneMerchant();
  const { can } = useSession();
  const canManage = can('compliance.manage');
  const [filters, setFilters] = useUrlFilters({ status: 'open', kind: '', from: '', to: '' });
  const status = (STATUSES as readonly string[]).includes(filters.status) ? (filters.status as StatusFilter) : 'open';
  const kind = (AML_ALERT_KINDS as readonly string[]).includes(filters.kind) ? (filters.kind as AmlAlertKind) : undefined;
  const from = DAY.test(filters.from) ? filters.from : undefined;
  const to = DAY.test(filters.to) ? filters.to : undefined;
  const valid = !(from && to && from > to);
  const [deciding, setDeciding] = useState<{ alert: AmlAlertRow; decision: Decision } | null>(null);
  const query: AmlAlertFilters = { merchant: selected, status, kind, from, to };

  const list = useInfiniteQuery(amlAlertsQueryOptions(query, valid));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);
  // the answer's: the merchant's time zone
  const timeZone = list.data?.pages[0]?.timeZone;

  const columns = useMemo<ColumnDef<AmlAlertRow, unknown>[]>(() => {
    const decide = (alert: AmlAlertRow) => (canManage && alert.status === 'open' ? <DecisionButtons alert={alert} onDecide={(decision) => setDeciding({ alert, decision })} /> : null);
    const base: ColumnDef<AmlAlertRow, unknown>[] = [
      { accessorKey: 'createdAt', header: t('aml.columns.raised'), cell: (c) => formatTimeIn(c.row.original.createdAt, timeZone ?? '') },
      { accessorKey: 'kind', header: t('aml.columns.kind'), cell: (c) => <KindBadge kind={c.row.original.kind} /> },
      {
        id: 'transaction',
        accessorFn: (r) => `${r.source} ${r.reference}`,
        header: t('aml.columns.transaction'),
        cell: (c) => (
          <div className="stack-xs">
            <span>{t(`aml.sources.${c.row.original.source}`)}</span>
            <code>{c.row.original.reference}</code>
          </div>
        ),
      },
      { accessorKey: 'account', header: t('aml.columns.account'), cell: (c) => <PlayerLink account={c.row.original.account} merchant={c.row.original.merchantCode} /> },
      { id: 'amount', accessorFn: (r) => Number(r.amount), header: t('aml.columns.amount'), meta: { align: 'right' }, cell: (c) => <span className="nowrap">{formatAmount(c.row.original.amount, c.row.original.currency)}</span> },
      { accessorKey: 'reason', header: t('aml.columns.reason'), enableSorting: false, cell: (c) => <span className="aml-reason">{c.row.original.reason}</span> },
    ];
    // Open: every row is open, so the last column is the buttons (for compliance.manage); the other tabs: the
    // status and the decision taken (who, when, the regulator's reference, the note), buttons on rows still open
    if (status === 'open') {
      return canManage ? [...base, { id: 'actions', header: t('common.actions'), enableSorting: false, enableHiding: false, cell: (c) => decide(c.row.original) }] : base;
    }
    return [
      ...base,
      {
        accessorKey: 'status',
        header: t('common.status'),
        cell: (c) => {
          const a = c.row.original;
          return (
            <div className="stack-xs aml-decision">
              <StatusBadge value={a.status} />
              {a.decidedBy !== null && <small className="muted">{t('aml.decidedBy', { by: a.decidedBy, at: formatTimeIn(a.decidedAt, timeZone ?? '') })}</small>}
              {a.reportReference && <small>{t('aml.reportReferenceIs', { reference: a.reportReference })}</small>}
              {a.note && <small>{a.note}</small>}
              {decide(a)}
            </div>
          );
        },
      },
    ];
  }, [t, timeZone, canManage, status]);

  return (
    <>
      <PageHeader title={t('nav.compliance')}>
        <ImplicitMerchant merchant={selected} implicit={implicit} />
      </PageHeader>
      <ComplianceNav />
      <p className="muted">{t('aml.help')}</p>
      {timeZone && <p className="muted">{t('aml.clock', { zone: timeZone })}</p>}
      <Tabs
        label={t('aml.statusTabs')}
        idPrefix="aml-status"
        value={status}
        onChange={(s) => setFilters({ status: s })}
        tabs={STATUSES.map((s) => ({ key: s, label: t(`aml.statuses.${s}`) }))}
      />
      <TabPanel idPrefix="aml-status" active={status}>
        <div className="filters">
          <label className="inline-field">
            {t('aml.columns.kind')}
            <select value={kind ?? ''} onChange={(e) => setFilters({ kind: e.target.value })}>
              <option value="">{t('aml.allKinds')}</option>
              {AML_ALERT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`aml.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-field">
            {t('common.from')}
            <input type="date" value={from ?? ''} max={to} onChange={(e) => setFilters({ from: e.target.value })} />
          </label>
          <label className="inline-field">
            {t('common.to')}
            <input type="date" value={to ?? ''} min={from} onChange={(e) => setFilters({ to: e.target.value })} />
          </label>
          <span className="muted">{selected}</span>
        </div>
        {!valid ? (
          <p className="field-error">{t('dashboard.badRange')}</p>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <div className="aml-alerts">
            <DataTable
              label={t('aml.alerts')}
              data={rows}
              columns={columns}
              loading={list.isPending}
              exportHref={selected ? amlAlertsCsvUrl(query) : undefined}
              getRowId={(r) => String(r.id)}
              rowClassName={(r) => (r.status === 'open' && r.kind === 'suspicious' ? 'row-attention' : undefined)}
            />
          </div>
        )}
        {list.hasNextPage && (
          <button type="button" className="btn load-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('common.loadMore')}
          </button>
        )}
      </TabPanel>
      {deciding && <DecisionDialog alert={deciding.alert} decision={deciding.decision} timeZone={timeZone ?? ''} onClose={() => setDeciding(null)} />}
    </>
  );
}
