import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEG_RESULTS } from '@lobby/contract/rules';
import type { LegResult } from '@lobby/contract/rules';
import { settleBodySchema } from '@lobby/contract/schemas';
import { Dialog } from '@/shared/ui/dialog';
import { ErrorState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useSettleMarket } from './api/events';
import type { OpsMarket } from './api/events';

interface Row {
  result: LegResult | '';
  deadHeat: string;
}

/**
 * Settling a market by hand (or resettling a settled one with corrected results): a result per selection,
 * for a winner in a dead heat how many shared the place, a reason, and a confirmation that the bets will be
 * paid on these results. The body is the contract's, checked by its schema before it is sent.
 */
export function SettleDialog({ merchant, eventId, market: m, name, onClose }: { merchant: string; eventId: number; market: OpsMarket; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const settle = useSettleMarket();
  const resettle = m.status === 'settled';
  const [rows, setRows] = useState<Record<number, Row>>(() => Object.fromEntries(m.selections.map((s) => [s.id, { result: s.result ?? '', deadHeat: '1' }])));
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const bets = m.selections.reduce((n, s) => n + s.bets, 0);

  const setRow = (selectionId: number, patch: Partial<Row>) => setRows((r) => ({ ...r, [selectionId]: { ...r[selectionId]!, ...patch } }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (m.selections.some((s) => rows[s.id]!.result === '')) return setProblem(t('sportsbook.settle.needResults'));
    const parsed = settleBodySchema.safeParse({
      results: m.selections.map((s) => ({ selectionId: s.id, result: rows[s.id]!.result, deadHeat: rows[s.id]!.result === 'win' ? Number(rows[s.id]!.deadHeat) : 1 })),
      reason,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return setProblem(field === 'reason' ? t('common.reasonHint', { min: 3, max: 200 }) : t('sportsbook.settle.badDeadHeat'));
    }
    if (!confirmed) return setProblem(t('sportsbook.settle.needConfirm'));
    setBusy(true);
    setError(null);
    try {
      const r = await settle.mutateAsync({ merchant, eventId, marketId: m.id, body: parsed.data });
      toast.success(t(r.resettled ? 'sportsbook.settle.resettled' : 'sportsbook.settle.settled', { market: name, count: r.betsSettled }));
      onClose();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t(resettle ? 'sportsbook.settle.resettleTitle' : 'sportsbook.settle.title', { market: name })} onClose={onClose} wide>
      <form className="form" onSubmit={submit} aria-label={t(resettle ? 'sportsbook.settle.resettleTitle' : 'sportsbook.settle.title', { market: name })} noValidate>
        <p className="muted">{t(resettle ? 'sportsbook.settle.resettleExplain' : 'sportsbook.settle.explain', { count: bets })}</p>
        <table className="grid sb-selections">
          <thead>
            <tr>
              <th scope="col">{t('sportsbook.market.selection')}</th>
              <th scope="col">{t('sportsbook.market.result')}</th>
              <th scope="col">{t('sportsbook.settle.deadHeat')}</th>
            </tr>
          </thead>
          <tbody>
            {m.selections.map((s) => {
              const row = rows[s.id]!;
              return (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td>
                    <select aria-label={t('sportsbook.settle.resultOf', { selection: s.name })} value={row.result} onChange={(e) => setRow(s.id, { result: e.target.value as LegResult | '' })}>
                      <option value="">{t('sportsbook.settle.choose')}</option>
                      {LEG_RESULTS.map((r) => (
                        <option key={r} value={r}>
                          {t(`sportsbook.result.${r}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      type="number"
                      min={1}
                      max={20}
                      className="sb-narrow"
                      aria-label={t('sportsbook.settle.deadHeatOf', { selection: s.name })}
                      value={row.deadHeat}
                      disabled={row.result !== 'win'}
                      onChange={(e) => setRow(s.id, { deadHeat: e.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <small className="muted">{t('sportsbook.settle.deadHeatHint')}</small>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('common.reason')}</label>
          <textarea id={`${id}-reason`} rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-hint`} />
          <small id={`${id}-hint`} className="muted">
            {t('common.reasonHint', { min: 3, max: 200 })}
          </small>
        </div>
        <label className="check">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {t(resettle ? 'sportsbook.settle.confirmResettle' : 'sportsbook.settle.confirm', { count: bets })}
        </label>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        {error !== null && <ErrorState error={error} />}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(resettle ? 'sportsbook.market.resettle' : 'sportsbook.market.settle')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
