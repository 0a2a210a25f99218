import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@lobby/contract/rules';
import type { ProposeContract, TeamMember } from '@lobby/contract/schemas';
import { errorText, isApiError } from '@/shared/lib/http';
import { toast } from '@/shared/lib/toast';
import { AlertIcon } from '@/shared/ui/icons';
import { Sheet, SheetHeader } from '@/shared/ui/sheet';
import { useProposeContract } from './api/contracts';
import { ChipGroup } from './chip-group';

interface TierDraft {
  minValidBet: string;
  ratePercent: string;
}

const DEFAULT_TIERS: TierDraft[] = [
  { minValidBet: '0', ratePercent: '0.1' },
  { minValidBet: '10000', ratePercent: '0.2' },
  { minValidBet: '50000', ratePercent: '0.3' },
];

/** Percent as typed ("0.25") to basis points, or null. */
function toBp(percent: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(percent.trim())) return null;
  return Math.round(Number(percent) * 100);
}

/** The upline offers one of its direct sub-agents a daily salary, dividend or hourly contract. */
export function ContractSheet({ agent, onClose }: { agent: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const propose = useProposeContract();
  const [kind, setKind] = useState<ContractKind>('salary');
  const [tiers, setTiers] = useState<TierDraft[]>(DEFAULT_TIERS);
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  const [share, setShare] = useState('20');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function build(): ProposeContract | null {
    if (kind === 'dividend') {
      const shareBp = toBp(share);
      if (shareBp === null || shareBp < 1 || shareBp > 10_000) return null;
      return { agentId: agent.id, kind, terms: { period, shareBp } };
    }
    const rows = tiers.filter((r) => r.minValidBet.trim() !== '');
    const parsed = rows.map((r) => ({ minValidBet: Number(r.minValidBet), rateBp: toBp(r.ratePercent) }));
    if (parsed.length === 0 || parsed.some((r) => !Number.isFinite(r.minValidBet) || r.minValidBet < 0 || r.rateBp === null || r.rateBp < 1 || r.rateBp > 500)) return null;
    return { agentId: agent.id, kind, terms: { tiers: parsed.map((r) => ({ minValidBet: r.minValidBet, rateBp: r.rateBp as number })) } };
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = build();
    if (!input) {
      setFailure(t('agent.contract.invalidTerms'));
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await propose.mutateAsync(input);
      toast.success(t('agent.contract.sent', { name: agent.username }));
      onClose();
    } catch (error) {
      setFailure(errorText(isApiError(error) ? error.errorCode : 'common.unknown', isApiError(error) ? error.message : undefined));
    } finally {
      setBusy(false);
    }
  };

  const setTier = (i: number, patch: Partial<TierDraft>) => setTiers((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <Sheet className="sheet agent-sheet" onClose={onClose} aria-labelledby={titleId} motion="pop">
      <div className="sheet__handle" aria-hidden="true" />
      <SheetHeader title={t('agent.contract.offerTitle', { name: agent.username })} titleId={titleId} onClose={onClose} />
      <form className="form agent-sheet__form" onSubmit={(e) => void submit(e)} noValidate>
        <ChipGroup
          variant="segment"
          label={t('agent.contract.kindLabel')}
          options={(['salary', 'dividend', 'hourly'] as const).map((k) => ({ value: k, label: t(`agent.contract.kind.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
        {kind === 'dividend' ? (
          <>
            <ChipGroup
              label={t('agent.contract.period')}
              options={[
                { value: 'week', label: t('agent.contract.week') },
                { value: 'month', label: t('agent.contract.month') },
              ]}
              value={period}
              onChange={setPeriod}
            />
            <label className="agent-tier">
              <span className="agent-tier__label">{t('agent.contract.share')}</span>
              <input className="agent-tier__input" inputMode="decimal" value={share} onChange={(e) => setShare(e.target.value)} aria-describedby={`${titleId}-share`} />
              <span aria-hidden="true">%</span>
            </label>
            <p id={`${titleId}-share`} className="agent-sheet__hint">
              {t('agent.contract.dividendHint')}
            </p>
          </>
        ) : (
          <div className="agent-tiers" role="group" aria-describedby={`${titleId}-tiers`}>
            <p id={`${titleId}-tiers`} className="agent-sheet__hint">
              {t(kind === 'salary' ? 'agent.contract.salaryHint' : 'agent.contract.hourlyHint')}
            </p>
            {tiers.map((row, i) => (
              <div className="agent-tier-row" key={i}>
                <label className="agent-tier">
                  <span className="agent-tier__label">{t('agent.contract.fromBets', { n: i + 1 })}</span>
                  <input className="agent-tier__input" inputMode="decimal" value={row.minValidBet} onChange={(e) => setTier(i, { minValidBet: e.target.value })} />
                </label>
                <label className="agent-tier agent-tier--rate">
                  <span className="agent-tier__label">{t('agent.contract.rate')}</span>
                  <input className="agent-tier__input" inputMode="decimal" value={row.ratePercent} onChange={(e) => setTier(i, { ratePercent: e.target.value })} />
                  <span aria-hidden="true">%</span>
                </label>
              </div>
            ))}
          </div>
        )}
        {failure ? (
          <p className="agent-sheet__alert" role="alert">
            <AlertIcon size="0.18rem" />
            <span>{failure}</span>
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy}>
          {t('agent.contract.send')}
        </button>
      </form>
    </Sheet>
  );
}
