import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, buildUrl } from '@/shared/api/client';
import type { ReportResult } from '@/shared/api/types';
import { cellText, daysAgo, isoDay } from '@/shared/lib/format';
import { useMerchant } from '@/shared/lib/merchant';
import { Icon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page';
import { RecordsTable } from '@/shared/ui/records-table';
import { ErrorState } from '@/shared/ui/states';

const KINDS = ['merchant', 'vendor', 'game', 'agent'] as const;

export default function ReportsScreen() {
  const { t } = useTranslation();
  const { selected } = useMerchant();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('merchant');
  const [from, setFrom] = useState(isoDay(daysAgo(6)));
  const [to, setTo] = useState(isoDay(new Date()));
  const valid = Boolean(from && to && from <= to);
  const params = { merchant: selected || undefined, from, to };
  const report = useQuery({
    queryKey: ['ops', 'reports', kind, selected, from, to],
    queryFn: ({ signal }) => api.get<ReportResult>(`/ops/reports/${kind}`, params, signal),
    enabled: valid,
  });
  const csvHref = buildUrl(`/ops/reports/${kind}`, { ...params, format: 'csv' });
  const totals = report.data?.totals ?? {};

  return (
    <>
      <PageHeader
        title={t('reports.title')}
        actions={
          valid && (
            <a className="btn" href={csvHref} download>
              <Icon name="download" size={16} /> {t('reports.downloadCsv')}
            </a>
          )
        }
      />
      <div className="filters">
        <label className="inline-field">
          {t('reports.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`reports.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('common.from')}
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="inline-field">
          {t('common.to')}
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <span className="muted">{selected || t('top.allMerchants')}</span>
      </div>
      {report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          {Object.keys(totals).length > 0 && (
            <dl className="totals" aria-label={t('reports.totals')}>
              {Object.entries(totals).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{cellText(k, v)}</dd>
                </div>
              ))}
            </dl>
          )}
          <RecordsTable rows={report.data?.rows ?? []} loading={report.isPending} label={t('reports.title')} />
        </>
      )}
    </>
  );
}
