import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { JOB_STATES } from '@lobby/contract/rules';
import type { JobState } from '@lobby/contract/rules';
import { formatCount, formatTime } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page';
import { Empty, ErrorState, errorMessage } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { jobsQueryOptions } from './api/get-jobs';
import type { Job, JobsPage } from './api/get-jobs';
import { useRetryJob } from './api/retry-job';

const PAGE = 50;

/** Each queue's depth as one row per queue, a count per state. */
function depthRows(depth: JobsPage['depth']): { queue: string; counts: Partial<Record<JobState, number>> }[] {
  const byQueue = new Map<string, Partial<Record<JobState, number>>>();
  for (const d of depth) byQueue.set(d.queue, { ...byQueue.get(d.queue), [d.state]: d.count });
  return [...byQueue.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([queue, counts]) => ({ queue, counts }));
}

/** The install's background jobs: queued, running, failed (with the last error and attempts) and completed. */
export default function JobsScreen() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState('');
  const [state, setState] = useState<JobState | ''>('failed');
  const [offset, setOffset] = useState(0);
  const query = useQuery(jobsQueryOptions({ queue: queue || undefined, state: state || undefined, limit: PAGE, offset }));
  const retry = useRetryJob();

  const columns = useMemo<ColumnDef<Job, unknown>[]>(
    () => [
      { accessorKey: 'queue', header: t('jobs.queue'), cell: (c) => <code>{c.row.original.queue}</code> },
      { accessorKey: 'state', header: t('jobs.state'), cell: (c) => t(`jobs.states.${c.row.original.state}`) },
      {
        accessorKey: 'attempts',
        header: t('jobs.attempts'),
        cell: (c) => t('jobs.attemptsOf', { attempts: c.row.original.attempts, allowed: c.row.original.retryLimit + 1 }),
      },
      { accessorKey: 'error', header: t('jobs.error'), cell: (c) => c.row.original.error ?? '' },
      { accessorKey: 'createdAt', header: t('jobs.created'), cell: (c) => <span className="nowrap">{formatTime(c.row.original.createdAt)}</span> },
      {
        id: 'ran',
        header: t('jobs.ran'),
        accessorFn: (r) => r.completedAt ?? r.startedAt ?? r.startAfter,
        cell: (c) => {
          const j = c.row.original;
          if (j.state === 'queued') return t('jobs.due', { at: formatTime(j.startAfter) });
          return <span className="nowrap">{formatTime(j.completedAt ?? j.startedAt)}</span>;
        },
      },
      { accessorKey: 'key', header: t('jobs.key'), cell: (c) => (c.row.original.key ? <code className="small">{c.row.original.key}</code> : '') },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          c.row.original.state === 'failed' ? (
            <button
              type="button"
              className="btn"
              disabled={retry.isPending}
              aria-label={t('jobs.retryJob', { queue: c.row.original.queue })}
              onClick={() =>
                retry.mutate(c.row.original.id, {
                  onSuccess: () => toast.success(t('jobs.retried')),
                  onError: (e) => toast.error(errorMessage(e, t)),
                })
              }
            >
              {t('jobs.retry')}
            </button>
          ) : null,
      },
    ],
    [t, retry],
  );

  const depth = depthRows(query.data?.depth ?? []);

  return (
    <>
      <PageHeader title={t('jobs.title')} />
      <section className="card jobs-depth" aria-labelledby="jobs-depth">
        <h2 id="jobs-depth">{t('jobs.depthLabel')}</h2>
        {depth.length === 0 ? (
          <Empty />
        ) : (
          <div className="table-scroll">
            <table className="grid" aria-labelledby="jobs-depth">
              <thead>
                <tr>
                  <th scope="col">{t('jobs.queue')}</th>
                  {JOB_STATES.map((s) => (
                    <th key={s} scope="col" className="num">
                      {t(`jobs.states.${s}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {depth.map((row) => (
                  <tr key={row.queue}>
                    <th scope="row">
                      <button type="button" className="link-btn" onClick={() => (setQueue(row.queue), setOffset(0))}>
                        {row.queue}
                      </button>
                    </th>
                    {JOB_STATES.map((s) => (
                      <td key={s} className="num">
                        {formatCount(row.counts[s] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <form className="filters" role="search" aria-label={t('jobs.filtersLabel')} onSubmit={(e) => e.preventDefault()}>
        <label className="inline-field">
          {t('jobs.queue')}
          <select value={queue} onChange={(e) => (setQueue(e.target.value), setOffset(0))}>
            <option value="">{t('jobs.allQueues')}</option>
            {depth.map((row) => (
              <option key={row.queue} value={row.queue}>
                {row.queue}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('jobs.state')}
          <select value={state} onChange={(e) => (setState(e.target.value as JobState | ''), setOffset(0))}>
            <option value="">{t('jobs.allStates')}</option>
            {JOB_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`jobs.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable data={query.data?.list ?? []} columns={columns} label={t('jobs.tableLabel')} loading={query.isPending} getRowId={(j) => j.id} />
      )}
      <div className="pager">
        <button type="button" className="btn" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          {t('jobs.previous')}
        </button>
        <button type="button" className="btn" disabled={query.data?.next == null} onClick={() => setOffset(query.data?.next ?? offset)}>
          {t('jobs.next')}
        </button>
      </div>
    </>
  );
}
