import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CONSOLE_REPORT_KINDS } from '@lobby/contract/rules';
import { formatAmount, formatCount, toNumber } from '@/shared/lib/format';
import { useMerchant, useMerchantInUrl, useMerchantToday, useOneMerchant } from '@/shared/lib/merchant';
import { shiftDay } from '@/shared/lib/zone-time';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { BonusCostReport } from './bonus-report';
import { SportsbookReport } from './sportsbook-report';
import { financeReportCsvUrl, financeReportQueryOptions } from './api/get-finance-report';
import type { FinanceReport as ConsoleFinanceReport, MoneyFigures } from './api/get-finance-report';
import { playReportCsvUrl, playReportQueryOptions } from './api/get-play-report';
import type { PlayReport as ConsoleReport, PlayReportKind as ConsoleReportKind, PlayReportRow as ConsoleReportRow } from './api/get-play-report';

type Kind = 'finance' | ConsoleReportKind | 'bonus' | 'sportsbook';
const KINDS: Kind[] = ['finance', ...CONSOLE_REPORT_KINDS, 'bonus', 'sportsbook'];
/** reports of one merchant (its own currency): the one selected, or the first in scope */
const ONE_MERCHANT: Kind[] = ['bonus', 'sportsbook'];

/** The money a finance operator reads first, as cards per currency. */
const HEADLINE: Array<Exclude<keyof MoneyFigures, 'depositCount' | 'withdrawalCount'>> = ['deposits', 'withdrawals', 'netDeposits', 'ggr', 'bonusCost', 'ngr'];
/** Columns of the finance tables, in order; the counts, wins, fees and adjustments start hidden. */
const FIGURES: Array<keyof MoneyFigures> = ['deposits', 'depositCount', 'withdrawals', 'withdrawalCount', 'netDeposits', 'bets', 'wins', 'ggr', 'bonusCost', 'paymentFees', 'ngr', 'adjustments'];
const HIDDEN: Array<keyof MoneyFigures> = ['depositCount', 'withdrawalCount', 'wins', 'paymentFees', 'adjustments'];

/**
 * Reports over each merchant's calendar days: the money (deposits, withdrawals, GGR, bonus cost, NGR) per
 * merchant and day, and play by merchant, vendor, game or agent. Under "All merchants" every merchant the
 * operator sees, one section per currency with its own totals. The filters are in the URL; the CSV comes
 * from the server with the same filters.
 */
export default function ReportsScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { selected } = useMerchant();
  // the bonus cost report is of one merchant (its campaigns, its currency): the one selected, or the first in scope
  const one = useOneMerchant();
  const today = useMerchantToday();
  const [filters, setFilters] = useUrlFilters({ kind: 'finance', from: shiftDay(today, -6), to: today });
  const kind = (KINDS.includes(filters.kind as Kind) ? filters.kind : 'finance') as Kind;
  const { from, to } = filters;
  const valid = Boolean(from && to && from <= to);
  const period = { merchant: selected || undefined, from, to };
  const finance = useQuery(financeReportQueryOptions(period, valid && kind === 'finance'));
  const play = useQuery(playReportQueryOptions(kind === 'finance' || ONE_MERCHANT.includes(kind) ? 'merchant' : (kind as ConsoleReportKind), period, valid && kind !== 'finance' && !ONE_MERCHANT.includes(kind)));
  const report = kind === 'finance' ? finance : play;
  const csvHref = kind === 'finance' ? financeReportCsvUrl(period) : ONE_MERCHANT.includes(kind) ? null : playReportCsvUrl(kind as ConsoleReportKind, period);

  return (
    <>
      <PageHeader
        title={t('reports.title')}
        actions={
          valid &&
          csvHref && (
            <a className="btn" href={csvHref} download>
              <Icon name="download" size={16} /> {t('reports.downloadCsv')}
            </a>
          )
        }
      />
      <div className="filters">
        <label className="inline-field">
          {t('reports.kind')}
          <select value={kind} onChange={(e) => setFilters({ kind: e.target.value })}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`reports.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('common.from')}
          <input type="date" value={from} max={to} onChange={(e) => setFilters({ from: e.target.value })} />
        </label>
        <label className="inline-field">
          {t('common.to')}
          <input type="date" value={to} min={from} onChange={(e) => setFilters({ to: e.target.value })} />
        </label>
        <span className="muted">{ONE_MERCHANT.includes(kind) ? one.merchant : selected || t('top.allMerchants')}</span>
      </div>
      {!valid ? (
        <p className="field-error">{t('dashboard.badRange')}</p>
      ) : kind === 'bonus' ? (
        <BonusCostReport merchant={one.merchant} from={from} to={to} />
      ) : kind === 'sportsbook' ? (
        <SportsbookReport merchant={one.merchant} from={from} to={to} />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : report.isPending ? (
        <Loading />
      ) : report.data.currencies.length === 0 ? (
        <p className="state state-empty">{t('reports.noMerchants')}</p>
      ) : kind === 'finance' ? (
        <FinanceReport report={report.data as ConsoleFinanceReport} />
      ) : (
        <PlayReport report={report.data as ConsoleReport} />
      )}
    </>
  );
}

function figureColumns<R extends MoneyFigures>(currency: string, t: (key: string) => string): ColumnDef<R, unknown>[] {
  return FIGURES.map((k) => ({
    id: k,
    accessorFn: (r: R) => r[k],
    header: t(`reports.figures.${k}`),
    meta: { align: 'right' },
    sortingFn: (a, b) => toNumber(a.original[k]) - toNumber(b.original[k]),
    cell: (c) => {
      const v = c.row.original[k];
      if (typeof v === 'number') return formatCount(v);
      return <span className={toNumber(v) < 0 ? 'text-danger' : undefined}>{formatAmount(v, currency)}</span>;
    },
  }));
}

type CurrencyRow = MoneyFigures & { currency: string; merchants: string };

/** Several currencies: one line each, side by side to compare, each in its own money. */
function CurrencyOverview({ report }: { report: ConsoleFinanceReport }) {
  const { t } = useTranslation();
  const rows = useMemo<CurrencyRow[]>(() => report.currencies.map((c) => ({ ...c.totals, currency: c.currency, merchants: c.merchants.join(', ') })), [report]);
  const columns = useMemo<ColumnDef<CurrencyRow, unknown>[]>(
    () => [
      { accessorKey: 'currency', header: t('reports.currency') },
      { accessorKey: 'merchants', header: t('reports.merchants') },
      ...HEADLINE.map(
        (k): ColumnDef<CurrencyRow, unknown> => ({
          id: k,
          accessorFn: (r) => r[k],
          header: t(`reports.figures.${k}`),
          meta: { align: 'right' },
          enableSorting: false,
          cell: (c) => <span className={toNumber(c.row.original[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(c.row.original[k], c.row.original.currency)}</span>,
        }),
      ),
    ],
    [t],
  );
  return (
    <section className="currency-block" aria-labelledby="fin-overview">
      <h2 id="fin-overview" className="section-title">
        {t('reports.perCurrency')}
      </h2>
      <DataTable label={t('reports.perCurrency')} data={rows} columns={columns} getRowId={(r) => r.currency} />
    </section>
  );
}

/** Nothing moved: a line instead of a table of zeros. */
const quiet = (totals: MoneyFigures) => FIGURES.every((k) => toNumber(totals[k]) === 0);

function FinanceReport({ report }: { report: ConsoleFinanceReport }) {
  const { t } = useTranslation();
  return (
    <>
      {report.currencies.length > 1 && <CurrencyOverview report={report} />}
      {report.currencies.map((c) => (
        <FinanceSection key={c.currency} section={c} t={t} />
      ))}
      <p className="muted small">{t('reports.ngrNote')}</p>
    </>
  );
}

type FinanceSectionData = ConsoleFinanceReport['currencies'][number];
type MerchantFigures = FinanceSectionData['byMerchant'][number];
type DayRow = FinanceSectionData['days'][number];

function FinanceSection({ section, t }: { section: ConsoleFinanceReport['currencies'][number]; t: TFunction }) {
  const { currency, merchants } = section;
  const several = merchants.length > 1;
  const byMerchant = useMemo<ColumnDef<MerchantFigures, unknown>[]>(
    () => [{ id: 'merchant', accessorFn: (r) => r.merchant, header: t('reports.merchant') }, ...figureColumns<MerchantFigures>(currency, t)],
    [currency, t],
  );
  const byDay = useMemo<ColumnDef<DayRow, unknown>[]>(
    () => [
      { id: 'day', accessorFn: (r) => r.day, header: t('reports.day') },
      ...(several ? [{ id: 'merchant', accessorFn: (r: DayRow) => r.merchant, header: t('reports.merchant') }] : []),
      ...figureColumns<DayRow>(currency, t),
    ],
    [currency, several, t],
  );
  return (
    <section className="currency-block" aria-labelledby={`fin-${currency}`}>
      <h2 id={`fin-${currency}`} className="section-title">
        {currency} <span className="muted">· {merchants.join(', ')}</span>
      </h2>
      {quiet(section.totals) ? (
        <p className="muted">{t('reports.quiet')}</p>
      ) : (
        <>
          <dl className="totals" aria-label={t('reports.totalsIn', { currency })}>
            {HEADLINE.map((k) => (
              <div key={k}>
                <dt>{t(`reports.figures.${k}`)}</dt>
                <dd className={toNumber(section.totals[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(section.totals[k], currency)}</dd>
              </div>
            ))}
          </dl>
          {several && (
            <DataTable label={t('reports.byMerchantIn', { currency })} data={section.byMerchant} columns={byMerchant} columnChooser initialHidden={HIDDEN} getRowId={(r) => r.merchant} />
          )}
          <DataTable label={t('reports.byDayIn', { currency })} data={section.days} columns={byDay} columnChooser initialHidden={HIDDEN} getRowId={(r) => `${r.merchant}:${r.day}`} />
        </>
      )}
    </section>
  );
}

function PlayReport({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  return (
    <>
      {report.currencies.map((c) => (
        <PlaySection key={c.currency} section={c} kind={report.kind} several={report.merchants.length > 1} t={t} />
      ))}
    </>
  );
}

function PlaySection({
  section,
  kind,
  several,
  t,
}: {
  section: ConsoleReport['currencies'][number];
  kind: ConsoleReportKind;
  several: boolean;
  t: TFunction;
}) {
  const { currency } = section;
  const columns = useMemo<ColumnDef<ConsoleReportRow, unknown>[]>(() => {
    const money = (k: 'bets' | 'wins' | 'ggr'): ColumnDef<ConsoleReportRow, unknown> => ({
      id: k,
      accessorFn: (r) => r[k],
      header: t(`reports.figures.${k}`),
      meta: { align: 'right' },
      sortingFn: (a, b) => toNumber(a.original[k]) - toNumber(b.original[k]),
      cell: (c) => <span className={toNumber(c.row.original[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(c.row.original[k], currency)}</span>,
    });
    return [
      ...(several && kind !== 'merchant' ? [{ accessorKey: 'merchant', header: t('reports.merchant') } as ColumnDef<ConsoleReportRow, unknown>] : []),
      { accessorKey: 'key', header: t(`reports.keys.${kind}`) },
      { accessorKey: 'name', header: t('reports.name') },
      { accessorKey: 'rounds', header: t('reports.figures.rounds'), meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.rounds) },
      { accessorKey: 'players', header: t('reports.figures.players'), meta: { align: 'right' }, cell: (c) => formatCount(c.row.original.players) },
      money('bets'),
      money('wins'),
      money('ggr'),
    ];
  }, [currency, kind, several, t]);
  return (
    <section className="currency-block" aria-labelledby={`play-${currency}`}>
      <h2 id={`play-${currency}`} className="section-title">
        {currency} <span className="muted">· {section.merchants.join(', ')}</span>
      </h2>
      <dl className="totals" aria-label={t('reports.totalsIn', { currency })}>
        <div>
          <dt>{t('reports.figures.rounds')}</dt>
          <dd>{formatCount(section.totals.rounds)}</dd>
        </div>
        <div>
          <dt>{t('reports.figures.players')}</dt>
          <dd>{formatCount(section.totals.players)}</dd>
        </div>
        {(['bets', 'wins', 'ggr'] as const).map((k) => (
          <div key={k}>
            <dt>{t(`reports.figures.${k}`)}</dt>
            <dd className={toNumber(section.totals[k]) < 0 ? 'text-danger' : undefined}>{formatAmount(section.totals[k], currency)}</dd>
          </div>
        ))}
      </dl>
      {section.totals.rounds === 0 && toNumber(section.totals.bets) === 0 && toNumber(section.totals.wins) === 0 ? (
        <p className="muted">{t('reports.quietPlay')}</p>
      ) : (
        <DataTable label={t('reports.rowsIn', { kind: t(`reports.kinds.${kind}`), currency })} data={section.rows} columns={columns} getRowId={(r) => `${r.merchant}:${r.key}`} />
      )}
    </section>
  );
}
