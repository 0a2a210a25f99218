import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatTime, humanize } from '@/shared/lib/format';
import { useMerchant } from '@/shared/lib/merchant';
import { DataTable } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/states';
import { auditActionsQueryOptions } from './api/get-audit-actions';
import type { AuditAction } from './api/get-audit-actions';
import { auditQueryOptions } from './api/get-audit';
import type { AuditQuery, AuditRow } from './api/get-audit';
import { auditDiff, targetParts, valueText } from './diff';
import type { AuditDiff, FieldChange } from './diff';

const OUTCOMES = ['success', 'failed', 'refused', 'pending'] as const;
/** Changes shown in a row before "more" opens the rest. */
const SHOWN = 4;

interface Filters {
  action: string;
  outcome: string;
  actor: string;
  merchant: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { action: '', outcome: '', actor: '', merchant: '', from: '', to: '' };

/** The area an action belongs to, for grouping the action list: its permission's first part. */
function areaOf(action: AuditAction): string {
  return action.permission ? action.permission.split('.')[0]! : 'accounts';
}

export default function AuditScreen() {
  const { t } = useTranslation();
  const { selected, merchants } = useMerchant();
  const [draft, setDraft] = useState<Filters>(() => ({ ...EMPTY, merchant: selected }));
  const [filters, setFilters] = useState<Filters>(draft);

  const actions = useQuery(auditActionsQueryOptions());
  const labels = useMemo(() => new Map((actions.data?.list ?? []).map((a) => [a.action, a.label])), [actions.data]);
  const groups = useMemo(() => {
    const byArea = new Map<string, AuditAction[]>();
    for (const a of actions.data?.list ?? []) byArea.set(areaOf(a), [...(byArea.get(areaOf(a)) ?? []), a]);
    return [...byArea.entries()].sort(([x], [y]) => (x === 'accounts' ? -1 : y === 'accounts' ? 1 : x.localeCompare(y)));
  }, [actions.data]);

  const query = useInfiniteQuery(
    auditQueryOptions({
      merchant: filters.merchant || undefined,
      actor: filters.actor.trim() || undefined,
      action: filters.action || undefined,
      outcome: (filters.outcome || undefined) as AuditQuery['outcome'],
      from: filters.from ? new Date(`${filters.from}T00:00:00`).getTime() : undefined,
      to: filters.to ? new Date(`${filters.to}T23:59:59.999`).getTime() + 1 : undefined,
    }),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);

  const columns = useMemo<ColumnDef<AuditRow, unknown>[]>(
    () => [
      { accessorKey: 'at', header: t('audit.at'), cell: (c) => <span className="nowrap">{formatTime(c.row.original.at)}</span> },
      {
        accessorKey: 'actor',
        header: t('audit.actor'),
        cell: (c) => (
          <span className="stack">
            <strong>{c.row.original.actor}</strong>
            <small className="muted">{t(`roles.${c.row.original.actorRole}`, { defaultValue: humanize(c.row.original.actorRole) })}</small>
          </span>
        ),
      },
      {
        id: 'action',
        accessorFn: (r) => labels.get(r.action) ?? r.action,
        header: t('audit.action'),
        cell: (c) => (
          <span className="stack action-cell" title={c.row.original.action}>
            <span>{String(c.getValue())}</span>
            <code className="muted small">{c.row.original.action}</code>
          </span>
        ),
      },
      {
        id: 'target',
        accessorFn: (r) => targetParts(r.target).map((p) => (p.key ? `${p.key}: ${p.value}` : p.value)).join(', '),
        header: t('audit.target'),
        cell: (c) => <Target target={c.row.original.target} />,
      },
      { accessorKey: 'merchant', header: t('audit.merchant'), cell: (c) => c.row.original.merchant ?? t('audit.noMerchant') },
      {
        id: 'outcome',
        accessorFn: (r) => `${r.outcome} ${r.httpStatus ?? ''} ${r.status}`,
        header: t('audit.outcome'),
        cell: (c) => <Outcome entry={c.row.original} />,
      },
      {
        id: 'changes',
        accessorFn: (r) => JSON.stringify({ before: r.before, after: r.after }),
        header: t('audit.changes'),
        enableSorting: false,
        cell: (c) => <Changes diff={auditDiff(c.row.original)} />,
      },
      { accessorKey: 'ip', header: t('audit.ip') },
    ],
    [t, labels],
  );

  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <>
      <PageHeader title={t('audit.title')} />
      <form
        className="filters audit-filters"
        role="search"
        aria-label={t('audit.filtersLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <label className="inline-field">
          {t('audit.filters.action')}
          <select value={draft.action} onChange={set('action')}>
            <option value="">{t('audit.allActions')}</option>
            {groups.map(([area, list]) => (
              <optgroup key={area} label={t(`audit.areas.${area}`, { defaultValue: humanize(area) })}>
                {list.map((a) => (
                  <option key={a.action} value={a.action}>
                    {a.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('audit.filters.outcome')}
          <select value={draft.outcome} onChange={set('outcome')}>
            <option value="">{t('audit.allOutcomes')}</option>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`audit.outcomes.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('audit.filters.actor')}
          <input value={draft.actor} onChange={set('actor')} placeholder={t('audit.actorPlaceholder')} autoComplete="off" />
        </label>
        <label className="inline-field">
          {t('audit.filters.merchant')}
          <select value={draft.merchant} onChange={set('merchant')}>
            <option value="">{t('top.allMerchants')}</option>
            {merchants.map((m) => (
              <option key={m.code} value={m.code}>
                {m.code}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('audit.filters.from')}
          <input type="date" value={draft.from} onChange={set('from')} max={draft.to || undefined} />
        </label>
        <label className="inline-field">
          {t('audit.filters.to')}
          <input type="date" value={draft.to} onChange={set('to')} min={draft.from || undefined} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('common.apply')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
          }}
        >
          {t('audit.clear')}
        </button>
      </form>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="audit-grid">
          <DataTable label={t('audit.title')} data={rows} columns={columns} loading={query.isPending} getRowId={(r) => String(r.id)} csvName="audit" columnChooser initialHidden={['ip', 'merchant']} />
        </div>
      )}
      {query.hasNextPage && (
        <button type="button" className="btn load-more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.loadMore')}
        </button>
      )}
    </>
  );
}

function Target({ target }: { target: unknown }) {
  const { t } = useTranslation();
  const parts = targetParts(target);
  if (parts.length === 0) return <span className="muted">—</span>;
  return (
    <span className="target">
      {parts.map((p, i) => (
        <span key={`${p.key}-${i}`}>
          {p.key && <span className="muted">{t(`audit.targetKeys.${p.key}`, { defaultValue: humanize(p.key) })} </span>}
          <strong>{p.value}</strong>
        </span>
      ))}
    </span>
  );
}

function Outcome({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation();
  const reason = entry.status !== 'ok' && entry.status !== 'pending' ? t(`audit.reasons.${entry.status}`, { defaultValue: entry.status }) : null;
  return (
    <span className="stack">
      <span className={`badge badge-outcome-${entry.outcome}`}>
        {t(`audit.outcomes.${entry.outcome}`)}
        {entry.httpStatus !== null && <span className="badge-detail"> · {entry.httpStatus}</span>}
      </span>
      {reason && <small className="muted">{reason}</small>}
    </span>
  );
}

/** Times (epoch milliseconds in a field named …At) read as times; everything else as valueText does. */
function shown(path: string, value: unknown): string {
  if (typeof value === 'number' && /At$/.test(path) && value > 1e12) return formatTime(value);
  return valueText(value);
}

function ChangeLine({ change, mode }: { change: FieldChange; mode: 'changed' | 'after' | 'before' }) {
  const text = (v: unknown) => shown(change.path, v);
  return (
    <li>
      <span className="diff-path">{change.path}</span>{' '}
      {mode === 'changed' ? (
        <>
          <del className="diff-before">{text(change.before)}</del> <span aria-hidden="true">→</span> <ins className="diff-after">{text(change.after)}</ins>
        </>
      ) : mode === 'after' ? (
        <ins className="diff-after">{text(change.after)}</ins>
      ) : (
        <del className="diff-before">{text(change.before)}</del>
      )}
    </li>
  );
}

function Changes({ diff }: { diff: AuditDiff }) {
  const { t } = useTranslation();
  if (diff.kind === 'none') return <span className="muted">—</span>;
  const list = diff.kind === 'changed' ? diff.changes : diff.fields;
  const mode = diff.kind === 'changed' ? 'changed' : diff.kind === 'removed' ? 'before' : 'after';
  const head =
    diff.kind === 'changed'
      ? list.length === 0
        ? t('audit.diff.nothingChanged')
        : t('audit.diff.changed', { count: list.length })
      : t(`audit.diff.${diff.kind}`);
  return (
    <div className="diff">
      <span className="diff-head">{head}</span>
      {list.length > 0 && (
        <ul className="diff-list">
          {list.slice(0, SHOWN).map((c) => (
            <ChangeLine key={c.path} change={c} mode={mode} />
          ))}
        </ul>
      )}
      {list.length > SHOWN && (
        <details className="diff-more">
          <summary>{t('audit.diff.more', { count: list.length - SHOWN })}</summary>
          <ul className="diff-list">
            {list.slice(SHOWN).map((c) => (
              <ChangeLine key={c.path} change={c} mode={mode} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
