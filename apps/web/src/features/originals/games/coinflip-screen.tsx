import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COINFLIP_MULTIPLIER } from '@lobby/contract/rules';
import { formatMultiplier } from '../frame/game-frame';
import { OneShotScreen } from '../frame/one-shot';

type Side = 'heads' | 'tails';

/** Coin flip: call heads or tails; a right call pays 1.98×. */
export function CoinflipScreen() {
  const { t } = useTranslation();
  const [side, setSide] = useState<Side>('heads');
  return (
    <OneShotScreen
      game="coinflip"
      title={t('originals.games.coinflip')}
      params={{ side }}
      revealMs={900}
      hotkeys={[
        { key: 'q', label: t('originals.coinflip.heads'), run: () => setSide('heads') },
        { key: 'w', label: t('originals.coinflip.tails'), run: () => setSide('tails') },
      ]}
      help={<p>{t('originals.help.coinflip', { multiplier: formatMultiplier(COINFLIP_MULTIPLIER) })}</p>}
      renderStage={({ round, spin, reduced }) => {
        const landed = (round?.outcome.side ?? round?.outcome.result) as Side | undefined;
        return (
          <div className="coin-stage">
            <div
              key={spin}
              className={`coin${reduced ? '' : ' coin--flip'} coin--${landed ?? 'heads'}`}
              data-testid="coin"
              data-side={landed ?? ''}
            >
              <span className="coin__face coin__face--heads">H</span>
              <span className="coin__face coin__face--tails">T</span>
            </div>
            <span className="og-muted">{landed ? t(`originals.coinflip.${landed}`) : t('originals.coinflip.call')}</span>
          </div>
        );
      }}
      controls={(_, locked) => (
        <div className="og-controls">
          <div className="og-seg" role="radiogroup" aria-label={t('originals.coinflip.call')}>
            {(['heads', 'tails'] as const).map((s) => (
              <button key={s} type="button" role="radio" aria-checked={side === s} className="og-seg__opt" disabled={locked} onClick={() => setSide(s)}>
                {t(`originals.coinflip.${s}`)}
              </button>
            ))}
          </div>
          <dl className="og-stats">
            <div>
              <dt>{t('originals.frame.multiplier')}</dt>
              <dd>{formatMultiplier(COINFLIP_MULTIPLIER)}</dd>
            </div>
          </dl>
        </div>
      )}
    />
  );
}
