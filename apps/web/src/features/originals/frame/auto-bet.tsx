import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_BET_MAX_ROUNDS } from '@lobby/contract/rules';
import { useMoneyFormat } from '@/shared/api/system/use-money-format';
import type { AutoTag } from '../api/rounds';
import { uuid } from '../api/keys';
import { useFrameContext } from './game-frame';
import { useRealityCheckStore } from './reality-store';

/** What the next auto round stakes after a win or a loss: the run's first stake again, or this one changed by a percentage. */
export interface StakeRule {
  mode: 'reset' | 'change';
  /** -99 to 1,000: +100 doubles the stake */
  percent: number;
}

export function nextStake(rule: StakeRule, base: number, current: number, limits: { min: number; max: number }): number {
  const next = rule.mode === 'reset' ? base : Math.round(current * (1 + rule.percent / 100) * 100) / 100;
  return Math.min(limits.max, Math.max(limits.min, next));
}

const PERCENT = /^-?\d{0,4}(\.\d{0,2})?$/;
const percentOk = (text: string) => text !== '' && text !== '-' && Number(text) >= -99 && Number(text) <= 1000;

export interface AutoRun {
  /** rounds played so far in this run */
  played: number;
  net: number;
}

/** What a finished auto round comes to (a one-shot or step round, or a crash bet once its round crashed). */
export interface AutoResult {
  amount: number;
  payout: number;
}

/**
 * Plays one auto round; null stops the run (an error, already shown by the frame). `stopped` says when the
 * run was stopped meanwhile (Stop, the reality check, the player leaving the screen): a round that waits for
 * something (crash's next betting phase) gives up then.
 */
export type AutoPlay = (auto: AutoTag, stopped: () => boolean) => Promise<AutoResult | null>;

/**
 * Plays up to N rounds (at most AUTO_BET_MAX_ROUNDS), each tagged `auto {run, round, limit}`. After a win and
 * after a loss the stake goes back to the run's first or changes by a percentage (within the game's limits);
 * the run stops on a profit or loss limit over the run, on any error, on the reality check, or on Stop, and
 * the stake is the first one again. While it runs the manual bet waits.
 */
export function AutoBetPanel({
  play,
  disabled,
  blocked,
  children,
}: {
  play: AutoPlay;
  disabled?: boolean;
  /** why the run cannot start yet (e.g. crash without an auto cash-out), shown in the panel */
  blocked?: string | null;
  /** the game's own auto settings */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState('10');
  const [stopWin, setStopWin] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<AutoRun | null>(null);
  const [onWin, setOnWin] = useState<{ mode: StakeRule['mode']; text: string }>({ mode: 'reset', text: '100' });
  const [onLoss, setOnLoss] = useState<{ mode: StakeRule['mode']; text: string }>({ mode: 'reset', text: '100' });
  const frame = useFrameContext();
  const setAutoRunning = frame?.setAutoRunning;
  useEffect(() => {
    setAutoRunning?.(running);
  }, [running, setAutoRunning]);
  const stopRef = useRef(false);
  const due = useRealityCheckStore((s) => s.due);
  useEffect(() => {
    if (due) stopRef.current = true;
  }, [due]);
  useEffect(() => () => void (stopRef.current = true), []);

  const limit = Math.min(AUTO_BET_MAX_ROUNDS, Math.max(1, Math.floor(Number(rounds) || 0)));
  const roundsValid = Number(rounds) >= 1 && Number(rounds) <= AUTO_BET_MAX_ROUNDS && Number.isInteger(Number(rounds));
  const rulesValid = (onWin.mode === 'reset' || percentOk(onWin.text)) && (onLoss.mode === 'reset' || percentOk(onLoss.text));

  async function start() {
    if (!roundsValid || !rulesValid || blocked) return;
    const base = frame?.stake() ?? 0;
    const rule = (r: typeof onWin): StakeRule => ({ mode: r.mode, percent: Number(r.text) || 0 });
    const [winRule, lossRule] = [rule(onWin), rule(onLoss)];
    stopRef.current = false;
    setRunning(true);
    const run = uuid();
    const win = Number(stopWin) || 0;
    const loss = Number(stopLoss) || 0;
    let net = 0;
    setProgress({ played: 0, net: 0 });
    const stopped = () => stopRef.current || useRealityCheckStore.getState().due;
    for (let round = 1; round <= limit; round++) {
      if (stopped()) break;
      const result = await play({ run, round, limit }, stopped);
      if (!result) break;
      net += result.payout - result.amount;
      setProgress({ played: round, net });
      if (win > 0 && net >= win) break;
      if (loss > 0 && -net >= loss) break;
      const next = frame ? nextStake(result.payout > result.amount ? winRule : lossRule, base, result.amount, frame.limits) : base;
      if (frame && next !== frame.stake()) frame.setAmount(next);
    }
    // the first stake again (left alone when unchanged: setting it clears the line that says why a run stopped)
    if (frame && base > 0 && frame.stake() !== base) frame.setAmount(base);
    setRunning(false);
  }

  return (
    <div className="og-auto">
      <button
        type="button"
        className="og-auto__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
      >
        {t('originals.auto.title')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open ? (
        <div id={`${id}-body`} className="og-auto__body">
          <div className="og-auto__grid">
            <label className="og-field">
              <span className="og-label">{t('originals.auto.rounds', { max: AUTO_BET_MAX_ROUNDS })}</span>
              <input
                className="og-input"
                inputMode="numeric"
                value={rounds}
                disabled={running}
                aria-invalid={!roundsValid}
                onChange={(e) => setRounds(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            <label className="og-field">
              <span className="og-label">{t('originals.auto.stopWin')}</span>
              <input className="og-input" inputMode="decimal" value={stopWin} disabled={running} onChange={(e) => setStopWin(e.target.value.replace(/[^\d.]/g, ''))} />
            </label>
            <label className="og-field">
              <span className="og-label">{t('originals.auto.stopLoss')}</span>
              <input className="og-input" inputMode="decimal" value={stopLoss} disabled={running} onChange={(e) => setStopLoss(e.target.value.replace(/[^\d.]/g, ''))} />
            </label>
          </div>
          {frame ? (
            <div className="og-auto__grid">
              <StakeRuleField label={t('originals.auto.onWin')} value={onWin} onChange={setOnWin} disabled={running} />
              <StakeRuleField label={t('originals.auto.onLoss')} value={onLoss} onChange={setOnLoss} disabled={running} />
            </div>
          ) : null}
          {children}
          {blocked ? <p className="og-muted">{blocked}</p> : null}
          {!roundsValid ? <p className="og-error">{t('originals.auto.roundsRange', { max: AUTO_BET_MAX_ROUNDS })}</p> : null}
          {progress ? (
            <p className="og-muted" role="status">
              {t('originals.auto.progress', { played: progress.played, limit, net: money(progress.net, { signed: true }) })}
            </p>
          ) : null}
          {running ? (
            <button type="button" className="btn btn--danger btn--block" onClick={() => (stopRef.current = true)}>
              {t('originals.auto.stop')}
            </button>
          ) : (
            <button type="button" className="btn btn--secondary btn--block" disabled={disabled || !roundsValid || !rulesValid || Boolean(blocked)} onClick={() => void start()}>
              {t('originals.auto.start')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** After a win (or a loss): back to the first stake, or change it by a percentage. */
function StakeRuleField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: { mode: StakeRule['mode']; text: string };
  onChange: (v: { mode: StakeRule['mode']; text: string }) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="og-field">
      <span className="og-label" id={id}>
        {label}
      </span>
      <div className="og-auto__rule">
        <select
          className="og-input"
          aria-labelledby={id}
          value={value.mode}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, mode: e.target.value as StakeRule['mode'] })}
        >
          <option value="reset">{t('originals.auto.reset')}</option>
          <option value="change">{t('originals.auto.change')}</option>
        </select>
        {value.mode === 'change' ? (
          <label className="og-auto__percent">
            <input
              className="og-input"
              inputMode="decimal"
              aria-label={t('originals.auto.percent', { label })}
              aria-invalid={!percentOk(value.text)}
              value={value.text}
              disabled={disabled}
              onChange={(e) => PERCENT.test(e.target.value) && onChange({ ...value, text: e.target.value })}
            />
            <span aria-hidden="true">%</span>
          </label>
        ) : null}
      </div>
    </div>
  );
}
