import { useMemo, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type { ColumnDef, OnChangeFn, PaginationState, SortingState, VisibilityState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { downloadText, humanize, toCsv } from '@/shared/lib/format';
import { i18next } from '@/shared/lib/i18n';
import { Icon } from './icons';
import { Empty, StatusBadge } from './states';

export interface ServerPaging {
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  total: number;
}

export interface ServerSorting {
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
}

/**
 * Every grid of the console: TanStack Table v8. Sorting and paging happen on the server when `paging` /
 * `sorting` are given (manual mode), in the browser otherwise. Optional column chooser. Export: `exportHref`
 * is the list's own route with its filters and format=csv, so the server sends the whole filtered result
 * (and writes the export to the audit log); `csvName` exports only the rows on screen, for lists the server
 * does not export yet.
 */
export function DataTable<T>({
  data,
  columns,
  label,
  paging,
  sorting,
  columnChooser,
  csvName,
  exportHref,
  loading,
  getRowId,
  toolbar,
  rowClassName,
  initialHidden,
}: {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  /** the table's accessible name */
  label: string;
  paging?: ServerPaging;
  sorting?: ServerSorting;
  columnChooser?: boolean;
  csvName?: string;
  /** the server's CSV of the whole filtered list (preferred over csvName) */
  exportHref?: string;
  loading?: boolean;
  getRowId?: (row: T, index: number) => string;
  toolbar?: React.ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** columns hidden until the operator shows them with the column chooser */
  initialHidden?: string[];
}) {
  const { t } = useTranslation();
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>(() => Object.fromEntries((initialHidden ?? []).map((id) => [id, false])));
  const [chooserOpen, setChooserOpen] = useState(false);

  const table = useReactTable<T>({
    data,
    columns,
    getRowId,
    state: {
      sorting: sorting?.sorting ?? localSorting,
      columnVisibility: visibility,
      ...(paging ? { pagination: paging.pagination } : {}),
    },
    onSortingChange: sorting?.onSortingChange ?? setLocalSorting,
    onColumnVisibilityChange: setVisibility,
    manualSorting: Boolean(sorting),
    manualPagination: Boolean(paging),
    onPaginationChange: paging?.onPaginationChange,
    rowCount: paging?.total,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sorting ? undefined : getSortedRowModel(),
  });

  const exportCsv = () => {
    const cols = table.getVisibleLeafColumns().filter((c) => c.id !== 'actions');
    const headers = cols.map((c) => (typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id));
    const rows = table.getRowModel().rows.map((row) =>
      cols.map((c) => {
        const v = row.getValue(c.id);
        return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : (v as string | number);
      }),
    );
    downloadText(`${csvName ?? 'export'}.csv`, toCsv(headers, rows));
  };

  const pageCount = paging ? Math.max(1, Math.ceil(paging.total / paging.pagination.pageSize)) : 1;
  const rows = table.getRowModel().rows;
  const from = paging ? paging.pagination.pageIndex * paging.pagination.pageSize + (rows.length ? 1 : 0) : 0;
  const to = paging ? paging.pagination.pageIndex * paging.pagination.pageSize + rows.length : 0;
  const hideable = useMemo(() => table.getAllLeafColumns().filter((c) => c.getCanHide() && c.id !== 'actions'), [table, columns]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="table-wrap">
      {(toolbar || columnChooser || csvName || exportHref) && (
        <div className="table-toolbar">
          <div className="table-toolbar-left">{toolbar}</div>
          <div className="table-toolbar-right">
            {columnChooser && (
              <div
                className="menu-anchor"
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setChooserOpen(false);
                }}
              >
                <button type="button" className="btn btn-ghost" aria-expanded={chooserOpen} onClick={() => setChooserOpen((o) => !o)}>
                  <Icon name="columns" size={16} /> {t('table.columns')}
                </button>
                {chooserOpen && (
                  <fieldset className="menu" onKeyDown={(e) => e.key === 'Escape' && setChooserOpen(false)}>
                    <legend className="sr-only">{t('table.columns')}</legend>
                    {hideable.map((column) => (
                      <label key={column.id} className="menu-check">
                        <input type="checkbox" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />
                        {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
                      </label>
                    ))}
                  </fieldset>
                )}
              </div>
            )}
            {exportHref ? (
              <a className="btn btn-ghost" href={exportHref} download>
                <Icon name="download" size={16} /> {t('table.exportCsv')}
              </a>
            ) : csvName ? (
              <button type="button" className="btn btn-ghost" onClick={exportCsv} disabled={rows.length === 0}>
                <Icon name="download" size={16} /> {t('table.exportCsv')}
              </button>
            ) : null}
          </div>
        </div>
      )}
      <div className="table-scroll">
        <table className="grid" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const dir = header.column.getIsSorted();
                  const align = (header.column.columnDef.meta as { align?: string } | undefined)?.align;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClass(header.column.id, align)}
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : canSort ? 'none' : undefined}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button type="button" className="sort-btn" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span className="sort-mark" aria-hidden="true">
                            {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getVisibleCells().map((cell) => {
                  const align = (cell.column.columnDef.meta as { align?: string } | undefined)?.align;
                  return (
                    <td key={cell.id} className={cellClass(cell.column.id, align)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && !loading && <Empty />}
      </div>
      {paging && (
        <nav className="pager" aria-label={t('table.pagination')}>
          <span className="muted">{t('table.range', { from, to, total: paging.total })}</span>
          <label className="pager-size">
            {t('table.pageSize')}
            <select value={paging.pagination.pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
              {[25, 50, 100].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="icon-btn" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()} aria-label={t('table.previous')}>
            <Icon name="chevronLeft" />
          </button>
          <span aria-live="polite">{t('table.page', { page: paging.pagination.pageIndex + 1, pages: pageCount })}</span>
          <button type="button" className="icon-btn" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} aria-label={t('table.next')}>
            <Icon name="chevronRight" />
          </button>
        </nav>
      )}
    </div>
  );
}

/** Numbers align right; the actions column stays in view at the right edge while the grid scrolls. */
function cellClass(id: string, align: string | undefined): string | undefined {
  const classes = [align === 'right' ? 'num' : '', id === 'actions' ? 'sticky-end' : ''].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/** Columns worked out from the keys of the rows (lists whose shape the server owns: ledger, sessions ...). */
export function recordColumns(rows: Array<Record<string, unknown>>, render: (key: string, value: unknown) => string): ColumnDef<Record<string, unknown>, unknown>[] {
  const keys: string[] = [];
  for (const row of rows.slice(0, 20)) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  return keys.map((key) => ({
    id: key,
    accessorFn: (row) => row[key],
    header: i18next.t(`fields.${key}`, { defaultValue: humanize(key) }),
    cell: (info) => {
      const value = info.getValue();
      if (key === 'status' && typeof value === 'string') return <StatusBadge value={value} />;
      const text = render(key, value);
      return (
        <span className="cell-clip" title={text}>
          {text}
        </span>
      );
    },
  }));
}
