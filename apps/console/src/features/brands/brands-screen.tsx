import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { api, opsPath } from '@/shared/api/client';
import type { MerchantSummary } from '@/shared/api/types';
import { formatMoney, formatTime } from '@/shared/lib/format';
import { merchantsQueryKey, useMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';

export default function BrandsScreen() {
  const { t } = useTranslation();
  const { merchants, loading } = useMerchant();
  const { can } = useSession();
  const [editing, setEditing] = useState<MerchantSummary | null>(null);
  const manage = can('brands.manage');

  const columns = useMemo<ColumnDef<MerchantSummary, unknown>[]>(
    () => [
      { accessorKey: 'code', header: t('brands.code'), cell: (c) => <strong>{c.row.original.code}</strong> },
      { accessorKey: 'name', header: t('brands.name') },
      { id: 'languages', accessorFn: (m) => (m.languages ?? []).join(', '), header: t('brands.languages') },
      { accessorKey: 'maintenance', header: t('brands.maintenance'), cell: (c) => <StatusBadge value={c.row.original.maintenance ? 'maintenance' : 'live'} /> },
      { id: 'blocked', accessorFn: (m) => m.blockedRegions.length, header: t('brands.blockedRegions'), meta: { align: 'right' } },
      { accessorKey: 'secondApprovalAmount', header: t('brands.secondApproval'), meta: { align: 'right' }, cell: (c) => formatMoney(c.row.original.secondApprovalAmount) },
      { id: 'domains', accessorFn: (m) => (m.domains ?? []).join(', '), header: t('brands.domains') },
      { accessorKey: 'updatedAt', header: t('common.updated'), cell: (c) => formatTime(c.row.original.updatedAt) },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: (c) =>
          manage ? (
            <button type="button" className="btn btn-sm" onClick={() => setEditing(c.row.original)}>
              {t('common.edit')}
            </button>
          ) : null,
      },
    ],
    [t, manage],
  );

  return (
    <>
      <PageHeader title={t('brands.title')} />
      <DataTable label={t('brands.title')} data={merchants} columns={columns} loading={loading} getRowId={(m) => m.code} />
      {editing && <BrandForm merchant={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function BrandForm({ merchant, onClose }: { merchant: MerchantSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [maintenance, setMaintenance] = useState(merchant.maintenance);
  const [regions, setRegions] = useState(merchant.blockedRegions.join('\n'));
  const [reality, setReality] = useState(String(merchant.realityCheckMinutes ?? 0));
  const [second, setSecond] = useState(merchant.secondApprovalAmount ?? '');
  const [flags, setFlags] = useState<Record<string, boolean>>(merchant.flags ?? {});
  const [languages, setLanguages] = useState((merchant.languages ?? []).join(', '));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    const blockedRegions = regions
      .split(/[\s,]+/)
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => (/^[a-z]{2}$/i.test(r) ? r.toUpperCase() : r));
    const minutes = Number(reality);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 1440) return setInvalid(t('brands.realityInvalid'));
    if (second && !/^\d+(\.\d{1,2})?$/.test(second.trim())) return setInvalid(t('brands.amountInvalid'));
    const body: Record<string, unknown> = { maintenance, blockedRegions, realityCheckMinutes: minutes };
    if (second.trim() && second.trim() !== merchant.secondApprovalAmount) body.secondApprovalAmount = second.trim();
    if (merchant.flags) body.flags = flags;
    if (merchant.languages) {
      const list = languages
        .split(/[\s,]+/)
        .map((l) => l.trim().toUpperCase())
        .filter(Boolean);
      if (list.length === 0) return setInvalid(t('brands.languagesRequired'));
      if (list.join() !== merchant.languages.join()) body.languages = list;
    }
    setBusy(true);
    setError(null);
    try {
      await api.patch<MerchantSummary>(opsPath('/ops/merchants/:code', { code: merchant.code }), body);
      toast.success(t('brands.saved', { code: merchant.code }));
      await queryClient.invalidateQueries({ queryKey: merchantsQueryKey() });
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('brands.editTitle', { code: merchant.code })} onClose={onClose} wide>
      <form className="form" onSubmit={submit}>
        <label className="check">
          <input type="checkbox" checked={maintenance} onChange={(e) => setMaintenance(e.target.checked)} />
          {t('brands.maintenanceLabel')}
        </label>
        <label className="field">
          <span>{t('brands.blockedRegions')}</span>
          <textarea rows={4} value={regions} onChange={(e) => setRegions(e.target.value)} aria-describedby="regions-hint" />
          <small id="regions-hint" className="muted">
            {t('brands.regionsHint')}
          </small>
        </label>
        <div className="field-row">
          <label className="field">
            <span>{t('brands.realityCheck')}</span>
            <input type="number" min={0} max={1440} value={reality} onChange={(e) => setReality(e.target.value)} />
          </label>
          <label className="field">
            <span>{t('brands.secondApproval')}</span>
            <input inputMode="decimal" value={second} onChange={(e) => setSecond(e.target.value)} placeholder="10000.00" />
          </label>
        </div>
        {merchant.languages && (
          <label className="field">
            <span>{t('brands.languages')}</span>
            <input value={languages} onChange={(e) => setLanguages(e.target.value)} aria-describedby="languages-hint" />
            <small id="languages-hint" className="muted">
              {t('brands.languagesHint')}
            </small>
          </label>
        )}
        {Object.keys(flags).length > 0 && (
          <fieldset className="flags">
            <legend>{t('brands.flags')}</legend>
            {Object.entries(flags).map(([name, on]) => (
              <label key={name} className="check">
                <input type="checkbox" checked={on} onChange={(e) => setFlags((f) => ({ ...f, [name]: e.target.checked }))} />
                {name}
              </label>
            ))}
          </fieldset>
        )}
        {invalid && (
          <p className="field-error" role="alert">
            {invalid}
          </p>
        )}
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
