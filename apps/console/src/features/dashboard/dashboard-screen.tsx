import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, toNumber } from '@/shared/lib/format';
import { useMerchant, useMerchantInUrl, useMerchantToday } from '@/shared/lib/merchant';
import { shiftDay } from '@/shared/lib/zone-time';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { dashboardQueryOptions } from './api/get-dashboard';
import type { DashboardCounts, MoneyFigures } from './api/get-dashboard';

// uPlot is its own chunk: the cards show before it loads.
const DayChart = lazy(() => import('./day-chart'));

type Preset = 'today' | '7d' | '30d' | 'custom';
const PRESETS: Preset[] = ['today', '7d', '30d', 'custom'];
const COUNTS: Array<keyof DashboardCounts> = ['registrations', 'firstDeposits', 'activePlayers'];
const AMOUNTS: Array<Exclude<keyof MoneyFigures, 'depositCount' | 'withdrawalCount'>> = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonusCost', 'ngr'];

function rangeOf(preset: Preset, today: string, custom: { from: string; to: string }) {
  if (preset === 'today') return { from: today, to: today };
  if (preset === '7d') return { from: shiftDay(today, -6), to: today };
  if (preset === '30d') return { from: shiftDay(today, -29), to: today };
  return custom;
}

/**
 * The dashboard: player counts over the merchants shown, and money per currency (a peso and a dong are never
 * added up): under "All merchants" one block per currency, each with the merchants that use it.
 */
export default function DashboardScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { selected } = useMerchant();
  const today = useMerchantToday();
  const [filters, setFilters] = useUrlFilters({ range: '7d', from: shiftDay(today, -13), to: today });
  const preset = (PRESETS.includes(filters.range as Preset) ? filters.range : '7d') as Preset;
  const range = rangeOf(preset, today, { from: filters.from, to: filters.to });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;

  const query = useQuery(dashboardQueryOptions(selected, range.from, range.to, valid));

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        actions={
          <div className="range-picker" role="group" aria-label={t('dashboard.range')}>
            {PRESETS.map((p) => (
              <button key={p} type="button" className={preset === p ? 'seg active' : 'seg'} aria-pressed={preset === p} onClick={() => setFilters({ range: p })}>
                {t(`dashboard.presets.${p}`)}
              </button>
            ))}
            {preset === 'custom' && (
              <>
                <label className="inline-field">
                  <span className="sr-only">{t('common.from')}</span>
                  <input type="date" value={filters.from} max={filters.to} aria-label={t('common.from')} onChange={(e) => setFilters({ from: e.target.value })} />
                </label>
                <label className="inline-field">
                  <span className="sr-only">{t('common.to')}</span>
                  <input type="date" value={filters.to} min={filters.from} aria-label={t('common.to')} onChange={(e) => setFilters({ to: e.target.value })} />
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
          <ul className="kpi-grid" aria-label={t('dashboard.players')}>
            {COUNTS.map((k) => (
              <li key={k} className="kpi">
                <span className="kpi-label">{t(`dashboard.kpi.${k}`)}</span>
                <strong className="kpi-value">{formatCount(query.data.totals[k])}</strong>
              </li>
            ))}
            <li className="kpi kpi-live">
              <span className="kpi-label">{t('dashboard.kpi.livePlayers')}</span>
              <strong className="kpi-value">{formatCount(query.data.livePlayers)}</strong>
            </li>
          </ul>
          {query.data.currencies.map((c) => (
            <section key={c.currency} className="currency-block" aria-labelledby={`dash-${c.currency}`}>
              <h2 id={`dash-${c.currency}`} className="section-title">
                {t('dashboard.money', { currency: c.currency })} <span className="muted">· {c.merchants.join(', ')}</span>
              </h2>
              <ul className="kpi-grid" aria-label={t('dashboard.moneyIn', { currency: c.currency })}>
                {AMOUNTS.map((k) => (
                  <li key={k} className="kpi">
                    <span className="kpi-label">{t(`dashboard.kpi.${k}`)}</span>
                    <strong className={toNumber(c.totals[k]) < 0 ? 'kpi-value text-danger' : 'kpi-value'}>{formatAmount(c.totals[k], c.currency)}</strong>
                  </li>
                ))}
              </ul>
              {c.days.length > 1 && (
                <div className="chart-grid">
                  <Suspense fallback={<Loading />}>
                    <DayChart title={t('dashboard.charts.money', { currency: c.currency })} days={c.days} series={['deposits', 'withdrawals', 'ggr', 'ngr']} />
                  </Suspense>
                </div>
              )}
            </section>
          ))}
          {query.data.days.length > 1 && (
            <div className="chart-grid">
              <Suspense fallback={<Loading />}>
                <DayChart title={t('dashboard.charts.players')} days={query.data.days} series={['registrations', 'firstDeposits', 'activePlayers']} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </>
  );
}
