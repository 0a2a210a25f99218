import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { GAME_TYPES, TOURNAMENT_LIMITS, TOURNAMENT_PRIZE_KINDS, TOURNAMENT_SCORINGS } from '@lobby/contract/rules';
import type { GameType, TournamentPrizeKind, TournamentScoring } from '@lobby/contract/rules';
import { useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { orderedLanguages } from '@/shared/ui/language-fields';
import { PageHeader, TabPanel, Tabs } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { tournamentGamesQueryOptions } from './api/get-games';
import { tournamentQueryOptions } from './api/get-tournament';
import { tournamentsQueryOptions } from './api/get-tournaments';
import type { Tournament } from './api/get-tournaments';
import { useSaveTournament } from './api/save-tournament';
import { emptyForm, formOf, serverFieldErrors, toInput } from './tournament-form';
import type { FieldErrors, PrizeRow, TournamentForm } from './tournament-form';

/** Promotions → Tournaments → New or Edit: names per language, games, period, scoring and the prize table. */
export default function TournamentEditorScreen() {
  const { id = 'new' } = useParams();
  const { merchant, merchants } = useOneMerchant();
  const isNew = id === 'new';
  const list = useQuery(tournamentsQueryOptions(merchant));
  const one = useQuery({ ...tournamentQueryOptions(merchant, Number(id)), enabled: !isNew && Boolean(merchant) });
  const summary = merchants.find((m) => m.code === merchant);
  // English first: it is required (the players' fallback), then the brand's default and its other languages
  const languages = useMemo(() => ['EN', ...orderedLanguages(summary).filter((l) => l !== 'EN')], [summary]);

  if (list.isPending || (!isNew && one.isPending)) return <Loading />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!isNew && one.isError) return <ErrorState error={one.error} onRetry={() => void one.refetch()} />;
  return <TournamentEditor key={`${merchant}-${id}`} merchant={merchant} languages={languages} timeZone={list.data.timeZone} currency={list.data.currency} existing={isNew ? null : (one.data?.tournament ?? null)} />;
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

export function TournamentEditor({ merchant, languages, timeZone, currency, existing }: { merchant: string; languages: string[]; timeZone: string; currency: string; existing: Tournament | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTournament();
  const { can } = useSession();
  const editable = existing === null || existing.phase === 'draft' || existing.phase === 'scheduled';
  const readOnly = !can('content.manage') || !editable;
  const [form, setForm] = useState<TournamentForm>(() => (existing ? formOf(existing) : emptyForm(timeZone)));
  const [lang, setLang] = useState(languages[0] ?? 'EN');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!languages.includes(lang)) setLang(languages[0] ?? 'EN');
  }, [languages, lang]);

  const set = (patch: Partial<TournamentForm>) => setForm((f) => ({ ...f, ...patch }));
  const setPrize = (i: number, patch: Partial<PrizeRow>) => setForm((f) => ({ ...f, prizes: f.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  const err = (path: string) => errors[path];
  const money = t('tournaments.form.moneyHint', { currency });

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
      toast.success(t('tournaments.form.saved', { name: saved.texts.EN?.name ?? '' }));
      navigate(`/promotions/tournaments/${saved.id}`);
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) setErrors(fields);
      else setError(e);
      setBusy(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <>
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <Link to="/promotions/tournaments">{t('promotionsArea.tournaments')}</Link> <span aria-hidden="true">/</span>{' '}
        {existing ? <Link to={`/promotions/tournaments/${existing.id}`}>{existing.texts.EN?.name ?? `#${existing.id}`}</Link> : <span>{t('tournaments.form.new')}</span>}
      </nav>
      <PageHeader title={existing ? t('tournaments.form.editTitle') : t('tournaments.form.newTitle')}>
        <span className="chip">{merchant}</span> <span className="chip">{t('tournaments.timeZone', { zone: timeZone })}</span>
      </PageHeader>
      {!editable && <p className="notice">{t('tournaments.form.locked')}</p>}
      <form className="card form editor-form tournament-form" onSubmit={submit} aria-label={t('tournaments.form.label')} noValidate>
        <section className="form-section" aria-labelledby="tf-texts">
          <h2 id="tf-texts">{t('tournaments.form.texts')}</h2>
          <Tabs idPrefix="tlang" label={t('tournaments.form.languages')} value={lang} onChange={setLang} tabs={languages.map((l) => ({ key: l, label: l === 'EN' ? 'EN *' : l }))} />
          <TabPanel idPrefix="tlang" active={lang}>
            <Field label={t('tournaments.form.name', { lang })} error={lang === 'EN' ? err('texts') : undefined}>
              {(a) => <input {...a} value={form.names[lang] ?? ''} onChange={(e) => set({ names: { ...form.names, [lang]: e.target.value } })} maxLength={TOURNAMENT_LIMITS.name} readOnly={readOnly} />}
            </Field>
            <Field label={t('tournaments.form.description', { lang })}>
              {(a) => <textarea {...a} rows={4} value={form.descriptions[lang] ?? ''} onChange={(e) => set({ descriptions: { ...form.descriptions, [lang]: e.target.value } })} maxLength={TOURNAMENT_LIMITS.description} readOnly={readOnly} />}
            </Field>
          </TabPanel>
          {err('texts') && lang !== 'EN' && (
            <p className="field-error" role="alert">
              {err('texts')}
            </p>
          )}
        </section>

        <section className="form-section" aria-labelledby="tf-when">
          <h2 id="tf-when">{t('tournaments.form.when')}</h2>
          <div className="field-row">
            <Field label={t('tournaments.form.startsAt', { zone: timeZone })} error={err('startsAt')}>
              {(a) => <input {...a} type="datetime-local" value={form.startsAt} onChange={(e) => set({ startsAt: e.target.value })} readOnly={readOnly} />}
            </Field>
            <Field label={t('tournaments.form.endsAt', { zone: timeZone })} error={err('endsAt')}>
              {(a) => <input {...a} type="datetime-local" value={form.endsAt} onChange={(e) => set({ endsAt: e.target.value })} readOnly={readOnly} />}
            </Field>
          </div>
        </section>

        <section className="form-section" aria-labelledby="tf-scoring">
          <h2 id="tf-scoring">{t('tournaments.form.scoringTitle')}</h2>
          <div className="field-row">
            <Field label={t('tournaments.form.scoring')} hint={t(`tournaments.scoringHint.${form.scoring}`)}>
              {(a) => (
                <select {...a} value={form.scoring} onChange={(e) => set({ scoring: e.target.value as TournamentScoring })} disabled={readOnly}>
                  {TOURNAMENT_SCORINGS.map((s) => (
                    <option key={s} value={s}>
                      {t(`tournaments.scoring.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('tournaments.form.minStake')} error={err('minStake')} hint={money}>
              {(a) => <input {...a} inputMode="decimal" value={form.minStake} onChange={(e) => set({ minStake: e.target.value })} readOnly={readOnly} />}
            </Field>
          </div>
        </section>

        <section className="form-section" aria-labelledby="tf-games">
          <h2 id="tf-games">{t('tournaments.form.games')}</h2>
          <fieldset className="check-grid tournament-types" aria-describedby="tf-games-note">
            <legend>{t('tournaments.form.gameTypes')}</legend>
            {GAME_TYPES.map((type) => (
              <label key={type} className="check">
                <input
                  type="checkbox"
                  checked={form.gameTypes.includes(type)}
                  disabled={readOnly}
                  onChange={(e) => set({ gameTypes: e.target.checked ? [...form.gameTypes, type] : form.gameTypes.filter((x: GameType) => x !== type) })}
                />
                {t(`tournaments.gameType.${type}`)}
              </label>
            ))}
          </fieldset>
          <GamePicker merchant={merchant} selected={form.games} onChange={(games) => set({ games })} readOnly={readOnly} />
          <small id="tf-games-note" className={err('games') || err('gameTypes') ? 'field-error' : 'muted'}>
            {err('games') ?? err('gameTypes') ?? t('tournaments.form.gamesHint')}
          </small>
        </section>

        <section className="form-section" aria-labelledby="tf-prizes">
          <h2 id="tf-prizes">{t('tournaments.form.prizes')}</h2>
          <table className="grid prize-table">
            <thead>
              <tr>
                <th scope="col">{t('tournaments.form.fromRank')}</th>
                <th scope="col">{t('tournaments.form.toRank')}</th>
                <th scope="col">{t('tournaments.form.amount', { currency })}</th>
                <th scope="col">{t('tournaments.form.kind')}</th>
                <th scope="col">{t('tournaments.form.wagering')}</th>
                <th scope="col">
                  <span className="sr-only">{t('tournaments.form.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {form.prizes.map((p, i) => (
                <tr key={i}>
                  <td>
                    <input aria-label={t('tournaments.form.fromRankOf', { row: i + 1 })} inputMode="numeric" value={p.fromRank} onChange={(e) => setPrize(i, { fromRank: e.target.value })} aria-invalid={err(`prizes.${i}.fromRank`) ? true : undefined} readOnly={readOnly} />
                  </td>
                  <td>
                    <input aria-label={t('tournaments.form.toRankOf', { row: i + 1 })} inputMode="numeric" value={p.toRank} onChange={(e) => setPrize(i, { toRank: e.target.value })} aria-invalid={err(`prizes.${i}.toRank`) ? true : undefined} readOnly={readOnly} />
                  </td>
                  <td>
                    <input aria-label={t('tournaments.form.amountOf', { row: i + 1 })} inputMode="decimal" value={p.amount} onChange={(e) => setPrize(i, { amount: e.target.value })} aria-invalid={err(`prizes.${i}.amount`) ? true : undefined} readOnly={readOnly} />
                  </td>
                  <td>
                    <select aria-label={t('tournaments.form.kindOf', { row: i + 1 })} value={p.kind} onChange={(e) => setPrize(i, { kind: e.target.value as TournamentPrizeKind, wageringMultiplier: e.target.value === 'cash' ? '0' : p.wageringMultiplier === '0' ? '10' : p.wageringMultiplier })} disabled={readOnly}>
                      {TOURNAMENT_PRIZE_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`tournaments.prizeKind.${k}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input aria-label={t('tournaments.form.wageringOf', { row: i + 1 })} inputMode="numeric" value={p.kind === 'cash' ? '—' : p.wageringMultiplier} onChange={(e) => setPrize(i, { wageringMultiplier: e.target.value })} disabled={p.kind === 'cash' || readOnly} aria-invalid={err(`prizes.${i}.wageringMultiplier`) ? true : undefined} />
                  </td>
                  <td>
                    {!readOnly && form.prizes.length > 1 && (
                      <button type="button" className="btn btn-ghost btn-small" aria-label={t('tournaments.form.removeRow', { row: i + 1 })} onClick={() => set({ prizes: form.prizes.filter((_, j) => j !== i) })}>
                        ×
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {Object.entries(errors)
            .filter(([k]) => k.startsWith('prizes'))
            .slice(0, 3)
            .map(([k, m]) => (
              <p key={k} className="field-error" role="alert">
                {t('tournaments.form.prizeError', { row: Number(k.split('.')[1] ?? 0) + 1, reason: m })}
              </p>
            ))}
          {!readOnly && form.prizes.length < TOURNAMENT_LIMITS.maxPrizeRows && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                const last = form.prizes[form.prizes.length - 1];
                const next = last ? Number(last.toRank) + 1 || 1 : 1;
                set({ prizes: [...form.prizes, { fromRank: String(next), toRank: String(next), amount: '', kind: 'cash', wageringMultiplier: '0' }] });
              }}
            >
              {t('tournaments.form.addRow')}
            </button>
          )}
        </section>

        {errorCount > 0 && (
          <p className="field-error" role="alert">
            {t('tournaments.form.fix', { count: errorCount })}
          </p>
        )}
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <Link to={existing ? `/promotions/tournaments/${existing.id}` : '/promotions/tournaments'} className="btn btn-secondary">
            {t('common.cancel')}
          </Link>
          {!readOnly && (
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {existing ? t('tournaments.form.save') : t('tournaments.form.create')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}

/** Picks specific games from the merchant's catalogue, by name; a game is named by its vendor and catalogue node id, as rounds name it. */
function GamePicker({ merchant, selected, onChange, readOnly }: { merchant: string; selected: TournamentForm['games']; onChange: (games: TournamentForm['games']) => void; readOnly: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const query = useQuery({ ...tournamentGamesQueryOptions(merchant, deferred), enabled: Boolean(merchant) && deferred.length >= 2 });
  const isSelected = (g: { vendor: string; code: string }) => selected.some((s) => s.vendor === g.vendor && s.code === g.code);
  return (
    <div className="field game-picker">
      <label htmlFor={`${id}-q`}>{t('tournaments.form.specificGames')}</label>
      {selected.length > 0 && (
        <ul className="picked" aria-label={t('tournaments.form.picked')}>
          {selected.map((g) => (
            <li key={`${g.vendor}/${g.code}`} className="chip">
              {g.name} <span className="muted">{g.vendor}</span>
              {!readOnly && (
                <button type="button" className="chip-remove" aria-label={t('tournaments.form.removeGame', { name: g.name })} onClick={() => onChange(selected.filter((s) => s !== g))}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('tournaments.form.searchGames')} />}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : deferred.length >= 2 && !readOnly ? (
        <ul className="game-options" aria-label={t('tournaments.form.gameOptions')} aria-busy={query.isPending || undefined}>
          {(query.data?.list ?? []).map((g) => {
            const on = isSelected(g);
            return (
              <li key={`${g.vendor}/${g.code}`}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && selected.length >= TOURNAMENT_LIMITS.maxGames}
                    onChange={(e) => onChange(e.target.checked ? [...selected, { vendor: g.vendor, code: g.code, name: g.name }] : selected.filter((s) => !(s.vendor === g.vendor && s.code === g.code)))}
                  />
                  {g.name} <span className="muted">
                    · {g.vendor} · {g.type}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
