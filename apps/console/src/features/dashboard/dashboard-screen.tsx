import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/client';
import type { Dashboard, Kpis } from '@/shared/api/types';
import { daysAgo, formatCount, formatMoney, isoDay, toNumber } from '@/shared/lib/format';
import { useMerchant } from '@/shared/lib/merchant';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';

// uPlot is its own chunk: the cards show before it loads.
const DayChart = lazy(() => import('./day-chart'));

type Preset = 'today' | '7d' | '30d' | 'custom';
const COUNTS: Array<keyof Kpis> = ['registrations', 'firstDeposits', 'activePlayers'];
const AMOUNTS: Array<keyof Kpis> = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonusCost'];

function rangeOf(preset: Preset, custom: { from: string; to: string }) {
  const today = new Date();
  if (preset === 'today') return { from: isoDay(today), to: isoDay(today) };
  if (preset === '7d') return { from: isoDay(daysAgo(6, today)), to: isoDay(today) };
  if (preset === '30d') return { from: isoDay(daysAgo(29, today)), to: isoDay(today) };
  return custom;
}

export default function DashboardScreen() {
  const { t } = useTranslation();
  const { selected } = useMerchant();
  const [preset, setPreset] = useState<Preset>('7d');
  const [custom, setCustom] = useState(() => ({ from: isoDay(daysAgo(13)), to: isoDay(new Date()) }));
  const range = rangeOf(preset, custom);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;

  const query = useQuery({
    queryKey: ['ops', 'dashboard', selected, range.from, range.to],
    queryFn: ({ signal }) => api.get<Dashboard>('/ops/dashboard', { merchant: selected || undefined, from: range.from, to: range.to }, signal),
    enabled: valid,
  });

  const cards = useMemo((): Array<{ key: string; value: string; negative?: boolean; live?: boolean }> => {
    if (!query.data) return [];
    const totals = query.data.totals;
    return [
      ...COUNTS.map((k) => ({ key: k, value: formatCount(totals[k] as number) })),
      ...AMOUNTS.map((k) => ({ key: k, value: formatMoney(totals[k]), negative: toNumber(totals[k]) < 0 })),
      { key: 'livePlayers', value: formatCount(query.data.livePlayers), live: true },
    ];
  }, [query.data]);

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        actions={
          <div className="range-picker" role="group" aria-label={t('dashboard.range')}>
            {(['today', '7d', '30d', 'custom'] as Preset[]).map((p) => (
              <button key={p} type="button" className={preset === p ? 'seg active' : 'seg'} aria-pressed={preset === p} onClick={() => setPreset(p)}>
                {t(`dashboard.presets.${p}`)}
              </button>
            ))}
            {preset === 'custom' && (
              <>
                <label className="inline-field">
                  <span className="sr-only">{t('common.from')}</span>
                  <input type="date" value={custom.from} max={custom.to} aria-label={t('common.from')} onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))} />
                </label>
                <label className="inline-field">
                  <span className="sr-only">{t('common.to')}</span>
                  <input type="date" value={custom.to} min={custom.from} aria-label={t('common.to')} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} />
                </label>
              </>
            )}
          </div>
        }
      >
        <span className="muted">
          {selected || t('top.allMerchants')} · {range.from} – {range.to}
        </span>
      </PageHeader>
      {!valid ? (
        <p className="field-error">{t('dashboard.badRange')}</p>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Loading />
      ) : (
        <>
          <ul className="kpi-grid" aria-label={t('dashboard.kpis')}>
            {cards.map((card) => (
              <li key={card.key} className={card.live ? 'kpi kpi-live' : 'kpi'}>
                <span className="kpi-label">{t(`dashboard.kpi.${card.key}`)}</span>
                <strong className={card.negative ? 'kpi-value text-danger' : 'kpi-value'}>{card.value}</strong>
              </li>
            ))}
          </ul>
          {query.data.days.length > 0 && (
            <div className="chart-grid">
              <Suspense fallback={<Loading />}>
                <DayChart title={t('dashboard.charts.money')} days={query.data.days} series={['deposits', 'withdrawals', 'ggr']} />
                <DayChart title={t('dashboard.charts.players')} days={query.data.days} series={['registrations', 'firstDeposits', 'activePlayers']} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </>
  );
}
