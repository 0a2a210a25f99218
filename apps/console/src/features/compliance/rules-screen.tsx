import { useId, useState } from 'react';
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
import { amlRulesQueryOptions } from './api/get-aml-rules';
import type { AmlRules } from './api/get-aml-rules';
import { useSetAmlRules } from './api/set-aml-rules';
import { ComplianceNav } from './compliance-nav';

/** The turnover rule's bounds (the contract's, in basis points: 10,000 = once the deposit). */
const TURNOVER_MAX_BP = 1_000_000;

/** Basis points as the percentage an operator reads and types: 10000 -> "100", 2550 -> "25.5". */
function bpToPercent(bp: number): string {
  return String(bp / 100);
}

/** A typed percentage (up to two decimals) as basis points, or null when it is not one the rule takes. */
function percentToBp(text: string): number | null {
  const typed = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(typed)) return null;
  const bp = Math.round(Number(typed) * 100);
  return bp <= TURNOVER_MAX_BP ? bp : null;
}

/** A typed threshold ("5,000,000" or "1500.50") as the body's money text, or why it is refused. */
function parseThreshold(text: string, currency: string): { value: string } | { error: string } {
  const parsed = parseRuleAmount(text, currency);
  return 'value' in parsed ? parsed : { error: parsed.error === 'whole' ? 'aml.rules.wholeThreshold' : 'aml.rules.invalidThreshold' };
}

function thresholdText(rules: AmlRules, t: TFunction): string {
  return rules.coveredThreshold === null ? t('aml.rules.noThreshold') : formatAmount(rules.coveredThreshold, rules.currency);
}

function turnoverText(bp: number, t: TFunction): string {
  return bp === 0 ? t('aml.rules.turnoverOff') : t('aml.rules.turnoverIs', { percent: bpToPercent(bp) });
}

/**
 * A merchant's AML rules (the top bar's merchant): the covered-transaction threshold in its currency and the
 * turnover rule as a share of the latest deposit, with who changed them last. Operators with compliance.manage
 * change them (audited); alerts raised from then on follow the new rules.
 */
export default function RulesScreen() {
  const { t } = useTranslation();
  useMerchantInUrl();
  const { merchant, implicit } = useOneMerchant();
  const { can } = useSession();
  const canManage = can('compliance.manage');
  const query = useQuery(amlRulesQueryOptions(merchant));
  const rules = query.data;

  return (
    <>
      <PageHeader title={t('nav.compliance')}>
        <ImplicitMerchant merchant={merchant} implicit={implicit} />
      </PageHeader>
      <ComplianceNav />
      <p className="muted">{t('aml.rules.help')}</p>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !rules ? (
        <Loading />
      ) : (
        <div className="aml-rules">
          <section className="card" aria-labelledby="aml-rules-now">
            <h2 id="aml-rules-now">{t('aml.rules.inForce', { merchant: rules.merchantCode })}</h2>
            <dl className="facts">
              <dt>{t('aml.rules.threshold')}</dt>
              <dd data-testid="aml-threshold">{thresholdText(rules, t)}</dd>
              <dt>{t('aml.rules.turnover')}</dt>
              <dd data-testid="aml-turnover">{turnoverText(rules.turnoverBp, t)}</dd>
              <dt>{t('aml.rules.lastChanged')}</dt>
              <dd data-testid="aml-last-changed">
                {rules.updatedAt === null ? t('aml.rules.defaults') : t('aml.rules.changedBy', { by: rules.updatedBy ?? '—', at: formatTimeIn(rules.updatedAt, rules.timeZone), zone: rules.timeZone })}
              </dd>
            </dl>
            <p className="muted small">{t('aml.rules.explain')}</p>
          </section>
          {canManage && <RulesForm key={`${rules.merchantCode}:${rules.updatedAt ?? 0}`} rules={rules} />}
        </div>
      )}
    </>
  );
}

function RulesForm({ rules }: { rules: AmlRules }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetAmlRules();
  const { currency } = rules;
  const [covered, setCovered] = useState(rules.coveredThreshold !== null);
  const [threshold, setThreshold] = useState(rules.coveredThreshold ?? '');
  const [percent, setPercent] = useState(bpToPercent(rules.turnoverBp));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const parsedThreshold = covered ? parseThreshold(threshold, currency) : { value: null };
  const bp = percentToBp(percent);
  const thresholdError = touched && 'error' in parsedThreshold ? parsedThreshold.error : null;
  const turnoverError = touched && bp === null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ('error' in parsedThreshold || bp === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await save.mutateAsync({ merchant: rules.merchantCode, coveredThreshold: parsedThreshold.value, turnoverBp: bp });
      toast.success(t('aml.rules.saved', { merchant: saved.merchantCode }));
      setBusy(false);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('aml.rules.change')}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <label className="check">
          <input type="checkbox" checked={covered} onChange={(e) => setCovered(e.target.checked)} />
          {t('aml.rules.raiseCovered')}
        </label>
        <div className="field">
          <label htmlFor={`${id}-threshold`}>{t('aml.rules.thresholdIn', { currency })}</label>
          <input
            id={`${id}-threshold`}
            value={covered ? threshold : ''}
            onChange={(e) => setThreshold(e.target.value)}
            disabled={!covered}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={thresholdError !== null}
            aria-describedby={`${id}-threshold-hint`}
          />
          <small id={`${id}-threshold-hint`} className={thresholdError ? 'field-error' : 'muted'}>
            {thresholdError ? t(thresholdError) : covered ? t('aml.rules.thresholdHint') : t('aml.rules.noCoveredHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor={`${id}-turnover`}>{t('aml.rules.turnoverPercent')}</label>
          <input
            id={`${id}-turnover`}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={turnoverError}
            aria-describedby={`${id}-turnover-hint`}
          />
          <small id={`${id}-turnover-hint`} className={turnoverError ? 'field-error' : 'muted'}>
            {turnoverError ? t('aml.rules.invalidTurnover') : t('aml.rules.turnoverHint')}
          </small>
        </div>
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('aml.rules.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
