import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TARGET_RTP } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

/** How long the count from 1.00× to the result takes (the stage's reveal waits a little longer). */
const COUNT_MS = 500;

/**
 * The drawn multiplier counts up from 1.00× to the result, fast at first and slowing as it lands (it climbs
 * in the logarithm, as the chance of reaching a multiplier falls); win or loss shows once it has landed.
 */
function LimboCounter({ result, won, reduced }: { result: number | null; won: boolean | null; reduced: boolean }) {
  const [shown, setShown] = useState(() => (result === null || reduced ? result : 1));
  useEffect(() => {
    if (result === null || reduced) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / COUNT_MS);
      const eased = 1 - (1 - p) ** 3;
      setShown(p >= 1 ? result : Math.max(1, Math.floor(Math.exp(Math.log(result) * eased) * 100) / 100));
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [result, reduced]);
  const landed = result !== null && shown === result;
  return (
    <output className={`limbo__value${landed && won !== null ? (won ? ' is-win' : ' is-lose') : ''}`} data-testid="limbo-result">
      {formatMultiplier(shown ?? 1)}
    </output>
  );
}

/** Limbo: a multiplier is drawn; the bet wins when it reaches the chosen target (chance 0.99 / target). */
export function LimboScreen() {
  const { t } = useTranslation();
  const [targetText, setTargetText] = useState('2.00');
  const target = Math.max(1.01, Math.min(1_000_000, Math.round(Number(targetText) * 100) / 100 || 2));
  return (
    <OneShotScreen
      game="limbo"
      title={t('originals.games.limbo')}
      params={{ target }}
      revealMs={600}
      help={<p>{t('originals.help.limbo')}</p>}
      renderStage={({ round, spin, reduced }) => {
        const result = round ? Number(round.outcome.result ?? round.outcome.multiplier ?? NaN) : null;
        const won = round ? round.payout > 0 : null;
        return (
          <div className="limbo">
            <LimboCounter key={spin} result={result !== null && Number.isFinite(result) ? result : null} won={won} reduced={reduced} />
            <span className="og-muted">{t('originals.limbo.target', { target: formatMultiplier(target) })}</span>
          </div>
        );
      }}
      controls={(_, locked) => (
        <div className="og-controls og-controls--row">
          <label className="og-field">
            <span className="og-label">{t('originals.limbo.targetLabel')}</span>
            <input className="og-input" inputMode="decimal" value={targetText} disabled={locked} onChange={(e) => setTargetText(e.target.value.replace(/[^\d.]/g, ''))} />
          </label>
          <dl className="og-stats">
            <div>
              <dt>{t('originals.dice.chance')}</dt>
              <dd>{`${((TARGET_RTP / target) * 100).toFixed(4)}%`}</dd>
            </div>
          </dl>
        </div>
      )}
    />
  );
}
