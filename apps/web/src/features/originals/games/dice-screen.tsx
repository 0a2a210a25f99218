import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diceChance, diceMultiplier, diceWins, type DiceBet } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

const MIN_TARGET = 2;
const MAX_TARGET = 98;

/** Dice: roll 0.00-99.99; win under (or over) the target; the chance sets the multiplier. */
export function DiceScreen() {
  const { t } = useTranslation();
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<DiceBet['direction']>('over');
  const bet: DiceBet = { target, direction };
  const chance = diceChance(bet);
  const multiplier = diceMultiplier(bet);
  return (
    <OneShotScreen
      game="dice"
      title={t('originals.games.dice')}
      params={{ target, direction }}
      revealMs={700}
      help={<p>{t('originals.help.dice')}</p>}
      hotkeys={[{ key: 'r', label: t('originals.keys.diceSwap'), run: () => setDirection((d) => (d === 'over' ? 'under' : 'over')) }]}
      renderStage={({ round, spin, reduced }) => {
        const roll = round ? Number(round.outcome.roll ?? NaN) : null;
        const played = round ? { target: Number(round.params.target), direction: round.params.direction as DiceBet['direction'] } : bet;
        const won = roll !== null && Number.isFinite(roll) ? diceWins(played, roll) : null;
        const zoneLeft = played.direction === 'under' ? 0 : played.target;
        const zoneWidth = played.direction === 'under' ? played.target : 100 - played.target;
        return (
          <div className="dice">
            <output className={`dice__roll${won === null ? ' dice__roll--idle' : won ? ' is-win' : ' is-lose'}`} data-testid="dice-roll" key={spin}>
              {roll !== null && Number.isFinite(roll) ? roll.toFixed(2) : '00.00'}
            </output>
            <div className="dice__track" aria-hidden="true">
              <div className="dice__lose" />
              <div className="dice__win" style={{ left: `${zoneLeft}%`, width: `${zoneWidth}%` }} />
              {roll !== null && Number.isFinite(roll) ? (
                <div
                  className={`dice__marker${reduced ? ' dice__marker--still' : ''}${won ? ' is-win' : ' is-lose'}`}
                  style={{ transform: `translateX(calc(${roll}cqw - 50%))` }}
                >
                  <span>{roll.toFixed(2)}</span>
                </div>
              ) : null}
              <div className="dice__ticks">
                {[0, 25, 50, 75, 100].map((n) => (
                  <span key={n}>{n}</span>
                ))}
              </div>
            </div>
          </div>
        );
      }}
      controls={(_, locked) => (
        <div className="og-controls">
          <label className="og-label" htmlFor="dice-target">
            {t('originals.dice.target')} <strong>{target.toFixed(2)}</strong>
          </label>
          <input
            id="dice-target"
            className="og-range"
            type="range"
            min={MIN_TARGET}
            max={MAX_TARGET}
            step={1}
            value={target}
            disabled={locked}
            onChange={(e) => setTarget(Number(e.target.value))}
            style={{ ['--fill' as string]: `${direction === 'under' ? target : 100 - target}%`, ['--dir' as string]: direction === 'under' ? 'to right' : 'to left' }}
          />
          <div className="og-seg" role="radiogroup" aria-label={t('originals.dice.direction')}>
            {(['under', 'over'] as const).map((d) => (
              <button key={d} type="button" role="radio" aria-checked={direction === d} className="og-seg__opt" disabled={locked} onClick={() => setDirection(d)}>
                {t(`originals.dice.${d}`)}
              </button>
            ))}
          </div>
          <dl className="og-stats">
            <div>
              <dt>{t('originals.dice.chance')}</dt>
              <dd data-testid="dice-chance">{`${(chance * 100).toFixed(2)}%`}</dd>
            </div>
            <div>
              <dt>{t('originals.frame.multiplier')}</dt>
              <dd data-testid="dice-multiplier">{formatMultiplier(multiplier, 4)}</dd>
            </div>
          </dl>
        </div>
      )}
    />
  );
}
