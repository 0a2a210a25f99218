import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading, errorMessage } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { segmentPreviewQueryOptions, segmentQueryOptions, useSaveSegment } from '@/shared/api/segments';
import type { Segment, SegmentRules } from '@/shared/api/segments';
import { PromotionsNav } from '@/shared/ui/promotions-nav';

const MONEY = /^\d+\.\d{2}$/;

/** The editor's state: each rule with its switch, its inputs as typed. */
interface Draft {
  vip: { on: boolean; min: string; max: string };
  lastDeposit: { on: boolean; kind: 'within' | 'notWithin'; days: string };
  totalDeposits: { on: boolean; min: string; max: string };
  activity: { on: boolean; kind: 'playedWithin' | 'inactiveFor'; days: string };
  tags: { on: boolean; anyOf: string; noneOf: string };
  languages: { on: boolean; list: string[] };
  kyc: { on: boolean; min: string };
  agent: { on: boolean; account: string };
  registered: { on: boolean; days: string };
}

function draftOf(rules: SegmentRules | undefined): Draft {
  const r = rules ?? {};
  return {
    vip: { on: Boolean(r.vip), min: r.vip?.min?.toString() ?? '', max: r.vip?.max?.toString() ?? '' },
    lastDeposit: { on: Boolean(r.lastDeposit), kind: r.lastDeposit?.kind ?? 'within', days: String(r.lastDeposit?.days ?? 30) },
    totalDeposits: { on: Boolean(r.totalDeposits), min: r.totalDeposits?.min ?? '', max: r.totalDeposits?.max ?? '' },
    activity: { on: Boolean(r.activity), kind: r.activity?.kind ?? 'playedWithin', days: String(r.activity?.days ?? 7) },
    tags: { on: Boolean(r.tags), anyOf: r.tags?.anyOf?.join(', ') ?? '', noneOf: r.tags?.noneOf?.join(', ') ?? '' },
    languages: { on: Boolean(r.languages), list: r.languages ?? [] },
    kyc: { on: Boolean(r.kycMin), min: String(r.kycMin ?? 2) },
    agent: { on: Boolean(r.agent), account: r.agent ?? '' },
    registered: { on: Boolean(r.registeredWithinDays), days: String(r.registeredWithinDays ?? 30) },
  };
}

const int = (s: string) => (/^\d{1,4}$/.test(s.trim()) ? Number(s.trim()) : undefined);
const words = (s: string) =>
  s
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** The rules the draft says, or the first rule that is not complete yet. */
function rulesOf(d: Draft): { rules: SegmentRules } | { incomplete: string } {
  const rules: SegmentRules = {};
  if (d.vip.on) {
    const min = int(d.vip.min);
    const max = int(d.vip.max);
    if (min === undefined && max === undefined) return { incomplete: 'vip' };
    if (min !== undefined && max !== undefined && min > max) return { incomplete: 'vip' };
    rules.vip = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  if (d.lastDeposit.on) {
    const days = int(d.lastDeposit.days);
    if (!days) return { incomplete: 'lastDeposit' };
    rules.lastDeposit = { kind: d.lastDeposit.kind, days };
  }
  if (d.totalDeposits.on) {
    const min = d.totalDeposits.min.trim();
    const max = d.totalDeposits.max.trim();
    if ((!min && !max) || (min && !MONEY.test(min)) || (max && !MONEY.test(max)) || (min && max && Number(min) > Number(max))) return { incomplete: 'totalDeposits' };
    rules.totalDeposits = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  }
  if (d.activity.on) {
    const days = int(d.activity.days);
    if (!days) return { incomplete: 'activity' };
    rules.activity = { kind: d.activity.kind, days };
  }
  if (d.tags.on) {
    const anyOf = words(d.tags.anyOf);
    const noneOf = words(d.tags.noneOf);
    if (!anyOf.length && !noneOf.length) return { incomplete: 'tags' };
    rules.tags = { ...(anyOf.length ? { anyOf } : {}), ...(noneOf.length ? { noneOf } : {}) };
  }
  if (d.languages.on) {
    if (!d.languages.list.length) return { incomplete: 'languages' };
    rules.languages = d.languages.list as NonNullable<SegmentRules['languages']>;
  }
  if (d.kyc.on) rules.kycMin = Number(d.kyc.min) as 1 | 2 | 3;
  if (d.agent.on) {
    if (!d.agent.account.trim()) return { incomplete: 'agent' };
    rules.agent = d.agent.account.trim();
  }
  if (d.registered.on) {
    const days = int(d.registered.days);
    if (!days) return { incomplete: 'registered' };
    rules.registeredWithinDays = days;
  }
  return { rules };
}

/** The value after the input has stopped changing for a moment (the live count asks once per pause). */
function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function SegmentEditorScreen() {
  const { id = 'new' } = useParams();
  const { merchant } = useOneMerchant();
  const numeric = id === 'new' ? 0 : Number(id);
  const query = useQuery(segmentQueryOptions(merchant, numeric));
  if (numeric > 0 && query.isPending) return <Loading />;
  if (numeric > 0 && query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <SegmentEditor key={`${merchant}-${id}`} merchant={merchant} existing={numeric > 0 ? (query.data ?? null) : null} />;
}

function Rule({ label, on, onToggle, children, disabled }: { label: string; on: boolean; onToggle: (on: boolean) => void; children: ReactNode; disabled: boolean }) {
  return (
    <div className={on ? 'segment-rule segment-rule-on' : 'segment-rule'}>
      <label className="check segment-rule-toggle">
        <input type="checkbox" checked={on} disabled={disabled} onChange={(e) => onToggle(e.target.checked)} />
        {label}
      </label>
      {on && <div className="segment-rule-body">{children}</div>}
    </div>
  );
}

function SegmentEditor({ merchant, existing }: { merchant: string; existing: Segment | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useSession();
  const { merchants } = useOneMerchant();
  const readOnly = !can('content.manage');
  const save = useSaveSegment();
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing?.rules));
  const [error, setError] = useState<unknown>(null);
  const languages = merchants.find((m) => m.code === merchant)?.languages ?? ['EN'];

  const built = useMemo(() => rulesOf(draft), [draft]);
  const settled = useSettled(built);
  // counting unsaved rules is a step of editing (content.manage); a reader sees the saved segment's count
  const preview = useQuery({ ...segmentPreviewQueryOptions(merchant, 'rules' in settled ? settled.rules : {}), enabled: 'rules' in settled && Boolean(merchant) && !readOnly });
  const set = <K extends keyof Draft>(key: K, change: Partial<Draft[K]>) => setDraft((d) => ({ ...d, [key]: { ...d[key], ...change } }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!('rules' in built)) return;
    setError(null);
    try {
      await save.mutateAsync({ merchant, id: existing?.id ?? null, body: { name: name.trim(), description: description.trim(), rules: built.rules } });
      toast.success(t('segments.saved'));
      navigate('/promotions/segments');
    } catch (e) {
      setError(e);
    }
  };

  const counting = 'rules' in built && (preview.isFetching || settled !== built);
  return (
    <>
      <PageHeader title={existing ? t('segments.edit', { name: existing.name }) : t('segments.new')} />
      <PromotionsNav />
      <form className="split" onSubmit={submit}>
        <section className="card grow form" aria-label={t('segments.rules')}>
          <div className="field-row">
            <label className="field">
              <span>{t('segments.name')}</span>
              <input value={name} maxLength={60} required disabled={readOnly} onChange={(e) => setName(e.target.value)} />
            </label>
            <label className="field">
              <span>{t('segments.description')}</span>
              <input value={description} maxLength={300} disabled={readOnly} onChange={(e) => setDescription(e.target.value)} />
            </label>
          </div>
          <p className="muted">{t('segments.rulesHint')}</p>
          <div className="segment-rules">
            <Rule label={t('segments.rule.vip')} on={draft.vip.on} onToggle={(on) => set('vip', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.min')}</span>
                <input inputMode="numeric" value={draft.vip.min} onChange={(e) => set('vip', { min: e.target.value })} />
              </label>
              <label className="field">
                <span>{t('segments.max')}</span>
                <input inputMode="numeric" value={draft.vip.max} onChange={(e) => set('vip', { max: e.target.value })} />
              </label>
            </Rule>
            <Rule label={t('segments.rule.lastDeposit')} on={draft.lastDeposit.on} onToggle={(on) => set('lastDeposit', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.when')}</span>
                <select value={draft.lastDeposit.kind} onChange={(e) => set('lastDeposit', { kind: e.target.value as Draft['lastDeposit']['kind'] })}>
                  <option value="within">{t('segments.lastDepositKind.within')}</option>
                  <option value="notWithin">{t('segments.lastDepositKind.notWithin')}</option>
                </select>
              </label>
              <label className="field">
                <span>{t('segments.days')}</span>
                <input inputMode="numeric" value={draft.lastDeposit.days} onChange={(e) => set('lastDeposit', { days: e.target.value })} />
              </label>
            </Rule>
            <Rule label={t('segments.rule.totalDeposits')} on={draft.totalDeposits.on} onToggle={(on) => set('totalDeposits', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.minAmount')}</span>
                <input inputMode="decimal" placeholder="100.00" value={draft.totalDeposits.min} onChange={(e) => set('totalDeposits', { min: e.target.value })} />
              </label>
              <label className="field">
                <span>{t('segments.maxAmount')}</span>
                <input inputMode="decimal" placeholder="5000.00" value={draft.totalDeposits.max} onChange={(e) => set('totalDeposits', { max: e.target.value })} />
              </label>
            </Rule>
            <Rule label={t('segments.rule.activity')} on={draft.activity.on} onToggle={(on) => set('activity', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.when')}</span>
                <select value={draft.activity.kind} onChange={(e) => set('activity', { kind: e.target.value as Draft['activity']['kind'] })}>
                  <option value="playedWithin">{t('segments.activityKind.playedWithin')}</option>
                  <option value="inactiveFor">{t('segments.activityKind.inactiveFor')}</option>
                </select>
              </label>
              <label className="field">
                <span>{t('segments.days')}</span>
                <input inputMode="numeric" value={draft.activity.days} onChange={(e) => set('activity', { days: e.target.value })} />
              </label>
            </Rule>
            <Rule label={t('segments.rule.tags')} on={draft.tags.on} onToggle={(on) => set('tags', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.tagsAny')}</span>
                <input placeholder="VIP, high roller" value={draft.tags.anyOf} onChange={(e) => set('tags', { anyOf: e.target.value })} />
              </label>
              <label className="field">
                <span>{t('segments.tagsNone')}</span>
                <input placeholder="bonus abuse" value={draft.tags.noneOf} onChange={(e) => set('tags', { noneOf: e.target.value })} />
              </label>
            </Rule>
            <Rule label={t('segments.rule.languages')} on={draft.languages.on} onToggle={(on) => set('languages', { on })} disabled={readOnly}>
              <fieldset className="segment-languages">
                <legend className="sr-only">{t('segments.rule.languages')}</legend>
                {languages.map((l) => (
                  <label key={l} className="check">
                    <input
                      type="checkbox"
                      checked={draft.languages.list.includes(l)}
                      onChange={(e) => set('languages', { list: e.target.checked ? [...draft.languages.list, l] : draft.languages.list.filter((x) => x !== l) })}
                    />
                    {l}
                  </label>
                ))}
              </fieldset>
            </Rule>
            <Rule label={t('segments.rule.kyc')} on={draft.kyc.on} onToggle={(on) => set('kyc', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.kycLevel')}</span>
                <select value={draft.kyc.min} onChange={(e) => set('kyc', { min: e.target.value })}>
                  <option value="2">{t('segments.kyc.2')}</option>
                  <option value="3">{t('segments.kyc.3')}</option>
                </select>
              </label>
            </Rule>
            <Rule label={t('segments.rule.agent')} on={draft.agent.on} onToggle={(on) => set('agent', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.agentAccount')}</span>
                <input value={draft.agent.account} onChange={(e) => set('agent', { account: e.target.value })} />
              </label>
            </Rule>
            <Rule label={t('segments.rule.registered')} on={draft.registered.on} onToggle={(on) => set('registered', { on })} disabled={readOnly}>
              <label className="field">
                <span>{t('segments.days')}</span>
                <input inputMode="numeric" value={draft.registered.days} onChange={(e) => set('registered', { days: e.target.value })} />
              </label>
            </Rule>
          </div>
        </section>
        <aside className="card side-card segment-count" aria-live="polite">
          <span className="kpi-label">{t('segments.playersNow')}</span>
          {'incomplete' in built ? (
            <p className="muted">{t(`segments.incomplete`, { rule: t(`segments.rule.${built.incomplete}`) })}</p>
          ) : preview.isError ? (
            <p className="field-error" role="alert">
              {errorMessage(preview.error, t)}
            </p>
          ) : (
            <strong className={counting ? 'segment-count-value segment-count-busy' : 'segment-count-value'} data-testid="segment-count">
              {readOnly && existing ? existing.count.toLocaleString('en') : preview.data ? preview.data.count.toLocaleString('en') : '…'}
            </strong>
          )}
          <p className="muted">{t('segments.countHint')}</p>
          {error !== null && <ErrorState error={error} />}
          <div className="form-actions">
            <Link to="/promotions/segments" className="btn">
              {t('common.cancel')}
            </Link>
            {!readOnly && (
              <button type="submit" className="btn btn-primary" disabled={save.isPending || !name.trim() || !('rules' in built)}>
                {t('common.save')}
              </button>
            )}
          </div>
        </aside>
      </form>
    </>
  );
}
