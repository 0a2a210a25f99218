import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MARGIN_BP_RANGE, SPORTS } from '@lobby/contract/rules';
import type { Sport } from '@lobby/contract/rules';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { marginsQueryOptions, useSetMargins } from './api/settings';
import { SportsbookNav } from './labels';

/** "5.25" (a percentage, at most two decimals) -> 525 basis points; null when it is not one or out of range. */
export function percentToBp(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(s)) return null;
  const bp = Math.round(Number(s) * 100);
  return bp >= MARGIN_BP_RANGE.min && bp <= MARGIN_BP_RANGE.max ? bp : null;
}

const bpToPercent = (bp: number) => (bp / 100).toFixed(2);

/**
 * Sportsbook → Margins: the merchant's margin per sport, as a percentage with two decimals (sent in basis
 * points). A market's margin is its sport's times its type's weight; saving reprices every market at once.
 */
export default function SportsMarginsScreen() {
  const { t } = useTranslation();
  const id = useId();
  useMerchantInUrl();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const query = useQuery(marginsQueryOptions(merchant));
  const save = useSetMargins();
  const [values, setValues] = useState<Partial<Record<Sport, string>>>({});
  const [error, setError] = useState<unknown>(null);
  const manage = can('sportsbook.manage');

  useEffect(() => {
    if (query.data) setValues(Object.fromEntries(query.data.margins.map((m) => [m.sport, bpToPercent(m.marginBp)])));
  }, [query.data]);

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const sports = SPORTS.filter((s) => query.data.margins.some((m) => m.sport === s));
  const saved = Object.fromEntries(query.data.margins.map((m) => [m.sport, m.marginBp])) as Partial<Record<Sport, number>>;
  const invalid = sports.filter((s) => percentToBp(values[s] ?? '') === null);
  const changed = sports.filter((s) => !invalid.includes(s) && percentToBp(values[s] ?? '') !== saved[s]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (invalid.length > 0 || changed.length === 0) return;
    setError(null);
    try {
      await save.mutateAsync({ merchant, margins: changed.map((sport) => ({ sport, marginBp: percentToBp(values[sport]!)! })) });
      toast.success(t('sportsbook.margins.saved'));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <>
      <PageHeader title={t('nav.sportsbook')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <SportsbookNav />
      <form className="card form sb-margins" onSubmit={submit} aria-label={t('sportsbook.margins.title')} noValidate>
        <h2>{t('sportsbook.margins.title')}</h2>
        <p className="muted">{t('sportsbook.margins.explain', { min: bpToPercent(MARGIN_BP_RANGE.min), max: bpToPercent(MARGIN_BP_RANGE.max) })}</p>
        <div className="sb-margin-grid">
          {sports.map((s) => {
            const bad = invalid.includes(s);
            return (
              <div className="field" key={s}>
                <label htmlFor={`${id}-${s}`}>{t('sportsbook.margins.field', { sport: t(`sportsbook.sport.${s}`) })}</label>
                <span className="sb-percent">
                  <input
                    id={`${id}-${s}`}
                    inputMode="decimal"
                    value={values[s] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [s]: e.target.value }))}
                    readOnly={!manage}
                    aria-invalid={bad || undefined}
                    aria-describedby={bad ? `${id}-${s}-error` : undefined}
                  />
                  <span aria-hidden="true">%</span>
                </span>
                {bad && (
                  <small id={`${id}-${s}-error`} className="field-error">
                    {t('sportsbook.margins.invalid')}
                  </small>
                )}
              </div>
            );
          })}
        </div>
        {error !== null && <ErrorState error={error} />}
        {manage && (
          <div className="form-actions">
            <span className="muted">{changed.length > 0 ? t('sportsbook.margins.changed', { count: changed.length }) : t('sportsbook.margins.unchanged')}</span>
            <button type="submit" className="btn btn-primary" disabled={save.isPending || invalid.length > 0 || changed.length === 0}>
              {t('common.save')}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
