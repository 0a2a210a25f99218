import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BONUS_CAMPAIGN_KINDS, BONUS_CAMPAIGN_STATUSES } from '@lobby/contract/rules';
import { formatAmount, formatCount, formatTimeIn, toNumber } from '@/shared/lib/format';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PromotionsNav } from '@/shared/ui/promotions-nav';
import { ErrorState } from '@/shared/ui/states';
import { campaignsQueryOptions } from './api/get-campaigns';
import type { Campaign } from './api/get-campaigns';
import { CampaignStatus } from './status-chip';

/**
 * Promotions → Campaigns: the merchant's bonus campaigns, newest first, with their state, window on the
 * merchant's clock, what each gave and cost, and its codes. Filters by state and kind sit in the URL.
 */
export default function CampaignsScreen() {
  const { t } = useTranslation();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const [filters, setFilters] = useUrlFilters({ status: '', kind: '' });
  const query = useQuery(campaignsQueryOptions(merchant));
  const timeZone = query.data?.timeZone ?? 'UTC';
  const currency = query.data?.currency ?? '';
  const rows = useMemo(
    () => (query.data?.list ?? []).filter((c) => (!filters.status || c.status === filters.status) && (!filters.kind || c.input.kind === filters.kind)),
    [query.data, filters.status, filters.kind],
  );

  const columns = useMemo<ColumnDef<Campaign, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (c) => c.input.name,
        header: t('bonus.list.nameKind'),
        // the kind under the name: a column of its own would push the codes off a 1280 px screen
        cell: (c) => (
          <span className="name-cell">
            <Link to={`/promotions/campaigns/${c.row.original.id}`} className="link-strong">
              {c.row.original.input.name}
            </Link>
            <span className="muted">{t(`bonus.kinds.${c.row.original.input.kind}`)}</span>
          </span>
        ),
      },
      { id: 'status', accessorFn: (c) => c.status, header: t('common.status'), cell: (c) => <CampaignStatus status={c.row.original.status} /> },
      {
        id: 'window',
        accessorFn: (c) => c.input.startAt,
        header: t('bonus.list.window', { zone: timeZone }),
        // start over end: the two times side by side would push the figures off a 1280 px screen
        cell: (c) => (
          <span className="window-cell">
            <span>{formatTimeIn(c.row.original.input.startAt, timeZone)}</span>
            <span className="muted">→ {c.row.original.input.endAt === null ? t('bonus.untilEnded') : formatTimeIn(c.row.original.input.endAt, timeZone)}</span>
          </span>
        ),
      },
      {
        id: 'grants',
        accessorFn: (c) => c.figures.grants,
        header: t('bonus.list.grantsPlayers'),
        meta: { align: 'right' },
        cell: (c) => t('bonus.list.grantsPlayersValue', { grants: formatCount(c.row.original.figures.grants), players: formatCount(c.row.original.figures.players) }),
      },
      { id: 'cost', accessorFn: (c) => toNumber(c.figures.cost), header: t('bonus.figures.cost'), meta: { align: 'right' }, cell: (c) => formatAmount(c.row.original.figures.cost, currency) },
      {
        id: 'budgetLeft',
        accessorFn: (c) => (c.figures.budgetLeft === null ? Infinity : toNumber(c.figures.budgetLeft)),
        header: t('bonus.figures.budgetLeft'),
        meta: { align: 'right' },
        cell: (c) => (c.row.original.figures.budgetLeft === null ? <span className="muted">{t('bonus.noLimit')}</span> : formatAmount(c.row.original.figures.budgetLeft, currency)),
      },
      {
        id: 'codes',
        accessorFn: (c) => c.codes.count,
        header: t('bonus.list.codes'),
        meta: { align: 'right' },
        cell: (c) => (c.row.original.codes.count === 0 ? <span className="muted">—</span> : t('bonus.list.codesValue', { count: c.row.original.codes.count, redeemed: c.row.original.codes.redeemed })),
      },
    ],
    [t, timeZone, currency],
  );

  return (
    <>
      <PageHeader
        title={t('nav.promotions')}
        actions={
          can('content.manage') && (
            <Link to="/promotions/campaigns/new" className="btn btn-primary">
              <Icon name="plus" size={16} /> {t('bonus.list.new')}
            </Link>
          )
        }
      >
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <PromotionsNav />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('promotionsArea.campaigns')}
          data={rows}
          columns={columns}
          loading={query.isPending}
          getRowId={(c) => String(c.id)}
          csvName={`campaigns-${merchant}`}
          toolbar={
            <>
              <label className="inline-field">
                {t('common.status')}
                <select value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
                  <option value="">{t('bonus.list.allStatuses')}</option>
                  {BONUS_CAMPAIGN_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`bonus.status.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="inline-field">
                {t('bonus.list.kind')}
                <select value={filters.kind} onChange={(e) => setFilters({ kind: e.target.value })}>
                  <option value="">{t('bonus.list.allKinds')}</option>
                  {BONUS_CAMPAIGN_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`bonus.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              <span className="muted">{t('bonus.timeZone', { zone: timeZone })}</span>
            </>
          }
        />
      )}
    </>
  );
}
