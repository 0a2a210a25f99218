import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { Merchant } from '@/shared/api/get-merchants';
import { formatMoney, formatTime } from '@/shared/lib/format';
import { useMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { DataTable } from '@/shared/ui/data-table';
import { Dialog } from '@/shared/ui/dialog';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, StatusBadge } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { brandChannelsQueryOptions } from './api/get-brand-channels';
import type { Channel } from './api/get-brand-channels';
import { useUpdateBrand } from './api/update-brand';
import type { BrandChange } from './api/update-brand';
import { useUpdateBrandChannels } from './api/update-brand-channels';
import type { ChannelChange } from './api/update-brand-channels';

export default function BrandsScreen() {
  const { t } = useTranslation();
  const { merchants, loading } = useMerchant();
  const { can } = useSession();
  const [editing, setEditing] = useState<Merchant | null>(null);
  const [channelsOf, setChannelsOf] = useState<Merchant | null>(null);
  const manage = can('brands.manage');

  const columns = useMemo<ColumnDef<Merchant, unknown>[]>(
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
        cell: (c) => (
          <div className="row-actions">
            {manage && (
              <button type="button" className="btn btn-sm" onClick={() => setEditing(c.row.original)} aria-label={t('brands.editTitle', { code: c.row.original.code })}>
                {t('common.edit')}
              </button>
            )}
            <button type="button" className="btn btn-sm" onClick={() => setChannelsOf(c.row.original)} aria-label={t('brands.channelsTitle', { code: c.row.original.code })}>
              {t('brands.channels')}
            </button>
          </div>
        ),
      },
    ],
    [t, manage],
  );

  return (
    <>
      <PageHeader title={t('brands.title')} />
      <DataTable label={t('brands.title')} data={merchants} columns={columns} loading={loading} getRowId={(m) => m.code} />
      {editing && <BrandForm merchant={editing} onClose={() => setEditing(null)} />}
      {channelsOf && <ChannelsDialog merchant={channelsOf} manage={manage} onClose={() => setChannelsOf(null)} />}
    </>
  );
}

function BrandForm({ merchant, onClose }: { merchant: Merchant; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBrand();
  const [maintenance, setMaintenance] = useState(merchant.maintenance);
  const [regions, setRegions] = useState(merchant.blockedRegions.join('\n'));
  const [reality, setReality] = useState(String(merchant.realityCheckMinutes ?? 0));
  const [second, setSecond] = useState(merchant.secondApprovalAmount ?? '');
  const [flags, setFlags] = useState<Record<string, boolean>>(merchant.whitelabel ?? {});
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
    const body: BrandChange = { maintenance, blockedRegions, realityCheckMinutes: minutes };
    if (second.trim() && second.trim() !== merchant.secondApprovalAmount) body.secondApprovalAmount = second.trim();
    // only the switches that changed are sent: the others stay as they are on the server
    if (merchant.whitelabel) {
      const changed = Object.fromEntries(Object.entries(flags).filter(([name, on]) => merchant.whitelabel?.[name] !== on));
      if (Object.keys(changed).length > 0) body.whitelabel = changed;
    }
    if (merchant.languages) {
      const list = languages
        .split(/[\s,]+/)
        .map((l) => l.trim().toUpperCase())
        .filter(Boolean);
      if (list.length === 0) return setInvalid(t('brands.languagesRequired'));
      // the server checks each code against the languages it knows
      if (list.join() !== merchant.languages.join()) body.languages = list as BrandChange['languages'];
    }
    setBusy(true);
    setError(null);
    try {
      await update.mutateAsync({ code: merchant.code, change: body });
      toast.success(t('brands.saved', { code: merchant.code }));
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

type ChannelEdit = Pick<Channel, 'enabled' | 'min' | 'max' | 'dailyCountLimit'>;

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** A brand's deposit and withdrawal channels: on or off, the amount range and the orders a member may place a day. */
function ChannelsDialog({ merchant, manage, onClose }: { merchant: Merchant; manage: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(brandChannelsQueryOptions(merchant.code));
  const update = useUpdateBrandChannels();
  const [edits, setEdits] = useState<Record<number, ChannelEdit>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const valueOf = (c: Channel): ChannelEdit => edits[c.id] ?? { enabled: c.enabled, min: c.min, max: c.max, dailyCountLimit: c.dailyCountLimit };
  const edit = (c: Channel, patch: Partial<ChannelEdit>) => setEdits((e) => ({ ...e, [c.id]: { ...valueOf(c), ...patch } }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    const list = query.data?.list ?? [];
    const changes = list.flatMap((c) => {
      const v = edits[c.id];
      if (!v) return [];
      const change: ChannelChange = { id: c.id };
      if (v.enabled !== c.enabled) change.enabled = v.enabled;
      if (v.min !== c.min) change.min = v.min.trim();
      if (v.max !== c.max) change.max = v.max.trim();
      if (v.dailyCountLimit !== c.dailyCountLimit) change.dailyCountLimit = v.dailyCountLimit;
      return Object.keys(change).length > 1 ? [change] : [];
    });
    for (const c of list) {
      const v = valueOf(c);
      if (!AMOUNT.test(v.min.trim()) || !AMOUNT.test(v.max.trim()) || Number(v.min) > Number(v.max)) return setInvalid(t('brands.channelRangeInvalid', { name: c.name }));
      if (!Number.isInteger(v.dailyCountLimit) || v.dailyCountLimit < 0 || v.dailyCountLimit > 1000) return setInvalid(t('brands.channelLimitInvalid', { name: c.name }));
    }
    if (changes.length === 0) return onClose();
    setBusy(true);
    setError(null);
    try {
      await update.mutateAsync({ code: merchant.code, changes });
      toast.success(t('brands.channelsSaved', { code: merchant.code }));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('brands.channelsTitle', { code: merchant.code })} onClose={onClose} wide>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <form className="form" onSubmit={save}>
          <div className="table-wrap table-scroll">
            <table className="grid channels-grid" aria-label={t('brands.channels')}>
              <thead>
                <tr>
                  <th scope="col">{t('brands.channel')}</th>
                  <th scope="col">{t('brands.direction')}</th>
                  <th scope="col">{t('status.enabled')}</th>
                  <th scope="col">{t('brands.min')}</th>
                  <th scope="col">{t('brands.max')}</th>
                  <th scope="col">{t('brands.dailyLimit')}</th>
                </tr>
              </thead>
              <tbody>
                {(query.data?.list ?? []).map((c) => {
                  const v = valueOf(c);
                  return (
                    <tr key={c.id}>
                      <th scope="row">
                        {c.name}
                        <br />
                        <small className="muted">{c.provider}</small>
                      </th>
                      <td>{t(`brands.directions.${c.direction}`)}</td>
                      <td>
                        <input type="checkbox" checked={v.enabled} disabled={!manage} onChange={(e) => edit(c, { enabled: e.target.checked })} aria-label={t('brands.channelOn', { name: c.name })} />
                      </td>
                      <td>
                        <input className="input-sm" inputMode="decimal" value={v.min} disabled={!manage} onChange={(e) => edit(c, { min: e.target.value })} aria-label={t('brands.channelMin', { name: c.name })} />
                      </td>
                      <td>
                        <input className="input-sm" inputMode="decimal" value={v.max} disabled={!manage} onChange={(e) => edit(c, { max: e.target.value })} aria-label={t('brands.channelMax', { name: c.name })} />
                      </td>
                      <td>
                        <input
                          className="input-sm"
                          type="number"
                          min={0}
                          max={1000}
                          value={v.dailyCountLimit}
                          disabled={!manage}
                          onChange={(e) => edit(c, { dailyCountLimit: Number(e.target.value) })}
                          aria-label={t('brands.channelDaily', { name: c.name })}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {query.isPending && <p className="muted">{t('common.loading')}</p>}
          {invalid && (
            <p className="field-error" role="alert">
              {invalid}
            </p>
          )}
          {error !== null && <ErrorState error={error} />}
          <div className="form-actions">
            <button type="button" className="btn" onClick={onClose}>
              {manage ? t('common.cancel') : t('common.close')}
            </button>
            {manage && (
              <button type="submit" className="btn btn-primary" disabled={busy || query.isPending}>
                {t('common.save')}
              </button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
