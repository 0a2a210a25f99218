import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS } from '@lobby/contract/rules';
import type { LimitKind } from '@lobby/contract/rules';
import { formatAmount, formatCount, formatTimeIn } from '@/shared/lib/format';
import { useMerchantInUrl, useMerchantToday, useOneMerchant } from '@/shared/lib/merchant';
import { shiftDay } from '@/shared/lib/zone-time';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { PlayerLink } from '@/shared/ui/player-link';
import { ErrorState } from '@/shared/ui/states';
import { limitHitsCsvUrl, limitHitsQueryOptions } from './api/get-limit-hits';
import type { LimitHitRow } from './api/get-limit-hits';
import { PlayersNav } from './players-nav';

/**
 * Limit hits: the players whose deposit, stake or sign-in one of their limits refused, per limit, most recent
 * first, over days of the merchant's calendar (the last 30 by default), all limits or one kind. Money limits are
 * in the merchant's currency and the last hit on its clock, both as the answer names them. The merchant is the
 * top bar's; the filters are in the URL.
 */
export default function LimitHitsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant, implicit } = useOneMerchant();
  const today = useMerchantToday();
  const [filters, setFilters] = useUrlFilters({ from: shiftDay(today, -29), to: today, kind: '' });
  const { from, to } = filters;
  const kind = (LIMIT_KINDS as readonly string[]).includes(filters.kind) ? (filters.kind as LimitKind) : undefined;
  const valid = Boolean(from && to && from <= to);
  const query = useQuery(limitHitsQueryOptions({ merchant, from, to, kind }, valid));
  // the answer's: the merchant's time zone and currency (kept from the previous answer while another loads)
  const timeZone = query.data?.timeZone;
  const currency = query.data?.currency;

  const columns = useMemo<ColumnDef<LimitHitRow, unknown>[]>(
    () => [
      { accessorKey: 'account', header: t('players.account'), cell: (c) => <PlayerLink account={c.row.original.account} merchant={c.row.original.merchantCode} /> },
      {
        id: 'limitName',
        accessorFn: (r) => t('protection.limitName', { period: t(`protection.periods.${r.period}`), kind: t(`protection.kindWords.${r.kind}`) }),
        header: t('protection.columns.limit'),
      },
      {
        accessorKey: 'limit',
        header: t('limitHits.value'),
        meta: { align: 'right' },
        enableSorting: false,
        // money in the merchant's currency, session time in minutes
        cell: (c) => (c.row.original.kind === 'session' ? t('protection.minutes', { count: Number(c.row.original.limit) }) : formatAmount(c.row.original.limit, currency ?? '')),
      },
      { accessorKey: 'hits', header: t('limitHits.hits'), meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.hits) },
      { accessorKey: 'lastAt', header: t('limitHits.lastAt'), cell: (c) => formatTimeIn(c.row.original.lastAt, timeZone ?? '') },
    ],
    [t, timeZone, currency],
  );

  return (
    <>
      <PageHeader title={t('nav.players')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <PlayersNav />
      <p className="muted">{t('limitHits.help')}</p>
      {timeZone && <p className="muted">{t('protection.clock', { zone: timeZone })}</p>}
      <div className="filters">
        <label className="inline-field">
          {t('common.from')}
          <input type="date" value={from} max={to} onChange={(e) => setFilters({ from: e.target.value })} />
        </label>
        <label className="inline-field">
          {t('common.to')}
          <input type="date" value={to} min={from} onChange={(e) => setFilters({ to: e.target.value })} />
        </label>
        <label className="inline-field">
          {t('protection.columns.limit')}
          <select value={kind ?? ''} onChange={(e) => setFilters({ kind: e.target.value })}>
            <option value="">{t('limitHits.allKinds')}</option>
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`protection.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <span className="muted">{merchant}</span>
      </div>
      {!valid ? (
        <p className="field-error">{t('dashboard.badRange')}</p>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('limitHits.title')}
          data={query.data?.rows ?? []}
          columns={columns}
          loading={query.isFetching}
          getRowId={(r) => `${r.merchantCode}:${r.account}:${r.kind}:${r.period}`}
          exportHref={limitHitsCsvUrl({ merchant, from, to, kind })}
        />
      )}
    </>
  );
}
