import { useMemo } from 'react';
import { cellText } from '@/shared/lib/format';
import { DataTable, recordColumns } from './data-table';

/** A grid of rows whose fields the server owns (contracts, settlements, report rows ...). */
export function RecordsTable({ rows, label, csvName, loading }: { rows: Array<Record<string, unknown>>; label: string; csvName?: string; loading?: boolean }) {
  const columns = useMemo(() => recordColumns(rows, cellText), [rows]);
  return <DataTable label={label} data={rows} columns={columns} csvName={csvName} loading={loading} columnChooser />;
}
