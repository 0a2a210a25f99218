import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TARGET_RTP } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

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
            <output key={spin} className={`limbo__value${reduced ? '' : ' pop-in'}${won === null ? '' : won ? ' is-win' : ' is-lose'}`} data-testid="limbo-result">
              {result !== null && Number.isFinite(result) ? formatMultiplier(result) : '1.00×'}
            </output>
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
