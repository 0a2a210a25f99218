import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTimeIn } from '@/shared/lib/format';
import { useMerchantInUrl, useOneMerchant } from '@/shared/lib/merchant';
import { useSession } from '@/shared/lib/session';
import { ImplicitMerchant, PageHeader } from '@/shared/ui/page';
import { ErrorState, Loading } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { parseRuleAmount } from './amount';
import { kycRulesQueryOptions } from './api/get-kyc-rules';
import type { KycRules } from './api/get-kyc-rules';
import { useSetKycRules } from './api/set-kyc-rules';
import { ComplianceNav } from './compliance-nav';

/** The rules' bounds (the contract's): a minimum age of 18 to 25, documents kept one to ten years. */
const AGE = { min: 18, max: 25 };
const RETENTION = { min: 365, max: 3650 };

function amountText(value: string | null, currency: string, per: 'day' | 'total', t: TFunction): string {
  return value === null ? t('kyc.rules.never') : t(per === 'day' ? 'kyc.rules.perDay' : 'kyc.rules.inAll', { amount: formatAmount(value, currency) });
}

/** Whole days as the rules take them ("1825"), or null when out of bounds or not a whole number. */
function wholeIn(text: string, bounds: { min: number; max: number }): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= bounds.min && n <= bounds.max ? n : null;
}

const AMOUNT_ERRORS = { invalid: 'kyc.rules.invalidAmount', whole: 'kyc.rules.wholeAmount' } as const;

/**
 * A merchant's identity-verification rules (the top bar's merchant): the day's withdrawals above which a
 * player must have verified their identity (level 2; a larger withdrawal is held until then), the deposits
 * in all after which the source of funds is asked (level 3), the minimum age the checker holds birth dates
 * to, how long documents are kept after a decision, and whether the checker approves on its own what passes
 * every rule. Beside the AML rules; operators with compliance.manage change them (audited).
 */
export default function KycRulesScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const query = useQuery(kycRulesQueryOptions(merchant));
  const rules = query.data;

  return (
    <>
      <PageHeader title={t('nav.compliance')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <ComplianceNav />
      <p className="muted">{t('kyc.rules.help')}</p>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !rules ? (
        <Loading />
      ) : (
        <div className="aml-rules">
          <section className="card" aria-labelledby="kyc-rules-now">
            <h2 id="kyc-rules-now">{t('kyc.rules.inForce', { merchant: rules.merchantCode })}</h2>
            <dl className="facts kyc-rules-facts">
              <dt>{t('kyc.rules.level2')}</dt>
              <dd data-testid="kyc-level2">{amountText(rules.level2DailyWithdrawal, rules.currency, 'day', t)}</dd>
              <dt>{t('kyc.rules.level3')}</dt>
              <dd data-testid="kyc-level3">{amountText(rules.level3Deposits, rules.currency, 'total', t)}</dd>
              <dt>{t('kyc.rules.minimumAge')}</dt>
              <dd data-testid="kyc-minimum-age">{t('kyc.rules.years', { count: rules.minimumAge })}</dd>
              <dt>{t('kyc.rules.retention')}</dt>
              <dd data-testid="kyc-retention">{t('kyc.rules.days', { count: rules.retentionDays })}</dd>
              <dt>{t('kyc.rules.autoApprove')}</dt>
              <dd data-testid="kyc-auto">{t(rules.autoApprove ? 'kyc.rules.autoOn' : 'kyc.rules.autoOff')}</dd>
              <dt>{t('kyc.rules.lastChanged')}</dt>
              <dd data-testid="kyc-last-changed">
                {rules.updatedAt === null ? t('kyc.rules.defaults') : t('kyc.rules.changedBy', { by: rules.updatedBy ?? '—', at: formatTimeIn(rules.updatedAt, rules.timeZone), zone: rules.timeZone })}
              </dd>
            </dl>
            <p className="muted small">{t('kyc.rules.explain')}</p>
          </section>
          {can('compliance.manage') && <RulesForm key={`${rules.merchantCode}:${rules.updatedAt ?? 0}`} rules={rules} />}
        </div>
      )}
    </>
  );
}

/** A labelled input with a hint, or the error that replaces it. */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint: string; error: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <small id={`${id}-hint`} className={error ? 'field-error' : 'muted'}>
        {error ? t(error) : hint}
      </small>
    </div>
  );
}

function RulesForm({ rules }: { rules: KycRules }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetKycRules();
  const { currency } = rules;
  const [level2On, setLevel2On] = useState(rules.level2DailyWithdrawal !== null);
  const [level2, setLevel2] = useState(rules.level2DailyWithdrawal ?? '');
  const [level3On, setLevel3On] = useState(rules.level3Deposits !== null);
  const [level3, setLevel3] = useState(rules.level3Deposits ?? '');
  const [age, setAge] = useState(String(rules.minimumAge));
  const [retention, setRetention] = useState(String(rules.retentionDays));
  const [autoApprove, setAutoApprove] = useState(rules.autoApprove);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const parsed2 = level2On ? parseRuleAmount(level2, currency) : { value: null };
  const parsed3 = level3On ? parseRuleAmount(level3, currency) : { value: null };
  const minimumAge = wholeIn(age, AGE);
  const retentionDays = wholeIn(retention, RETENTION);
  const error2 = touched && 'error' in parsed2 ? AMOUNT_ERRORS[parsed2.error] : null;
  const error3 = touched && 'error' in parsed3 ? AMOUNT_ERRORS[parsed3.error] : null;
  const ageError = touched && minimumAge === null ? 'kyc.rules.invalidAge' : null;
  const retentionError = touched && retentionDays === null ? 'kyc.rules.invalidRetention' : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ('error' in parsed2 || 'error' in parsed3 || minimumAge === null || retentionDays === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await save.mutateAsync({
        merchant: rules.merchantCode,
        level2DailyWithdrawal: parsed2.value,
        level3Deposits: parsed3.value,
        minimumAge,
        retentionDays,
        autoApprove,
      });
      toast.success(t('kyc.rules.saved', { merchant: saved.merchantCode }));
      setBusy(false);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('kyc.rules.change')}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <label className="check">
          <input type="checkbox" checked={level2On} onChange={(e) => setLevel2On(e.target.checked)} />
          {t('kyc.rules.requireLevel2')}
        </label>
        <Field id={`${id}-level2`} label={t('kyc.rules.level2In', { currency })} hint={t(level2On ? 'kyc.rules.level2Hint' : 'kyc.rules.level2Off')} error={error2}>
          <input
            id={`${id}-level2`}
            value={level2On ? level2 : ''}
            onChange={(e) => setLevel2(e.target.value)}
            disabled={!level2On}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={error2 !== null}
            aria-describedby={`${id}-level2-hint`}
          />
        </Field>
        <label className="check">
          <input type="checkbox" checked={level3On} onChange={(e) => setLevel3On(e.target.checked)} />
          {t('kyc.rules.requireLevel3')}
        </label>
        <Field id={`${id}-level3`} label={t('kyc.rules.level3In', { currency })} hint={t(level3On ? 'kyc.rules.level3Hint' : 'kyc.rules.level3Off')} error={error3}>
          <input
            id={`${id}-level3`}
            value={level3On ? level3 : ''}
            onChange={(e) => setLevel3(e.target.value)}
            disabled={!level3On}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={error3 !== null}
            aria-describedby={`${id}-level3-hint`}
          />
        </Field>
        <div className="field-row">
          <Field id={`${id}-age`} label={t('kyc.rules.minimumAge')} hint={t('kyc.rules.ageHint', AGE)} error={ageError}>
            <input
              id={`${id}-age`}
              type="number"
              min={AGE.min}
              max={AGE.max}
              step={1}
              value={age}
              onChange={(e) => setAge(e.target.value)}
              aria-invalid={ageError !== null}
              aria-describedby={`${id}-age-hint`}
            />
          </Field>
          <Field id={`${id}-retention`} label={t('kyc.rules.retentionDays')} hint={t('kyc.rules.retentionHint', RETENTION)} error={retentionError}>
            <input
              id={`${id}-retention`}
              type="number"
              min={RETENTION.min}
              max={RETENTION.max}
              step={1}
              value={retention}
              onChange={(e) => setRetention(e.target.value)}
              aria-invalid={retentionError !== null}
              aria-describedby={`${id}-retention-hint`}
            />
          </Field>
        </div>
        <label className="check">
          <input type="checkbox" checked={autoApprove} onChange={(e) => setAutoApprove(e.target.checked)} aria-describedby={`${id}-auto-hint`} />
          {t('kyc.rules.autoApproveLabel')}
        </label>
        <small id={`${id}-auto-hint`} className="muted kyc-check-hint">
          {t('kyc.rules.autoApproveHint')}
        </small>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('kyc.rules.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
