import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { PROMO_CODE_PATTERN, PROMO_CODES_PER_REQUEST_MAX } from '@lobby/contract/rules';
import { downloadText, formatCount, formatTimeIn, toCsv } from '@/shared/lib/format';
import { fromZoneInput } from '@/shared/lib/zone-time';
import { DataTable } from '@/shared/ui/data-table';
import { Icon } from '@/shared/ui/icons';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useCreateCodes } from './api/create-codes';
import type { CodesBody } from './api/create-codes';
import type { Campaign } from './api/get-campaigns';
import { codesQueryOptions } from './api/get-codes';
import type { PromoCode } from './api/get-codes';

/**
 * A campaign's promo codes: a named one (RELOAD50, for everyone up to a number of uses) or a batch of
 * generated single-use codes; the list with uses, downloadable as CSV for a mailing.
 */
export function CodesTab({ merchant, campaign, canManage }: { merchant: string; campaign: Campaign; canManage: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(codesQueryOptions(merchant, campaign.id));
  const tz = campaign.timeZone;
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);

  const columns = useMemo<ColumnDef<PromoCode, unknown>[]>(
    () => [
      { accessorKey: 'code', header: t('bonus.codes.code'), cell: (c) => <code className="code">{c.row.original.code}</code> },
      {
        id: 'uses',
        accessorFn: (c) => c.uses,
        header: t('bonus.codes.uses'),
        meta: { align: 'right' },
        cell: (c) => (c.row.original.maxUses === null ? formatCount(c.row.original.uses) : `${formatCount(c.row.original.uses)} / ${formatCount(c.row.original.maxUses)}`),
      },
      { accessorKey: 'expiresAt', header: t('bonus.codes.expiresAt', { zone: tz }), cell: (c) => (c.row.original.expiresAt === null ? <span className="muted">{t('bonus.codes.never')}</span> : formatTimeIn(c.row.original.expiresAt, tz)) },
      { accessorKey: 'createdAt', header: t('bonus.grants.createdAt'), cell: (c) => formatTimeIn(c.row.original.createdAt, tz) },
    ],
    [t, tz],
  );

  const download = () => {
    const csv = toCsv(
      ['code', 'uses', 'maxUses', 'expiresAt'],
      rows.map((r) => [r.code, r.uses, r.maxUses ?? '', r.expiresAt === null ? '' : formatTimeIn(r.expiresAt, tz)]),
    );
    downloadText(`codes-${merchant}-${campaign.id}.csv`, csv);
  };

  return (
    <>
      {canManage && campaign.status !== 'ended' && <AddCodes merchant={merchant} campaign={campaign} />}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label={t('bonus.codes.title')}
          data={rows}
          columns={columns}
          loading={query.isPending}
          getRowId={(c) => c.code}
          toolbar={
            <>
              <span className="muted">{t('bonus.codes.summary', { count: campaign.codes.count, redeemed: campaign.codes.redeemed })}</span>
              <button type="button" className="btn btn-ghost" onClick={download} disabled={rows.length === 0}>
                <Icon name="download" size={16} /> {t('bonus.codes.download')}
              </button>
            </>
          }
        />
      )}
    </>
  );
}

function AddCodes({ merchant, campaign }: { merchant: string; campaign: Campaign }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateCodes();
  const [mode, setMode] = useState<'named' | 'batch'>('named');
  const [code, setCode] = useState('');
  const [count, setCount] = useState('100');
  const [maxUses, setMaxUses] = useState('');
  const [expires, setExpires] = useState('');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const tz = campaign.timeZone;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const bad: Record<string, string> = {};
    const uses = maxUses.trim() === '' ? null : Number(maxUses);
    if (uses !== null && (!Number.isInteger(uses) || uses < 1 || uses > 1_000_000)) bad.maxUses = t('bonus.codes.maxUsesInvalid');
    const expiresAt = expires ? fromZoneInput(expires, tz) : null;
    if (expiresAt !== null && expiresAt <= Date.now()) bad.expires = t('bonus.codes.expiresPast');
    let body: CodesBody;
    if (mode === 'named') {
      if (!PROMO_CODE_PATTERN.test(code.trim())) bad.code = t('bonus.codes.codeInvalid');
      body = { code: code.trim().toUpperCase(), maxUses: uses, expiresAt };
    } else {
      const n = Number(count);
      if (!Number.isInteger(n) || n < 1 || n > PROMO_CODES_PER_REQUEST_MAX) bad.count = t('bonus.codes.countInvalid', { max: PROMO_CODES_PER_REQUEST_MAX });
      // generated codes are for one player each
      body = { count: n, maxUses: 1, expiresAt };
    }
    setInvalid(bad);
    setError(null);
    if (Object.keys(bad).length > 0) return;
    setBusy(true);
    try {
      const made = await create.mutateAsync({ merchant, id: campaign.id, body });
      toast.success(t('bonus.codes.added', { count: made.list.length }));
      setCode('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form codes-form" onSubmit={submit} aria-label={t('bonus.codes.add')} noValidate>
      <div className="segmented" role="radiogroup" aria-label={t('bonus.codes.mode')}>
        {(['named', 'batch'] as const).map((m) => (
          <label key={m} className={mode === m ? 'segmented-item active' : 'segmented-item'}>
            <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
            {t(`bonus.codes.modes.${m}`)}
          </label>
        ))}
      </div>
      <div className="field-row">
        {mode === 'named' ? (
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('bonus.codes.code')}</label>
            <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} placeholder="RELOAD50" maxLength={20} aria-invalid={invalid.code ? true : undefined} aria-describedby={`${id}-code-note`} />
            <small id={`${id}-code-note`} className={invalid.code ? 'field-error' : 'muted'}>
              {invalid.code ?? t('bonus.codes.codeHint')}
            </small>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-count`}>{t('bonus.codes.count')}</label>
            <input id={`${id}-count`} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} aria-invalid={invalid.count ? true : undefined} aria-describedby={`${id}-count-note`} />
            <small id={`${id}-count-note`} className={invalid.count ? 'field-error' : 'muted'}>
              {invalid.count ?? t('bonus.codes.countHint')}
            </small>
          </div>
        )}
        {mode === 'named' && (
          <div className="field">
            <label htmlFor={`${id}-uses`}>{t('bonus.codes.maxUses')}</label>
            <input id={`${id}-uses`} inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value)} placeholder={t('bonus.codes.unlimited')} aria-invalid={invalid.maxUses ? true : undefined} aria-describedby={`${id}-uses-note`} />
            <small id={`${id}-uses-note`} className={invalid.maxUses ? 'field-error' : 'muted'}>
              {invalid.maxUses ?? t('bonus.codes.maxUsesHint')}
            </small>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-exp`}>{t('bonus.codes.expiresAt', { zone: tz })}</label>
          <input id={`${id}-exp`} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} aria-invalid={invalid.expires ? true : undefined} aria-describedby={`${id}-exp-note`} />
          <small id={`${id}-exp-note`} className={invalid.expires ? 'field-error' : 'muted'}>
            {invalid.expires ?? t('bonus.codes.expiresHint')}
          </small>
        </div>
      </div>
      {error !== null && <ErrorState error={error} />}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {mode === 'named' ? t('bonus.codes.addNamed') : t('bonus.codes.generate')}
        </button>
      </div>
    </form>
  );
}
