import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BONUS_PER_PLAYER, CASHBACK_PERIODS, DEPOSIT_MATCH_WHICH, WAGERING_BASES } from '@lobby/contract/rules';
import { isApiError } from '@/shared/api/client';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { LanguageFields, orderedLanguages, PreviewColumn } from '@/shared/ui/language-fields';
import { PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { campaignQueryOptions } from './api/get-campaign';
import { campaignsQueryOptions } from './api/get-campaigns';
import type { Campaign } from './api/get-campaigns';
import { useSaveCampaign } from './api/save-campaign';
import { emptyForm, formOf, KINDS, serverFieldErrors, toInput } from './campaign-form';
import type { CampaignForm, FieldErrors, Kind } from './campaign-form';
import { CampaignTerms } from './campaign-terms';
import { GamePicker } from './game-picker';
import { SegmentField } from './segment-field';

const CATEGORIES = ['deposit_promo', 'new_player', 'rebate_promo', 'rng_promo', 'live_promo', 'pvp_promo', 'sport_promo', 'fish_promo', 'lotto_promo', 'app_download', 'other_promo'] as const;

/** Promotions → Campaigns → New or Edit: one form for every kind, the promotion page beside it on a phone. */
export default function CampaignEditorScreen() {
  const { id = 'new' } = useParams();
  const { merchant, merchants } = useOneMerchant();
  const isNew = id === 'new';
  const list = useQuery(campaignsQueryOptions(merchant));
  const one = useQuery({ ...campaignQueryOptions(merchant, Number(id)), enabled: !isNew && Boolean(merchant) });
  const summary = merchants.find((m) => m.code === merchant);
  const languages = useMemo(() => orderedLanguages(summary), [summary]);

  if (list.isPending || (!isNew && one.isPending)) return <Loading />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!isNew && one.isError) return <ErrorState error={one.error} onRetry={() => void one.refetch()} />;
  return (
    <CampaignEditor
      key={`${merchant}-${id}`}
      merchant={merchant}
      languages={languages}
      timeZone={list.data.timeZone}
      currency={list.data.currency}
      existing={isNew ? null : (one.data ?? null)}
    />
  );
}

/** A label, the control, and under it the field's error (the schema's or the server's) tied to it. */
function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (a: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined })}
      {note && (
        <small id={noteId} className={error ? 'field-error' : 'muted'}>
          {note}
        </small>
      )}
    </div>
  );
}

export function CampaignEditor({ merchant, languages, timeZone, currency, existing }: { merchant: string; languages: string[]; timeZone: string; currency: string; existing: Campaign | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCampaign();
  const { can } = useSession();
  const readOnly = !can('content.manage') || existing?.status === 'ended';
  const [form, setForm] = useState<CampaignForm>(() => (existing ? formOf(existing) : emptyForm(timeZone)));
  const [lang, setLang] = useState(languages[0] ?? 'EN');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!languages.includes(lang)) setLang(languages[0] ?? 'EN');
  }, [languages, lang]);

  const set = (patch: Partial<CampaignForm>) => setForm((f) => ({ ...f, ...patch }));
  const setIn = <K extends 'deposit' | 'cashback' | 'freeRounds' | 'wagering' | 'eligibility'>(key: K, patch: Partial<CampaignForm[K]>) => setForm((f) => ({ ...f, [key]: { ...f[key], ...patch } }));
  const err = (path: string) => (errors[path] ? t('bonus.form.invalid', { reason: errors[path] }) : undefined);
  const money = t('bonus.form.moneyHint', { currency });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = toInput(form, timeZone, languages);
    setError(null);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await save.mutateAsync({ merchant, id: existing?.id ?? null, body: checked.input });
      toast.success(t('bonus.form.saved', { name: saved.input.name }));
      navigate(`/promotions/campaigns/${saved.id}`);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) setErrors(fields);
      else if (isApiError(e) && e.code.startsWith('segment.')) setErrors({ 'eligibility.segmentId': e.message });
      else setError(e);
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  const freeKind = form.kind === 'free_spins' || form.kind === 'free_bet';
  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/promotions/campaigns">{t('promotionsArea.campaigns')}</Link> <span aria-hidden="true">/</span>{' '}
        {existing ? <Link to={`/promotions/campaigns/${existing.id}`}>{existing.input.name}</Link> : <span>{t('bonus.form.new')}</span>}
      </nav>
      <PageHeader title={existing ? t('bonus.form.editTitle') : t('bonus.form.newTitle')}>
        <span className="chip">{merchant}</span> <span className="chip">{t('bonus.timeZone', { zone: timeZone })}</span>
      </PageHeader>
      <div className="editor-layout">
        <form className="card form editor-form campaign-form" onSubmit={submit} aria-label={t('bonus.form.label')} noValidate>
          <section className="form-section" aria-labelledby="cf-basics">
            <h2 id="cf-basics">{t('bonus.form.basics')}</h2>
            <div className="field-row">
              <Field label={t('bonus.form.name')} error={err('name')} hint={t('bonus.form.nameHint')}>
                {(a) => <input {...a} value={form.name} onChange={(e) => set({ name: e.target.value })} maxLength={80} readOnly={readOnly} />}
              </Field>
              <Field label={t('bonus.form.kind')} hint={existing ? t('bonus.form.kindStays') : undefined}>
                {(a) => (
                  <select {...a} value={form.kind} onChange={(e) => set({ kind: e.target.value as Kind })} disabled={Boolean(existing) || readOnly}>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`bonus.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <div className="field-row">
              <Field label={t('bonus.form.startAt', { zone: timeZone })} error={err('startAt')}>
                {(a) => <input {...a} type="datetime-local" value={form.startAt} onChange={(e) => set({ startAt: e.target.value })} readOnly={readOnly} />}
              </Field>
              <Field label={t('bonus.form.endAt', { zone: timeZone })} error={err('endAt')}>
                {(a) => <input {...a} type="datetime-local" value={form.untilEnded ? '' : form.endAt} onChange={(e) => set({ endAt: e.target.value })} disabled={form.untilEnded} readOnly={readOnly} />}
              </Field>
            </div>
            <label className="check">
              <input type="checkbox" checked={form.untilEnded} onChange={(e) => set({ untilEnded: e.target.checked })} disabled={readOnly} />
              {t('bonus.form.untilEnded')}
            </label>
          </section>

          <section className="form-section" aria-labelledby="cf-page">
            <h2 id="cf-page">{t('bonus.form.page')}</h2>
            <Field label={t('promotions.category')} error={err('page.category')}>
              {(a) => (
                <select {...a} value={form.category} onChange={(e) => set({ category: e.target.value as CampaignForm['category'] })} disabled={readOnly}>
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`bonus.categories.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <LanguageFields
              languages={languages}
              lang={lang}
              onLang={setLang}
              titles={form.titles}
              bodies={form.bodies}
              onTitle={(v) => setForm((f) => ({ ...f, titles: { ...f.titles, [lang]: v } }))}
              onBody={(v) => setForm((f) => ({ ...f, bodies: { ...f.bodies, [lang]: v } }))}
              readOnly={readOnly}
            />
            {errors['page.titles'] && (
              <p className="field-error" role="alert">
                {t('bonus.form.titleError', { lang: languages[0], reason: errors['page.titles'] })}
              </p>
            )}
          </section>

          <section className="form-section" aria-labelledby="cf-offer">
            <h2 id="cf-offer">{t('bonus.form.offer', { kind: t(`bonus.kinds.${form.kind}`) })}</h2>
            {form.kind === 'deposit_match' && (
              <div className="field-row">
                <Field label={t('bonus.form.which')}>
                  {(a) => (
                    <select {...a} value={form.deposit.which} onChange={(e) => setIn('deposit', { which: e.target.value as CampaignForm['deposit']['which'] })} disabled={readOnly}>
                      {DEPOSIT_MATCH_WHICH.map((w) => (
                        <option key={w} value={w}>
                          {t(`bonus.which.${w}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {form.deposit.which === 'nth' && (
                  <Field label={t('bonus.form.nth')} error={err('deposit.nth')}>
                    {(a) => <input {...a} inputMode="numeric" value={form.deposit.nth} onChange={(e) => setIn('deposit', { nth: e.target.value })} readOnly={readOnly} />}
                  </Field>
                )}
                <Field label={t('bonus.form.percent')} error={err('deposit.percent')}>
                  {(a) => <input {...a} inputMode="decimal" value={form.deposit.percent} onChange={(e) => setIn('deposit', { percent: e.target.value })} readOnly={readOnly} />}
                </Field>
                <Field label={t('bonus.form.cap')} error={err('deposit.cap')} hint={money}>
                  {(a) => <input {...a} inputMode="decimal" value={form.deposit.cap} onChange={(e) => setIn('deposit', { cap: e.target.value })} readOnly={readOnly} />}
                </Field>
                <Field label={t('bonus.form.minDeposit')} error={err('deposit.minDeposit')} hint={money}>
                  {(a) => <input {...a} inputMode="decimal" value={form.deposit.minDeposit} onChange={(e) => setIn('deposit', { minDeposit: e.target.value })} readOnly={readOnly} />}
                </Field>
              </div>
            )}
            {form.kind === 'code' && (
              <Field label={t('bonus.form.amount')} error={err('amount')} hint={money}>
                {(a) => <input {...a} inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} readOnly={readOnly} />}
              </Field>
            )}
            {form.kind === 'cashback' && (
              <div className="field-row">
                <Field label={t('bonus.form.percent')} error={err('cashback.percent')}>
                  {(a) => <input {...a} inputMode="decimal" value={form.cashback.percent} onChange={(e) => setIn('cashback', { percent: e.target.value })} readOnly={readOnly} />}
                </Field>
                <Field label={t('bonus.form.period')}>
                  {(a) => (
                    <select {...a} value={form.cashback.period} onChange={(e) => setIn('cashback', { period: e.target.value as CampaignForm['cashback']['period'] })} disabled={readOnly}>
                      {CASHBACK_PERIODS.map((p) => (
                        <option key={p} value={p}>
                          {t(`bonus.period.${p}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('bonus.form.minLoss')} error={err('cashback.minLoss')} hint={money}>
                  {(a) => <input {...a} inputMode="decimal" value={form.cashback.minLoss} onChange={(e) => setIn('cashback', { minLoss: e.target.value })} readOnly={readOnly} />}
                </Field>
                <Field label={t('bonus.form.cap')} error={err('cashback.cap')} hint={money}>
                  {(a) => <input {...a} inputMode="decimal" value={form.cashback.cap} onChange={(e) => setIn('cashback', { cap: e.target.value })} readOnly={readOnly} />}
                </Field>
              </div>
            )}
            {freeKind && (
              <>
                <GamePicker
                  merchant={merchant}
                  type={form.kind === 'free_spins' ? 'RNG' : 'INHOUSE'}
                  selected={form.freeRounds.games}
                  onChange={(games) => setIn('freeRounds', { games })}
                  error={err('freeRounds.games')}
                  readOnly={readOnly}
                />
                <div className="field-row">
                  <Field label={t('bonus.form.count')} error={err('freeRounds.count')}>
                    {(a) => <input {...a} inputMode="numeric" value={form.freeRounds.count} onChange={(e) => setIn('freeRounds', { count: e.target.value })} readOnly={readOnly} />}
                  </Field>
                  <Field label={t('bonus.form.stake')} error={err('freeRounds.stake')} hint={money}>
                    {(a) => <input {...a} inputMode="decimal" value={form.freeRounds.stake} onChange={(e) => setIn('freeRounds', { stake: e.target.value })} readOnly={readOnly} />}
                  </Field>
                </div>
              </>
            )}
            {form.kind === 'apply' && (
              <Field label={t('bonus.form.maxAmount')} error={err('maxAmount')} hint={t('bonus.form.maxAmountHint', { currency })}>
                {(a) => <input {...a} inputMode="decimal" value={form.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} readOnly={readOnly} />}
              </Field>
            )}
          </section>

          <section className="form-section" aria-labelledby="cf-wagering">
            <h2 id="cf-wagering">{t('bonus.form.wagering')}</h2>
            <div className="field-row">
              <Field label={t('bonus.form.multiplier')} error={err('wagering.multiplier')} hint={t('bonus.form.multiplierHint')}>
                {(a) => <input {...a} inputMode="decimal" value={form.wagering.multiplier} onChange={(e) => setIn('wagering', { multiplier: e.target.value })} readOnly={readOnly} />}
              </Field>
              <Field label={t('bonus.form.base')}>
                {(a) => (
                  <select {...a} value={form.wagering.base} onChange={(e) => setIn('wagering', { base: e.target.value as CampaignForm['wagering']['base'] })} disabled={readOnly}>
                    {WAGERING_BASES.map((b) => (
                      <option key={b} value={b}>
                        {t(`bonus.base.${b}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('bonus.form.expiryDays')} error={err('wagering.expiryDays')}>
                {(a) => <input {...a} inputMode="numeric" value={form.wagering.expiryDays} onChange={(e) => setIn('wagering', { expiryDays: e.target.value })} readOnly={readOnly} />}
              </Field>
            </div>
            <div className="field-row">
              <Field label={t('bonus.form.maxStake')} error={err('wagering.maxStake')} hint={money}>
                {(a) => <input {...a} inputMode="decimal" value={form.wagering.noMaxStake ? '' : form.wagering.maxStake} onChange={(e) => setIn('wagering', { maxStake: e.target.value })} disabled={form.wagering.noMaxStake} readOnly={readOnly} />}
              </Field>
              <label className="check check-bottom">
                <input type="checkbox" checked={form.wagering.noMaxStake} onChange={(e) => setIn('wagering', { noMaxStake: e.target.checked })} disabled={readOnly} />
                {t('bonus.form.noMaxStake')}
              </label>
            </div>
            <fieldset className="contributions">
              <legend>{t('bonus.form.contributions')}</legend>
              {Object.keys(form.wagering.contributions).map((type) => (
                <label key={type} className="contribution">
                  <span>{t(`bonus.gameTypes.${type}`, { defaultValue: type })}</span>
                  <input
                    inputMode="numeric"
                    value={form.wagering.contributions[type]}
                    aria-label={t('bonus.form.contributionOf', { type: t(`bonus.gameTypes.${type}`, { defaultValue: type }) })}
                    onChange={(e) => setIn('wagering', { contributions: { ...form.wagering.contributions, [type]: e.target.value } })}
                    readOnly={readOnly}
                  />
                  <span aria-hidden="true">%</span>
                </label>
              ))}
              {errors['wagering.contributions'] && <p className="field-error">{t('bonus.form.contributionsError')}</p>}
            </fieldset>
          </section>

          <section className="form-section" aria-labelledby="cf-elig">
            <h2 id="cf-elig">{t('bonus.form.eligibility')}</h2>
            <div className="field-row">
              <SegmentField merchant={merchant} value={form.eligibility.segmentId} onChange={(segmentId) => setIn('eligibility', { segmentId })} error={err('eligibility.segmentId')} readOnly={readOnly} />
              <Field label={t('bonus.form.vipMin')} error={err('eligibility.vipMin')}>
                {(a) => <input {...a} inputMode="numeric" value={form.eligibility.vipMin} onChange={(e) => setIn('eligibility', { vipMin: e.target.value })} placeholder={t('bonus.form.any')} readOnly={readOnly} />}
              </Field>
              <Field label={t('bonus.form.vipMax')} error={err('eligibility.vipMax')}>
                {(a) => <input {...a} inputMode="numeric" value={form.eligibility.vipMax} onChange={(e) => setIn('eligibility', { vipMax: e.target.value })} placeholder={t('bonus.form.any')} readOnly={readOnly} />}
              </Field>
            </div>
            <div className="field-row">
              <Field label={t('bonus.form.countries')} error={err('eligibility.countries') ?? errorsUnder(errors, 'eligibility.countries', t)} hint={t('bonus.form.countriesHint')}>
                {(a) => <input {...a} value={form.eligibility.countries} onChange={(e) => setIn('eligibility', { countries: e.target.value })} placeholder="PH, VN" readOnly={readOnly} />}
              </Field>
              <Field label={t('bonus.form.perPlayer')}>
                {(a) => (
                  <select {...a} value={form.eligibility.perPlayer} onChange={(e) => setIn('eligibility', { perPlayer: e.target.value as CampaignForm['eligibility']['perPlayer'] })} disabled={readOnly}>
                    {BONUS_PER_PLAYER.map((p) => (
                      <option key={p} value={p}>
                        {t(`bonus.perPlayer.${p}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <fieldset>
              <legend>{t('bonus.form.languages')}</legend>
              {languages.map((l) => (
                <label key={l} className="check">
                  <input
                    type="checkbox"
                    checked={form.eligibility.languages.includes(l)}
                    onChange={(e) => setIn('eligibility', { languages: e.target.checked ? [...form.eligibility.languages, l] : form.eligibility.languages.filter((x) => x !== l) })}
                    disabled={readOnly}
                  />
                  {l}
                </label>
              ))}
              <small className={errors['eligibility.languages'] ? 'field-error' : 'muted'}>{errors['eligibility.languages'] ?? t('bonus.form.languagesHint')}</small>
            </fieldset>
            <div className="field-row">
              <Field label={t('bonus.form.budget')} error={err('eligibility.budget')} hint={money}>
                {(a) => <input {...a} inputMode="decimal" value={form.eligibility.noBudget ? '' : form.eligibility.budget} onChange={(e) => setIn('eligibility', { budget: e.target.value })} disabled={form.eligibility.noBudget} readOnly={readOnly} />}
              </Field>
              <label className="check check-bottom">
                <input type="checkbox" checked={form.eligibility.noBudget} onChange={(e) => setIn('eligibility', { noBudget: e.target.checked })} disabled={readOnly} />
                {t('bonus.form.noBudget')}
              </label>
            </div>
            <div className="field-row">
              <label className="check">
                <input type="checkbox" checked={form.eligibility.firstTimeOnly} onChange={(e) => setIn('eligibility', { firstTimeOnly: e.target.checked })} disabled={readOnly} />
                {t('bonus.form.firstTimeOnly')}
              </label>
              <label className="check">
                <input type="checkbox" checked={form.eligibility.requiresCode} onChange={(e) => setIn('eligibility', { requiresCode: e.target.checked })} disabled={readOnly || form.kind === 'apply'} />
                {t('bonus.form.requiresCode')}
              </label>
            </div>
          </section>

          {errorCount > 0 && (
            <p className="field-error" role="alert">
              {t('bonus.form.fix', { count: errorCount })}
            </p>
          )}
          {error !== null && <ErrorState error={error} />}
          <div className="form-actions">
            <Link to={existing ? `/promotions/campaigns/${existing.id}` : '/promotions/campaigns'} className="btn">
              {t('common.cancel')}
            </Link>
            <button type="submit" className="btn btn-primary" disabled={busy || readOnly}>
              {existing ? t('common.save') : t('bonus.form.create')}
            </button>
          </div>
        </form>
        <PreviewColumn lang={lang} title={form.titles[lang] ?? ''} html={form.bodies[lang] ?? ''} popup={false}>
          <CampaignTerms form={form} currency={currency} timeZone={timeZone} />
        </PreviewColumn>
      </div>
    </>
  );
}

/** An error of one item of a list field ("eligibility.countries.1") shown at the list. */
function errorsUnder(errors: FieldErrors, prefix: string, t: TFunction): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith(`${prefix}.`));
  return key ? t('bonus.form.invalid', { reason: errors[key] }) : undefined;
}
